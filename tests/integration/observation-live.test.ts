/**
 * The map's live records (issue 15 part 6): `observationAccepted` over a real graphql-ws connection.
 * A subscriber hears of a record once it is accepted, only when it may read it and it matches the
 * subscriber's filter, and with a generalised record's exact place and fine cells cut for others.
 */
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../server/auth/sessions.ts';
import type { Role } from '../../server/db/generated/prisma/enums.ts';
import { PRIVACY_RECORD_NAME } from '../../server/modules/consent/items.ts';
import { generalise } from '../../server/modules/observations/sensitivity.ts';
import { gridCells } from '@domain/geo/grid.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { subscriptionClient } from './ws-client.ts';

const SUBSCRIPTION = `subscription ($filter: ObservationFilter) {
  observationAccepted(filter: $filter) { recId speciesId name lat lon generalised newOnMap eea100km eea10km eea1km utm2_5km }
}`;

interface Live {
  recId: number;
  speciesId: number | null;
  name: string;
  lat: number | null;
  lon: number | null;
  generalised: boolean;
  newOnMap: boolean;
  eea100km: string | null;
  eea10km: string | null;
  eea1km: string | null;
  utm2_5km: string | null;
}

type Person = 'stranger' | 'owner' | 'validator';
const SUBSCRIBERS = ['guest', 'stranger', 'owner'] as const;
type Subscriber = (typeof SUBSCRIBERS)[number];

let t: TestApp;
const cookies = {} as Record<Person, string>;
const entityIds = {} as Record<Person, number>;
const speciesIds: number[] = [];
const clients: Client[] = [];
let made = 0;

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  const { prisma } = t.db;
  const roles: Record<Person, Role> = { stranger: 'USER', owner: 'USER', validator: 'MODERATOR' };
  for (const person of Object.keys(roles) as Person[]) {
    const now = new Date();
    const user = await prisma.user.create({
      data: {
        email: `${person}@live.lepke.test`,
        passwordHash: 'no-password',
        role: roles[person],
        privacyAcceptedAt: now,
        entity: { create: { type: 0, displayName: `Live ${person}` } },
        consents: { create: { name: PRIVACY_RECORD_NAME, accepted: true, createdAt: now } },
      },
    });
    const session = await createSession(prisma, user.id, 24 * 60 * 60 * 1000, {});
    cookies[person] = `${SESSION_COOKIE}=${session.token}`;
    entityIds[person] = user.entityId;
  }
  const species = await prisma.species.findMany({ orderBy: { id: 'asc' }, take: 2, where: { protection: null, iucn: null, redListHu: null } });
  speciesIds.push(...species.map((row) => row.id));
});
afterAll(async () => {
  await Promise.all(
    clients.map(async (client) => {
      await client.dispose();
    }),
  );
  await t?.close();
});

/** A pending record of the owner's, as an upload waiting for review leaves it. */
async function pendingRecord({ privacy = 9, species = 0, sensitive = false } = {}): Promise<number> {
  const { prisma } = t.db;
  made += 1;
  const lat = 47.5 + made * 0.01;
  const lon = 19.05;
  const grid = gridCells(lat, lon);
  const item = await prisma.timelineItem.create({ data: { ownerId: entityIds.owner, category: 'OBSERVATION', title: `live ${made}`, privacy } });
  const record = await prisma.observation.create({
    data: {
      clientId: `live-${made}`,
      speciesId: speciesIds[species]!,
      status: 2,
      country: 'HU',
      lat,
      lon,
      dateFrom: new Date('2025-06-01T00:00:00Z'),
      dateTo: new Date('2025-06-01T00:00:00Z'),
      uploaderId: entityIds.owner,
      sensitive,
      ...grid,
      ...generalise({ sensitive, species: null, lat, lon, eea10km: grid.eea10km }),
      itemId: item.id,
    },
  });
  return record.id;
}

/** The owner records through GraphQL: a USER's record is accepted at once (recording §5), no review needed. */
async function createdAccepted(): Promise<number> {
  const reply = await t.gql(
    `mutation ($clientId: String!, $input: ObservationInput!) {
      createObservation(clientId: $clientId, input: $input) { __typename ... on ObservationPayload { observation { recId status } } }
    }`,
    {
      clientId: 'live-created',
      input: { speciesId: String(speciesIds[0]), country: 'HU', verbatimLat: '47.4979', verbatimLon: '19.0402', dateFrom: '2025-07-10', individuals: 1 },
    },
    { cookie: cookies.owner },
  );
  expect(reply.body.data?.createObservation?.observation?.status, JSON.stringify(reply.body)).toBe(1);
  return reply.body.data.createObservation.observation.recId as number;
}

