/**
 * The edit endpoints of recording §7 this issue adds: genus notes, locality names of saved places and
 * a record's contributors (REST and GraphQL), and the own-media filters the media info editors read.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
type Person = { cookie: string; entityId: number };
let owner: Person;
let friend: Person;
let stranger: Person;
let blocker: Person;
let admin: Person;
let publicRecord: number;
let hiddenRecord: number;

const RECORD = `mutation ($clientId: String!, $input: ObservationInput!) {
  createObservation(clientId: $clientId, input: $input) { __typename ... on ObservationPayload { observation { recId } } }
}`;

async function record(person: Person, clientId: string, privacy: number): Promise<number> {
  const input = { dateFrom: '2025-07-14', speciesText: 'Aglais io', lat: 47.5, lon: 19.05, privacy, confirmDuplicate: true };
  const reply = await t.gql(RECORD, { clientId, input }, { cookie: person.cookie });
  const data = reply.body.data?.createObservation as { observation?: { recId: number } };
  if (!data.observation) throw new Error(JSON.stringify(reply.body));
  return data.observation.recId;
}

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  owner = await t.register('Owner Olga');
  friend = await t.register('Friend Ferenc');
  stranger = await t.register('Stranger Sára');
  blocker = await t.register('Blocker Béla');
  admin = await t.register('Admin Anna');
  await t.db.prisma.user.update({ where: { entityId: admin.entityId }, data: { role: 'ADMIN' } });
  await t.db.prisma.block.create({ data: { blockerId: blocker.entityId, blockedId: owner.entityId } });
  publicRecord = await record(owner, 'c-public', 9);
  hiddenRecord = await record(owner, 'c-hidden', 0);
});
afterAll(() => t?.close());

describe('contribution edit: GET|PUT /api/contribution/edit/{recordId}', () => {
  const path = (id: number) => `/api/contribution/edit/${id}`;

  test('the owner sets co-observers with roles; anybody who sees the record reads them', async () => {
    const put = await t.rest('PUT', path(publicRecord), {
      cookie: owner.cookie,
      body: {
        contributors: [
          { entity_id: friend.entityId, role: 'CO_OBSERVER' },
          { entity_id: friend.entityId, role: 'PHOTOGRAPHER' },
          { entity_id: friend.entityId, role: 'PHOTOGRAPHER' },
        ],
      },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual([
      { entity_id: friend.entityId, display_name: 'Friend Ferenc', role: 'CO_OBSERVER' },
      { entity_id: friend.entityId, display_name: 'Friend Ferenc', role: 'PHOTOGRAPHER' },
    ]);
    const guest = await t.rest('GET', path(publicRecord));
    expect(guest.status).toBe(200);
    expect(guest.body.data).toHaveLength(2);
    const node = await t.gql(`query ($id: ID!) { node(id: $id) { ... on Observation { contributors { role displayName } viewerCan { editContributors } } } }`, {
      id: encodeGlobalID('Observation', publicRecord),
    });
    expect(node.body.data?.node).toEqual({
      contributors: [
        { role: 'CO_OBSERVER', displayName: 'Friend Ferenc' },
        { role: 'PHOTOGRAPHER', displayName: 'Friend Ferenc' },
      ],
      viewerCan: { editContributors: false },
    });
  });

  test('another person is FORBIDDEN on a record they see, an admin may edit, a guest is 401', async () => {
    const body = { contributors: [{ entity_id: stranger.entityId, role: 'IDENTIFIER' }] };
    expect((await t.rest('PUT', path(publicRecord), { cookie: stranger.cookie, body })).body.error_code).toBe('FORBIDDEN');
    expect((await t.rest('PUT', path(publicRecord), { body })).status).toBe(401);
    const byAdmin = await t.rest('PUT', path(publicRecord), { cookie: admin.cookie, body });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data).toEqual([{ entity_id: stranger.entityId, display_name: 'Stranger Sára', role: 'IDENTIFIER' }]);
  });

  test('a hidden record and its contributor list are 404 for others, even for writing', async () => {
    const mine = await t.rest('PUT', path(hiddenRecord), { cookie: owner.cookie, body: { contributors: [{ entity_id: friend.entityId, role: 'COLLECTOR' }] } });
    expect(mine.status).toBe(200);
    for (const cookie of [stranger.cookie, undefined]) {
      const read = await t.rest('GET', path(hiddenRecord), { cookie });
      expect([read.status, read.body.error_code]).toEqual([404, 'DATA_NOT_FOUND']);
    }
    const write = await t.rest('PUT', path(hiddenRecord), { cookie: stranger.cookie, body: { contributors: [] } });
    expect([write.status, write.body.error_code]).toEqual([404, 'DATA_NOT_FOUND']);
    expect((await t.rest('GET', path(999999), { cookie: owner.cookie })).status).toBe(404);
  });

  test('bad input: unknown role, unknown or group ids, a blocked person, a bad id, too many rows', async () => {
    const put = (body: unknown) => t.rest('PUT', path(publicRecord), { cookie: owner.cookie, body });
    const role = await put({ contributors: [{ entity_id: friend.entityId, role: 'BOSS' }] });
    expect([role.status, role.body.error_code]).toEqual([422, 'VALIDATION_ERROR']);
    const unknown = await put({ contributors: [{ entity_id: 999999, role: 'OBSERVER' }] });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toContain('DATA_NOT_FOUND');
    const blocked = await put({ contributors: [{ entity_id: blocker.entityId, role: 'OBSERVER' }] });
    expect([blocked.status, blocked.body.error_code]).toEqual([403, 'BLOCKED']);
    expect((await put({ contributors: 'x' })).status).toBe(422);
    expect((await put({ contributors: Array.from({ length: 21 }, () => ({ entity_id: friend.entityId, role: 'OBSERVER' })) })).status).toBe(422);
    expect((await t.rest('GET', '/api/contribution/edit/abc', { cookie: owner.cookie })).status).toBe(422);
    // nothing of it was saved
    expect((await t.rest('GET', path(publicRecord))).body.data).toHaveLength(1);
  });

  test('GraphQL setObservationContributors answers typed errors', async () => {
    const document = `mutation ($id: ID!, $c: [ContributorInput!]!) { setObservationContributors(id: $id, contributors: $c) {
      __typename ... on ContributorsPayload { observation { contributors { role person { displayName } } } } ... on Error { code } } }`;
    const c = [{ person: encodeGlobalID('Entity', friend.entityId), role: 'OBSERVER' }];
    const ok = await t.gql(document, { id: encodeGlobalID('Observation', publicRecord), c }, { cookie: owner.cookie });
    expect(ok.body.data?.setObservationContributors).toEqual({
      __typename: 'ContributorsPayload',
      observation: { contributors: [{ role: 'OBSERVER', person: { displayName: 'Friend Ferenc' } }] },
    });
    const hidden = await t.gql(document, { id: encodeGlobalID('Observation', hiddenRecord), c }, { cookie: stranger.cookie });
    expect(hidden.body.data?.setObservationContributors).toMatchObject({ code: 'DATA_NOT_FOUND' });
  });
});

describe('genus edit: GET|PUT /api/genus/edit/{id or name}', () => {
  test('an admin writes a sanitised note; everybody reads it on the species', async () => {
    const put = await t.rest('PUT', '/api/genus/edit/aglais', { cookie: admin.cookie, body: { note: '<p>Tarkalepkék <script>alert(1)</script><b>genusa</b></p>' } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ data: { genus: 'Aglais', note: '<p>Tarkalepkék <b>genusa</b></p>' }, notice: 'RICH_TEXT_CLEANED' });
    const species = await t.db.prisma.species.findFirstOrThrow({ where: { genus: 'Aglais' } });
    const byId = await t.rest('GET', `/api/genus/edit/${species.id}`, { cookie: admin.cookie });
    expect(byId.body.data).toMatchObject({ genus: 'Aglais', note: '<p>Tarkalepkék <b>genusa</b></p>' });
    const guest = await t.gql(`query ($id: ID!) { node(id: $id) { ... on Species { genusInfo { name note viewerCanEdit } } } }`, {
      id: encodeGlobalID('Species', species.id),
    });
    expect(guest.body.data?.node).toEqual({ genusInfo: { name: 'Aglais', note: '<p>Tarkalepkék <b>genusa</b></p>', viewerCanEdit: false } });
  });

  test('others are FORBIDDEN, guests 401, an unknown genus 404, a long note 422, an empty one removes it', async () => {
    expect((await t.rest('PUT', '/api/genus/edit/Aglais', { cookie: owner.cookie, body: { note: 'x' } })).body.error_code).toBe('FORBIDDEN');
    expect((await t.rest('GET', '/api/genus/edit/Aglais', { cookie: owner.cookie })).status).toBe(403);
    expect((await t.rest('PUT', '/api/genus/edit/Aglais', { body: { note: 'x' } })).status).toBe(401);
    expect((await t.rest('GET', '/api/genus/edit/Nosuchgenus', { cookie: admin.cookie })).body.error_code).toBe('DATA_NOT_FOUND');
    expect((await t.rest('PUT', '/api/genus/edit/Aglais', { cookie: admin.cookie, body: { note: 5 } })).status).toBe(422);
    expect((await t.rest('PUT', '/api/genus/edit/Aglais', { cookie: admin.cookie, body: { note: 'x'.repeat(300_000) } })).status).toBeGreaterThanOrEqual(413);
    const cleared = await t.rest('PUT', '/api/genus/edit/Aglais', { cookie: admin.cookie, body: { note: '' } });
    expect(cleared.body.data.note).toBe('');
    expect(await t.db.prisma.genusNote.count()).toBe(0);
  });
});

describe('locality edit: GET|PUT /api/locality/edit/{id}', () => {
  let placeId: number;
  beforeAll(async () => {
    const saved = await t.rest('POST', '/api/my/location', { cookie: owner.cookie, body: { lat: 46.25, lon: 20.14, location: 'Szeged' } });
    placeId = saved.body.data.id as number;
  });

  test('the owner names the place and sees it in the saved places list', async () => {
    const put = await t.rest('PUT', `/api/locality/edit/${placeId}`, { cookie: owner.cookie, body: { name: '  Kert a Tisza mellett ' } });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ id: placeId, name: 'Kert a Tisza mellett', lat: 46.25 });
    const list = await t.rest('GET', '/api/my/location', { cookie: owner.cookie });
    expect(list.body.list.data[0]).toMatchObject({ id: placeId, name: 'Kert a Tisza mellett' });
  });

  test('an admin renames it without learning where it is; others and guests find nothing', async () => {
    const byAdmin = await t.rest('PUT', `/api/locality/edit/${placeId}`, { cookie: admin.cookie, body: { name: 'Kert' } });
    expect(byAdmin.body.data).toEqual({ id: placeId, name: 'Kert' });
    expect((await t.rest('GET', `/api/locality/edit/${placeId}`, { cookie: admin.cookie })).body.data).toEqual({ id: placeId, name: 'Kert' });
    const gql = await t.gql(
      `mutation ($id: ID!) { renameSavedLocation(id: $id, name: "Kert 2") { __typename ... on RenameLocationPayload { name location { lat } } } }`,
      {
        id: encodeGlobalID('SavedLocation', placeId),
      },
      { cookie: admin.cookie },
    );
    expect(gql.body.data?.renameSavedLocation).toEqual({ __typename: 'RenameLocationPayload', name: 'Kert 2', location: null });
    for (const cookie of [stranger.cookie, friend.cookie]) {
      expect((await t.rest('GET', `/api/locality/edit/${placeId}`, { cookie })).body.error_code).toBe('DATA_NOT_FOUND');
      expect((await t.rest('PUT', `/api/locality/edit/${placeId}`, { cookie, body: { name: 'x' } })).status).toBe(404);
    }
    expect((await t.rest('PUT', `/api/locality/edit/${placeId}`, { body: { name: 'x' } })).status).toBe(401);
  });

  test('bad input: a long or missing name, a bad id', async () => {
    expect((await t.rest('PUT', `/api/locality/edit/${placeId}`, { cookie: owner.cookie, body: { name: 'x'.repeat(101) } })).body.error_code).toBe('VALIDATION_ERROR');
    expect((await t.rest('PUT', `/api/locality/edit/${placeId}`, { cookie: owner.cookie, body: {} })).status).toBe(422);
    expect((await t.rest('GET', '/api/locality/edit/-1', { cookie: owner.cookie })).status).toBe(422);
  });
});

describe("the viewer's media filters of the info editors", () => {
  test('ids picks a batch of own media only; lackingInfo those without title and description', async () => {
    const make = (ownerId: number, title: string) =>
      t.db.prisma.media.create({
        data: {
          ownerId,
          dbKey: `k-${ownerId}-${title || 'none'}`,
          clientKey: `c-${ownerId}-${title || 'none'}`,
          fileName: 'a.jpg',
          mediaType: 'i',
          mime: 'image/jpeg',
          ext: 'jpg',
          sha256: 'x',
          bytes: 1,
          title,
        },
      });
    const bare = await make(owner.entityId, '');
    const titled = await make(owner.entityId, 'Nappali pávaszem');
    const foreign = await make(stranger.entityId, '');
    const query = `query ($ids: [Int!], $lacking: Boolean) { viewer { media(first: 10, ids: $ids, lackingInfo: $lacking) { totalCount edges { node { recId } } } } }`;
    const ids = async (variables: Record<string, unknown>) => {
      const reply = await t.gql(query, variables, { cookie: owner.cookie });
      const media = (reply.body.data?.viewer as { media: { edges: { node: { recId: number } }[] } }).media;
      return media.edges.map((edge) => edge.node.recId).sort();
    };
    expect(await ids({ ids: [bare.id, titled.id, foreign.id] })).toEqual([bare.id, titled.id].sort());
    expect(await ids({ lacking: true })).toEqual([bare.id]);
  });
});
