import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { EntityNotFound } from './EntityPage.tsx';
import { EntityProfile } from './EntityProfile.tsx';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import './entities.css';

/** The route component of `/profile/`: the viewer's own person page (the route forces a login). */
const ProfilePage: RouteScreenComponent<{ main: ProfilePageQuery }> = ({ queries }) => (
  <RouteScreen className="entities-page" loadingClassName="entities-loading" spinnerSize="large">
    <ProfileContent query={queries.main} />
  </RouteScreen>
);
export default ProfilePage;

function ProfileContent({ query }: { query: PreloadedQuery<ProfilePageQuery> }) {
  const data = usePreloadedQuery(
    graphql`
      query ProfilePageQuery {
        viewer {
          entity {
            ...EntityProfile_entity
          }
        }
      }
    `,
    query,
  );
  return data.viewer.entity ? <EntityProfile entity={data.viewer.entity} /> : <EntityNotFound />;
}
