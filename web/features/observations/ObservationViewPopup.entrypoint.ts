import ObservationViewPopupQuery from '../../__generated__/ObservationViewPopupQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint, RouteEntryPointParams } from '../../relay/route-entry-point.ts';
import { observationGlobalId } from './observation-status.ts';
import { recIdParam } from '../shell/route-params.ts';
import type ObservationViewPopup from './ObservationViewPopup.tsx';

/** The record of the route's `recId` (none for an id that cannot be one: the screen says it is not found). */
export function observationViewPreloadProps({ params, viewer }: RouteEntryPointParams) {
  const recId = recIdParam(params.recId);
  if (recId === null) return { queries: {} };
  const variables = { id: observationGlobalId(recId), withReview: !viewer.isGuest };
  return { queries: { main: { parameters: ObservationViewPopupQuery, variables, options: { fetchPolicy: 'store-and-network' } } } } as const;
}

export const ObservationViewPopupEntryPoint: RouteEntryPoint<typeof ObservationViewPopup> = {
  root: JSResource('ObservationViewPopup', () => import('./ObservationViewPopup.tsx')),
  getPreloadProps: observationViewPreloadProps,
};
