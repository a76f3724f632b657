/**
 * The observation map's grid layers (recording §3 "Map layers", §7 the grid call): the EEA
 * reference grid of 100, 10 and 1 km and the national 2.5 km grid. Each layer counts records by
 * one stored cell column (GRIDS.md). Pure and isomorphic: the server and the web map share it.
 */

export const MAP_GRIDS = ['EEA100KM', 'EEA10KM', 'EEA1KM', 'UTM2_5KM'] as const;
export type MapGrid = (typeof MAP_GRIDS)[number];

/** What a layer counts per cell: records, or distinct species. */
export const MAP_COUNTS = ['OBSERVATION', 'SPECIES'] as const;
export type MapCount = (typeof MAP_COUNTS)[number];

/** The record column holding a layer's cell code (also its `grid_type` in the REST path). */
export type GridColumn = 'eea100km' | 'eea10km' | 'eea1km' | 'utm2_5km';

export interface MapGridInfo {
  /** the `grid_type` of /api/observation/map/grid/{grid_type}/… and of the web route */
  rest: GridColumn;
  /** the record column the layer groups by */
  column: GridColumn;
  /** the cell's side in kilometres */
  sizeKm: number;
  /**
   * finer than the 10 km a generalised (sensitive) record is cut to: such a record counts here only
   * for viewers who may see its exact place
   */
  fine: boolean;
}

export const MAP_GRID_INFO: Readonly<Record<MapGrid, MapGridInfo>> = {
  EEA100KM: { rest: 'eea100km', column: 'eea100km', sizeKm: 100, fine: false },
  EEA10KM: { rest: 'eea10km', column: 'eea10km', sizeKm: 10, fine: false },
  EEA1KM: { rest: 'eea1km', column: 'eea1km', sizeKm: 1, fine: true },
  UTM2_5KM: { rest: 'utm2_5km', column: 'utm2_5km', sizeKm: 2.5, fine: true },
};

/** The page size the map asks the grid call for (recording §7, §9 "grid detail request size"). */
export const GRID_REQUEST_SIZE = 200_000;

/** The layer a REST `grid_type` names (`eea10km`), or null for an unknown one. */
export function mapGridOfRest(name: string): MapGrid | null {
  return MAP_GRIDS.find((grid) => MAP_GRID_INFO[grid].rest === name) ?? null;
}

/** The count a REST `type` names (`observation`, `species`), or null. */
export function mapCountOfRest(name: string): MapCount | null {
  return MAP_COUNTS.find((count) => count.toLowerCase() === name) ?? null;
}
