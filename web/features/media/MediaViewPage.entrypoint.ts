import MediaViewPageQuery from '../../__generated__/MediaViewPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { recIdParam } from '../shell/route-params.ts';
import type MediaViewPage from './MediaViewPage.tsx';

export const MediaViewPageEntryPoint: RouteEntryPoint<typeof MediaViewPage> = {
  root: JSResource('MediaViewPage', () => import('./MediaViewPage.tsx')),
  getPreloadProps: ({ params }) => ({
    queries: { main: { parameters: MediaViewPageQuery, variables: { recId: recIdParam(params.recId) ?? 0 } } },
  }),
};
