import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import MediaListPageQuery from '../../__generated__/MediaListPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { recIdParam } from '../shell/route-params.ts';
import type MediaListPage from './MediaListPage.tsx';

export const MediaListPageEntryPoint: RouteEntryPoint<typeof MediaListPage> = {
  root: JSResource('MediaListPage', () => import('./MediaListPage.tsx')),
  getPreloadProps: ({ params, searchParams }) => {
    const entityId = recIdParam(params.id);
    const uploaderId = recIdParam(searchParams.get('uploader'));
    // the entity or uploader the gallery is of, named above it
    const named = entityId ?? uploaderId;
    const variables = { uploaderId, entityId, named: named !== null, namedId: named ?? 0, count: LIST_PAGE_SIZE };
    return { queries: { main: { parameters: MediaListPageQuery, variables, options: { fetchPolicy: 'store-and-network' } } } };
  },
};
