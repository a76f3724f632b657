/**
 * Fault: Redis is unreachable at start-up, or goes away while the server runs. The server stays up
 * and degrades: logins are rate-limited in memory, subscriptions reach the clients of their own
 * process; it logs the outage once, and when Redis returns it shares events between processes again.
 * The servers run as real processes of their own on a scratch database of the PostgreSQL server.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { admin, databaseUrl, type ServerProcess, startServer } from '../support/server-process.ts';
import { LOGIN, REGISTER } from './harness.ts';
import { subscriptionClient } from './ws-client.ts';

const REDIS = { host: '127.0.0.1', port: 6379 };
const VIEWER_COUNTS = 'subscription { viewerCounts { notificationCount messageCount } }';
const MARK_READ = 'mutation { markNotificationsRead { notificationCount messageCount } }';
const SEND_REQUEST = 'mutation ($input: EntityActionInput!) { sendFriendRequest(input: $input) { __typename ... on Error { code } } }';
const OUTAGE = /Redis is unreachable/g;
const RECOVERY = /Redis is reachable again/g;

/** Each test starts server processes (a tsx start and the migrations): slow on a busy machine. */
const PROCESS_TEST_TIMEOUT = 180_000;

const name = `lepke_test_redis_${randomBytes(4).toString('hex')}`;
let dataDir: string;
const servers: ServerProcess[] = [];

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer(databaseUrl(name), { DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info', NODE_ENV: 'test', ...env });
  servers.push(server);
  return server;
}

async function gql(server: ServerProcess, query: string, variables: Record<string, unknown> = {}, cookie?: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const cookieHeader = response.headers.getSetCookie().find((header) => header.startsWith('lepke_session='));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as { data?: any }, cookie: cookieHeader?.split(';')[0] };
}

const PASSWORD = 'lepke-test-password';

async function register(server: ServerProcess, displayName: string) {
  const email = `${displayName.toLowerCase()}-${randomBytes(4).toString('hex')}@lepke.test`;
  const input = { displayName, email, password: PASSWORD, passwordRetype: PASSWORD, acceptPrivacy: true };
  const reply = await gql(server, REGISTER, { input });
  const entityId = reply.body.data?.register?.viewer?.entityId as number;
  expect(entityId, JSON.stringify(reply.body)).toBeTypeOf('number');
  return { email, cookie: reply.cookie!, entityId, gid: Buffer.from(`Entity:${entityId}`).toString('base64') };
}

/** Wrong and right passwords still get their ordinary answers. */
async function expectLoginsAnswered(server: ServerProcess, email: string) {
  const wrong = await gql(server, LOGIN, { input: { email, password: 'not-the-password' } });
  expect(wrong.body.data?.login).toMatchObject({ code: 'LOGIN_FAILED' });
  const right = await gql(server, LOGIN, { input: { email, password: PASSWORD } });
  expect(right.body.data?.login).toMatchObject({ __typename: 'AuthPayload' });
}

/** The badge counts a subscription receives, one at a time. */
function countsOf(server: ServerProcess, cookie: string) {
  const client = subscriptionClient(server, { cookie });
  const results = client.iterate<{ viewerCounts: { notificationCount: number } }>({ query: VIEWER_COUNTS });
  return {
    next: async () => (await results.next()).value?.data?.viewerCounts.notificationCount,
    async close() {
      await results.return?.();
      await client.dispose();
    },
  };
}

/** A port nothing listens on. */
async function refusingPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A TCP proxy in front of the real Redis that the test can cut (connections dropped, port refusing) and restore. */
class CuttableProxy {
  port = 0;
  private readonly sockets = new Set<net.Socket>();
  private server = this.create();

