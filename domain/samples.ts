/**
 * The vocabulary of samples (recording §2 /my/sample/): how a sample was taken (Darwin Core
 * samplingProtocol, the Prisma enum `SampleProtocol` holds the same names) and the units its effort
 * is counted in. The effort stays one free text (Darwin Core samplingEffort, "4 h, 1 × 125 W MV");
 * the form builds it from an amount, a unit and a note, and reads it back with `parseEffort`.
 */
export const SAMPLE_PROTOCOLS = [
  'LIGHT_TRAP',
  'LIGHT_SHEET',
  'BAIT',
  'PHEROMONE_TRAP',
  'TRANSECT',
  'TIMED_COUNT',
  'NETTING',
  'LARVAL_SEARCH',
  'CASUAL_LIST',
  'OTHER',
] as const;
export type SampleProtocol = (typeof SAMPLE_PROTOCOLS)[number];

export function isSampleProtocol(value: string | null | undefined): value is SampleProtocol {
  return (SAMPLE_PROTOCOLS as readonly string[]).includes(value ?? '');
}

/** A night at a light trap rarely passes 300 species; the cap keeps one save in one transaction. */
export const SAMPLE_MAX_ROWS = 1000;

/** The units of effort, with the symbol written into the effort text (the same in every language). */
export const EFFORT_UNITS = {
  HOURS: 'h',
  MINUTES: 'min',
  TRAP_NIGHTS: 'trap-nights',
  METRES: 'm',
  KILOMETRES: 'km',
} as const;
export type EffortUnit = keyof typeof EFFORT_UNITS;
export const EFFORT_UNIT_NAMES = Object.keys(EFFORT_UNITS) as EffortUnit[];

export interface EffortParts {
  amount: string;
  unit: EffortUnit;
  note: string;
}

const AMOUNT = /^(\d+(?:[.,]\d+)?)\s*(\S+)(?:\s*,\s*(.*))?$/s;

/** The effort text of an amount, a unit and a note: "4 h, 1 × 125 W MV"; no amount: the note alone. */
export function formatEffort({ amount, unit, note }: EffortParts): string {
  const counted = amount.trim() ? `${amount.trim()} ${EFFORT_UNITS[unit]}` : '';
  return [counted, note.trim()].filter(Boolean).join(', ');
}

/** Reads an effort text back into its parts; a text that does not start with an amount and a known unit is all note. */
export function parseEffort(text: string | null | undefined): EffortParts {
  const given = (text ?? '').trim();
  const match = AMOUNT.exec(given);
  const unit = match ? EFFORT_UNIT_NAMES.find((name) => EFFORT_UNITS[name] === match[2]) : undefined;
  if (!match || !unit) return { amount: '', unit: 'HOURS', note: given };
  return { amount: match[1]!, unit, note: (match[3] ?? '').trim() };
}
