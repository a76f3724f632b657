import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, SAMPLE_SIGHTINGS_CSV } from '@domain/imports.ts';
import { startTestApp, type TestApp } from './harness.ts';

/** The import screens' API (issue 21 part 8): the check before importing, row errors with their columns and tokens, the limits. */
let t: TestApp;
let observer: { cookie: string; entityId: number };
const speciesId: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  observer = await t.register('Importer');
  for (const uri of ['aglais-io', 'papilio-machaon']) {
    speciesId[uri] = (await t.db.prisma.species.findUniqueOrThrow({ where: { uri }, select: { id: true } })).id;
  }
});
afterAll(() => t?.close());

const HEADER = 'species;latitude;longitude;date;individuals;life_stage;location;notes';
const GOOD = 'Aglais io;47.51;19.05;14/07/2025;2;imago;Óbuda;ok';
const csvImport = (csv: string, query = '') =>
  t.rest('POST', `/api/my/observation/import${query}`, { cookie: observer.cookie, body: csv, headers: { 'content-type': 'text/csv' } });
const mine = () => t.db.prisma.observation.count({ where: { uploaderId: observer.entityId } });

describe('a CSV file with good and bad rows', () => {
  const FILE = [
    HEADER,
    GOOD,
    'Aglais io;47.51;19.05;14/07/2025;2',
    'Aglais nonexistens;47.51;19.05;14/07/2025;1;imago;x;y',
    'Aglais io;147.51;19.05;14/07/2025;1;imago;x;y',
    'Aglais io;47.51;19.05;2025-07-14;1;imago;x;y',
    'Aglais io;47.51;19.05;14/07/2025;-3;tadpole;x;y',
  ].join('\n');
  const EXPECTED = [
    { row: 3, reason: 'Incorrect column count', code: 'COLUMN_COUNT', column: null, detail: '5' },
    { row: 4, reason: 'Unknown spnames', code: 'UNKNOWN_SPECIES', column: 'species', detail: 'Aglais nonexistens' },
    { row: 5, reason: 'Coordinate error', code: 'COORDINATE', column: 'latitude', detail: '147.51 19.05' },
    { row: 6, reason: 'Date error', code: 'DATE', column: 'date', detail: '2025-07-14' },
    { row: 7, reason: 'Individuals error', code: 'INDIVIDUALS', column: 'individuals', detail: '-3' },
    { row: 7, reason: 'Life stage error', code: 'LIFE_STAGE', column: 'life_stage', detail: 'tadpole' },
  ];

  test('reported with row numbers, columns and reason tokens; nothing is written', async () => {
    const before = await mine();
    const reply = await csvImport(FILE);
    expect(reply.status).toBe(422);
    expect(reply.body.error_code).toBe('IMPORT_FAILED');
    expect(reply.body.data).toEqual({ dry_run: false, checked: 1, imported: 0, skipped: 0, errors: EXPECTED });
    expect(await mine()).toBe(before);
  });

  test('the check (dry run) reports the same and writes nothing, as REST and as GraphQL', async () => {
    const before = await mine();
    const reply = await csvImport(FILE, '?dry_run=1');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ dry_run: true, checked: 1, imported: 0, skipped: 0, errors: EXPECTED });

    const CHECK = `mutation ($csv: String!) { importSightings(csv: $csv, dryRun: true) { ... on ImportReport { dryRun checked imported errors { row code column } } } }`;
    const good = await t.gql(CHECK, { csv: [HEADER, GOOD, 'Papilio machaon;46.77;23.62;16/07/2025;1;;Kolozsvár;'].join('\n') }, { cookie: observer.cookie });
    expect(good.body.data.importSightings).toEqual({ dryRun: true, checked: 2, imported: 0, errors: [] });
    const bad = await t.gql(CHECK, { csv: FILE }, { cookie: observer.cookie });
    expect(bad.body.data.importSightings.errors.map((error: { row: number; code: string }) => [error.row, error.code])).toEqual(
      EXPECTED.map((error) => [error.row, error.code]),
    );
    expect(await mine()).toBe(before);
  });

  test('the fixed file imports whole after a clean check; the sample file is a valid one', async () => {
    const fixed = [HEADER, GOOD, 'Aglais io;47.52;19.06;15/07/2025;1;imago;Óbuda;fixed'].join('\n');
    expect((await csvImport(fixed, '?dry_run=1')).body.data).toMatchObject({ dry_run: true, checked: 2, errors: [] });
    const before = await mine();
    const reply = await csvImport(fixed);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ dry_run: false, checked: 2, imported: 2, skipped: 0, errors: [] });
    expect(await mine()).toBe(before + 2);

    expect((await csvImport(SAMPLE_SIGHTINGS_CSV, '?dry_run=1')).body.data).toMatchObject({ checked: 2, errors: [] });
  });
});

describe('names in any case, and subspecies', () => {
  test('the species list matches genus and species case-insensitively and maps a subspecies to its species', async () => {
    const reply = await t.rest('POST', '/api/species/import', {
      body: 'AGLAIS IO\naglais io\nPapilio Machaon gorganus\nPapilio machaon nonexistens\nAglais nonexistens io\n',
      headers: { 'content-type': 'text/plain' },
    });
    expect(reply.body.data.matches.map((match: { row: number; speciesId: number }) => [match.row, match.speciesId])).toEqual([
      [1, speciesId['aglais-io']],
      [2, speciesId['aglais-io']],
      [3, speciesId['papilio-machaon']],
      [4, speciesId['papilio-machaon']],
    ]);
    expect(reply.body.data.errors).toEqual([{ row: 5, reason: 'Unknown spnames', code: 'UNKNOWN_SPECIES', column: null, detail: 'Aglais nonexistens io' }]);
  });

  test('the sightings file reads its names the same way', async () => {
    const reply = await csvImport(
      ['aglais IO;47.51;19.05;14/07/2025;1;imago;a;b', 'Papilio machaon gorganus;47.51;19.05;14/07/2025;1;imago;a;b'].join('\n'),
      '?dry_run=1',
    );
    expect(reply.body.data).toMatchObject({ checked: 2, errors: [] });
  });
});

describe('limits', () => {
  test(`more than ${IMPORT_MAX_ROWS} rows is 422 TOO_MANY_ITEMS`, async () => {
    const reply = await csvImport(Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => GOOD).join('\n'), '?dry_run=1');
    expect(reply.status).toBe(422);
    expect(reply.body.error_code).toBe('VALIDATION_ERROR');
    expect(reply.body.fields).toEqual([expect.objectContaining({ field: 'csv', code: 'TOO_MANY_ITEMS' })]);
  });

  test(`a file over ${IMPORT_MAX_BYTES} bytes is 413 PAYLOAD_TOO_LARGE`, async () => {
    const reply = await csvImport(`${GOOD}\n${'#'.repeat(IMPORT_MAX_BYTES)}`);
    expect(reply.status).toBe(413);
    expect(reply.body.error_code).toBe('PAYLOAD_TOO_LARGE');
  });

  test('an empty file is 422 FIELD_REQUIRED; a guest may not import', async () => {
    expect((await csvImport('\n\n', '?dry_run=1')).status).toBe(422);
    const guest = await t.rest('POST', '/api/my/observation/import?dry_run=1', { body: GOOD, headers: { 'content-type': 'text/csv' } });
    expect(guest.status).toBe(401);
  });
});
