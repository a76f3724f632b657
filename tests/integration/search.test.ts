/**
 * The search screen's sources through the server's privacy rules: timeline posts (by text and by
 * #tag), records by species name, and the tag suggestions, each for the author, a friend and a
 * stranger: a friends-only post, its tag and a private record are found by nobody they are hidden from.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

type Account = { cookie: string; entityId: number };

let t: TestApp;
let author: Account;
let friend: Account;
let stranger: Account;

const CREATE_POST = `mutation ($input: CreatePostInput!) {
  createPost(input: $input) { __typename ... on CreatePostPayload { item { recId tags } } ... on Error { code } }
}`;
const UPDATE_POST = `mutation ($input: UpdatePostInput!) {
  updatePost(input: $input) { __typename ... on UpdatePostPayload { item { tags } } ... on Error { code } }
}`;
const CREATE_RECORD = `mutation ($clientId: String!, $input: ObservationInput!) {
  createObservation(clientId: $clientId, input: $input) { __typename ... on ObservationPayload { observation { recId } } ... on Error { code } }
}`;
const SEARCH = `query ($query: String!) { searchTimeline(query: $query, first: 50) { totalCount edges { node { recId title tags } } } }`;
const RECORDS = `query ($q: String!) { observations(speciesQuery: $q, first: 50) { totalCount edges { node { recId } } } }`;
const TAGS = `query ($prefix: String!, $first: Int) { tags(prefix: $prefix, first: $first) { name count } }`;

const as = (who: Account | null) => ({ cookie: who?.cookie });

async function post(who: Account, body: string, privacy: number, title = '') {
  const reply = await t.gql(CREATE_POST, { input: { type: 'NOTE', title, body, privacy } }, as(who));
  expect(reply.body.errors).toBeUndefined();
  expect(reply.body.data.createPost.__typename).toBe('CreatePostPayload');
  return reply.body.data.createPost.item as { recId: number; tags: string[] };
}
async function searchTitles(who: Account | null, query: string): Promise<string[]> {
  const reply = await t.gql(SEARCH, { query }, as(who));
  expect(reply.body.errors).toBeUndefined();
  return (reply.body.data.searchTimeline.edges as { node: { title: string } }[]).map(({ node }) => node.title).toSorted();
}
async function tags(who: Account | null, prefix: string, first?: number) {
  const reply = await t.gql(TAGS, { prefix, first }, as(who));
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data.tags as { name: string; count: number }[];
}

let publicPost: { recId: number; tags: string[] };

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  [author, friend, stranger] = await Promise.all([t.register('Szerző'), t.register('Barát'), t.register('Idegen')]);
  await t.db.prisma.entityRelation.createMany({
    data: [
      { fromId: author.entityId, code: 'b', toId: friend.entityId },
      { fromId: friend.entityId, code: 'b', toId: author.entityId },
    ],
  });
  publicPost = await post(author, '<p>Réti séta, sok #Pávaszem és #lepke a réten.</p>', 9, 'Nyilvános séta');
  await post(author, '<p>Titkos hely: #lepke #barátoknak</p>', 1, 'Baráti séta');
  await post(author, '<p>Csak nekem: #lepke #naplóm</p>', 0, 'Saját jegyzet');
  await post(friend, '<p>Én is láttam #lepke &amp; #pávaszemek https://lepke.hu/a#b</p>', 9, 'Barát sétája');
});
afterAll(() => t?.close());

describe('hashtags', () => {
  test('a post keeps the tags of its text, lower case, and an edit replaces them', async () => {
    expect(publicPost.tags).toEqual(['pávaszem', 'lepke']);
    const stored = await t.db.prisma.timelineItem.findUniqueOrThrow({ where: { id: publicPost.recId }, select: { postId: true } });
    const reply = await t.gql(UPDATE_POST, { input: { id: String(stored.postId), body: '<p>Már csak #Pávaszem</p>' } }, as(author));
    expect(reply.body.data.updatePost.item.tags).toEqual(['pávaszem']);
    await t.gql(UPDATE_POST, { input: { id: String(stored.postId), body: '<p>Réti séta, sok #Pávaszem és #lepke a réten.</p>' } }, as(author));
  });

  test('searching #tag finds the tagged items the viewer may see, not texts that merely contain it', async () => {
    expect(await searchTitles(author, '#Lepke')).toEqual(['Barát sétája', 'Baráti séta', 'Nyilvános séta', 'Saját jegyzet']);
    expect(await searchTitles(friend, '#lepke')).toEqual(['Barát sétája', 'Baráti séta', 'Nyilvános séta']);
    expect(await searchTitles(stranger, '#lepke')).toEqual(['Barát sétája', 'Nyilvános séta']);
    expect(await searchTitles(null, '#lepke')).toEqual(['Barát sétája', 'Nyilvános séta']);
    // #pávaszem is not #pávaszemek, though the text search for the word finds both
    expect(await searchTitles(stranger, '#pávaszem')).toEqual(['Nyilvános séta']);
    expect(await searchTitles(stranger, 'pavaszem')).toEqual(['Barát sétája', 'Nyilvános séta']);
    expect(await searchTitles(stranger, '#barátoknak')).toEqual([]);
  });

  test('tag suggestions count only what the viewer may see, most used first, and offer no hidden tag', async () => {
    expect(await tags(author, 'l')).toEqual([{ name: 'lepke', count: 4 }]);
    expect(await tags(friend, '#L')).toEqual([{ name: 'lepke', count: 3 }]);
    expect(await tags(stranger, 'l')).toEqual([{ name: 'lepke', count: 2 }]);
    expect(await tags(friend, 'bar')).toEqual([{ name: 'barátoknak', count: 1 }]);
    expect(await tags(stranger, 'bar')).toEqual([]);
    expect(await tags(null, 'n')).toEqual([]);
    expect(await tags(author, 'n')).toEqual([{ name: 'naplóm', count: 1 }]);
    expect((await tags(stranger, '')).map(({ name }) => name)).toEqual(['lepke', 'pávaszem', 'pávaszemek']);
    expect(await tags(stranger, '', 1)).toEqual([{ name: 'lepke', count: 2 }]);
    // no address fragment or HTML entity is a tag
    expect((await tags(author, '')).map(({ name }) => name)).not.toContain('b');
  });

  test('a prefix longer than a tag is a validation error, not a failure', async () => {
    const reply = await t.gql(TAGS, { prefix: 'x'.repeat(80) }, as(stranger));
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
  });
});

describe('records by species name', () => {
  test('a private record is found by its uploader only; a public one by everybody', async () => {
    const species = await t.db.prisma.species.findUniqueOrThrow({ where: { uri: 'papilio-machaon' }, select: { id: true } });
    const record = async (privacy: number, dateFrom: string, verbatimLat: string) => {
      const reply = await t.gql(
        CREATE_RECORD,
        { clientId: randomUUID(), input: { speciesId: String(species.id), verbatimLat, verbatimLon: '19.0402', dateFrom, privacy } },
        as(author),
      );
      expect(reply.body.data.createObservation.__typename).toBe('ObservationPayload');
      return reply.body.data.createObservation.observation.recId as number;
    };
    const open = await record(9, '2025-07-14', '47.4979');
    const hidden = await record(0, '2025-08-02', '47.6');
    const found = async (who: Account | null, q: string) =>
      ((await t.gql(RECORDS, { q }, as(who))).body.data.observations.edges as { node: { recId: number } }[]).map(({ node }) => node.recId).toSorted();
    expect(await found(author, 'machaon')).toEqual([open, hidden].toSorted());
    expect(await found(stranger, 'machaon')).toEqual([open]);
    expect(await found(null, 'Papilio')).toEqual([open]);
    expect(await found(stranger, 'urticae')).toEqual([]);
  });
});
