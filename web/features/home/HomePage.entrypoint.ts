import HomePageQuery from '../../__generated__/HomePageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import type HomePage from './HomePage.tsx';
import { HOME_PAGE_VARIABLES } from './home-page-variables.ts';

export const HomePageEntryPoint: RouteEntryPoint<typeof HomePage> = {
  root: JSResource('HomePage', () => import('./HomePage.tsx')),
  getPreloadProps: () => ({
    queries: {
      // Coming back home shows the cached list at once and then the newest items.
      main: { parameters: HomePageQuery, variables: HOME_PAGE_VARIABLES, options: { fetchPolicy: 'store-and-network' } },
    },
  }),
};
