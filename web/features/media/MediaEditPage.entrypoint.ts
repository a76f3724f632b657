import MediaEditPageQuery from '../../__generated__/MediaEditPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { recIdParam } from '../shell/route-params.ts';
import type MediaEditPage from './MediaEditPage.tsx';

export const MediaEditPageEntryPoint: RouteEntryPoint<typeof MediaEditPage> = {
  root: JSResource('MediaEditPage', () => import('./MediaEditPage.tsx')),
  getPreloadProps: ({ params }) => {
    const recId = recIdParam(params.recId);
    if (recId === null) return { queries: {} };
    return { queries: { main: { parameters: MediaEditPageQuery, variables: { recId }, options: { fetchPolicy: 'network-only' } } } } as const;
  },
};