/** The validator approves a record over REST, as the review screen does. */
async function approve(id: number) {
  const reply = await t.rest('POST', `/api/observation/review/${id}/approve`, { cookie: cookies.validator });
  expect(reply.status).toBe(200);
}

describe('observationAccepted', () => {
  test('reaches the subscribers who may read the record and whose filter it matches, its place cut as they may see it', { timeout: 60_000 }, async () => {
    const events = Object.fromEntries(SUBSCRIBERS.map((who) => [who, [] as Live[]])) as Record<Subscriber, Live[]>;
    const errors: string[] = [];
    for (const who of SUBSCRIBERS) {
      const client = subscriptionClient(t, { cookie: who === 'guest' ? undefined : cookies[who] });
      clients.push(client);
      client.subscribe<{ observationAccepted: Live }>(
        // The owner's map shows accepted records only: to it an approved record is new on the map.
        { query: SUBSCRIPTION, variables: { filter: { speciesId: speciesIds[0], ...(who === 'owner' ? { status: [1] } : {}) } } },
        {
          next: ({ data, errors: failed }) => (failed ? errors.push(`${who}: ${failed[0]?.message}`) : events[who].push(data!.observationAccepted)),
          error: (error) => errors.push(`${who}: ${String(error)}`),
          complete: () => {},
        },
      );
    }
    // Subscriptions start asynchronously: accept public records until everybody has heard of one.
    const everybodyHeard = (id: number) => SUBSCRIBERS.every((who) => events[who].some((event) => event.recId === id));
    let warmUp = 0;
    await vi.waitFor(
      async () => {
        if (!warmUp || !everybodyHeard(warmUp)) {
          warmUp = await pendingRecord();
          await approve(warmUp);
        }
        expect(everybodyHeard(warmUp)).toBe(true);
      },
      { timeout: 15_000, interval: 200 },
    );
    for (const who of SUBSCRIBERS) events[who].length = 0;

    const onlyMe = await pendingRecord({ privacy: 0 });
    const otherSpecies = await pendingRecord({ species: 1 });
    const sensitive = await pendingRecord({ sensitive: true });
    const marker = await pendingRecord();
    for (const id of [onlyMe, otherSpecies, sensitive]) await approve(id);
    const created = await createdAccepted();
    await approve(marker);
    // Each subscriber handles events in order: once the marker arrived, everything before it had.
    await vi.waitFor(() => expect(SUBSCRIBERS.every((who) => events[who].at(-1)?.recId === marker)).toBe(true), { timeout: 10_000 });
    expect(errors).toEqual([]);

    const heard = (who: Subscriber) => events[who].map((event) => event.recId);
    expect(heard('guest')).toEqual([sensitive, created, marker]);
    expect(heard('stranger')).toEqual([sensitive, created, marker]);
    expect(heard('owner')).toEqual([onlyMe, sensitive, created, marker]);

    const stored = await t.db.prisma.observation.findUniqueOrThrow({ where: { id: sensitive } });
    expect(stored.publicLat).not.toBeNull();
    const cut = { recId: sensitive, generalised: true, lat: stored.publicLat, lon: stored.publicLon, eea1km: null, utm2_5km: null };
    const coarse = { eea10km: stored.eea10km, eea100km: stored.eea100km };
    for (const who of ['guest', 'stranger'] as const) expect(events[who][0]).toMatchObject({ ...cut, ...coarse });
    expect(events.owner[1]).toMatchObject({
      recId: sensitive,
      generalised: false,
      lat: stored.lat,
      lon: stored.lon,
      eea1km: stored.eea1km,
      utm2_5km: stored.utm2_5km,
      ...coarse,
    });
    // Guests and strangers saw the pending records already: accepting them adds nothing to count; a record saved accepted is new to everyone.
    for (const who of SUBSCRIBERS) expect(events[who].map((event) => event.newOnMap)).toEqual(events[who].map((event) => who === 'owner' || event.recId === created));
    expect(events.guest[2]).toMatchObject({ recId: marker, generalised: false, speciesId: speciesIds[0], eea1km: expect.any(String) });
  });

  test('refuses a malformed filter at once', async () => {
    const client = subscriptionClient(t);
    clients.push(client);
    const results = client.iterate({ query: SUBSCRIPTION, variables: { filter: { dateFrom: 'yesterday' } } });
    const first = await results.next().then(
      ({ value }) => value,
      (failed: unknown) => ({ errors: failed as { message: string; extensions?: { code?: string } }[] }),
    );
    await results.return?.();
    expect(JSON.stringify(first)).toContain('DATE_FORMAT_ERROR');
  });
});
