import SavedLocationsHistoryPageQuery from '../../__generated__/SavedLocationsHistoryPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import type SavedLocationsHistoryPage from './SavedLocationsHistoryPage.tsx';

export const SavedLocationsHistoryPageEntryPoint: RouteEntryPoint<typeof SavedLocationsHistoryPage> = {
  root: JSResource('SavedLocationsHistoryPage', () => import('./SavedLocationsHistoryPage.tsx')),
  getPreloadProps: () => ({ queries: { main: { parameters: SavedLocationsHistoryPageQuery, variables: {}, options: { fetchPolicy: 'store-and-network' } } } }),
};
