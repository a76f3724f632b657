import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

interface Account {
  cookie: string;
  entityId: number;
}

let t: TestApp;
let owner: Account;
let friend: Account;
let stranger: Account;
let groupId: number;
const speciesId: Record<string, number> = {};

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

async function observe(who: Account, uri: string, privacy: number, dateFrom = '2025-07-14') {
  const reply = await t.gql(
    `mutation ($clientId: String!, $input: ObservationInput!) { createObservation(clientId: $clientId, input: $input) { __typename ... on Error { code } } }`,
    { clientId: randomUUID(), input: { speciesId: String(speciesId[uri]), verbatimLat: '47.4979', verbatimLon: '19.0402', dateFrom, privacy } },
    { cookie: who.cookie },
  );
  expect(reply.body.data.createObservation.__typename).toBe('ObservationPayload');
}

async function post(who: Account, privacy: number, entityId?: number) {
  const reply = await t.gql(
    `mutation ($input: CreatePostInput!) { createPost(input: $input) { __typename ... on Error { code } } }`,
    { input: { type: 'NOTE', title: 'Terepnap', body: 'Sok lepke a réten.', privacy, ...(entityId ? { entityId: gid('Entity', entityId) } : {}) } },
    { cookie: who.cookie },
  );
  expect(reply.body.data.createPost.__typename).toBe('CreatePostPayload');
}

async function media(ownerId: number, privacy: number, entityId: number | null = null) {
  const key = randomUUID();
  await t.db.prisma.media.create({
    data: { ownerId, entityId, clientKey: key, dbKey: key, mediaType: 'i', mime: 'image/jpeg', ext: 'jpg', fileName: 'a.jpg', bytes: 1, sha256: key, privacy },
  });
}

async function statOf(entityId: number, who?: Account) {
  const reply = await t.gql(
    `query ($id: Int!) { entity(recId: $id) { stat { observationCount speciesCount mediaCount postCount memberCount chartCount } } mediaList(uploaderId: $id) { totalCount } }`,
    { id: entityId },
    { cookie: who?.cookie },
  );
  expect(reply.body.errors).toBeUndefined();
  return { ...reply.body.data.entity.stat, listedMedia: reply.body.data.mediaList.totalCount };
}

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  [owner, friend, stranger] = await Promise.all([t.register('Owner'), t.register('Friend'), t.register('Stranger')]);
  for (const uri of ['aglais-io', 'papilio-machaon', 'vanessa-cardui']) {
    speciesId[uri] = (await t.db.prisma.species.findUniqueOrThrow({ where: { uri }, select: { id: true } })).id;
  }
  await t.db.prisma.entityRelation.createMany({
    data: [
      { fromId: owner.entityId, toId: friend.entityId, code: 'b' },
      { fromId: friend.entityId, toId: owner.entityId, code: 'b' },
    ],
  });
  // Two public records of one species, a friends-only one of a second, a private one of a third (a year earlier).
  await observe(owner, 'aglais-io', 9);
  await observe(owner, 'aglais-io', 9, '2025-07-20');
  await observe(owner, 'papilio-machaon', 1);
  await observe(owner, 'vanessa-cardui', 0, '2024-08-01');
  await post(owner, 9);
  await post(owner, 0);
  await media(owner.entityId, 9);
  await media(owner.entityId, 0);

  const group = await t.gql(
    `mutation ($input: CreateEntityInput!) { createEntity(input: $input) { ... on EntityPayload { entity { recId } } } }`,
    { input: { type: 2, displayName: 'Réti lepkészek' } },
    { cookie: owner.cookie },
  );
  groupId = group.body.data.createEntity.entity.recId;
  await post(owner, 9, groupId);
}, 60_000);
afterAll(() => t?.close());

describe("a person's counters", () => {
  test('count the records, species, media and posts each viewer may see, and nothing hidden', async () => {
    expect(await statOf(owner.entityId, owner)).toMatchObject({ observationCount: 4, speciesCount: 3, postCount: 2, mediaCount: 2, memberCount: 1, chartCount: 2 });
    expect(await statOf(owner.entityId, friend)).toMatchObject({ observationCount: 3, speciesCount: 2, postCount: 1 });
    expect(await statOf(owner.entityId, stranger)).toMatchObject({ observationCount: 2, speciesCount: 1, postCount: 1 });
    expect(await statOf(owner.entityId)).toMatchObject({ observationCount: 2, speciesCount: 1, postCount: 1, chartCount: 1 });
  });

  test('count media exactly as the media list the viewer can open', async () => {
    for (const who of [owner, friend, stranger, undefined]) {
      const stat = await statOf(owner.entityId, who);
      expect(stat.mediaCount).toBe(stat.listedMedia);
    }
    expect((await statOf(owner.entityId, stranger)).mediaCount).toBeLessThan(2);
  });

  test('the REST entity read carries the same counters in the spec shape', async () => {
    const reply = await t.rest('GET', `/api/entity/${owner.entityId}`, { cookie: stranger.cookie });
    expect(reply.status).toBe(200);
    expect(reply.body.data.data.stat).toMatchObject({ observation: { total: { cnt: 2, spcnt: 1 } }, post: 1 });
  });
});

describe("a group's counters", () => {
  test("count its members' records and its board posts", async () => {
    expect(await statOf(groupId, stranger)).toMatchObject({ observationCount: 2, speciesCount: 1, postCount: 1, memberCount: 1 });
    expect(await statOf(groupId, owner)).toMatchObject({ observationCount: 4, speciesCount: 3, postCount: 1 });
  });
});

describe('viewerPublishableTypes', () => {
  const typesOf = async (who?: Account) =>
    (await t.gql(`query ($id: Int!) { entity(recId: $id) { viewerPublishableTypes } }`, { id: groupId }, { cookie: who?.cookie })).body.data.entity
      .viewerPublishableTypes;

  test("answers the board types the entity's pub_* letters allow the viewer", async () => {
    await t.db.prisma.entity.update({ where: { id: groupId }, data: { pubNote: 'Am', pubQuestion: 'A', pubAlert: 'A' } });
    expect(await typesOf(owner)).toEqual(['QUESTION', 'SUGGESTION', 'EVENT', 'NOTE', 'NEWS', 'ANNOUNCE']);
    await t.db.prisma.entityRelation.create({ data: { fromId: friend.entityId, toId: groupId, code: 'm' } });
    expect(await typesOf(friend)).toEqual(['SUGGESTION', 'EVENT', 'NOTE', 'NEWS']);
    expect(await typesOf(stranger)).toEqual([]);
    expect(await typesOf()).toEqual([]);
  });
});
