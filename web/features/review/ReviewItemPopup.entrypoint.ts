import ReviewItemPopupQuery from '../../__generated__/ReviewItemPopupQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { observationGlobalId } from '../observations/observation-status.ts';
import { recIdParam } from '../shell/route-params.ts';
import type ReviewItemPopup from './ReviewItemPopup.tsx';

export const ReviewItemPopupEntryPoint: RouteEntryPoint<typeof ReviewItemPopup> = {
  root: JSResource('ReviewItemPopup', () => import('./ReviewItemPopup.tsx')),
  // none for an id that cannot be one: the screen says it is not found
  getPreloadProps: ({ params }) => {
    const recId = recIdParam(params.recId);
    if (recId === null) return { queries: {} };
    const variables = { id: observationGlobalId(recId) };
    return { queries: { main: { parameters: ReviewItemPopupQuery, variables, options: { fetchPolicy: 'store-and-network' } } } } as const;
  },
};
