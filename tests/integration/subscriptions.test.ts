import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from './database.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { writeMessageWithin } from '../../server/modules/messages/service.ts';
import { firstResult, handshakeStatus, subscriptionClient } from './ws-client.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';
const VIEWER_COUNTS = 'subscription { viewerCounts { notificationCount messageCount } }';
const MARK_READ = 'mutation { markNotificationsRead { notificationCount messageCount } }';
const NO_SEED = { SEED_DEMO: '0' };

interface BadgeCounts {
  notificationCount: number;
  messageCount: number;
}

/**
 * A new user with 2 unread notifications and 1 unread message subscribes on one server and marks
 * the notifications read on the other: the subscription gets the counts, then the new counts.
 * `untilListening` waits, after the first counts, until the subscribing server listens for changes.
 */
async function expectCountsPushed(subscribeOn: TestApp, mutateOn: TestApp, untilListening = async (_entityId: number) => {}) {
  const { cookie, entityId } = await mutateOn.register('Badge Berta');
  const { prisma } = mutateOn.db;
  const sender = await prisma.entity.create({ data: { type: 0, displayName: 'Sender' } });
  await prisma.notification.createMany({
    data: [
      { recipientId: entityId, token: 'ITEM_LIKED' },
      { recipientId: entityId, token: 'COMMENT_ADDED' },
    ],
  });
  await prisma.$transaction((tx) => writeMessageWithin(tx, { fromId: sender.id, toId: entityId, subject: 'Szia', body: 'Jössz lepkézni?' }));

  const client = subscriptionClient(subscribeOn, { cookie });
  const counts = client.iterate<{ viewerCounts: BadgeCounts }>({ query: VIEWER_COUNTS });
  const nextCounts = async () => (await counts.next()).value?.data?.viewerCounts;
  try {
    expect(await nextCounts()).toEqual({ notificationCount: 2, messageCount: 1 });
    await untilListening(entityId);
    const marked = await mutateOn.gql(MARK_READ, {}, { cookie });
    expect(marked.body.data.markNotificationsRead).toEqual({ notificationCount: 0, messageCount: 1 });
    expect(await nextCounts()).toEqual({ notificationCount: 0, messageCount: 1 });
  } finally {
    await counts.return?.();
    await client.dispose();
  }
}

describe('viewerCounts on the in-memory bus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: NO_SEED });
  });
  afterAll(() => t?.close());

  test('sends the current counts, then the counts after markNotificationsRead', () => expectCountsPushed(t, t));

  test("refuses a guest's subscription", async () => {
    const client = subscriptionClient(t);
    try {
      const result = await firstResult(client, VIEWER_COUNTS);
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.[0]?.message).toBe('Unauthorized access');
    } finally {
      await client.dispose();
    }
  });

  test('refuses a WebSocket handshake from another Origin and accepts our own', async () => {
    expect([401, 403]).toContain(await handshakeStatus(t, { origin: 'https://evil.example' }));
    expect(await handshakeStatus(t, { origin: t.url })).toBe(101);
  });
});

describe('viewerCounts on Redis, across two servers sharing one database', () => {
  let shared: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    shared = await openTestDatabase();
    a = await startTestApp({ db: shared.db, env: { ...NO_SEED, REDIS_URL } });
    b = await startTestApp({ db: shared.db, env: { ...NO_SEED, REDIS_URL } });
    redis = new Redis(REDIS_URL);
    // Every test run on this machine shares the Redis channels: a random entity id keeps this run's apart.
    await shared.db.query(`SELECT setval(pg_get_serial_sequence('"Entity"', 'id'), $1)`, [randomInt(1_000_000, 2_000_000_000)]);
  });
  afterAll(async () => {
    redis?.disconnect();
    await Promise.all([a?.close(), b?.close()]);
    await shared?.close();
  });

  /** Server A subscribes to its Redis channel only after sending the current counts; wait until it has. */
  const untilSubscribedInRedis = (entityId: number) =>
    vi.waitFor(async () => {
      const [, subscribers] = (await redis.pubsub('NUMSUB', `viewerCounts:${entityId}`)) as [string, number];
      expect(subscribers).toBe(1);
    });

  test('a subscription on server A receives the change made through server B', () => expectCountsPushed(a, b, untilSubscribedInRedis));
});
