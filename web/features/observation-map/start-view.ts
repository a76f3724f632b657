import { findCountry } from '@domain/geo/countries.ts';
import { MAP_DEFAULT } from '@domain/geo/map.ts';
import { lastMapView } from './last-view.ts';
import type { MapFilterInput } from './map-search.ts';
import type { StartView } from './ObservationMap.tsx';

/**
 * Where the map starts: the filter's country; else, for a map of a species, person or group, its
 * records' cells; else the view the map was last left at; else the cells of the first layer; else
 * §9's default view.
 */
export function startView(filter: MapFilterInput, cells: readonly { lat: number; lon: number }[]): StartView {
  const box = filter.country ? findCountry(filter.country)?.bbox : undefined;
  if (box) return { box };
  const narrowed = filter.speciesId !== null || filter.uploaderId !== null || filter.entityId !== null;
  const last = narrowed ? null : lastMapView();
  if (last) return { view: last };
  if (!cells.length) return { view: MAP_DEFAULT };
  const lats = cells.map((cell) => cell.lat);
  const lons = cells.map((cell) => cell.lon);
  // Half a 100 km cell around the centres, so the cells are whole in view.
  return { box: [Math.min(...lons) - 0.7, Math.min(...lats) - 0.5, Math.max(...lons) + 0.7, Math.max(...lats) + 0.5] };
}
