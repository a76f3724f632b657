import { z } from 'zod';
import { LOCATION_SOURCES } from './enums.ts';
import { NUMBER_LIMITS } from './place.ts';

const text = (max: number) => z.string().max(max).nullish();
const within = ([min, max]: readonly [number, number]) => z.number().min(min).max(max).nullish();

/**
 * The place fields of a record, a sample and a saved place (recording §3 and §7), as the GraphQL
 * inputs carry them; `resolveLocation` turns them into stored fields.
 */
export const placeFieldsSchema = z.object({
  country: text(8),
  region: text(200),
  closestSettlement: text(200),
  location: text(500),
  verbatimLat: text(100),
  verbatimLon: text(100),
  lat: z.number().nullish(),
  lon: z.number().nullish(),
  alt: within(NUMBER_LIMITS.alt),
  accuracy: within(NUMBER_LIMITS.accuracy),
  locationSource: z.enum(LOCATION_SOURCES).nullish(),
});
