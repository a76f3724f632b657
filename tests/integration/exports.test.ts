/**
 * The export call (issue 16 part 4) and the public dataset (part 6): Darwin Core Archives valid against
 * the TDWG text schema with every term the issue names, CSV and KMZ of the same rows, as many rows as
 * the list shows each role, a sensitive record generalised for others and exact in its owner's own
 * export, and the bad input answered before any byte of a file.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import yauzl from 'yauzl';
import { rootDir } from '../../server/config.ts';
import { buildPublicDataset } from '../../server/modules/exports/dataset.ts';
import { generalise } from '../../server/modules/observations/sensitivity.ts';
import { gridCells } from '@domain/geo/grid.ts';
import { startTestApp, type TestApp } from './harness.ts';

const XSD = readFileSync(`${rootDir}/tests/fixtures/dwca/tdwg_dwc_text.xsd`, 'utf8');

const CORE_TERMS = [
  'occurrenceID',
  'basisOfRecord',
  'scientificName',
  'scientificNameAuthorship',
  'taxonRank',
  'kingdom',
  'family',
  'genus',
  'vernacularName',
  'eventDate',
  'decimalLatitude',
  'decimalLongitude',
  'geodeticDatum',
  'coordinateUncertaintyInMeters',
  'countryCode',
  'stateProvince',
  'locality',
  'individualCount',
  'lifeStage',
  'recordedBy',
  'identificationVerificationStatus',
  'license',
  'rightsHolder',
  'occurrenceStatus',
  'informationWithheld',
  'dataGeneralizations',
  'modified',
];
const MULTIMEDIA_TERMS = ['coreid', 'type', 'format', 'identifier', 'references', 'license', 'creator', 'title'];

type Role = 'guest' | 'owner' | 'other' | 'validator';

let t: TestApp;
const cookies = {} as Record<Role, string | undefined>;
let ownerId = 0;
let sensitiveId = 0;
const exact = { lat: 47.6123, lon: 19.0456 };

async function unzip(bytes: Buffer): Promise<Record<string, string>> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const files: Record<string, string> = {};
  for (;;) {
    const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
      zip
        .once('entry', resolve)
        .once('end', () => resolve(null))
        .once('error', reject);
      zip.readEntry();
    });
    zip.removeAllListeners();
    if (!entry) return files;
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    files[entry.fileName] = Buffer.concat(chunks).toString('utf8');
  }
}

/** Tab-separated lines with a header: one object per row. */
function table(text: string): Record<string, string>[] {
  const [header, ...lines] = text.split('\n').filter(Boolean);
  const terms = header!.split('\t');
  return lines.map((line) => Object.fromEntries(line.split('\t').map((value, index) => [terms[index], value])));
}

/** The download's file name as Content-Disposition gives it (quoted or not). */
const fileName = (headers: Headers) => /^attachment; filename="?([^"]*)"?$/.exec(headers.get('content-disposition') ?? '')?.[1];

