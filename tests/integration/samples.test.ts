import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

interface Account {
  cookie: string;
  entityId: number;
}

let t: TestApp;
let trapper: Account;
let other: Account;
let user: Account;
const speciesId: Record<string, string> = {};

/** A light trap in the Bükk (48.06 N, 20.50 E). */
const TRAP = { country: 'HU', verbatimLat: '48.06', verbatimLon: '20.50', closestSettlement: 'Bükkszentkereszt' };

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  [trapper, other, user] = await Promise.all([t.register('Trapper'), t.register('Other admin'), t.register('Plain user')]);
  for (const account of [trapper, other]) await t.db.prisma.user.update({ where: { entityId: account.entityId }, data: { role: 'ADMIN' } });
  for (const uri of ['aglais-io', 'saturnia-pyri', 'smerinthus-ocellata']) {
    speciesId[uri] = String((await t.db.prisma.species.findUniqueOrThrow({ where: { uri }, select: { id: true } })).id);
  }
});
afterAll(() => t?.close());

const SAMPLE_FIELDS = `__typename
  ... on SamplePayload { sample { id recId protocol dateFrom dateTo completeList closestSettlement observations { totalCount edges { node { recId clientId individuals lifeStage dateFrom sampleRecId species { uri } place { lat lon } } } } } }
  ... on Error { code message }
  ... on ValidationError { fields { field code } }`;
const CREATE = `mutation ($clientId: String!, $input: SampleInput!) { createSample(clientId: $clientId, input: $input) { ${SAMPLE_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: SampleInput!) { updateSample(id: $id, input: $input) { ${SAMPLE_FIELDS} } }`;

const row = (uri: string, individuals: number, extra: Record<string, unknown> = {}) => ({ clientId: randomUUID(), speciesId: speciesId[uri], individuals, ...extra });

async function create(who: Account, input: Record<string, unknown>, clientId = randomUUID()) {
  const reply = await t.gql(CREATE, { clientId, input: { protocol: 'LIGHT_TRAP', dateFrom: '2025-06-20', ...TRAP, ...input } }, { cookie: who.cookie });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data.createSample;
}

