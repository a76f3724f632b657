import MediaInfoViewPageListQuery from '../../__generated__/MediaInfoViewPageListQuery.graphql.ts';
import MediaInfoViewPageQuery from '../../__generated__/MediaInfoViewPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { recIdParam } from '../shell/route-params.ts';
import type MediaInfoViewPage from './MediaInfoViewPage.tsx';

/** The viewer's media the info list shows at once, more on demand. */
export const MEDIA_INFO_LIST_SIZE = 30;

export const MediaInfoViewPageEntryPoint: RouteEntryPoint<typeof MediaInfoViewPage> = {
  root: JSResource('MediaInfoViewPage', () => import('./MediaInfoViewPage.tsx')),
  getPreloadProps: ({ params, searchParams }) => {
    const id = params.id ?? searchParams.get('id');
    // No id: the viewer's own media with their info (the route forces login).
    if (id === null || id === undefined || id === '') {
      return {
        queries: { list: { parameters: MediaInfoViewPageListQuery, variables: { count: MEDIA_INFO_LIST_SIZE }, options: { fetchPolicy: 'store-and-network' } } },
      } as const;
    }
    const recId = recIdParam(id);
    if (recId === null) return { queries: {} };
    return { queries: { main: { parameters: MediaInfoViewPageQuery, variables: { recId }, options: { fetchPolicy: 'store-and-network' } } } } as const;
  },
};
