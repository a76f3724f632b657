import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import FeaturedMediaEditPageQuery from '../../__generated__/FeaturedMediaEditPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import type FeaturedMediaEditPage from './FeaturedMediaEditPage.tsx';

export const FeaturedMediaEditPageEntryPoint: RouteEntryPoint<typeof FeaturedMediaEditPage> = {
  root: JSResource('FeaturedMediaEditPage', () => import('./FeaturedMediaEditPage.tsx')),
  getPreloadProps: ({ viewer }) => ({
    queries: {
      main: {
        parameters: FeaturedMediaEditPageQuery,
        variables: { uploaderId: viewer.entityId ?? 0, count: LIST_PAGE_SIZE },
        options: { fetchPolicy: 'store-and-network' },
      },
    },
  }),
};
