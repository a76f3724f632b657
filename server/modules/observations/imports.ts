import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { Viewer } from '../../auth/viewer.ts';
import { BadRequestError, ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseVerbatimFields } from '@domain/geo/coordinates.ts';
import { countryAt } from '../geo/country-at.ts';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_REASON_COLUMN,
  IMPORT_REASONS,
  type ImportReason,
  isSightingsHeader,
  type ImportReasonCode,
  SIGHTING_COLUMNS,
  type SightingColumn,
} from '@domain/imports.ts';
import { speciesMatcher } from '../species/name-list.ts';
import { parseDate } from '@domain/observations/dates.ts';
import { LIFE_STAGES } from '@domain/observations/enums.ts';
import { notifyValidatorsOfPending } from '../review/notify.ts';
import { createObservationBatch, type ObservationInput, pendingAmong } from './service.ts';

export { SIGHTING_COLUMNS };

/** A row's problem: its line, the spec's reason, its token, the column it is about and the offending text. */
export interface ImportProblem {
  /** 1-based line of the file */
  row: number;
  reason: ImportReason;
  /** the reason's token, which the screens translate */
  code: ImportReasonCode;
  /** the column the problem is in; null for the whole row */
  column: SightingColumn | null;
  /** the offending text */
  detail: string;
}

export interface ImportReport {
  /** a check only (dry run): nothing was saved */
  dryRun: boolean;
  /** rows that passed the checks (saved by a real import with no errors) */
  checked: number;
  /** records saved now */
  imported: number;
  /** rows saved by an earlier import of the same file */
  skipped: number;
  errors: ImportProblem[];
}

/** A problem of a row, with the reason's token and column from the domain's table. */
export function importProblem(row: number, reason: ImportReason, detail: string): ImportProblem {
  return { row, reason, code: IMPORT_REASONS[reason], column: IMPORT_REASON_COLUMN[reason], detail };
}

const STAGE_NAMES: Record<string, (typeof LIFE_STAGES)[number]> = {
  imago: 'IMAGO',
  adult: 'IMAGO',
  imágó: 'IMAGO',
  pupa: 'PUPA',
  báb: 'PUPA',
  caterpillar: 'CATERPILLAR',
  larva: 'CATERPILLAR',
  hernyó: 'CATERPILLAR',
  egg: 'EGG',
  tojás: 'EGG',
};

interface CsvRow {
  /** the line the row ends on, as a spreadsheet numbers it */
  line: number;
  cells: string[];
}

/**
 * The rows of a CSV file, and the lines that are not CSV at all (an unclosed quote): those become
 * row errors rather than failing the file. A quote inside an unquoted cell is a character, so
 * `47°29'10"N` needs no quoting.
 */
function readRows(csv: string): { rows: CsvRow[]; broken: ImportProblem[] } {
  const broken: ImportProblem[] = [];
  const lines: number[] = [];
  const records = parse(csv, {
    delimiter: [';', '\t', ','],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
    bom: true,
    on_record: (record, context) => {
      lines.push(context.lines);
      return record;
    },
    skip_records_with_error: true,
    // an unclosed quote swallows the rest of the file: reported at the line it opens on
    on_skip: (error) => {
      broken.push(importProblem((lines.at(-1) ?? 0) + 1, 'Unclosed quote', error?.code ?? ''));
    },
  });
  return { rows: records.map((cells, i) => ({ line: lines[i]!, cells })), broken };
}

/**
 * A CSV file of sightings (recording §5): 8 columns (species, latitude, longitude, day/month/year
 * date, individuals, life stage, location, notes), separated by commas, semicolons or tabs, with an
 * optional header line. The coordinates are read as typed (any notation the form takes; a pair in
 * the latitude column with the longitude column empty fills both) and the country is the one the
 * point lies in. All or nothing: any row error and nothing is saved; the report lists every error
 * with its line. Each row's id comes from the file's content, so importing the same file again
 * saves nothing twice. A dry run checks the same and saves nothing, so a screen can show every
 * row's problem before importing (the entry rules, which need the saved record, are checked on
 * import). Files over IMPORT_MAX_BYTES are 413 PAYLOAD_TOO_LARGE, over IMPORT_MAX_ROWS rows 422.
 */
