import SpeciesEditPopupQuery from '../../__generated__/SpeciesEditPopupQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import type SpeciesEditPopup from './SpeciesEditPopup.tsx';
import { newOrRecIdParam } from '../shell/route-params.ts';

export const SpeciesEditPopupEntryPoint: RouteEntryPoint<typeof SpeciesEditPopup> = {
  root: JSResource('SpeciesEditPopup', () => import('./SpeciesEditPopup.tsx')),
  getPreloadProps: ({ params }) => {
    const recId = newOrRecIdParam(params.recId);
    if (recId === null) return { queries: {} };
    const variables = { key: String(recId), isEdit: recId > 0 };
    return { queries: { main: { parameters: SpeciesEditPopupQuery, variables, options: { fetchPolicy: 'network-only' } } } } as const;
  },
};
