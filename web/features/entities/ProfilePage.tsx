import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql.ts';
import { EntityNotFound } from './EntityPage.tsx';
import { EntityProfile } from './EntityProfile.tsx';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import './entities.css';

/** The route component of `/profile/`: the viewer's own person page (the route forces a login). */
export default function ProfilePage() {
  return (
    <RouteScreen className="entities-page" loadingClassName="entities-loading" spinnerSize="large">
      <ProfileContent />
    </RouteScreen>
  );
}

function ProfileContent() {
  const data = useLazyLoadQuery<ProfilePageQuery>(
    graphql`
      query ProfilePageQuery {
        viewer {
          entity {
            ...EntityProfile_entity
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return data.viewer.entity ? <EntityProfile entity={data.viewer.entity} /> : <EntityNotFound />;
}
