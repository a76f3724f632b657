import MediaInfoViewPageQuery from '../../__generated__/MediaInfoViewPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { recIdParam } from '../shell/route-params.ts';
import type MediaInfoViewPage from './MediaInfoViewPage.tsx';

export const MediaInfoViewPageEntryPoint: RouteEntryPoint<typeof MediaInfoViewPage> = {
  root: JSResource('MediaInfoViewPage', () => import('./MediaInfoViewPage.tsx')),
  getPreloadProps: ({ params, searchParams }) => {
    const recId = recIdParam(params.id ?? searchParams.get('id'));
    if (recId === null) return { queries: {} };
    return { queries: { main: { parameters: MediaInfoViewPageQuery, variables: { recId }, options: { fetchPolicy: 'store-and-network' } } } } as const;
  },
};
