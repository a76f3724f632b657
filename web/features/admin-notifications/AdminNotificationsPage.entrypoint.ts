import AdminNotificationsPageQuery from '../../__generated__/AdminNotificationsPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import type AdminNotificationsPage from './AdminNotificationsPage.tsx';
import { DEFAULT_DAYS } from './periods.ts';

export const AdminNotificationsPageEntryPoint: RouteEntryPoint<typeof AdminNotificationsPage> = {
  root: JSResource('AdminNotificationsPage', () => import('./AdminNotificationsPage.tsx')),
  getPreloadProps: () => ({
    queries: { main: { parameters: AdminNotificationsPageQuery, variables: { days: DEFAULT_DAYS, minRole: 'USER' }, options: { fetchPolicy: 'network-only' } } },
  }),
};
