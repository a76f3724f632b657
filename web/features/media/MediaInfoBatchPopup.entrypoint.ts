import MediaInfoBatchPopupQuery from '../../__generated__/MediaInfoBatchPopupQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { INFO_TRANSFER_MAX, readInfoTransfer } from './info-transfer.ts';
import type MediaInfoBatchPopup from './MediaInfoBatchPopup.tsx';

/**
 * `/mediainfo_edit/?transferKey=…` (a batch just uploaded) and `/media/info/edit/` (the viewer's media
 * still without a title or description). An unknown or expired key loads nothing: the screen says not found.
 */
export const MediaInfoBatchPopupEntryPoint: RouteEntryPoint<typeof MediaInfoBatchPopup> = {
  root: JSResource('MediaInfoBatchPopup', () => import('./MediaInfoBatchPopup.tsx')),
  getPreloadProps: ({ searchParams }) => {
    const key = searchParams.get('transferKey');
    const ids = key === null ? null : readInfoTransfer(key);
    if (key !== null && ids === null) return { queries: {} };
    return {
      queries: {
        main: {
          parameters: MediaInfoBatchPopupQuery,
          variables: { count: INFO_TRANSFER_MAX, ids, lackingInfo: ids === null },
          options: { fetchPolicy: 'network-only' },
        },
      },
    } as const;
  },
};
