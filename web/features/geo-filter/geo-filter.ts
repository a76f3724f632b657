import { COUNTRIES, EUROPE_CODE, isGeoFilter } from '@domain/geo/countries.ts';

/**
 * The geo filter (recording §2, §3): a European country code or Europe (EU), the default. The URL
 * carries it as `?geo=XX` only when it is not the default; the last choice is kept in local storage,
 * and in the account (`_geo_filter`) for a signed-in viewer.
 */
export const GEO_PARAM = 'geo';
const STORAGE_KEY = 'lepke.geoFilter';

/** The countries the filter offers besides Europe. */
export const GEO_FILTER_COUNTRIES: readonly string[] = COUNTRIES.map((country) => country.code);

export function normalizeGeo(value: string | null | undefined): string {
  const code = value?.trim().toUpperCase();
  return code && isGeoFilter(code) ? code : EUROPE_CODE;
}

/** The country a list's query narrows to: null for Europe. */
export function geoCountry(params: URLSearchParams): string | null {
  const geo = normalizeGeo(params.get(GEO_PARAM));
  return geo === EUROPE_CODE ? null : geo;
}

export function savedGeo(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function saveGeo(value: string): void {
  try {
    if (value === EUROPE_CODE) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // storage may be unavailable (private mode): the URL still carries the filter
  }
}

/** Whose saved filter counts: a signed-in viewer's account's (`_geo_filter`), a guest's browser's. */
export interface GeoFilterViewer {
  isGuest: boolean;
  geoFilter?: string | null;
}

export function viewerSavedGeo(viewer: GeoFilterViewer): string | null {
  return viewer.isGuest ? savedGeo() : (viewer.geoFilter ?? null);
}

/**
 * The search a geo-filtered page reached without `?geo=` should have instead: with the viewer's
 * saved country, so that a link shares what the page shows; none when nothing but Europe is saved.
 */
export function geoArrival(search: string, viewer: GeoFilterViewer): string | null {
  const params = new URLSearchParams(search);
  const saved = viewerSavedGeo(viewer);
  if (params.has(GEO_PARAM) || !saved || saved === EUROPE_CODE || !isGeoFilter(saved)) return null;
  return `?${withGeo(params, saved).toString()}`;
}

/** The search string with the geo filter set (removed when it is the default). */
export function withGeo(search: URLSearchParams, value: string): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === EUROPE_CODE) next.delete(GEO_PARAM);
  else next.set(GEO_PARAM, value);
  return next;
}
