import { ValidationError } from '../../errors.ts';
import { parseVerbatimFields, truncateCoordinate } from '@domain/geo/coordinates.ts';
import { checkBoundary, DEFAULT_COUNTRY, findCountry } from '@domain/geo/countries.ts';
import { type GridCells, gridCells } from '@domain/geo/grid.ts';
import type { LocationSource } from '@domain/observations/enums.ts';

/** The place fields of a form (recording §3 and §7, `POST /api/my/location`). */
export interface LocationInput {
  country?: string | null;
  region?: string | null;
  closestSettlement?: string | null;
  location?: string | null;
  verbatimLat?: string | null;
  verbatimLon?: string | null;
  /** picked or measured coordinates, used when no verbatim text is given */
  lat?: number | null;
  lon?: number | null;
  alt?: number | null;
  accuracy?: number | null;
  locationSource?: LocationSource | null;
}

export interface ResolvedLocation extends GridCells {
  country: string;
  region: string | null;
  closestSettlement: string | null;
  location: string | null;
  verbatimLat: string | null;
  verbatimLon: string | null;
  lat: number | null;
  lon: number | null;
  alt: number | null;
  accuracy: number | null;
  locationSource: LocationSource | null;
}

/** A place as a saved place or a sample stores it: without the grid cells, which only records keep. */
export type PlaceFields = Omit<ResolvedLocation, keyof GridCells>;

export function placeFields(place: ResolvedLocation): PlaceFields {
  const { eea1km: _1, eea10km: _10, eea100km: _100, utm10km: _u10, utm2_5km: _u2, ...fields } = place;
  return fields;
}

const text = (value: string | null | undefined) => value?.trim() || null;

/**
 * Turns a form's place into stored fields. The verbatim text is what the person typed or the
 * picker wrote (truncated to 11 characters), one coordinate per field or the whole pair in one; it
 * decides lat and lon, and an empty one clears them.
 * Numbers alone (a GPS fix) get their verbatim text written. The point must lie in the country's
 * bounding box; the grid cells are computed from it.
 */
export function resolveLocation(input: LocationInput): ResolvedLocation {
  const country = text(input.country)?.toUpperCase() ?? DEFAULT_COUNTRY.code;
  if (!findCountry(country)) throw new ValidationError([{ field: 'country', code: 'FORMAT_ERROR' }]);

  let verbatimLat = text(input.verbatimLat);
  let verbatimLon = text(input.verbatimLon);
  let point: { lat: number; lon: number } | null = null;
  if (verbatimLat !== null || verbatimLon !== null) {
    const parsed = parseVerbatimFields(verbatimLat, verbatimLon);
    if (parsed.kind === 'error') {
      throw new ValidationError([{ field: 'verbatimLat', code: 'COORD_BAD_FORMAT', message: parsed.error }]);
    }
    if (parsed.kind === 'point') {
      point = { lat: parsed.lat, lon: parsed.lon };
      // a pair typed into one field is kept as each coordinate's own text
      verbatimLat = parsed.latText;
      verbatimLon = parsed.lonText;
    }
  } else if (input.lat != null && input.lon != null) {
    if (!Number.isFinite(input.lat) || !Number.isFinite(input.lon) || Math.abs(input.lat) > 90 || Math.abs(input.lon) > 180) {
      throw new ValidationError([{ field: 'verbatimLat', code: 'COORD_BAD_FORMAT' }]);
    }
    verbatimLat = truncateCoordinate(input.lat);
    verbatimLon = truncateCoordinate(input.lon);
    point = { lat: Number(verbatimLat), lon: Number(verbatimLon) };
  } else if (input.lat != null || input.lon != null) {
    throw new ValidationError([{ field: input.lat == null ? 'lat' : 'lon', code: 'FIELD_REQUIRED' }]);
  }

  if (point) {
    const outside = checkBoundary(country, point.lat, point.lon);
    if (outside) throw new ValidationError([{ field: 'verbatimLat', code: 'COORD_OUTSIDE_BOUNDARY', message: outside }]);
  }
  const cells = point ? gridCells(point.lat, point.lon) : gridCells(Number.NaN, Number.NaN);
  return {
    country,
    region: text(input.region),
    closestSettlement: text(input.closestSettlement),
    location: text(input.location),
    verbatimLat,
    verbatimLon,
    lat: point?.lat ?? null,
    lon: point?.lon ?? null,
    alt: point ? (input.alt ?? null) : null,
    accuracy: point ? (input.accuracy ?? null) : null,
    locationSource: point ? (input.locationSource ?? null) : null,
    ...cells,
  };
}
