import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import NotificationsPopupQuery from '../../__generated__/NotificationsPopupQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import type NotificationsPopup from './NotificationsPopup.tsx';

export const NotificationsPopupEntryPoint: RouteEntryPoint<typeof NotificationsPopup> = {
  root: JSResource('NotificationsPopup', () => import('./NotificationsPopup.tsx')),
  getPreloadProps: () => ({ queries: { main: { parameters: NotificationsPopupQuery, variables: { count: LIST_PAGE_SIZE }, options: { fetchPolicy: 'network-only' } } } }),
};