export async function importSightings(services: Services, viewer: Viewer, csv: string, options: { dryRun?: boolean } = {}): Promise<ImportReport> {
  const dryRun = options.dryRun ?? false;
  if (Buffer.byteLength(csv, 'utf8') > IMPORT_MAX_BYTES) throw new BadRequestError('PAYLOAD_TOO_LARGE', `The file is larger than ${IMPORT_MAX_BYTES} bytes`, 413);
  const { rows, broken } = readRows(csv);
  const hasHeader = rows[0] !== undefined && isSightingsHeader(rows[0].cells);
  const body = hasHeader ? rows.slice(1) : rows;
  if (body.length === 0 && broken.length === 0) throw new ValidationError([{ field: 'csv', code: 'FIELD_REQUIRED' }]);
  if (body.length + broken.length > IMPORT_MAX_ROWS) throw new ValidationError([{ field: 'csv', code: 'TOO_MANY_ITEMS' }]);

  const fileHash = createHash('sha256').update(csv).digest('hex').slice(0, 24);
  const matchSpecies = await speciesMatcher(
    services,
    body.map(({ cells }) => cells[0] ?? ''),
  );
  const errors: ImportProblem[] = [...broken];
  const inputs: { row: number; input: ObservationInput }[] = [];
  body.forEach(({ line: row, cells }) => {
    if (cells.length !== SIGHTING_COLUMNS.length) {
      errors.push(importProblem(row, 'Incorrect column count', String(cells.length)));
      return;
    }
    const [name, latText, lonText, dateText, countText, stageText, location, notes] = cells as [string, string, string, string, string, string, string, string];
    const speciesId = matchSpecies(name);
    if (speciesId === undefined) errors.push(importProblem(row, name.trim() ? 'Unknown spnames' : 'Empty name', name));
    const point = parseVerbatimFields(latText, lonText);
    if (point.kind !== 'point') errors.push(importProblem(row, 'Coordinate error', `${latText} ${lonText}`.trim()));
    const date = /^\d{1,2}[./-]\d{1,2}[./-]\d{4}$/.test(dateText) ? parseDate(dateText) : null;
    if (!date) errors.push(importProblem(row, 'Date error', dateText));
    const individuals = countText === '' ? null : Number(countText);
    if (individuals !== null && (!Number.isInteger(individuals) || individuals < 1)) errors.push(importProblem(row, 'Individuals error', countText));
    const stage = stageText === '' ? 'IMAGO' : (STAGE_NAMES[stageText.toLowerCase()] ?? LIFE_STAGES.find((value) => value === stageText.toUpperCase()));
    if (!stage) errors.push(importProblem(row, 'Life stage error', stageText));
    if (speciesId === undefined || point.kind !== 'point' || !date || !stage) return;
    inputs.push({
      row,
      input: {
        clientId: `import-${fileHash}-${row}`,
        speciesId,
        country: countryAt(point.lat, point.lon),
        verbatimLat: point.latText,
        verbatimLon: point.lonText,
        locationSource: 'TEXT',
        dateFrom: date,
        individuals,
        lifeStage: stage,
        location: location || null,
        notes,
        dataSource: 'csv import',
      },
    });
  });
  if (errors.length || dryRun) return { dryRun, checked: inputs.length, imported: 0, skipped: 0, errors };

  const { saved, skipped, problems } = await createObservationBatch(
    services,
    viewer,
    inputs.map(({ input }) => input),
  );
  await notifyValidatorsOfPending(services, pendingAmong(saved));
  return {
    dryRun,
    checked: inputs.length,
    imported: saved.length,
    skipped,
    errors: problems.map(({ index, error }) =>
      importProblem(
        inputs[index]!.row,
        'Rejected by the entry rules',
        error instanceof ValidationError ? error.fields.map((field) => field.message ?? field.code).join(', ') : error.code,
      ),
    ),
  };
}
