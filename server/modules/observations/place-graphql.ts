import { LOCATION_SOURCES } from '@domain/observations/enums.ts';
import { builder } from '../../graphql/builder.ts';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

export const LocationSourceEnum = builder.enumType('LocationSource', { values: LOCATION_SOURCES });

/** The place fields of an input that holds a place (a record, a sample, a saved place): the GraphQL side of placeBodyFields. */
export function placeInputFields(t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) {
  return {
    country: t.string({ description: 'ISO 3166-1 alpha-2, or EU for Europe (default)' }),
    region: t.string(),
    closestSettlement: t.string(),
    location: t.string(),
    verbatimLat: t.string({ description: 'as typed: decimal or degrees, minutes, seconds; may hold the whole pair' }),
    verbatimLon: t.string(),
    lat: t.float({ description: 'picked or measured, used when no verbatim text is given' }),
    lon: t.float(),
    alt: t.float(),
    accuracy: t.float(),
    locationSource: t.field({ type: LocationSourceEnum }),
  };
}
