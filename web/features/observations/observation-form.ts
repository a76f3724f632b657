/**
 * The add/edit observation form without React: its values, their defaults, the live feedback on
 * coordinates and dates, the local checks and the GraphQL input. The coordinate, boundary and date
 * rules are the server's own isomorphic modules, so the form says exactly what the server will.
 */
import { type CoordinateError, formatDms, parseVerbatimCoordinates, truncateCoordinate } from '@domain/geo/coordinates.ts';
import { checkBoundary, COUNTRIES, EUROPE_CODE, EUROPE_REGION, findCountry } from '@domain/geo/countries.ts';
import { type DateErrorCode, parseDate, validateObservationDates } from '@domain/observations/dates.ts';
import {
  type BasisOfRecord,
  type Licence,
  type LifeStage,
  LOCATION_SOURCES,
  type LocationSource,
  OBSERVATION_PRIVACY_KIND,
  UNIDENTIFIED_SPECIES,
} from '@domain/observations/enums.ts';
import { NUMBER_LIMITS, TIMESPOT_PATTERN } from '@domain/observations/place.ts';
import { defaultPrivacy } from '@domain/privacy.ts';

export type SpeciesChoice =
  | {
      kind: 'species';
      /** global id */
      id: string;
      recId: number;
      scientificName: string;
      commonName: string | null;
      thumbnailUrl: string | null;
    }
  | { kind: 'unidentified'; text: string };

/**
 * Where the coordinate text came from, with its two parts as they are to be stored. While the
 * field still shows `text`, saving sends the parts and the source (a picked point: MAP and
 * 11-character values); once the person edits the text, it is their typed text (TEXT).
 */
export interface CoordinateOrigin {
  source: LocationSource;
  lat: string;
  lon: string;
  text: string;
}

