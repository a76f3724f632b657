import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import MyMediaListPopupQuery from '../../__generated__/MyMediaListPopupQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import type MyMediaListPopup from './MyMediaListPopup.tsx';

export const MyMediaListPopupEntryPoint: RouteEntryPoint<typeof MyMediaListPopup> = {
  root: JSResource('MyMediaListPopup', () => import('./MyMediaListPopup.tsx')),
  getPreloadProps: () => ({
    queries: { main: { parameters: MyMediaListPopupQuery, variables: { count: LIST_PAGE_SIZE }, options: { fetchPolicy: 'store-and-network' } } },
  }),
};