async function download(path: string, cookie?: string) {
  const response = await fetch(t.url + path, { headers: cookie ? { cookie } : {} });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function listTotal(role: Role, query = ''): Promise<number> {
  const reply = await t.rest('GET', `/api/observation?_size=1${query ? `&${query}` : ''}`, { cookie: cookies[role] });
  expect(reply.status).toBe(200);
  return reply.body.list.page.totalElements as number;
}

async function archive(role: Role, dataset = 'observation', query = '') {
  const reply = await download(`/api/sv2/observation/export/${dataset}/dwca/records${query ? `?${query}` : ''}`, cookies[role]);
  expect(reply.status).toBe(200);
  return { headers: reply.headers, files: await unzip(reply.bytes) };
}

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '1', DATASET_INTERVAL_HOURS: '24' } });
  cookies.guest = undefined;
  cookies.owner = await t.loginAs('user@lepke.test');
  cookies.other = await t.loginAs('ioana@lepke.test');
  cookies.validator = await t.loginAs('moderator@lepke.test');
  const { prisma } = t.db;
  ownerId = (await prisma.user.findUniqueOrThrow({ where: { email: 'user@lepke.test' } })).entityId;
  const species = await prisma.species.findFirstOrThrow({ where: { protection: null, iucn: null, redListHu: null }, orderBy: { id: 'asc' } });
  const grid = gridCells(exact.lat, exact.lon);
  const item = await prisma.timelineItem.create({ data: { ownerId, category: 'OBSERVATION', title: 'sensitive export', privacy: 9 } });
  sensitiveId = (
    await prisma.observation.create({
      data: {
        clientId: 'export-sensitive',
        speciesId: species.id,
        status: 1,
        country: 'HU',
        region: 'Pest',
        closestSettlement: 'Szentendre',
        location: 'the old quarry',
        ...exact,
        accuracy: 10,
        dateFrom: new Date('2025-06-01T00:00:00Z'),
        dateTo: new Date('2025-06-03T00:00:00Z'),
        uploaderId: ownerId,
        sensitive: true,
        licence: 'CC0',
        ...grid,
        ...generalise({ sensitive: true, species: null, ...exact, eea10km: grid.eea10km }),
        itemId: item.id,
      },
    })
  ).id;
  await prisma.timelineItem.update({ where: { id: item.id }, data: { url: `/observation/${sensitiveId}`, referencedId: sensitiveId } });
}, 180_000);
afterAll(() => t?.close());