export interface ObservationFormValues {
  species: SpeciesChoice | null;
  country: string;
  region: string;
  closestSettlement: string;
  location: string;
  /** the one text field holding the pair */
  coordinates: string;
  origin: CoordinateOrigin | null;
  alt: string;
  accuracy: string;
  dateFrom: string;
  dateTo: string;
  timespot: string;
  individuals: string;
  lifeStage: LifeStage;
  notes: string;
  comment: string;
  basisOfRecord: BasisOfRecord;
  licence: Licence;
  privacy: number;
  sensitive: boolean;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Today on the device, in the calendar format of the spec (yyyy.mm.dd). */
export function todayText(now: Date = new Date()): string {
  return `${pad(now.getFullYear(), 4)}.${pad(now.getMonth() + 1)}.${pad(now.getDate())}`;
}

/** A stored `YYYY-MM-DD` in the calendar format (yyyy.mm.dd); anything else as it is. */
export function dayText(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[1]}.${match[2]}.${match[3]}` : iso;
}

export function newFormValues(settings: unknown, now: Date = new Date()): ObservationFormValues {
  return {
    species: null,
    country: EUROPE_CODE,
    region: '',
    closestSettlement: '',
    location: '',
    coordinates: '',
    origin: null,
    alt: '',
    accuracy: '',
    dateFrom: todayText(now),
    dateTo: '',
    timespot: '',
    individuals: '1',
    lifeStage: 'IMAGO',
    notes: '',
    comment: '',
    basisOfRecord: 'HUMAN_OBSERVATION',
    licence: 'CC_BY_4_0',
    privacy: defaultPrivacy(settings, OBSERVATION_PRIVACY_KIND),
    sensitive: false,
  };
}

/** The place fields shared by a record, a saved place and a last used place. */
export interface PlaceFields {
  country: string;
  region?: string | null;
  closestSettlement?: string | null;
  location?: string | null;
  verbatimLat?: string | null;
  verbatimLon?: string | null;
  lat?: number | null;
  lon?: number | null;
  alt?: number | null;
  accuracy?: number | null;
  locationSource?: string | null;
}

const isSource = (value: string | null | undefined): value is LocationSource => (LOCATION_SOURCES as readonly string[]).includes(value ?? '');

/** The coordinate text of stored verbatim parts, and their origin (so an untouched field saves them unchanged). */
export function coordinatesOf(place: PlaceFields, source?: LocationSource): Pick<ObservationFormValues, 'coordinates' | 'origin'> {
  let lat = place.verbatimLat?.trim() ?? '';
  let lon = place.verbatimLon?.trim() ?? '';
  if (!lat && !lon && place.lat != null && place.lon != null) {
    lat = truncateCoordinate(place.lat);
    lon = truncateCoordinate(place.lon);
  }
  if (!lat && !lon) return { coordinates: '', origin: null };
  const text = [lat, lon].filter(Boolean).join(lat && lon && isDecimal(lat) && isDecimal(lon) ? ', ' : '; ');
  return { coordinates: text, origin: { source: source ?? (isSource(place.locationSource) ? place.locationSource : 'TEXT'), lat, lon, text } };
}

const isDecimal = (text: string) => /^-?\d+(\.\d+)?$/.test(text);

/** A picked or measured point as the field shows it: each value cut to 11 characters (recording §5). */
export function pointCoordinates(lat: number, lon: number, source: LocationSource): Pick<ObservationFormValues, 'coordinates' | 'origin'> {
  const latText = truncateCoordinate(lat);
  const lonText = truncateCoordinate(lon);
  const text = `${latText}, ${lonText}`;
  return { coordinates: text, origin: { source, lat: latText, lon: lonText, text } };
}

/** A stored country code as the select holds it; unknown codes become Europe. */
export function findCountryCode(code: string | null | undefined): string {
  return (code && findCountry(code)?.code) || EUROPE_CODE;
}

/** A saved or last used place copied into the form (its own source is kept only as SAVED). */
export function applyPlace(values: ObservationFormValues, place: PlaceFields): ObservationFormValues {
  return {
    ...values,
    country: findCountryCode(place.country),
    region: place.region ?? '',
    closestSettlement: place.closestSettlement ?? '',
    location: place.location ?? '',
    alt: place.alt == null ? '' : String(place.alt),
    accuracy: place.accuracy == null ? '' : String(place.accuracy),
    ...coordinatesOf(place, 'SAVED'),
  };
}

/** What the coordinate field says under itself while typing. */
export type CoordinateFeedback =
  { kind: 'empty' } | { kind: 'error'; error: CoordinateError } | { kind: 'point'; lat: number; lon: number; decimal: string; dms: string; outside: string | null };

/** Decimal degrees to 6 places (≈ 10 cm), without trailing zeros, always with a point. */
export function formatDecimal(value: number): string {
  const text = value.toFixed(6).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

export function coordinateFeedback(text: string, country: string): CoordinateFeedback {
  const parsed = parseVerbatimCoordinates(text);
  if (parsed.kind === 'empty') return { kind: 'empty' };
  if (parsed.kind === 'error') return { kind: 'error', error: parsed.error };
  return {
    kind: 'point',
    lat: parsed.lat,
    lon: parsed.lon,
    decimal: `${formatDecimal(parsed.lat)}, ${formatDecimal(parsed.lon)}`,
    dms: formatDms(parsed.lat, parsed.lon),
    outside: checkBoundary(country, parsed.lat, parsed.lon),
  };
}

/** The point of the field, when it holds one. */
export function parsedPoint(text: string): { lat: number; lon: number } | null {
  const parsed = parseVerbatimCoordinates(text);
  return parsed.kind === 'point' ? { lat: parsed.lat, lon: parsed.lon } : null;
}

export type DateFeedback = { kind: 'empty' } | { kind: 'day'; iso: string } | { kind: 'error'; code: DateErrorCode | 'FIELD_REQUIRED' };

/**
 * Per date field, the normalised day or the error the server would give (the range and future
 * checks of validateObservationDates belong to the field they name).
 */
export function dateFeedback(from: string, to: string, now: Date = new Date()): { from: DateFeedback; to: DateFeedback } {
  const single = (text: string): DateFeedback => {
    if (!text.trim()) return { kind: 'empty' };
    const iso = parseDate(text, { today: now });
    return iso ? { kind: 'day', iso } : { kind: 'error', code: 'DATE_FORMAT_ERROR' };
  };
  const result = { from: single(from), to: single(to) };
  if (result.from.kind === 'empty') result.from = { kind: 'error', code: 'FIELD_REQUIRED' };
  if (result.from.kind === 'day' && result.to.kind !== 'error') {
    const checked = validateObservationDates(from, to, now);
    if (!checked.ok) result[checked.field] = { kind: 'error', code: checked.code };
  }
  return result;
}

/** A field's problem: the field of the form (not the server's name), the token and the parser's own words. */
export interface FormProblem {
  field: FormField;
  code: string;
  message?: string | null;
}

export type FormField =
  | 'species'
  | 'country'
  | 'region'
  | 'closestSettlement'
  | 'location'
  | 'coordinates'
  | 'alt'
  | 'accuracy'
  | 'dateFrom'
  | 'dateTo'
  | 'timespot'
  | 'individuals'
  | 'lifeStage'
  | 'notes'
  | 'comment'
  | 'basisOfRecord'
  | 'licence'
  | 'privacy'
  | 'sensitive'
  | 'media'
  | 'other';

/** The form's order of fields, for the error list. */
export const FIELD_ORDER: readonly FormField[] = [
  'species',
  'country',
  'region',
  'closestSettlement',
  'location',
  'coordinates',
  'alt',
  'accuracy',
  'dateFrom',
  'dateTo',
  'timespot',
  'individuals',
  'lifeStage',
  'notes',
  'comment',
  'basisOfRecord',
  'licence',
  'privacy',
  'sensitive',
  'media',
  'other',
];

const SERVER_FIELDS: Record<string, FormField> = {
  speciesId: 'species',
  speciesText: 'species',
  verbatimLat: 'coordinates',
  verbatimLon: 'coordinates',
  lat: 'coordinates',
  lon: 'coordinates',
  locationSource: 'coordinates',
};

/** The form field a server error names. */
export function formField(serverField: string): FormField {
  if (Object.hasOwn(SERVER_FIELDS, serverField)) return SERVER_FIELDS[serverField]!;
  return (FIELD_ORDER as readonly string[]).includes(serverField) ? (serverField as FormField) : 'other';
}

/** One problem per field, in the form's order. */
export function sortProblems(problems: readonly FormProblem[]): FormProblem[] {
  const seen = new Set<FormField>();
  return [...problems]
    .sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field))
    .filter((problem) => (seen.has(problem.field) ? false : (seen.add(problem.field), true)));
}

/** A number field: empty is null; a decimal comma is fine. */
function numberOf(text: string): number | null | 'NaN' {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? value : 'NaN';
}

/** The checks the form can make by itself, with the server's rules; the server checks again. */
export function validateValues(values: ObservationFormValues, now: Date = new Date()): FormProblem[] {
  const problems: FormProblem[] = [];
  const { species } = values;
  if (!species || (species.kind === 'unidentified' && !species.text.trim())) problems.push({ field: 'species', code: 'FIELD_REQUIRED' });
  if (!findCountry(values.country)) problems.push({ field: 'country', code: 'FORMAT_ERROR' });
  const coordinates = coordinateFeedback(values.coordinates, values.country);
  if (coordinates.kind === 'error') problems.push({ field: 'coordinates', code: 'COORD_BAD_FORMAT', message: coordinates.error });
  if (coordinates.kind === 'point' && coordinates.outside) problems.push({ field: 'coordinates', code: 'COORD_OUTSIDE_BOUNDARY', message: coordinates.outside });
  const dates = dateFeedback(values.dateFrom, values.dateTo, now);
  if (dates.from.kind === 'error') problems.push({ field: 'dateFrom', code: dates.from.code });
  if (dates.to.kind === 'error') problems.push({ field: 'dateTo', code: dates.to.code });
  if (values.timespot.trim() && !TIMESPOT_PATTERN.test(values.timespot.trim())) problems.push({ field: 'timespot', code: 'FORMAT_ERROR' });
  for (const field of ['alt', 'accuracy', 'individuals'] as const) {
    const value = numberOf(values[field]);
    const [min, max] = NUMBER_LIMITS[field];
    if (value === 'NaN') problems.push({ field, code: 'NOT_A_NUMBER' });
    else if (value !== null && value < min) problems.push({ field, code: 'VALUE_MIN' });
    else if (value !== null && value > max) problems.push({ field, code: 'VALUE_MAX' });
    else if (value !== null && field === 'individuals' && !Number.isInteger(value)) problems.push({ field, code: 'FORMAT_ERROR' });
  }
  return problems;
}

/** The fields the entry rules look at: when only these are valid, the check can run. */
export const CHECKED_FIELDS: readonly FormField[] = ['species', 'country', 'coordinates', 'dateFrom', 'dateTo', 'timespot', 'individuals', 'alt', 'accuracy'];

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

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * Europe first, then the countries by their name in the UI language. Intl.DisplayNames reads 'EU'
 * as the European Union, so Europe is named by its UN M49 region code (150); browsers whose region
 * data lacks it (Chromium answers '150') get `europeName`, the catalog's word.
 */
export function countryOptions(locale: string, europeName: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  const nameOf = (code: string, fallback: string) => {
    try {
      return names?.of(code) ?? fallback;
    } catch {
      return fallback;
    }
  };
  const countries = COUNTRIES.map((country) => ({ code: country.code, name: nameOf(country.code, country.name) })).sort((a, b) => a.name.localeCompare(b.name, locale));
  const europe = nameOf(EUROPE_REGION, europeName);
  return [{ code: EUROPE_CODE, name: europe && europe !== EUROPE_REGION ? europe : europeName }, ...countries];
}

/** The map view that shows a country (or Europe): [west, south, east, north]. */
export function countryBox(code: string) {
  return findCountry(code)?.bbox ?? null;
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

/** `?lat=&lon=` of a link into the form or onto the map; null unless both are coordinates. */
export function pointParam(params: URLSearchParams): { lat: number; lon: number } | null {
  const number = (name: string) => {
    const text = params.get(name)?.trim();
    return text && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  };
  const lat = number('lat');
  const lon = number('lon');
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}
