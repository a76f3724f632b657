/**
 * Guests' answers to public reads are reused (server/http/guest-cache.ts), with a TTL long enough
 * here (60 s) that only the invalidation on writes can explain a fresh answer; signed-in viewers
 * never share them; GUEST_CACHE_SECONDS=0 turns the cache off.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

const LIST = `{ viewer { role } observations(first: 50) { edges { node { recId } } } }`;
const CREATE = `mutation ($clientId: String!, $input: ObservationInput!) {
  createObservation(clientId: $clientId, input: $input) { __typename ... on ObservationPayload { observation { recId status } } }
}`;

async function guestRecIds(t: TestApp) {
  const reply = await t.gql(LIST);
  expect(reply.body.data.viewer.role).toBe('GUEST');
  return (reply.body.data.observations.edges as { node: { recId: number } }[]).map((edge) => edge.node.recId);
}

async function restRecIds(t: TestApp) {
  const reply = await t.rest('GET', '/api/observation?_size=50');
  expect(reply.status).toBe(200);
  return JSON.stringify(reply.body);
}

/** statements a guest's read of the list costs */
async function statementsOf(t: TestApp, read: () => Promise<unknown>) {
  t.resetQueryCount();
  await read();
  return t.queryCount();
}

describe('with the cache on', () => {
  let t: TestApp;
  let observer: string;
  let speciesId: number;
  beforeAll(async () => {
    t = await startTestApp({ countQueries: true, env: { GUEST_CACHE_SECONDS: '60' } });
    observer = await t.loginAs('user@lepke.test');
    speciesId = (await t.db.prisma.species.findFirstOrThrow({ where: { genus: 'Aglais', species: 'io' } })).id;
  });
  afterAll(() => t?.close());

  let day = 0;
  async function createRecord() {
    day++;
    const reply = await t.gql(
      CREATE,
      {
        clientId: randomUUID(),
        input: { speciesId: String(speciesId), verbatimLat: '47.4979', verbatimLon: '19.0402', dateFrom: `2025-07-${String(10 + day).padStart(2, '0')}` },
      },
      { cookie: observer },
    );
    expect(reply.body.data.createObservation).toMatchObject({ observation: { status: 1 } });
    return reply.body.data.createObservation.observation.recId as number;
  }

  test('a repeated guest read costs no statement; a new public record shows at once over GraphQL and REST', async () => {
    await guestRecIds(t);
    await restRecIds(t);
    expect(await statementsOf(t, () => guestRecIds(t))).toBe(0);
    expect(await statementsOf(t, () => restRecIds(t))).toBe(0);
    const recId = await createRecord();
    expect(await guestRecIds(t)).toContain(recId);
    expect(await restRecIds(t)).toContain(`${recId}`);
  });

  test('a record made private disappears for guests at once', async () => {
    const recId = await createRecord();
    expect(await guestRecIds(t)).toContain(recId);
    const { itemId } = await t.db.prisma.observation.findUniqueOrThrow({ where: { id: recId } });
    const reply = await t.rest('POST', `/api/post/privacy/${itemId}/0`, { cookie: observer });
    expect(reply.status).toBe(200);
    expect(await guestRecIds(t)).not.toContain(recId);
  });

  test('a signed-in viewer never gets a guest answer, nor a guest theirs', async () => {
    await guestRecIds(t);
    const signedIn = await t.gql(LIST, {}, { cookie: observer });
    expect(signedIn.body.data.viewer.role).toBe('USER');
    t.resetQueryCount();
    await t.gql(LIST, {}, { cookie: observer });
    expect(t.queryCount()).toBeGreaterThan(0);
    expect(await guestRecIds(t)).toBeDefined();
    // An unknown session token is a guest, yet a request with a session cookie is never served from the cache.
    const stale = await t.gql(LIST, {}, { cookie: 'lepke_session=unknown' });
    expect(stale.body.data.viewer.role).toBe('GUEST');
  });
});

test('GUEST_CACHE_SECONDS=0 turns the cache off', async () => {
  const t = await startTestApp({ countQueries: true, env: { GUEST_CACHE_SECONDS: '0' } });
  try {
    await guestRecIds(t);
    expect(await statementsOf(t, () => guestRecIds(t))).toBeGreaterThan(0);
  } finally {
    await t.close();
  }
}, 120_000);
