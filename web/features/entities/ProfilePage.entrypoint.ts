import ProfilePageQuery from '../../__generated__/ProfilePageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import type ProfilePage from './ProfilePage.tsx';

export const ProfilePageEntryPoint: RouteEntryPoint<typeof ProfilePage> = {
  root: JSResource('ProfilePage', () => import('./ProfilePage.tsx')),
  getPreloadProps: () => ({
    queries: { main: { parameters: ProfilePageQuery, variables: {}, options: { fetchPolicy: 'store-and-network' } } },
  }),
};
