import { geoFilterCountry } from '@domain/geo/countries.ts';
import type { LegendCount } from '@domain/geo/legend.ts';
import type { BoundingBox } from '@domain/geo/countries.ts';
import { MAP_GRID_INFO, type MapGrid, mapGridOfRest } from '@domain/geo/map-grids.ts';
import { isMapGrid, isMapLayer, type MapGridName, type MapLayerName } from '@domain/geo/map-layer.ts';
import { FILTER_PARAMS, parseListFilters } from '../observations/observation-status.ts';
import { GEO_PARAM } from '../geo-filter/geo-filter.ts';

/**
 * The observation map's URL (`/observation/map/?…`): the records filter, shared with the records
 * list (`species`, `uploader`, `stage`, `from`, `to`, `status`), plus the map's own `year` and
 * `geo` (country), and the viewer's choice of layer (`layer`) and count (`count`). A map link
 * shows the same map to whoever opens it.
 */

export const MAP_PATH = '/observation/map/';
export const LIST_PATH = '/observation/list/';
export const YEAR_PARAM = 'year';
export const LAYER_PARAM = 'layer';
export const COUNT_PARAM = 'count';

/** The first year the year filter offers (recording §9: from the current year down to 1990). */
export const FIRST_YEAR = 1990;

export function yearsOffered(now = new Date()): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear(); year >= FIRST_YEAR; year--) years.push(year);
  return years;
}

/** The GraphQL ObservationFilter of the map's queries. */
export interface MapFilterInput {
  speciesId: number | null;
  uploaderId: number | null;
  status: number[] | null;
  country: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  lifeStage: 'IMAGO' | 'PUPA' | 'CATERPILLAR' | 'EGG' | null;
  monthFrom: number | null;
  monthTo: number | null;
  entityId: number | null;
}

export function parseYear(value: string | null): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= FIRST_YEAR && year <= new Date().getFullYear() ? year : null;
}

/** The URL's filter as the map's queries take it; a year stands for its first to last day unless a day range is set. */
export function mapFilter(params: URLSearchParams, canFilterStatus: boolean): MapFilterInput {
  const filters = parseListFilters(params);
  const year = parseYear(params.get(YEAR_PARAM));
  const ranged = filters.dateFrom !== null || filters.dateTo !== null;
  return {
    speciesId: filters.speciesId,
    uploaderId: filters.uploaderId,
    status: canFilterStatus && filters.status !== null ? [filters.status] : null,
    country: geoFilterCountry(params.get(GEO_PARAM)),
    dateFrom: ranged || year === null ? filters.dateFrom : `${year}-01-01`,
    dateTo: ranged || year === null ? filters.dateTo : `${year}-12-31`,
    lifeStage: filters.lifeStage,
    monthFrom: filters.monthFrom,
    monthTo: filters.monthTo,
    entityId: filters.entityId,
  };
}

export type LayerChoice = MapLayerName | 'auto';

/** The layer the viewer chose (`?layer=`), or `auto`: the zoom picks it. */
export function layerChoice(params: URLSearchParams): LayerChoice {
  const layer = params.get(LAYER_PARAM);
  return isMapLayer(layer) ? layer : 'auto';
}

/** What the cells count: as chosen (`?count=species|observation`); by default species, but records when one species is shown. */
export function countChoice(params: URLSearchParams): LegendCount {
  const count = params.get(COUNT_PARAM);
  if (count === 'species') return 'SPECIES';
  if (count === 'observation') return 'OBSERVATION';
  return parseListFilters(params).speciesId !== null ? 'OBSERVATION' : 'SPECIES';
}

/** The URL name of a count (`/observation/map/grid/…/{type}/`, `?count=`). */
export const countName = (count: LegendCount) => (count === 'SPECIES' ? 'species' : 'observation');

/** The GraphQL MapGrid of a grid's URL name. */
export const gridEnum = (grid: MapGridName): MapGrid => mapGridOfRest(grid)!;

export { isMapGrid };

const FILTER_NAMES = [...Object.values(FILTER_PARAMS), YEAR_PARAM, GEO_PARAM];

