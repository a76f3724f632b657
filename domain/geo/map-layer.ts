import { NATIONAL_AREA } from './grid.ts';
import { type GridColumn, MAP_GRID_INFO, MAP_GRIDS } from './map-grids.ts';

/**
 * Which layer the observation map shows (recording §3: the EEA 100, 10 and 1 km grids, the
 * national 2.5 km grid, clustered points). By default the zoom picks it, as iNaturalist does:
 * coarse cells far out, finer ones closer, points once single places can be told apart. Pure and isomorphic.
 */

/** The grids' URL names (map-grids.ts `rest`: `/observation/map/grid/{grid_type}/…`, `?layer=`). */
export type MapGridName = GridColumn;
export const MAP_GRID_NAMES: readonly MapGridName[] = MAP_GRIDS.map((grid) => MAP_GRID_INFO[grid].rest);

export type MapLayerName = MapGridName | 'points';
export const MAP_LAYERS: readonly MapLayerName[] = [...MAP_GRID_NAMES, 'points'];

export function isMapGrid(value: string | null | undefined): value is MapGridName {
  return (MAP_GRID_NAMES as readonly (string | null | undefined)[]).includes(value);
}

export function isMapLayer(value: string | null | undefined): value is MapLayerName {
  return (MAP_LAYERS as readonly (string | null | undefined)[]).includes(value);
}

/**
 * The zoom levels (web mercator) from which each layer shows: a 100 km cell is 30–120 px wide
 * below 7, a 10 km cell 12–100 px from 7 to 10, a 1 km (2.5 km) cell 20–80 (50–200) px from 10 to
 * 13, and from 13 on points are drawn.
 */
export const LAYER_ZOOMS = { eea10km: 7, fine: 10, points: 13 } as const;

/**
 * The layer a view shows by itself: by zoom, and where the view is centred inside the national
 * grid's area (the Carpathian Basin) its 2.5 km cells instead of the 1 km ones.
 */
export function layerForView(zoom: number, centre: { lat: number; lon: number }): MapLayerName {
  if (zoom < LAYER_ZOOMS.eea10km) return 'eea100km';
  if (zoom < LAYER_ZOOMS.fine) return 'eea10km';
  if (zoom < LAYER_ZOOMS.points) {
    const { west, south, east, north } = NATIONAL_AREA;
    const national = centre.lon >= west && centre.lon <= east && centre.lat >= south && centre.lat <= north;
    return national ? 'utm2_5km' : 'eea1km';
  }
  return 'points';
}
