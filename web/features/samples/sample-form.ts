import type { LifeStage } from '@domain/observations/enums.ts';
import { type EffortUnit, formatEffort, parseEffort, SAMPLE_PROTOCOLS, type SampleProtocol } from '@domain/samples.ts';
import type { SpeciesChoice } from '../observations/observation-form-values.ts';

/** One row of the form: a species (or a typed name), a count and a life stage. */
export interface SampleRowValues {
  /** the client's id of the row's record: a known one edits that record */
  clientId: string;
  species: SpeciesChoice | null;
  individuals: string;
  lifeStage: LifeStage;
}

export interface SampleFormValues {
  protocol: SampleProtocol;
  dateFrom: string;
  dateTo: string;
  timeStart: string;
  timeEnd: string;
  effortAmount: string;
  effortUnit: EffortUnit;
  effortNote: string;
  country: string;
  closestSettlement: string;
  location: string;
  /** the one text field holding the coordinate pair */
  coordinates: string;
  /** 'MAP' when the coordinates were picked on the map and not typed over since */
  locationSource: 'MAP' | null;
  completeList: boolean;
  notes: string;
  rows: SampleRowValues[];
}

export const newRowId = (): string => crypto.randomUUID();

export function newRow(): SampleRowValues {
  return { clientId: newRowId(), species: null, individuals: '1', lifeStage: 'IMAGO' };
}

export function newSampleValues(today: string): SampleFormValues {
  return {
    protocol: SAMPLE_PROTOCOLS[0],
    dateFrom: today,
    dateTo: '',
    timeStart: '',
    timeEnd: '',
    effortAmount: '',
    effortUnit: 'HOURS',
    effortNote: '',
    country: 'HU',
    closestSettlement: '',
    location: '',
    coordinates: '',
    locationSource: null,
    completeList: false,
    notes: '',
    rows: [],
  };
}

/** What the form reads of a saved sample (GraphQL `Sample`). */
export interface SavedSample {
  protocol: string;
  dateFrom: string;
  dateTo: string;
  timeStart?: string | null | undefined;
  timeEnd?: string | null | undefined;
  effort?: string | null | undefined;
  country: string;
  closestSettlement?: string | null | undefined;
  location?: string | null | undefined;
  verbatimLat?: string | null | undefined;
  verbatimLon?: string | null | undefined;
  lat?: number | null | undefined;
  lon?: number | null | undefined;
  completeList: boolean;
  notes: string;
  rows: SampleRowValues[];
}

/** A saved sample as form values: the effort text split back into its parts, the coordinates as one text. */
export function sampleValues(sample: SavedSample): SampleFormValues {
  const effort = parseEffort(sample.effort);
  const verbatim = [sample.verbatimLat, sample.verbatimLon].filter(Boolean).join(' ');
  const coordinates = verbatim || (sample.lat != null && sample.lon != null ? `${sample.lat}, ${sample.lon}` : '');
  return {
    protocol: (SAMPLE_PROTOCOLS as readonly string[]).includes(sample.protocol) ? (sample.protocol as SampleProtocol) : 'OTHER',
    dateFrom: sample.dateFrom,
    dateTo: sample.dateTo === sample.dateFrom ? '' : sample.dateTo,
    timeStart: sample.timeStart ?? '',
    timeEnd: sample.timeEnd ?? '',
    effortAmount: effort.amount,
    effortUnit: effort.unit,
    effortNote: effort.note,
    country: sample.country,
    closestSettlement: sample.closestSettlement ?? '',
    location: sample.location ?? '',
    coordinates,
    locationSource: null,
    completeList: sample.completeList,
    notes: sample.notes,
    rows: sample.rows,
  };
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** The GraphQL `SampleInput` of the form's values: the whole list of rows (rows left out delete their records). */
export function sampleInput(values: SampleFormValues) {
  const individuals = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);
  return {
    protocol: values.protocol,
    dateFrom: values.dateFrom.trim(),
    dateTo: orNull(values.dateTo),
    timeStart: orNull(values.timeStart),
    timeEnd: orNull(values.timeEnd),
    effort: orNull(formatEffort({ amount: values.effortAmount, unit: values.effortUnit, note: values.effortNote })),
    country: values.country,
    closestSettlement: orNull(values.closestSettlement),
    location: orNull(values.location),
    verbatimLat: orNull(values.coordinates),
    locationSource: values.coordinates.trim() ? (values.locationSource ?? ('TEXT' as const)) : null,
    completeList: values.completeList,
    notes: values.notes,
    rows: values.rows.map((row) => ({
      clientId: row.clientId,
      speciesId: row.species?.kind === 'species' ? row.species.id : null,
      speciesText: row.species?.kind === 'unidentified' ? orNull(row.species.text) : null,
      individuals: individuals(row.individuals),
      lifeStage: row.lifeStage,
    })),
  };
}

/** Where the form shows a server field problem: a sample field, a row's field (`rows.{index}.{field}`) or a whole row. */
export interface ProblemPlace {
  row: number | null;
  field: string;
}

/** The place of a server problem's field name: `rows.2.speciesId` → row 2, species; `verbatimLat` → the coordinates. */
export function problemPlace(field: string): ProblemPlace {
  const row = /^rows\.(\d+)(?:\.(\w+))?$/.exec(field);
  if (row) {
    const name = row[2] ?? 'row';
    return { row: Number(row[1]), field: name === 'speciesText' || name === 'speciesId' ? 'species' : name };
  }
  const coordinate = ['verbatimLat', 'verbatimLon', 'lat', 'lon', 'coordinates'].includes(field);
  return { row: null, field: coordinate ? 'coordinates' : field };
}

/** The form's problems by place: `field` for the sample's own, `rows.{index}.{field}` for a row's. */
export function problemsByPlace(problems: readonly { field: string; code: string }[]): Map<string, string> {
  const byPlace = new Map<string, string>();
  for (const problem of problems) {
    const place = problemPlace(problem.field);
    const key = place.row === null ? place.field : `rows.${place.row}.${place.field}`;
    if (!byPlace.has(key)) byPlace.set(key, problem.code);
  }
  return byPlace;
}

/** Whether the values differ from those the form opened with (the unsaved-changes guard). */
export function changedSince(initial: SampleFormValues, current: SampleFormValues): boolean {
  return JSON.stringify(initial) !== JSON.stringify(current);
}
