import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import MediaListPopupQuery from '../../__generated__/MediaListPopupQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { recIdParam } from '../shell/route-params.ts';
import { mediaTypeParam } from './media-query.ts';
import type MediaListPopup from './MediaListPopup.tsx';

export const MediaListPopupEntryPoint: RouteEntryPoint<typeof MediaListPopup> = {
  root: JSResource('MediaListPopup', () => import('./MediaListPopup.tsx')),
  getPreloadProps: ({ searchParams, viewer }) => {
    // an entity's media list, or else the viewer's attachments
    const entityId = recIdParam(searchParams.get('entity_id'));
    const variables = {
      uploaderId: entityId === null ? (viewer.entityId ?? null) : null,
      entityId,
      mediaType: mediaTypeParam(searchParams.get('type')),
      count: LIST_PAGE_SIZE,
    };
    return { queries: { main: { parameters: MediaListPopupQuery, variables, options: { fetchPolicy: 'store-and-network' } } } };
  },
};