describe('samples', () => {
  test("a night's trap list becomes one record per row, sharing the sample's place and date", async () => {
    const rows = [row('saturnia-pyri', 2), row('smerinthus-ocellata', 5), row('smerinthus-ocellata', 1, { lifeStage: 'CATERPILLAR' })];
    const result = await create(trapper, { rows, completeList: true, effort: '125 W MV, 4 h', timeStart: '21:30', timeEnd: '01:30', dateTo: '2025-06-21' });
    expect(result.__typename).toBe('SamplePayload');
    expect(result.sample).toMatchObject({ protocol: 'LIGHT_TRAP', dateFrom: '2025-06-20', dateTo: '2025-06-21', completeList: true });
    const records = result.sample.observations.edges.map((edge: { node: Record<string, unknown> }) => edge.node);
    expect(records).toHaveLength(3);
    for (const record of records) {
      expect(record).toMatchObject({ dateFrom: '2025-06-20', sampleRecId: result.sample.recId, place: { lat: 48.06, lon: 20.5 } });
    }
    expect(records.map((record: { clientId: string }) => record.clientId).sort()).toEqual(rows.map((each) => each.clientId).sort());
  });

  test('a bad row names its index and nothing is saved; the same species and stage twice is refused', async () => {
    const before = await t.db.prisma.observation.count();
    const result = await create(trapper, {
      rows: [row('saturnia-pyri', 1), { clientId: randomUUID(), speciesId: '999999', individuals: 1 }, row('saturnia-pyri', 3)],
    });
    expect(result.__typename).toBe('ValidationError');
    expect(result.fields).toEqual(expect.arrayContaining([{ field: 'rows.2.speciesId', code: 'DUPLICATE_ROW' }]));
    const withoutDuplicate = await create(trapper, { rows: [row('saturnia-pyri', 1), { clientId: randomUUID(), speciesId: '999999', individuals: 1 }] });
    expect(withoutDuplicate.fields).toEqual([{ field: 'rows.1.speciesId', code: 'DATA_NOT_FOUND' }]);
    expect(await t.db.prisma.observation.count()).toBe(before);
    expect(await t.db.prisma.sample.count({ where: { ownerId: trapper.entityId } })).toBe(1);
  });

  test('a bad place or date refuses the sample itself', async () => {
    const result = await create(trapper, { verbatimLat: "48°99'N", dateFrom: '2025-13-40', rows: [] });
    expect(result.__typename).toBe('ValidationError');
    expect(result.fields.map((problem: { field: string }) => problem.field).sort()).toEqual(['dateFrom', 'verbatimLat']);
  });

  test('the same client id twice makes one sample', async () => {
    const clientId = randomUUID();
    const input = { rows: [row('aglais-io', 1)], dateFrom: '2025-07-01' };
    const first = await create(trapper, input, clientId);
    const second = await create(trapper, input, clientId);
    expect(second.sample.recId).toBe(first.sample.recId);
    expect(await t.db.prisma.observation.count({ where: { sampleId: first.sample.recId } })).toBe(1);
    expect((await create(other, input, clientId)).code).toBe('CLIENT_ID_TAKEN');
  });

  test('an edit moves every record with the sample, updates kept rows, adds new ones and deletes dropped ones', async () => {
    const kept = row('saturnia-pyri', 2);
    const dropped = row('smerinthus-ocellata', 4);
    const created = await create(trapper, { rows: [kept, dropped], dateFrom: '2025-05-10' });
    const droppedRecord = await t.db.prisma.observation.findUniqueOrThrow({ where: { clientId: dropped.clientId } });
    const added = row('aglais-io', 1);
    const input = { protocol: 'LIGHT_SHEET', dateFrom: '2025-05-11', ...TRAP, verbatimLat: '48.07', rows: [{ ...kept, individuals: 7 }, added] };
    const reply = await t.gql(UPDATE, { id: created.sample.id, input }, { cookie: trapper.cookie });
    expect(reply.body.errors).toBeUndefined();
    const sample = reply.body.data.updateSample.sample;
    expect(sample.protocol).toBe('LIGHT_SHEET');
    const records = sample.observations.edges.map((edge: { node: Record<string, unknown> }) => edge.node);
    expect(records.map((record: { clientId: string; individuals: number }) => [record.clientId, record.individuals]).sort()).toEqual(
      [
        [kept.clientId, 7],
        [added.clientId, 1],
      ].sort(),
    );
    for (const record of records) expect(record).toMatchObject({ dateFrom: '2025-05-11', place: { lat: 48.07 } });
    expect(await t.db.prisma.observation.findUnique({ where: { id: droppedRecord.id } })).toBeNull();
    expect(await t.db.prisma.timelineItem.findUnique({ where: { id: droppedRecord.itemId } })).toBeNull();
  });

  test('samples are admins-only while in testing, and one admin cannot open or edit another one’s', async () => {
    const created = await create(trapper, { rows: [row('aglais-io', 1)], dateFrom: '2025-08-01' });
    const refused = await t.gql(CREATE, { clientId: randomUUID(), input: { protocol: 'BAIT', dateFrom: '2025-06-20', ...TRAP } }, { cookie: user.cookie });
    expect(refused.body.errors?.[0]?.extensions?.code ?? refused.body.data?.createSample?.code).toBe('FORBIDDEN');
    expect((await t.rest('GET', '/api/my/sample', { cookie: user.cookie })).status).toBe(403);
    expect((await t.rest('GET', `/api/my/sample/${created.sample.recId}`, { cookie: other.cookie })).status).toBe(404);
    const node = await t.gql('query ($id: ID!) { node(id: $id) { id } }', { id: created.sample.id }, { cookie: other.cookie });
    expect(node.body.data.node).toBeNull();
    const edit = await t.gql(UPDATE, { id: created.sample.id, input: { protocol: 'BAIT', dateFrom: '2025-06-20', ...TRAP, rows: [] } }, { cookie: other.cookie });
    expect(edit.body.data.updateSample.code).toBe('DATA_NOT_FOUND');
    expect(await t.db.prisma.observation.count({ where: { sampleId: created.sample.recId } })).toBe(1);
  });

  test('REST: defaults for a new sample, create with rows, read, and delete keeping the records', async () => {
    const defaults = await t.rest('GET', '/api/my/sample/0', { cookie: trapper.cookie });
    expect(defaults.body.data).toMatchObject({ id: 0, protocol: 'LIGHT_TRAP', country: 'EU', observations: [] });
    const body = {
      client_id: randomUUID(),
      protocol: 'transect',
      country: 'HU',
      verbatim_lat: '47.5',
      verbatim_lon: '19.0',
      observation_date_from: '2025-07-02',
      rows: [{ client_id: randomUUID(), species_id: Number(speciesId['aglais-io']), individuals: 3, life_stage: 'imago' }],
    };
    const created = await t.rest('POST', '/api/my/sample', { cookie: trapper.cookie, body });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ protocol: 'TRANSECT', observation_date_from: '2025-07-02', lat: 47.5 });
    expect(created.body.data.observations).toHaveLength(1);
    const read = await t.rest('GET', `/api/my/sample/${created.body.data.id}`, { cookie: trapper.cookie });
    expect(read.body.data.observations).toEqual(created.body.data.observations);
    const bad = await t.rest('POST', '/api/my/sample', { cookie: trapper.cookie, body: { ...body, client_id: randomUUID(), protocol: 'magic' } });
    expect(bad.status).toBe(422);
    expect(bad.body.error_code).toBe('VALIDATION_ERROR');

    const removed = await t.rest('DELETE', `/api/my/sample/${created.body.data.id}`, { cookie: trapper.cookie });
    expect(removed.status).toBe(200);
    const record = await t.db.prisma.observation.findUniqueOrThrow({ where: { id: created.body.data.observations[0] } });
    expect(record.sampleId).toBeNull();
  });

  test("the records to fix: the viewer's sample records a validator rejected", async () => {
    const created = await create(trapper, { rows: [row('aglais-io', 1)], dateFrom: '2025-08-15' });
    const recId = created.sample.observations.edges[0].node.recId;
    await t.db.prisma.observation.update({ where: { id: recId }, data: { status: 0 } });
    const reply = await t.gql('{ viewer { observations(inSample: true, status: [0, 3]) { edges { node { recId sampleRecId } } } } }', {}, { cookie: trapper.cookie });
    expect(reply.body.data.viewer.observations.edges.map((edge: { node: unknown }) => edge.node)).toEqual([{ recId, sampleRecId: created.sample.recId }]);
  });

  test('REST: the list shows each sample with its records, the same shape as the detail (issue 21)', async () => {
    const body = {
      client_id: randomUUID(),
      protocol: 'light_trap',
      country: 'HU',
      verbatim_lat: '48.1',
      verbatim_lon: '20.6',
      observation_date_from: '2025-09-01',
      effort: '4 h, 1 × 125 W MV',
      rows: [
        { client_id: randomUUID(), species_id: Number(speciesId['saturnia-pyri']), individuals: 1, life_stage: 'imago' },
        { client_id: randomUUID(), species_id: Number(speciesId['smerinthus-ocellata']), individuals: 2, life_stage: 'imago' },
      ],
    };
    const created = await t.rest('POST', '/api/my/sample', { cookie: trapper.cookie, body });
    expect(created.status).toBe(201);
    expect(created.body.data.observations).toHaveLength(2);
    const list = await t.rest('GET', '/api/my/sample?_size=100', { cookie: trapper.cookie });
    expect(list.status).toBe(200);
    const listed = list.body.list.data.find((each: { id: number }) => each.id === created.body.data.id);
    const detail = await t.rest('GET', `/api/my/sample/${created.body.data.id}`, { cookie: trapper.cookie });
    expect(listed).toEqual(detail.body.data);
    expect(listed.observations).toEqual(created.body.data.observations);
    // every listed sample carries its records, not an empty list
    for (const sample of list.body.list.data as { id: number; observations: number[] }[]) {
      expect(sample.observations.sort()).toEqual(
        (await t.db.prisma.observation.findMany({ where: { sampleId: sample.id }, select: { id: true } })).map((r) => r.id).sort(),
      );
    }
  });

  test('REST: edit through PUT, bad input is 422 with field tokens, another admin gets 404', async () => {
    const rowId = randomUUID();
    const body = {
      client_id: randomUUID(),
      protocol: 'bait',
      country: 'HU',
      verbatim_lat: '47.9',
      verbatim_lon: '19.9',
      observation_date_from: '2025-09-03',
      rows: [{ client_id: rowId, species_id: Number(speciesId['aglais-io']), individuals: 1 }],
    };
    const created = await t.rest('POST', '/api/my/sample', { cookie: trapper.cookie, body });
    const id = created.body.data.id as number;
    const edited = await t.rest('PUT', `/api/my/sample/${id}`, {
      cookie: trapper.cookie,
      body: {
        ...body,
        effort: '2 h',
        rows: [
          { client_id: rowId, species_id: Number(speciesId['aglais-io']), individuals: 4 },
          { client_id: randomUUID(), species_id: Number(speciesId['saturnia-pyri']), individuals: 1 },
        ],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ effort: '2 h', protocol: 'BAIT' });
    expect(edited.body.data.observations).toHaveLength(2);

    const duplicate = await t.rest('PUT', `/api/my/sample/${id}`, {
      cookie: trapper.cookie,
      body: {
        ...body,
        rows: [
          { client_id: rowId, species_id: Number(speciesId['aglais-io']) },
          { client_id: randomUUID(), species_id: Number(speciesId['aglais-io']) },
        ],
      },
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body).toMatchObject({ error_code: 'VALIDATION_ERROR', fields: [{ field: 'rows.1.speciesId', code: 'DUPLICATE_ROW' }] });
    const badDate = await t.rest('POST', '/api/my/sample', { cookie: trapper.cookie, body: { ...body, client_id: randomUUID(), observation_date_from: 'tegnap' } });
    expect(badDate.status).toBe(422);
    expect(badDate.body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'dateFrom', code: 'DATE_FORMAT_ERROR' })]));

    expect((await t.rest('PUT', `/api/my/sample/${id}`, { cookie: other.cookie, body })).status).toBe(404);
    expect((await t.rest('DELETE', `/api/my/sample/${id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.rest('GET', `/api/my/sample/${id}`, { cookie: trapper.cookie })).body.data.observations).toHaveLength(2);
  });

  test('GraphQL: delete a sample, its records stay', async () => {
    const created = await create(trapper, { rows: [row('aglais-io', 1)], dateFrom: '2025-09-05' });
    const reply = await t.gql(
      'mutation ($id: ID!) { deleteSample(id: $id) { __typename ... on DeleteSamplePayload { deletedId } } }',
      { id: created.sample.id },
      { cookie: trapper.cookie },
    );
    expect(reply.body.data.deleteSample).toEqual({ __typename: 'DeleteSamplePayload', deletedId: created.sample.id });
    expect(await t.db.prisma.sample.findUnique({ where: { id: created.sample.recId } })).toBeNull();
    expect(await t.db.prisma.observation.count({ where: { id: created.sample.observations.edges[0].node.recId } })).toBe(1);
  });
});
