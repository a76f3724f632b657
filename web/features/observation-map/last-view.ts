import type { MapView } from '@domain/geo/map.ts';

const STORAGE_KEY = 'lepke.mapView';

/** The view the map was last left at in this browser (recording §9: it starts there unless a filter says otherwise). */
export function lastMapView(): MapView | null {
  try {
    const view = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<MapView> | null;
    const valid =
      view !== null &&
      typeof view.lat === 'number' &&
      Math.abs(view.lat) <= 90 &&
      typeof view.lon === 'number' &&
      Math.abs(view.lon) <= 180 &&
      typeof view.zoom === 'number' &&
      view.zoom >= 0 &&
      view.zoom <= 22;
    return valid ? { lat: view.lat!, lon: view.lon!, zoom: view.zoom! } : null;
  } catch {
    return null;
  }
}

export function rememberMapView(view: MapView): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ lat: +view.lat.toFixed(5), lon: +view.lon.toFixed(5), zoom: +view.zoom.toFixed(2) }));
  } catch {
    // storage may be unavailable (private mode): the map starts from the data or §9's view
  }
}
