import ProfileEditPageQuery from '../../__generated__/ProfileEditPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import type ProfileEditPage from './ProfileEditPage.tsx';

export const ProfileEditPageEntryPoint: RouteEntryPoint<typeof ProfileEditPage> = {
  root: JSResource('ProfileEditPage', () => import('./ProfileEditPage.tsx')),
  getPreloadProps: () => ({ queries: { main: { parameters: ProfileEditPageQuery, variables: {}, options: { fetchPolicy: 'store-and-network' } } } }),
};
