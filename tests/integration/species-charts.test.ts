import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ReviewStatus } from '../../domain/observations/enums.ts';
import { CHART_HEIGHT, CHART_WIDTH } from '../../server/modules/species/phenology-chart.ts';
import { startTestS3 } from '../../server/storage/test-s3rver.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let admin: string;
let user: string;

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface CatalogueRow {
  id: number;
  stat: { cnt: number };
  timegraph_image_url: string | null;
}

/** The admin chart generator's step for one species, as the page asks it. */
async function generate(id: number): Promise<{ records: number; url: string | null }> {
  const reply = await t.gql(
    `mutation ($id: ID!) { generateSpeciesChart(id: $id) { __typename ... on SpeciesChartPayload { records species { timegraphImageUrl } } ... on Error { code } } }`,
    { id: gid('Species', id) },
    { cookie: admin },
  );
  const result = reply.body.data.generateSpeciesChart;
  expect(result.__typename).toBe('SpeciesChartPayload');
  return { records: result.records, url: result.species.timegraphImageUrl };
}

/** The page's queue: the catalogue (`?_size=50000`), the species with accepted records. */
async function catalogue(): Promise<CatalogueRow[]> {
  const reply = await t.rest('GET', '/api/species/?_size=50000', { cookie: admin });
  expect(reply.status).toBe(200);
  return reply.body.list.data;
}

async function guestRecords(speciesId: number): Promise<number> {
  const reply = await t.gql(`query ($filter: ObservationFilter) { observationStats(filter: $filter) { records } }`, {
    filter: { speciesId, status: [ReviewStatus.ACCEPTED] },
  });
  return reply.body.data.observationStats.records;
}

