/** The observation form's values as the GraphQL API takes them, and the ids it sends. */
import { type BasisOfRecord, type Licence, type LifeStage, type LocationSource, UNIDENTIFIED_SPECIES } from '@domain/observations/enums.ts';
import { numberOf, type ObservationFormValues } from './observation-form-values.ts';

export interface ObservationInputShape {
  speciesId: string;
  speciesText: string | null;
  country: string;
  region: string | null;
  closestSettlement: string | null;
  location: string | null;
  verbatimLat: string | null;
  verbatimLon: string | null;
  locationSource: LocationSource | null;
  alt: number | null;
  accuracy: number | null;
  dateFrom: string;
  dateTo: string | null;
  timespot: string | null;
  individuals: number | null;
  lifeStage: LifeStage;
  notes: string;
  comment: string;
  basisOfRecord: BasisOfRecord;
  licence: Licence;
  privacy: number;
  sensitive: boolean;
}

const textOrNull = (text: string) => text.trim() || null;
const numberOrNull = (text: string) => {
  const value = numberOf(text);
  return value === 'NaN' ? null : value;
};

/** The GraphQL ObservationInput of valid values: dates as typed (the server normalises them). */
export function toInput(values: ObservationFormValues): ObservationInputShape {
  const { species, origin } = values;
  const coordinates = values.coordinates.trim();
  const untouched = origin !== null && origin.text === values.coordinates;
  return {
    speciesId: species?.kind === 'species' ? species.id : String(UNIDENTIFIED_SPECIES),
    speciesText: species?.kind === 'unidentified' ? species.text.trim() : null,
    country: values.country,
    region: textOrNull(values.region),
    closestSettlement: textOrNull(values.closestSettlement),
    location: textOrNull(values.location),
    verbatimLat: untouched ? origin.lat || null : coordinates || null,
    verbatimLon: untouched ? origin.lon || null : null,
    locationSource: untouched ? origin.source : coordinates ? 'TEXT' : null,
    alt: numberOrNull(values.alt),
    accuracy: numberOrNull(values.accuracy),
    dateFrom: values.dateFrom.trim(),
    dateTo: textOrNull(values.dateTo),
    timespot: textOrNull(values.timespot),
    individuals: numberOrNull(values.individuals),
    lifeStage: values.lifeStage,
    notes: values.notes,
    comment: values.comment,
    basisOfRecord: values.basisOfRecord,
    licence: values.licence,
    privacy: values.privacy,
    sensitive: values.sensitive,
  };
}

/** The place fields of the form, as SaveLocationInput takes them ('save this place'). */
export function toSavedPlace(values: ObservationFormValues) {
  const input = toInput(values);
  return {
    country: input.country,
    region: input.region,
    closestSettlement: input.closestSettlement,
    location: input.location,
    verbatimLat: input.verbatimLat,
    verbatimLon: input.verbatimLon,
    locationSource: input.locationSource,
    alt: input.alt,
    accuracy: input.accuracy,
  };
}

/** The client's id of a new record (a UUID), made once per form and sent again on every retry. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain http on a LAN address has only getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The Relay global id of a record (`base64("Observation:12")`). */
export function observationId(recId: number): string {
  return btoa(`Observation:${recId}`);
}
