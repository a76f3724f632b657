import MediaInfoEditPopupQuery from '../../__generated__/MediaInfoEditPopupQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { recIdParam } from '../shell/route-params.ts';
import type MediaInfoEditPopup from './MediaInfoEditPopup.tsx';

export const MediaInfoEditPopupEntryPoint: RouteEntryPoint<typeof MediaInfoEditPopup> = {
  root: JSResource('MediaInfoEditPopup', () => import('./MediaInfoEditPopup.tsx')),
  getPreloadProps: ({ params }) => ({
    queries: {
      main: { parameters: MediaInfoEditPopupQuery, variables: { recId: recIdParam(params.id) ?? 0 }, options: { fetchPolicy: 'network-only' } },
    },
  }),
};
