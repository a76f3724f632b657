import ObservationFormEditPopupQuery from '../../__generated__/ObservationFormEditPopupQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { recIdParam } from '../shell/route-params.ts';
import { observationId } from './observation-form-input.ts';
import type ObservationFormEditPopup from './ObservationFormEditPopup.tsx';

export const ObservationFormEditPopupEntryPoint: RouteEntryPoint<typeof ObservationFormEditPopup> = {
  root: JSResource('ObservationFormEditPopup', () => import('./ObservationFormEditPopup.tsx')),
  // none for an id that cannot be one: the screen says it is not found
  getPreloadProps: ({ params, language }) => {
    const recId = recIdParam(params.recId);
    if (recId === null) return { queries: {} };
    const variables = { id: observationId(recId), language };
    return { queries: { main: { parameters: ObservationFormEditPopupQuery, variables, options: { fetchPolicy: 'network-only' } } } } as const;
  },
};