describe('the Darwin Core Archive', () => {
  test('has a meta.xml valid against the TDWG text schema, an EML and every term the issue names', async () => {
    const { files, headers } = await archive('guest');
    expect(headers.get('content-type')).toBe('application/zip');
    expect(fileName(headers)).toBe('records.zip');
    expect(Object.keys(files).sort()).toEqual(['eml.xml', 'meta.xml', 'multimedia.txt', 'occurrence.txt']);
    const validation = await validateXML({ xml: [{ fileName: 'meta.xml', contents: files['meta.xml']! }], schema: [{ fileName: 'tdwg_dwc_text.xsd', contents: XSD }] });
    expect(validation.errors).toEqual([]);
    expect(validation.valid).toBe(true);
    for (const term of CORE_TERMS) expect(files['meta.xml'], term).toMatch(new RegExp(`/${term}"`));
    expect(files['meta.xml']).toContain('rowType="http://rs.gbif.org/terms/1.0/Multimedia"');

    const rows = table(files['occurrence.txt']!);
    expect(rows.length).toBe(await listTotal('guest'));
    expect(Number(headers.get('x-total-count'))).toBe(rows.length);
    for (const term of CORE_TERMS) expect(Object.keys(rows[0]!), term).toContain(term);
    const sample = rows.find((row) => row.occurrenceID !== `${t.url}/observation/${sensitiveId}`)!;
    expect(sample.occurrenceID).toMatch(new RegExp(`^${t.url}/observation/\\d+$`));
    expect(sample.kingdom).toBe('Animalia');
    expect(sample.occurrenceStatus).toBe('present');
    expect(sample.geodeticDatum).toBe('WGS84');
    expect(sample.license).toMatch(/^https:\/\/creativecommons\.org\//);
    expect(sample.identificationVerificationStatus).toMatch(/verified/);
    for (const row of rows) expect(row.eventDate).toMatch(/^\d{4}-\d{2}-\d{2}(\/\d{4}-\d{2}-\d{2})?$/);
    expect(rows.some((row) => row.family && row.genus && row.scientificNameAuthorship && row.vernacularName && row.taxonRank === 'species')).toBe(true);

    const photos = table(files['multimedia.txt']!);
    expect(photos.length).toBeGreaterThan(0);
    for (const term of MULTIMEDIA_TERMS) expect(Object.keys(photos[0]!), term).toContain(term);
    const ids = new Set(rows.map((row) => row.occurrenceID));
    for (const photo of photos) {
      expect(ids.has(photo.coreid)).toBe(true);
      expect(photo.type).toBe('StillImage');
      expect(photo.identifier).not.toMatch(/\/orig$/);
    }
    // A guest may open every photo the archive names.
    const opened = await fetch(photos[0]!.identifier!);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe(photos[0]!.format);

    const eml = files['eml.xml']!;
    for (const element of [
      '<title',
      '<creator>',
      '<contact>',
      '<abstract>',
      '<intellectualRights>',
      '<licensed>',
      '<geographicCoverage>',
      '<temporalCoverage>',
      '<taxonomicCoverage>',
      '<citation>',
    ])
      expect(eml, element).toContain(element);
    expect(eml).toContain('Records chosen by: observation records of');
  });

  test('holds as many rows as the list shows each role, with the list filter applied', async () => {
    for (const role of ['guest', 'owner', 'other', 'validator'] as const) {
      for (const query of ['', 'status=1', 'country=HU&life_stage=IMAGO']) {
        const { files } = await archive(role, 'observation', query);
        expect(table(files['occurrence.txt']!).length, `${role} ${query}`).toBe(await listTotal(role, query));
      }
    }
    const own = await archive('owner', 'myobservation');
    expect(table(own.files['occurrence.txt']!).length).toBe(await listTotal('owner', `uploader=${ownerId}`));
  });

  test('shows a sensitive record generalised to others, exact in its owner\u2019s own export', async () => {
    const url = `${t.url}/observation/${sensitiveId}`;
    for (const role of ['guest', 'other'] as const) {
      const row = table((await archive(role)).files['occurrence.txt']!).find((candidate) => candidate.occurrenceID === url)!;
      expect(row, role).toBeDefined();
      expect(row.informationWithheld).toMatch(/withheld/);
      expect(row.dataGeneralizations).toMatch(/10 km/);
      expect(Number(row.decimalLatitude)).not.toBe(exact.lat);
      expect(Number(row.coordinateUncertaintyInMeters)).toBeGreaterThanOrEqual(7071);
      expect(row.locality).toBe('');
      expect(row.eventDate).toBe('2025-06-01/2025-06-03');
      expect(row.license).toBe('https://creativecommons.org/publicdomain/zero/1.0/legalcode');
    }
    const mine = table((await archive('owner', 'myobservation')).files['occurrence.txt']!).find((candidate) => candidate.occurrenceID === url)!;
    expect(Number(mine.decimalLatitude)).toBe(exact.lat);
    expect(Number(mine.decimalLongitude)).toBe(exact.lon);
    expect(mine.coordinateUncertaintyInMeters).toBe('10');
    expect(mine.locality).toBe('Szentendre, the old quarry');
    expect(mine.informationWithheld).toBe('');
  });
});

describe('CSV and KMZ', () => {
  test('carry the same rows as the archive', async () => {
    for (const role of ['guest', 'validator'] as const) {
      const core = table((await archive(role)).files['occurrence.txt']!);
      const csv = await download('/api/sv2/observation/export/observation/csv/records', cookies[role]);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/tab-separated-values; charset=utf-8');
      expect(fileName(csv.headers)).toBe('records.tsv');
      expect(table(csv.bytes.toString('utf8'))).toEqual(core);

      const kmz = await download('/api/sv2/observation/export/observation/kml/records', cookies[role]);
      expect(kmz.status).toBe(200);
      expect(fileName(kmz.headers)).toBe('records.kmz');
      const kml = (await unzip(kmz.bytes))['doc.kml']!;
      const placemarks = [...kml.matchAll(/<Placemark id="observation-(\d+)">.*?<Point><coordinates>([-\d.]+),([-\d.]+)<\/coordinates>/g)];
      const placed = core.filter((row) => row.decimalLatitude !== '');
      expect(placemarks.map((match) => `${t.url}/observation/${match[1]}`)).toEqual(placed.map((row) => row.occurrenceID));
      expect(placemarks.map((match) => [Number(match[3]), Number(match[2])])).toEqual(placed.map((row) => [Number(row.decimalLatitude), Number(row.decimalLongitude)]));
      expect(kml).toContain('<TimeSpan><begin>2025-06-01</begin><end>2025-06-03</end></TimeSpan>');
      expect(kml).toContain('<styleUrl>#status-accepted</styleUrl>');
    }
  });
});

describe('bad input', () => {
  test('is answered with a token before any byte of a file', async () => {
    const cases: [path: string, cookie: string | undefined, status: number, code: string][] = [
      ['/api/sv2/observation/export/everything/csv/x', undefined, 404, 'NOT_FOUND'],
      ['/api/sv2/observation/export/observation/xlsx/x', undefined, 404, 'NOT_FOUND'],
      ['/api/sv2/observation/export/myobservation/csv/x', undefined, 401, 'UNAUTHORIZED'],
      ['/api/sv2/observation/export/observation/csv/x?date_from=yesterday', undefined, 422, 'VALIDATION_ERROR'],
      ['/api/sv2/observation/export/observation/csv/x?life_stage=ADULT', cookies.owner, 422, 'VALIDATION_ERROR'],
    ];
    for (const [path, cookie, status, code] of cases) {
      const reply = await t.rest('GET', path, { cookie });
      expect(reply.status, path).toBe(status);
      expect(reply.body.error_code, path).toBe(code);
      expect(reply.headers.get('content-disposition'), path).toBeNull();
    }
    // The list refuses the same filter with the same answer.
    expect((await t.rest('GET', '/api/observation?date_from=yesterday')).body.error_code).toBe('VALIDATION_ERROR');
  });

  test('a file name with path characters is cleaned', async () => {
    for (const [name, expected] of [
      ['..%2F..%2Fetc%2Fpasswd', 'etcpasswd.tsv'],
      ['..%5C..%5Cwin.ini', 'win.ini.tsv'],
      ['my%20records.csv', 'my records.tsv'],
      ['...', 'lepke-observations.tsv'],
    ]) {
      const reply = await download(`/api/sv2/observation/export/observation/csv/${name}`);
      expect(reply.status, name).toBe(200);
      expect(fileName(reply.headers), name).toBe(expected);
    }
  });
});

describe('the public dataset', () => {
  test('is made at start from the accepted public records, and served with validators for caching', async () => {
    let reply = await download('/api/dataset/dwca.zip');
    for (let i = 0; i < 100 && reply.status === 404; i++) {
      await sleep(100);
      reply = await download('/api/dataset/dwca.zip');
    }
    expect(reply.status).toBe(200);
    // Made at start, before the sensitive record was added: made anew, as the schedule does.
    await buildPublicDataset(t.app.services, t.url);
    reply = await download('/api/dataset/dwca.zip');
    expect(reply.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = reply.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(reply.headers.get('last-modified')).toBeTruthy();
    const files = await unzip(reply.bytes);
    const rows = table(files['occurrence.txt']!);
    expect(rows.length).toBe(await listTotal('guest', 'status=1'));
    expect(rows.find((row) => row.occurrenceID === `${t.url}/observation/${sensitiveId}`)?.informationWithheld).toMatch(/withheld/);
    expect(rows.every((row) => row.identificationVerificationStatus === 'verified')).toBe(true);
    expect(files['eml.xml']).toContain('/api/dataset/dwca.zip');

    // fetch() marks a conditional request no-cache unless told otherwise, as a browser's reload would.
    const again = await fetch(`${t.url}/api/dataset/dwca.zip`, { headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);
    const eml = await t.rest('GET', '/api/dataset/eml.xml');
    expect(eml.status).toBe(200);
    expect(eml.body).toBe(files['eml.xml']);
  });
});
