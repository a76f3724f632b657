import GridCellPopupQuery from '../../__generated__/GridCellPopupQuery.graphql.ts';
import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import { isMapGrid } from '@domain/geo/map-layer.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { gridEnum, mapFilter } from './map-search.ts';
import type GridCellPopup from './GridCellPopup.tsx';

/** `/observation/map/grid/{grid_type}/{grid_id}/{type}/`: the cell's species and first records with the map's filter (none for an unknown grid: the popup says so). */
export const GridCellPopupEntryPoint: RouteEntryPoint<typeof GridCellPopup> = {
  root: JSResource('GridCellPopup', () => import('./GridCellPopup.tsx')),
  getPreloadProps: ({ params, searchParams, viewer }) => {
    const grid = params.gridType;
    const cell = params.gridId;
    if (!isMapGrid(grid) || !cell) return { queries: {} };
    const variables = { grid: gridEnum(grid), cell, filter: mapFilter(searchParams, viewer.can.validate), count: LIST_PAGE_SIZE };
    return { queries: { main: { parameters: GridCellPopupQuery, variables, options: { fetchPolicy: 'store-and-network' } } } } as const;
  },
};
