/**
 * The vocabulary of the imports (recording §5): the columns of a sightings file, the limits of a
 * file, and the reasons a row is refused, each with the token the screens translate.
 */

/** The columns of a sightings file, in order (recording §5: 8 columns). */
export const SIGHTING_COLUMNS = ['species', 'latitude', 'longitude', 'date', 'individuals', 'life_stage', 'location', 'notes'] as const;
export type SightingColumn = (typeof SIGHTING_COLUMNS)[number];

/** Whether a row is the optional header line: the column names in order, in any case, spaces for underscores. */
export function isSightingsHeader(cells: readonly string[]): boolean {
  return cells.map((cell) => cell.trim().toLowerCase().replace(/\s+/g, '_')).join(',') === SIGHTING_COLUMNS.join(',');
}

/** The most names or rows one import may hold (more: 422 TOO_MANY_ITEMS). */
export const IMPORT_MAX_ROWS = 5000;
/** The largest sightings file, in bytes (more: 413 PAYLOAD_TOO_LARGE). */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** The reasons of recording §5 (the spec's English texts, kept in the API) and their tokens. */
export const IMPORT_REASONS = {
  'Incorrect column count': 'COLUMN_COUNT',
  'Coordinate error': 'COORDINATE',
  'Unknown spnames': 'UNKNOWN_SPECIES',
  'Date error': 'DATE',
  'Individuals error': 'INDIVIDUALS',
  'Life stage error': 'LIFE_STAGE',
  'Empty name': 'EMPTY_NAME',
  'Unclosed quote': 'UNCLOSED_QUOTE',
  'Rejected by the entry rules': 'ENTRY_RULES',
} as const;
export type ImportReason = keyof typeof IMPORT_REASONS;
export type ImportReasonCode = (typeof IMPORT_REASONS)[ImportReason];
export const IMPORT_REASON_CODES = Object.values(IMPORT_REASONS) as ImportReasonCode[];

/** The column a reason is about; null when it is about the whole row. */
export const IMPORT_REASON_COLUMN: Record<ImportReason, SightingColumn | null> = {
  'Incorrect column count': null,
  'Coordinate error': 'latitude',
  'Unknown spnames': 'species',
  'Date error': 'date',
  'Individuals error': 'individuals',
  'Life stage error': 'life_stage',
  'Empty name': 'species',
  'Unclosed quote': null,
  'Rejected by the entry rules': null,
};

/** A sample file: the header line and two rows, for users to start from. */
export const SAMPLE_SIGHTINGS_CSV = [
  SIGHTING_COLUMNS.join(';'),
  'Aglais io;47.5123;19.0456;14/07/2025;2;imago;Óbuda;a kertben',
  `Papilio machaon;46°46'16"N;23°37'25"E;15/07/2025;1;caterpillar;Kolozsvár;`,
].join('\n');