/** Only the filter of a search (no layer or count): for the grid cell popup and links that carry the filter on. */
export function filterSearch(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = params.get(name);
    if (value) next.set(name, value);
  }
  return next;
}

const query = (params: URLSearchParams) => (params.size ? `?${params.toString()}` : '');

/** The records list with the map's filter: the list has no year, so a year becomes its day range. */
export function listHref(params: URLSearchParams): string {
  const next = filterSearch(params);
  const year = parseYear(next.get(YEAR_PARAM));
  next.delete(YEAR_PARAM);
  if (year !== null && !next.has(FILTER_PARAMS.dateFrom) && !next.has(FILTER_PARAMS.dateTo)) {
    next.set(FILTER_PARAMS.dateFrom, `${year}-01-01`);
    next.set(FILTER_PARAMS.dateTo, `${year}-12-31`);
  }
  return `${LIST_PATH}${query(next)}`;
}

/** The map with a list's filter (from the records list). */
export function mapHref(params: URLSearchParams): string {
  return `${MAP_PATH}${query(filterSearch(params))}`;
}

/** The grid cell popup of a cell, with the map's filter. */
export function cellHref(grid: MapGridName, cell: string, count: LegendCount, params: URLSearchParams): string {
  return `${MAP_PATH}grid/${grid}/${encodeURIComponent(cell)}/${countName(count)}/${query(filterSearch(params))}`;
}

/** A records filter as the REST calls' query (the list's, `GET /api/map/get_geojson`, the exports). */
export function restFilterSearch(filter: MapFilterInput): URLSearchParams {
  const next = new URLSearchParams();
  const set = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') next.set(name, String(value));
  };
  set('species', filter.speciesId);
  set('uploader', filter.uploaderId);
  set('status', filter.status?.join(',') ?? null);
  set('country', filter.country);
  set('date_from', filter.dateFrom);
  set('date_to', filter.dateTo);
  set('life_stage', filter.lifeStage);
  set('month_from', filter.monthFrom);
  set('month_to', filter.monthTo);
  set('entity', filter.entityId);
  return next;
}

/** The GeoJSON download of a map filter (`GET /api/map/get_geojson`, the REST list's query names). */
export function geojsonHref(filter: MapFilterInput): string {
  return `/api/map/get_geojson${query(restFilterSearch(filter))}`;
}

/** The `/map/get_geojson/` page with the map's filter. */
export function geojsonPageHref(params: URLSearchParams): string {
  return `/map/get_geojson/${query(filterSearch(params))}`;
}

/** The animation's step (`?step=month`; a year by default) and running total (`?cumulative=1`). */
export const STEP_PARAM = 'step';
export const CUMULATIVE_PARAM = 'cumulative';

/** The animation of the map (`/observation/map/animate/`), with the map's filter, layer and count. */
export function animationHref(params: URLSearchParams): string {
  const next = filterSearch(params);
  for (const name of [LAYER_PARAM, COUNT_PARAM]) if (params.get(name)) next.set(name, params.get(name)!);
  return `${MAP_PATH}animate/${query(next)}`;
}

/** The lattice a fine layer's box is rounded out to, in degrees: moves within it ask nothing new. */
const BOX_STEP = 0.25;

/**
 * The box a layer asks for: none for the coarse layers (all their cells are few); for the 1 km and
 * 2.5 km layers, whose whole would be megabytes, the view and half its size around it, rounded out
 * to the lattice; undefined while the view is not known yet (nothing is asked then).
 */
export function layerBox(grid: MapGridName, view: BoundingBox | null): BoundingBox | null | undefined {
  if (!MAP_GRID_INFO[gridEnum(grid)].fine) return null;
  if (!view) return undefined;
  const [west, south, east, north] = view;
  const [marginX, marginY] = [(east - west) / 2, (north - south) / 2];
  const out = (value: number, round: (n: number) => number, limit: number) => Math.max(-limit, Math.min(limit, round(value / BOX_STEP) * BOX_STEP));
  return [out(west - marginX, Math.floor, 180), out(south - marginY, Math.floor, 90), out(east + marginX, Math.ceil, 180), out(north + marginY, Math.ceil, 90)];
}
