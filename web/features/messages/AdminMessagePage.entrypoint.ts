import AdminMessagePageQuery from '../../__generated__/AdminMessagePageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import type AdminMessagePage from './AdminMessagePage.tsx';

export const AdminMessagePageEntryPoint: RouteEntryPoint<typeof AdminMessagePage> = {
  root: JSResource('AdminMessagePage', () => import('./AdminMessagePage.tsx')),
  getPreloadProps: () => ({
    queries: { main: { parameters: AdminMessagePageQuery, variables: {}, options: { fetchPolicy: 'store-or-network' } } },
  }),
};
