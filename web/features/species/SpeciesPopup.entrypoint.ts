import SpeciesPopupQuery from '../../__generated__/SpeciesPopupQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import type SpeciesPopup from './SpeciesPopup.tsx';

export const SpeciesPopupEntryPoint: RouteEntryPoint<typeof SpeciesPopup> = {
  root: JSResource('SpeciesPopup', () => import('./SpeciesPopup.tsx')),
  getPreloadProps: ({ params }) => ({
    queries: { main: { parameters: SpeciesPopupQuery, variables: { key: params.recIdOrUri ?? '' }, options: { fetchPolicy: 'store-and-network' } } },
  }),
};
