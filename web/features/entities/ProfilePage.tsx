import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql.ts';
import { Spinner } from '../../ui/index.ts';
import { EntityNotFound } from './EntityPage.tsx';
import { EntityProfile } from './EntityProfile.tsx';
import './entities.css';

/** The route component of `/profile/`: the viewer's own person page (the route forces a login). */
export default function ProfilePage() {
  return (
    <div className="entities-page">
      <Suspense
        fallback={
          <div className="entities-loading">
            <Spinner size="large" />
          </div>
        }
      >
        <ProfileContent />
      </Suspense>
    </div>
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
