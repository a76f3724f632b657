import ProfileSettingsPageQuery from '../../__generated__/ProfileSettingsPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import type ProfileSettingsPage from './ProfileSettingsPage.tsx';

export const ProfileSettingsPageEntryPoint: RouteEntryPoint<typeof ProfileSettingsPage> = {
  root: JSResource('ProfileSettingsPage', () => import('./ProfileSettingsPage.tsx')),
  getPreloadProps: () => ({ queries: { main: { parameters: ProfileSettingsPageQuery, variables: {}, options: { fetchPolicy: 'store-and-network' } } } }),
};
