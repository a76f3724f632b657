import SavedLocationsPopupQuery from '../../__generated__/SavedLocationsPopupQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import type SavedLocationsPopup from './SavedLocationsPopup.tsx';

export const SavedLocationsPopupEntryPoint: RouteEntryPoint<typeof SavedLocationsPopup> = {
  root: JSResource('SavedLocationsPopup', () => import('./SavedLocationsPopup.tsx')),
  getPreloadProps: () => ({ queries: { main: { parameters: SavedLocationsPopupQuery, variables: {}, options: { fetchPolicy: 'store-and-network' } } } }),
};
