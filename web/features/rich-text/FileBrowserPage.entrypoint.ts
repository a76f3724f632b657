import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import FileBrowserPageQuery from '../../__generated__/FileBrowserPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import type FileBrowserPage from './FileBrowserPage.tsx';

export const FileBrowserPageEntryPoint: RouteEntryPoint<typeof FileBrowserPage> = {
  root: JSResource('FileBrowserPage', () => import('./FileBrowserPage.tsx')),
  getPreloadProps: ({ viewer }) => ({
    queries: {
      main: {
        parameters: FileBrowserPageQuery,
        variables: { uploaderId: viewer.entityId ?? null, count: LIST_PAGE_SIZE },
        options: { fetchPolicy: 'store-and-network' },
      },
    },
  }),
};
