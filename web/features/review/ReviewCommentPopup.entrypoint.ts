import ReviewCommentPopupQuery from '../../__generated__/ReviewCommentPopupQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { observationGlobalId } from '../observations/observation-status.ts';
import { recIdParam } from '../shell/route-params.ts';
import type ReviewCommentPopup from './ReviewCommentPopup.tsx';

export const ReviewCommentPopupEntryPoint: RouteEntryPoint<typeof ReviewCommentPopup> = {
  root: JSResource('ReviewCommentPopup', () => import('./ReviewCommentPopup.tsx')),
  // none for an id that cannot be one: the screen says it is not found
  getPreloadProps: ({ params }) => {
    const recId = recIdParam(params.id);
    if (recId === null) return { queries: {} };
    const variables = { id: observationGlobalId(recId) };
    return { queries: { main: { parameters: ReviewCommentPopupQuery, variables, options: { fetchPolicy: 'store-and-network' } } } } as const;
  },
};