  private create() {
    return net.createServer((client) => {
      const upstream = net.connect(REDIS);
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.sockets.add(from);
        from.pipe(to);
        from.on('error', () => to.destroy());
        from.on('close', () => {
          this.sockets.delete(from);
          to.destroy();
        });
      }
    });
  }

  async listen() {
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  async cut() {
    const closed = new Promise((resolve) => this.server.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
    this.server = this.create();
  }

  async close() {
    await this.cut();
  }
}

beforeAll(async () => {
  await admin(`CREATE DATABASE "${name}"`);
  dataDir = await mkdtemp(path.join(tmpdir(), 'lepke-redis-'));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await rm(dataDir, { recursive: true, force: true });
});

test(
  'with REDIS_URL at a port that refuses, the server starts, logs in, and serves subscriptions within the process',
  async () => {
    const server = await start({ REDIS_URL: `redis://127.0.0.1:${await refusingPort()}` });
    const [anna, bela] = [await register(server, 'Anna'), await register(server, 'Bela')];
    await expectLoginsAnswered(server, anna.email);

    const counts = countsOf(server, anna.cookie);
    try {
      expect(await counts.next()).toBe(0);
      const sent = await gql(server, SEND_REQUEST, { input: { entity: anna.gid } }, bela.cookie);
      expect(sent.body.data.sendFriendRequest.__typename).toBe('RelationPayload');
      expect(await counts.next()).toBe(1);
      const read = await gql(server, MARK_READ, {}, anna.cookie);
      expect(read.body.data.markNotificationsRead.notificationCount).toBe(0);
      expect(await counts.next()).toBe(0);
    } finally {
      await counts.close();
    }
    await expectLoginsAnswered(server, bela.email);
    // Still up after the reconnection attempts of a few seconds, and the outage was told once.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await fetch(`${server.url}/api/dataset/user`)).status).toBe(200);
    expect(server.output().match(OUTAGE)).toHaveLength(1);
  },
  PROCESS_TEST_TIMEOUT,
);

describe('Redis dropped while the server runs', () => {
  let proxy: CuttableProxy;
  let redis: Redis;
  beforeAll(async () => {
    proxy = new CuttableProxy();
    await proxy.listen();
    redis = new Redis(REDIS);
  });
  afterAll(async () => {
    redis?.disconnect();
    await proxy?.close();
  });

  test(
    'a server behind the cut keeps answering and delivering its own events, logs once, and shares events again when Redis returns',
    async () => {
      // A reaches Redis through the proxy, B directly; they share the database.
      const a = await start({ REDIS_URL: `redis://127.0.0.1:${proxy.port}` });
      const b = await start({ REDIS_URL: `redis://${REDIS.host}:${REDIS.port}` });
      // Every test run on this machine shares the Redis channels: a random entity id keeps this run's apart.
      const db = new pg.Client({ connectionString: databaseUrl(name) });
      await db.connect();
      await db.query(`SELECT setval(pg_get_serial_sequence('"Entity"', 'id'), $1)`, [randomInt(1_000_000, 2_000_000_000)]);
      await db.end();
      const anna = await register(a, 'Anna');
      const [bela, cecil] = [await register(b, 'Bela'), await register(b, 'Cecil')];
      const subscribedInRedis = () =>
        vi.waitFor(
          async () => {
            const [, subscribers] = (await redis.pubsub('NUMSUB', `viewerCounts:${anna.entityId}`)) as [string, number];
            expect(subscribers).toBe(1);
          },
          { timeout: 30_000 },
        );

      const counts = countsOf(a, anna.cookie);
      try {
        expect(await counts.next()).toBe(0);
        await subscribedInRedis();
        await gql(b, SEND_REQUEST, { input: { entity: anna.gid } }, bela.cookie);
        expect(await counts.next()).toBe(1);

        await proxy.cut();
        await vi.waitFor(() => expect(a.output()).toMatch(OUTAGE), { timeout: 30_000 });
        // A publish by a mutation reaches the subscription on the same server.
        const read = await gql(a, MARK_READ, {}, anna.cookie);
        expect(read.body.data.markNotificationsRead.notificationCount).toBe(0);
        expect(await counts.next()).toBe(0);
        await expectLoginsAnswered(a, anna.email);

        await proxy.listen();
        await vi.waitFor(() => expect(a.output()).toMatch(RECOVERY), { timeout: 30_000 });
        await subscribedInRedis();
        await gql(b, SEND_REQUEST, { input: { entity: anna.gid } }, cecil.cookie);
        expect(await counts.next()).toBe(1);
      } finally {
        await counts.close();
      }
      expect(a.output().match(OUTAGE)).toHaveLength(1);
      expect(a.output().match(RECOVERY)).toHaveLength(1);
      expect((await fetch(`${a.url}/api/dataset/user`)).status).toBe(200);
    },
    PROCESS_TEST_TIMEOUT,
  );
});
