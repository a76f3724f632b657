/**
 * Licences (issue 16, part 5): the observer's default licence (a profile setting) gives new records
 * and uploads theirs; each record and media item may change its own; an edit that does not name a
 * licence keeps the record's; a bad value is a 4xx token.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

const PHOTO = readFileSync(new URL('../fixtures/photos/IMG_20180725_163423-tiny.jpg', import.meta.url));
const BUDAPEST = { verbatimLat: '47.4979', verbatimLon: '19.0402' };

let t: TestApp;
let observer: { cookie: string; entityId: number };
let speciesId = '';

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  observer = await t.register('Licensor');
  speciesId = String((await t.db.prisma.species.findUniqueOrThrow({ where: { uri: 'aglais-io' }, select: { id: true } })).id);
});
afterAll(() => t?.close());

const SETTINGS = `mutation ($input: UpdateProfileSettingsInput!) {
  updateProfileSettings(input: $input) { __typename ... on ProfileSettingsPayload { viewer { defaultLicence } } ... on ValidationError { fields { field code } } }
}`;
const DEFAULTS = '{ viewer { defaultLicence newObservationDefaults { licence } } }';
const CREATE = `mutation ($clientId: String!, $input: ObservationInput!) {
  createObservation(clientId: $clientId, input: $input) { __typename ... on ObservationPayload { observation { id recId licence } } }
}`;
const UPDATE = `mutation ($id: ID!, $input: ObservationInput!) {
  updateObservation(id: $id, input: $input) { __typename ... on ObservationPayload { observation { licence } } }
}`;

async function setDefault(licence: string) {
  const reply = await t.gql(SETTINGS, { input: { defaultLicence: licence } }, { cookie: observer.cookie });
  expect(reply.body.data.updateProfileSettings.viewer.defaultLicence).toBe(licence);
}

async function create(input: Record<string, unknown> = {}) {
  const reply = await t.gql(
    CREATE,
    { clientId: randomUUID(), input: { speciesId, dateFrom: '2025-07-14', ...BUDAPEST, confirmDuplicate: true, ...input } },
    { cookie: observer.cookie },
  );
  expect(reply.body.errors).toBeUndefined();
  expect(reply.body.data.createObservation.__typename).toBe('ObservationPayload');
  return reply.body.data.createObservation.observation as { id: string; recId: number; licence: string };
}

async function upload(): Promise<{ id: number; licence: string }> {
  const response = await fetch(`${t.url}/api/upload?key=${randomUUID()}&file_name=io.jpg`, {
    method: 'PUT',
    body: new Uint8Array(PHOTO),
    headers: { cookie: observer.cookie, 'content-type': 'application/octet-stream' },
  });
  return ((await response.json()) as { data: { id: number; licence: string } }).data;
}

describe('the default licence', () => {
  test('is CC BY 4.0 until the observer chooses, and new records and uploads take the chosen one', async () => {
    expect((await t.gql(DEFAULTS, {}, { cookie: observer.cookie })).body.data.viewer).toEqual({
      defaultLicence: 'CC_BY_4_0',
      newObservationDefaults: { licence: 'CC_BY_4_0' },
    });
    expect((await create()).licence).toBe('CC_BY_4_0');
    await setDefault('CC0');
    expect((await t.gql(DEFAULTS, {}, { cookie: observer.cookie })).body.data.viewer).toEqual({ defaultLicence: 'CC0', newObservationDefaults: { licence: 'CC0' } });
    expect((await create()).licence).toBe('CC0');
    expect((await create({ licence: 'CC_BY_NC_4_0' })).licence).toBe('CC_BY_NC_4_0');
    expect((await upload()).licence).toBe('CC0');
    const rest = await t.rest('GET', '/api/observation/0', { cookie: observer.cookie });
    expect(rest.body.data.licence).toBe('CC0');
  });

  test("an edit keeps the record's licence unless it names another", async () => {
    await setDefault('CC_BY_NC_4_0');
    const record = await create({ licence: 'CC0' });
    await setDefault('CC_BY_4_0');
    const input = { speciesId, dateFrom: '2025-07-15', ...BUDAPEST, confirmDuplicate: true };
    const kept = await t.gql(UPDATE, { id: record.id, input }, { cookie: observer.cookie });
    expect(kept.body.data.updateObservation.observation.licence).toBe('CC0');
    const changed = await t.gql(UPDATE, { id: record.id, input: { ...input, licence: 'CC_BY_NC_4_0' } }, { cookie: observer.cookie });
    expect(changed.body.data.updateObservation.observation.licence).toBe('CC_BY_NC_4_0');
  });

  test("a media item's licence is its owner's to change, on GraphQL and REST", async () => {
    const media = await upload();
    const gql = await t.gql(
      'mutation ($id: ID!) { updateMediaInfo(id: $id, input: { licence: CC_BY_NC_4_0 }) { __typename ... on MediaPayload { media { licence } } } }',
      { id: String(media.id) },
      { cookie: observer.cookie },
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.updateMediaInfo.media.licence).toBe('CC_BY_NC_4_0');
    const rest = await t.rest('POST', `/api/media/${media.id}`, { cookie: observer.cookie, body: { licence: 'CC0' } });
    expect(rest.status).toBe(200);
    expect(rest.body.data.licence).toBe('CC0');
    const stranger = await t.register('Not the owner');
    const refused = await t.rest('POST', `/api/media/${media.id}`, { cookie: stranger.cookie, body: { licence: 'CC_BY_4_0' } });
    expect(refused.status).toBeGreaterThanOrEqual(403);
    expect((await t.db.prisma.media.findUniqueOrThrow({ where: { id: media.id } })).licence).toBe('CC0');
  });

  test('an unknown licence is refused with a token, and nothing is saved', async () => {
    const gql = await t.gql(SETTINGS, { input: { defaultLicence: 'ALL_RIGHTS' } }, { cookie: observer.cookie });
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const media = await upload();
    const rest = await t.rest('POST', `/api/media/${media.id}`, { cookie: observer.cookie, body: { licence: 'ALL_RIGHTS', title: 'not saved either' } });
    expect(rest.status).toBe(422);
    expect(rest.body.error_code).toBeDefined();
    expect(await t.db.prisma.media.findUniqueOrThrow({ where: { id: media.id } })).toMatchObject({ licence: media.licence, title: '' });
  });
});
