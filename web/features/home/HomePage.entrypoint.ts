import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import HomePageQuery from '../../__generated__/HomePageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import type HomePage from './HomePage.tsx';

export const HomePageEntryPoint: RouteEntryPoint<typeof HomePage> = {
  root: JSResource('HomePage', () => import('./HomePage.tsx')),
  getPreloadProps: () => ({
    queries: {
      // Coming back home shows the cached list at once and then the newest items.
      main: { parameters: HomePageQuery, variables: { count: LIST_PAGE_SIZE }, options: { fetchPolicy: 'store-and-network' } },
    },
  }),
};
