/**
 * The observation form's live feedback on coordinates and dates and its local checks. The coordinate,
 * boundary and date rules are the server's own isomorphic modules, so the form says exactly what the
 * server will.
 */
import { type CoordinateError, formatDms, parseVerbatimCoordinates } from '@domain/geo/coordinates.ts';
import { checkBoundary, findCountry } from '@domain/geo/countries.ts';
import { type DateErrorCode, parseDate, validateObservationDates } from '@domain/observations/dates.ts';
import { NUMBER_LIMITS, TIMESPOT_PATTERN } from '@domain/observations/place.ts';
import { numberOf, type ObservationFormValues } from './observation-form-values.ts';

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
