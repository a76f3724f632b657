import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import AttachmentBrowserPopupQuery from '../../__generated__/AttachmentBrowserPopupQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { mediaTypeParam } from './media-query.ts';
import type AttachmentBrowserPopup from './AttachmentBrowserPopup.tsx';

export const AttachmentBrowserPopupEntryPoint: RouteEntryPoint<typeof AttachmentBrowserPopup> = {
  root: JSResource('AttachmentBrowserPopup', () => import('./AttachmentBrowserPopup.tsx')),
  getPreloadProps: ({ searchParams, viewer }) => {
    const variables = { uploaderId: viewer.entityId ?? null, mediaType: mediaTypeParam(searchParams.get('type')), count: LIST_PAGE_SIZE };
    return { queries: { main: { parameters: AttachmentBrowserPopupQuery, variables, options: { fetchPolicy: 'store-and-network' } } } };
  },
};
