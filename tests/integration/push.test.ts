import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { isAllowedPushEndpoint } from '../../server/modules/push/endpoints.ts';
import { buildPushRequest, httpsTransport } from '../../server/modules/push/sender.ts';
import { WebPush } from '../../server/modules/push/web-push.ts';
import { startTestApp, type TestApp } from './harness.ts';

/** A browser's side of a push subscription: its P-256 key pair and auth secret (RFC 8291). */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}
type BrowserKeys = ReturnType<typeof browserKeys>;

/** Decrypts an aes128gcm push message body as the browser does (RFC 8188, RFC 8291 §3.4). */
function decryptPush(body: Buffer, browser: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const content = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverPublic);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, info, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(content.subarray(content.length - 16));
  const padded = Buffer.concat([decipher.update(content.subarray(0, content.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the VAPID Authorization header (RFC 8292): an ES256 JWT for the push service's origin, signed with key k. */
function verifyVapid(authorization: string | undefined, audience: string, publicKey: string) {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  expect(match, authorization).not.toBeNull();
  const [, header, claims, signature, k] = match!;
  expect(k).toBe(publicKey);
  const point = Buffer.from(k!, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'));
  expect(signed).toBe(true);
  const payload = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  expect(payload.aud).toBe(audience);
  expect(payload.sub).toMatch(/^(mailto:|https:)/);
  expect(payload.exp * 1000).toBeGreaterThan(Date.now());
}

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A stand-in push service on a local port: records every request; paths under /gone/ answer 410, under /unreachable/ drop the connection. */
class FakePushService {
  readonly received: Received[] = [];
  private waiters: (() => void)[] = [];
  private server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url?.startsWith('/unreachable/')) return req.socket.destroy();
      this.received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(req.url?.startsWith('/gone/') ? 410 : 201).end();
      for (const wake of this.waiters.splice(0)) wake();
    });
  });
  port = 0;

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Waits until `count` requests have arrived in all. */
  async waitFor(count: number, timeoutMs = 5000): Promise<Received[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} push requests, got ${this.received.length}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return this.received;
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const PUSH_ORIGIN = 'https://push.example.test';
const SUBSCRIBE = `mutation ($input: SubscribePushInput!) {
  subscribePush(input: $input) {
    __typename
    ... on PushSubscription { deviceId endpoint }
    ... on ValidationError { fields { field code } }
    ... on Error { code }
  }
}`;
const UNSUBSCRIBE = `mutation ($input: UnsubscribePushInput!) {
  unsubscribePush(input: $input) { __typename ... on UnsubscribePushPayload { removed } ... on Error { code } }
}`;
const SEND_REQUEST = `mutation ($input: EntityActionInput!) { sendFriendRequest(input: $input) { __typename ... on RelationPayload { code } ... on Error { code } } }`;
const gid = (id: number) => Buffer.from(`Entity:${id}`).toString('base64');

let t: TestApp;
let pushService: FakePushService;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lepke-push-'));
  pushService = new FakePushService();
  await pushService.start();
  // The stand-in push service is the only one allowed, and its https origin is routed to the local HTTP server.
  t = await startTestApp({ env: { SEED_DEMO: '0', DATA_DIR: dataDir, PUSH_SERVICE_HOSTS: new URL(PUSH_ORIGIN).hostname } });
  t.app.services.push.transport = async ({ endpoint, method, headers, body }) => {
    const response = await fetch(endpoint.replace(PUSH_ORIGIN, `http://127.0.0.1:${pushService.port}`), {
      method,
      headers,
      body: body ? new Uint8Array(body) : null,
    });
    await response.body?.cancel();
    return response.status;
  };
});
afterAll(async () => {
  await t?.close();
  await pushService?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const subscriptionRows = (entityId: number) => t.db.prisma.pushSubscription.findMany({ where: { entityId }, orderBy: { id: 'asc' } });

describe('VAPID keys', () => {
  test('generated once into DATA_DIR and kept across restarts', async () => {
    const reply = await t.gql('{ pushPublicKey }');
    const publicKey: string = reply.body.data.pushPublicKey;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const stored = JSON.parse(await readFile(path.join(dataDir, 'vapid.json'), 'utf8')) as { publicKey: string };
    expect(stored.publicKey).toBe(publicKey);

    const restarted = new WebPush(loadConfig({ DATA_DIR: dataDir }), createLogger('silent'));
    expect(await restarted.publicKey()).toBe(publicKey);
  });

  test('configured keys win; one of the pair alone is a configuration error', async () => {
    const otherDir = await mkdtemp(path.join(tmpdir(), 'lepke-push-'));
    const pair = { VAPID_PUBLIC_KEY: 'B'.padEnd(87, 'A'), VAPID_PRIVATE_KEY: 'A'.repeat(43) };
    const configured = new WebPush(loadConfig({ DATA_DIR: otherDir, ...pair }), createLogger('silent'));
    expect(await configured.publicKey()).toBe(pair.VAPID_PUBLIC_KEY);
    await expect(readFile(path.join(otherDir, 'vapid.json'))).rejects.toThrow();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(/together/);
    await rm(otherDir, { recursive: true, force: true });
  });
});

describe('subscriptions', () => {
  test('REST subscribe upserts per person and device; DELETE with device_id removes it', async () => {
    const anna = await t.register('Anna Push');
    const first = browserKeys();
    const posted = await t.rest('POST', '/api/notification/subscribe', {
      cookie: anna.cookie,
      body: { subscription: { endpoint: `${PUSH_ORIGIN}/send/a1`, expirationTime: null, keys: first.keys }, device_id: 'dev-a' },
    });
    expect(posted.status).toBe(200);
    expect(posted.body.data).toMatchObject({ device_id: 'dev-a', endpoint: `${PUSH_ORIGIN}/send/a1` });

    // The same device again with a new token (the push-token check after a login): still one row, the new endpoint.
    const second = browserKeys();
    await t.rest('POST', '/api/notification/subscribe', {
      cookie: anna.cookie,
      body: { subscription: { endpoint: `${PUSH_ORIGIN}/send/a2`, keys: second.keys }, device_id: 'dev-a' },
    });
    const rows = await subscriptionRows(anna.entityId);
    expect(rows.map((row) => [row.deviceId, row.endpoint, row.p256dh])).toEqual([['dev-a', `${PUSH_ORIGIN}/send/a2`, second.keys.p256dh]]);

    const removed = await t.rest('DELETE', '/api/notification/subscribe?device_id=dev-a', { cookie: anna.cookie });
    expect(removed).toMatchObject({ status: 200, body: { data: { removed: true } } });
    expect(await subscriptionRows(anna.entityId)).toEqual([]);
    const again = await t.rest('DELETE', '/api/notification/subscribe?device_id=dev-a', { cookie: anna.cookie });
    expect(again.body.data.removed).toBe(false);
  });

  test('invalid subscriptions are VALIDATION_ERROR; guests are UNAUTHORIZED', async () => {
    const { cookie } = await t.register('Bad Push');
    const { keys } = browserKeys();
    const attempt = (body: unknown) => t.rest('POST', '/api/notification/subscribe', { cookie, body });
    for (const body of [
      { subscription: { endpoint: 'http://push.example.test/x', keys }, device_id: 'd' },
      { subscription: { endpoint: 'not a url', keys }, device_id: 'd' },
      { subscription: { endpoint: `${PUSH_ORIGIN}/x`, keys: { p256dh: keys.p256dh, auth: 'short' } }, device_id: 'd' },
      { subscription: { endpoint: `${PUSH_ORIGIN}/x`, keys: { p256dh: keys.auth, auth: keys.auth } }, device_id: 'd' },
      { subscription: { endpoint: `${PUSH_ORIGIN}/x` }, device_id: 'd' },
      { subscription: { endpoint: `${PUSH_ORIGIN}/x`, keys } },
      { subscription: { endpoint: `${PUSH_ORIGIN}/x`, keys }, device_id: 'has spaces' },
    ]) {
      const reply = await attempt(body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(reply.body.error_code).toBe('VALIDATION_ERROR');
    }
    const missingId = await t.rest('DELETE', '/api/notification/subscribe', { cookie });
    expect(missingId.status).toBe(422);

    const guest = await t.rest('POST', '/api/notification/subscribe', {
      body: { subscription: { endpoint: `${PUSH_ORIGIN}/x`, keys }, device_id: 'd' },
    });
    expect(guest).toMatchObject({ status: 401, body: { error_code: 'UNAUTHORIZED' } });
    const graphqlGuest = await t.gql(UNSUBSCRIBE, { input: { deviceId: 'd' } });
    expect(graphqlGuest.body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
  });

  test('GraphQL subscribe and unsubscribe; an endpoint taken over by another person leaves the previous one', async () => {
    const [anna, bela] = await Promise.all([t.register('Anna Gql'), t.register('Bela Gql')]);
    const { keys } = browserKeys();
    const subscription = { endpoint: `${PUSH_ORIGIN}/send/shared`, keys };
    const mine = await t.gql(SUBSCRIBE, { input: { subscription, deviceId: 'browser-1' } }, { cookie: anna.cookie });
    expect(mine.body.data.subscribePush).toEqual({ __typename: 'PushSubscription', deviceId: 'browser-1', endpoint: subscription.endpoint });

    const invalid = await t.gql(SUBSCRIBE, { input: { subscription: { endpoint: 'x' }, deviceId: 'browser-1' } }, { cookie: anna.cookie });
    expect(invalid.body.data.subscribePush.__typename).toBe('ValidationError');
    expect(invalid.body.data.subscribePush.fields.map((f: { field: string }) => f.field)).toContain('subscription.endpoint');

    // Bela logs in on the same browser: Anna's notifications must stop reaching it.
    await t.gql(SUBSCRIBE, { input: { subscription, deviceId: 'browser-1' } }, { cookie: bela.cookie });
    expect(await subscriptionRows(anna.entityId)).toEqual([]);
    expect(await subscriptionRows(bela.entityId)).toHaveLength(1);

    const removed = await t.gql(UNSUBSCRIBE, { input: { deviceId: 'browser-1' } }, { cookie: bela.cookie });
    expect(removed.body.data.unsubscribePush).toEqual({ __typename: 'UnsubscribePushPayload', removed: true });
    expect(await subscriptionRows(bela.entityId)).toEqual([]);
  });
});

/** A TCP port on this machine that counts the connections made to it (a service the server must never reach). */
async function internalService() {
  let connections = 0;
  const server = createTcpServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('only the push services are reached (SSRF)', () => {
  test('by default the endpoints of FCM, Mozilla, Apple and Windows are accepted, nothing else', () => {
    const hosts = loadConfig({}).push.serviceHosts;
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABl',
      'https://web.push.apple.com/QGx8S3Y0b2tlbg',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, hosts), endpoint).toBe(true);
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pass@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://push.apple.com.evil.example/x',
      'https://evilnotify.windows.com/x',
      'https://127.0.0.1/x',
      'https://localhost/x',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, hosts), endpoint).toBe(false);
    }
  });

  test('a subscription to an internal or unknown host is refused with PUSH_SERVICE_NOT_ALLOWED and not stored', async () => {
    const anna = await t.register('Anna Ssrf');
    const { keys } = browserKeys();
    for (const endpoint of [
      'https://127.0.0.1/x',
      'https://10.0.0.1/x',
      'https://192.168.1.1/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/x',
      'https://[fe80::1]/x',
      'https://localhost/x',
      `${PUSH_ORIGIN}:8443/x`,
      'https://push.example.test.evil.example/x',
      'https://evil.example/x',
    ]) {
      const rest = await t.rest('POST', '/api/notification/subscribe', { cookie: anna.cookie, body: { subscription: { endpoint, keys }, device_id: 'd' } });
      expect(rest.status, endpoint).toBe(422);
      expect(rest.body.error_code).toBe('VALIDATION_ERROR');
      const gql = await t.gql(SUBSCRIBE, { input: { subscription: { endpoint, keys }, deviceId: 'd' } }, { cookie: anna.cookie });
      expect(gql.body.data.subscribePush.fields, endpoint).toEqual([{ field: 'subscription.endpoint', code: 'PUSH_SERVICE_NOT_ALLOWED' }]);
    }
    expect(await subscriptionRows(anna.entityId)).toEqual([]);
  });

  test('the HTTPS transport connects to no internal address, whatever the push host resolves to at send time', async () => {
    const internal = await internalService();
    try {
      const vapid = await t.app.services.push.keys();
      // localhost stands for a push host whose DNS now answers an internal address (rebinding).
      for (const host of ['localhost', '127.0.0.1', '[::ffff:127.0.0.1]']) {
        const target = { endpoint: `https://${host}:${internal.port}/send/x`, ...browserKeys().keys };
        await expect(httpsTransport(buildPushRequest(target, '{}', vapid)), host).rejects.toThrow(/internal address/);
      }
      expect(internal.connections()).toBe(0);
    } finally {
      await internal.close();
    }
  });

  test('a stored subscription outside the push services is never sent to', async () => {
    const internal = await internalService();
    try {
      const [anna, bela] = await Promise.all([t.register('Anna Stored'), t.register('Bela Stored')]);
      // A row from before the host check (or before PUSH_SERVICE_HOSTS changed).
      await t.db.prisma.pushSubscription.create({
        data: { entityId: anna.entityId, deviceId: 'old', endpoint: `https://127.0.0.1:${internal.port}/old`, ...browserKeys().keys },
      });
      await t.rest('POST', '/api/notification/subscribe', {
        cookie: anna.cookie,
        body: { subscription: { endpoint: `${PUSH_ORIGIN}/send/current`, keys: browserKeys().keys }, device_id: 'current' },
      });
      const before = pushService.received.length;
      await t.gql(SEND_REQUEST, { input: { entity: gid(anna.entityId) } }, { cookie: bela.cookie });
      await pushService.waitFor(before + 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(internal.connections()).toBe(0);
    } finally {
      await internal.close();
    }
  });
});

describe('sending', () => {
  test("a new notification is pushed, encrypted and VAPID-signed, to each of the recipient's devices", async () => {
    const [anna, bela] = await Promise.all([t.register('Anna Phone'), t.register('Bela Sender')]);
    await t.gql('mutation { setLanguage(input: { language: "en" }) { __typename } }', {}, { cookie: anna.cookie });
    const phone = browserKeys();
    const laptop = browserKeys();
    for (const [device, browser] of [
      ['phone', phone],
      ['laptop', laptop],
    ] as const) {
      await t.rest('POST', '/api/notification/subscribe', {
        cookie: anna.cookie,
        body: { subscription: { endpoint: `${PUSH_ORIGIN}/send/${device}`, keys: browser.keys }, device_id: device },
      });
    }
    const before = pushService.received.length;
    const sent = await t.gql(SEND_REQUEST, { input: { entity: gid(anna.entityId) } }, { cookie: bela.cookie });
    expect(sent.body.data.sendFriendRequest.code).toBe('FRIEND_REQUEST_SENT');

    const received = (await pushService.waitFor(before + 2)).slice(before);
    const publicKey: string = (await t.gql('{ pushPublicKey }')).body.data.pushPublicKey;
    const byPath = new Map(received.map((request) => [request.path, request]));
    for (const [device, browser] of [
      ['phone', phone],
      ['laptop', laptop],
    ] as const) {
      const request = byPath.get(`/send/${device}`);
      expect(request, device).toBeDefined();
      expect(request!.headers['content-encoding']).toBe('aes128gcm');
      expect(request!.headers['content-type']).toBe('application/octet-stream');
      expect(Number(request!.headers.ttl)).toBeGreaterThan(0);
      verifyVapid(request!.headers.authorization, PUSH_ORIGIN, publicKey);
      expect(JSON.parse(decryptPush(request!.body, browser))).toEqual({
        title: 'Lepke',
        // the notification list's text, in Anna's language, with the sender's name
        body: 'Bela Sender sent you a friend request.',
        token: 'FRIEND_REQUEST_GOT',
        url: `/people/${bela.entityId}`,
      });
    }
  });

  test('a subscription the push service reports gone (410) is removed; an unreachable one never fails the request', async () => {
    const [anna, bela] = await Promise.all([t.register('Anna Gone'), t.register('Bela Gone')]);
    await t.rest('POST', '/api/notification/subscribe', {
      cookie: anna.cookie,
      body: { subscription: { endpoint: `${PUSH_ORIGIN}/gone/1`, keys: browserKeys().keys }, device_id: 'old' },
    });
    await t.rest('POST', '/api/notification/subscribe', {
      cookie: anna.cookie,
      body: { subscription: { endpoint: `${PUSH_ORIGIN}/unreachable/1`, keys: browserKeys().keys }, device_id: 'dead' },
    });
    const before = pushService.received.length;
    const sent = await t.gql(SEND_REQUEST, { input: { entity: gid(anna.entityId) } }, { cookie: bela.cookie });
    expect(sent.body.data.sendFriendRequest.code).toBe('FRIEND_REQUEST_SENT');
    await pushService.waitFor(before + 1);
    await expect.poll(async () => (await subscriptionRows(anna.entityId)).map((row) => row.deviceId), { timeout: 5000 }).toEqual(['dead']);
  });
});

const UPDATE_SETTINGS = `mutation ($input: UpdateProfileSettingsInput!) {
  updateProfileSettings(input: $input) {
    __typename
    ... on ProfileSettingsPayload { viewer { settings privacyDefaults { note news question mood lesson } } }
    ... on ValidationError { fields { field code } }
    ... on Error { code }
  }
}`;

describe('profile settings: default privacy per kind', () => {
  test('saved as {kind}_pp keys beside the other settings; unset kinds read 9', async () => {
    const anna = await t.register('Anna Settings');
    await t.db.prisma.user.updateMany({ where: { entityId: anna.entityId }, data: { settings: { theme: 'dark' } } });
    const fresh = await t.gql('{ viewer { privacyDefaults { note news question mood lesson } } }', {}, { cookie: anna.cookie });
    expect(fresh.body.data.viewer.privacyDefaults).toEqual({ note: 9, news: 9, question: 9, mood: 9, lesson: 9 });

    const saved = await t.gql(UPDATE_SETTINGS, { input: { privacyDefaults: { note: 1, mood: 0 } } }, { cookie: anna.cookie });
    expect(saved.body.data.updateProfileSettings.viewer).toEqual({
      settings: { theme: 'dark', note_pp: 1, mood_pp: 0 },
      privacyDefaults: { note: 1, news: 9, question: 9, mood: 0, lesson: 9 },
    });
    await t.gql(UPDATE_SETTINGS, { input: { privacyDefaults: { lesson: 2, note: 9 } } }, { cookie: anna.cookie });
    const user = await t.db.prisma.user.findFirstOrThrow({ where: { entityId: anna.entityId } });
    expect(user.settings).toEqual({ theme: 'dark', note_pp: 9, mood_pp: 0, lesson_pp: 2 });

    const rest = await t.rest('GET', '/api/dataset/user/_full', { cookie: anna.cookie });
    expect(rest.body._state.profile.setting).toMatchObject({ note_pp: 9, mood_pp: 0, lesson_pp: 2 });
  });

  test('values other than 0, 1, 2, 9 and an empty change are refused; guests are UNAUTHORIZED', async () => {
    const { cookie } = await t.register('Bad Settings');
    for (const privacyDefaults of [{ note: 5 }, { news: -1 }, {}]) {
      const reply = await t.gql(UPDATE_SETTINGS, { input: { privacyDefaults } }, { cookie });
      expect(reply.body.data.updateProfileSettings.__typename, JSON.stringify(privacyDefaults)).toBe('ValidationError');
    }
    const refused = await t.gql(UPDATE_SETTINGS, { input: { privacyDefaults: { note: 5 } } }, { cookie });
    expect(refused.body.data.updateProfileSettings.fields).toEqual([{ field: 'note_pp', code: 'INVALID_PRIVACY_VALUE' }]);
    const guest = await t.gql(UPDATE_SETTINGS, { input: { privacyDefaults: { note: 1 } } });
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
  });
});

describe('profile settings: the saved geo filter (_geo_filter)', () => {
  const SAVE_GEO = `mutation ($geo: String!) {
    updateProfileSettings(input: { geoFilter: $geo }) {
      __typename
      ... on ProfileSettingsPayload { viewer { geoFilter } }
      ... on ValidationError { fields { field code } }
    }
  }`;

  test('Europe until a country is saved; the choice is kept in the user state for GraphQL and REST', async () => {
    const { cookie, entityId } = await t.register('Geo Settings');
    const fresh = await t.gql('{ viewer { geoFilter } }', {}, { cookie });
    expect(fresh.body.data.viewer.geoFilter).toBe('EU');
    expect((await t.rest('GET', '/api/dataset/user', { cookie })).body._state._geo_filter).toBe('EU');

    const saved = await t.gql(SAVE_GEO, { geo: 'hu' }, { cookie });
    expect(saved.body.data.updateProfileSettings.viewer.geoFilter).toBe('HU');
    const user = await t.db.prisma.user.findFirstOrThrow({ where: { entityId } });
    expect(user.settings).toEqual({ _geo_filter: 'HU' });
    expect((await t.rest('GET', '/api/dataset/user', { cookie })).body._state._geo_filter).toBe('HU');

    await t.gql(SAVE_GEO, { geo: 'EU' }, { cookie });
    expect((await t.gql('{ viewer { geoFilter } }', {}, { cookie })).body.data.viewer.geoFilter).toBe('EU');
    expect((await t.rest('GET', '/api/dataset/user')).body._state._geo_filter).toBe('EU');
  });

  test('a code off the list is refused and nothing is saved', async () => {
    const { cookie, entityId } = await t.register('Geo Refused');
    await t.gql(SAVE_GEO, { geo: 'RO' }, { cookie });
    for (const geo of ['US', 'XX', '', 'HUN']) {
      const reply = await t.gql(SAVE_GEO, { geo }, { cookie });
      expect(reply.body.data.updateProfileSettings, geo).toEqual({ __typename: 'ValidationError', fields: [{ field: '_geo_filter', code: 'FORMAT_ERROR' }] });
    }
    const user = await t.db.prisma.user.findFirstOrThrow({ where: { entityId } });
    expect(user.settings).toEqual({ _geo_filter: 'RO' });
  });
});
