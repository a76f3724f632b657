import { z } from 'zod';
import { LOCATION_SOURCES } from '@domain/observations/enums.ts';
import type { LocationInput } from './location.ts';

/** A number field of a form body: empty means absent. */
export const optionalNumber = z.preprocess((value) => (value === '' || value === null ? undefined : value), z.coerce.number().optional());
/** A text field of a form body: empty means null. */
export const optionalString = z.preprocess((value) => (value === '' ? null : value), z.string().nullish());

/** The place fields of a REST body in the spec's names (recording §7, `POST /api/my/location`). */
export const placeBodyFields = {
  country: optionalString,
  region: optionalString,
  closest_settlement: optionalString,
  location: optionalString,
  verbatim_lat: optionalString,
  verbatim_lon: optionalString,
  lat: optionalNumber,
  lon: optionalNumber,
  alt: optionalNumber,
  accuracy: optionalNumber,
  location_source: z.preprocess((value) => (value === '' ? null : value), z.enum(LOCATION_SOURCES).nullish()),
};

type PlaceBody = z.output<z.ZodObject<typeof placeBodyFields>>;

export function placeInput(body: PlaceBody): LocationInput {
  return {
    country: body.country,
    region: body.region,
    closestSettlement: body.closest_settlement,
    location: body.location,
    verbatimLat: body.verbatim_lat,
    verbatimLon: body.verbatim_lon,
    lat: body.lat,
    lon: body.lon,
    alt: body.alt,
    accuracy: body.accuracy,
    locationSource: body.location_source,
  };
}