async function fetchChart(url: string) {
  const response = await fetch(`${t.url}${url}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs('admin@lepke.test');
  user = await t.loginAs('user@lepke.test');
});

afterAll(async () => {
  await t.close();
});

describe('the admin chart generator over the demo catalogue', () => {
  test('stores a PNG per species with public accepted records, and none for the rest', async () => {
    const species = await catalogue();
    const queue = species.filter((row) => row.stat.cnt > 0);
    expect(queue.length).toBeGreaterThan(0);
    expect(queue.length).toBeLessThan(species.length);

    const started = performance.now();
    for (const row of queue) await generate(row.id);
    const elapsed = performance.now() - started;
    console.log(`chart generator: ${queue.length} of ${species.length} species in ${Math.round(elapsed)} ms (${Math.round(elapsed / queue.length)} ms each)`);

    let charts = 0;
    for (const row of await catalogue()) {
      const expected = (await guestRecords(row.id)) > 0;
      if (!expected) {
        expect(row.timegraph_image_url, `species ${row.id}`).toBeNull();
        continue;
      }
      charts += 1;
      expect(row.timegraph_image_url).toMatch(new RegExp(`^/media/charts/species-${row.id}-[0-9a-f]{16}\\.png$`));
      const file = await fetchChart(row.timegraph_image_url!);
      expect(file.status).toBe(200);
      expect(file.type).toBe('image/png');
      expect(file.cache).toContain('immutable');
      expect(file.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      const meta = await sharp(file.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', CHART_WIDTH, CHART_HEIGHT]);
    }
    expect(charts).toBeGreaterThan(0);
  });

  test('run again (a resumed run), an unchanged chart keeps its file and URL', async () => {
    const [row] = (await catalogue()).filter((species) => species.timegraph_image_url);
    const again = await generate(row!.id);
    expect(again.url).toBe(row!.timegraph_image_url);
    expect((await fetchChart(again.url!)).status).toBe(200);
  });

  test('counts only what a guest sees: a private accepted record makes no chart', async () => {
    const empty = (await catalogue()).find((row) => row.stat.cnt === 0)!;
    const reply = await t.gql(
      `mutation ($clientId: String!, $input: ObservationInput!) { createObservation(clientId: $clientId, input: $input) { __typename ... on ObservationPayload { observation { recId } } } }`,
      { clientId: randomUUID(), input: { speciesId: String(empty.id), verbatimLat: '47.4979', verbatimLon: '19.0402', dateFrom: '2025-07-14', privacy: 0 } },
      { cookie: user },
    );
    const recId: number = reply.body.data.createObservation.observation.recId;
    await t.db.prisma.observation.update({ where: { id: recId }, data: { status: ReviewStatus.ACCEPTED } });
    expect(await generate(empty.id)).toEqual({ records: 0, url: null });
  });
});

describe('POST /api/savechart/{id}', () => {
  const body = { timegraph_image_url: 'https://example.org/charts/aglais-io.png' };

  test('guest 401, user 403, admin 200, unknown species 404, bad URL 422', async () => {
    const [species] = await catalogue();
    const path = `/api/savechart/${species!.id}`;
    expect((await t.rest('POST', path, { body })).status).toBe(401);
    const refused = await t.rest('POST', path, { body, cookie: user });
    expect([refused.status, refused.body.error_code]).toEqual([403, 'FORBIDDEN']);
    const saved = await t.rest('POST', path, { body, cookie: admin });
    expect(saved.status).toBe(200);
    expect(saved.body.data.timegraph_image_url).toBe(body.timegraph_image_url);
    expect((await t.rest('GET', `/api/species/${species!.id}`)).body.data.timegraph_image_url).toBe(body.timegraph_image_url);
    expect((await t.rest('POST', '/api/savechart/2000000000', { body, cookie: admin })).status).toBe(404);
    for (const url of ['javascript:alert(1)', 'not a url', '//evil.example/x.png', 'x'.repeat(600)]) {
      const bad = await t.rest('POST', path, { body: { timegraph_image_url: url }, cookie: admin });
      expect([url, bad.status]).toEqual([url, 422]);
    }
    expect((await t.rest('POST', path, { body: {}, cookie: admin })).status).toBe(422);
  });

  test('a chart file of ours that the species no longer names is removed', async () => {
    const row = (await catalogue()).find((species) => species.timegraph_image_url?.startsWith('/media/charts/'))!;
    const { url } = await generate(row.id);
    expect((await fetchChart(url!)).status).toBe(200);
    const cleared = await t.rest('POST', `/api/savechart/${row.id}`, { body: { timegraph_image_url: null }, cookie: admin });
    expect([cleared.status, cleared.body.data.timegraph_image_url]).toEqual([200, null]);
    expect((await fetchChart(url!)).status).toBe(404);
    expect((await fetchChart('/media/charts/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});

describe('charts on S3', () => {
  test('are stored in the bucket, served from it, and removed from it', async () => {
    const s3 = await startTestS3();
    const bucket = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', credentials: s3.credentials, forcePathStyle: true });
    const onS3 = await startTestApp({
      env: {
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'media',
      },
    });
    const keys = async () => ((await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'media/charts/' }))).Contents ?? []).map((object) => object.Key);
    try {
      const cookie = await onS3.loginAs('admin@lepke.test');
      const rows = (await onS3.rest('GET', '/api/species/?_size=50000', { cookie })).body.list.data as CatalogueRow[];
      let url: string | null = null;
      for (const row of rows.filter((species) => species.stat.cnt > 0)) {
        const reply = await onS3.gql(
          `mutation ($id: ID!) { generateSpeciesChart(id: $id) { ... on SpeciesChartPayload { species { timegraphImageUrl } } } }`,
          { id: gid('Species', row.id) },
          { cookie },
        );
        url = reply.body.data.generateSpeciesChart.species.timegraphImageUrl;
        if (url) {
          const name = url.slice('/media/charts/'.length, -'.png'.length);
          expect(await keys()).toEqual([`media/charts/${name}/chart.png`]);
          const served = await fetch(onS3.url + url);
          expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
          expect(
            Buffer.from(await served.arrayBuffer())
              .subarray(0, 8)
              .equals(PNG_SIGNATURE),
          ).toBe(true);
          const cleared = await onS3.rest('POST', `/api/savechart/${row.id}`, { body: { timegraph_image_url: null }, cookie });
          expect(cleared.status).toBe(200);
          expect(await keys()).toEqual([]);
          expect((await fetch(onS3.url + url)).status).toBe(404);
          break;
        }
      }
      expect(url).not.toBeNull();
    } finally {
      await onS3.close();
      bucket.destroy();
      await s3.close();
    }
  });
});
