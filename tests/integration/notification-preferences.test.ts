import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dispatch } from '../../server/modules/notifications/dispatcher.ts';
import {
  DEFAULT_CHANNELS,
  EMAIL_CHOICES,
  inAppFixed,
  KIND_TOKENS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  REVIEW_NOTICE_SETTING,
} from '../../domain/notification-kinds.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { writtenMails } from './support/mail-files.ts';

interface Person {
  cookie: string;
  entityId: number;
}

const PUSH_ORIGIN = 'https://push.example.test';
const PREFERENCES = '{ viewer { notificationPreferences { id kind inApp inAppFixed push email } } }';
const SET = `mutation ($input: SetNotificationChannelsInput!) {
  setNotificationChannels(input: $input) {
    __typename
    ... on SetNotificationChannelsPayload { preference { kind inApp push email } }
    ... on ValidationError { code fields { field code } }
    ... on Error { code }
  }
}`;
const SUBSCRIBE = `mutation ($input: SubscribePushInput!) { subscribePush(input: $input) { __typename } }`;
const SEND_REQUEST = `mutation ($input: EntityActionInput!) { sendFriendRequest(input: $input) { __typename } }`;
const SEND_MESSAGE = `mutation ($input: MessageInput!) { sendMessage(input: $input) { __typename ... on Error { code } } }`;
const REVIEW_QUEUE = '{ viewer { notificationSettings { reviewQueue } } }';
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

/** The pushes the server handed to the push service, by endpoint (the transport is swapped as push.test.ts does; the request is built and encrypted for real). */
const sent: string[] = [];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0', PUSH_SERVICE_HOSTS: new URL(PUSH_ORIGIN).hostname } });
  t.app.services.push.transport = (request) => {
    sent.push(request.endpoint);
    return Promise.resolve(201);
  };
});
afterAll(() => t?.close());

let people = 0;
const person = (): Promise<Person> => t.register(`Értesítendő ${++people}`);

/** A person with one push subscription on a device of their own; answers the endpoint pushes to them reach. */
async function subscribed(): Promise<Person & { endpoint: string }> {
  const someone = await person();
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const endpoint = `${PUSH_ORIGIN}/send/${someone.entityId}`;
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  const reply = await t.gql(SUBSCRIBE, { input: { subscription: { endpoint, keys }, deviceId: `device-${someone.entityId}` } }, { cookie: someone.cookie });
  expect(reply.body.data.subscribePush.__typename).toBe('PushSubscription');
  return { ...someone, endpoint };
}

async function setChannels(someone: Person, input: Record<string, unknown>) {
  const reply = await t.gql(SET, { input }, { cookie: someone.cookie });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data.setNotificationChannels;
}

const mailFiles = async () => (await writtenMails(t.app.services.config.dataDir)).length;
const rowsOf = (someone: Person) => t.db.prisma.notification.findMany({ where: { recipientId: someone.entityId }, select: { token: true } });
const pushesTo = (endpoint: string) => sent.filter((each) => each === endpoint).length;

/** Waits until `endpoint` got `count` pushes (the pushes leave after the request answered). */
async function waitForPushes(endpoint: string, count: number) {
  const deadline = Date.now() + 5000;
  while (pushesTo(endpoint) < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(pushesTo(endpoint)).toBe(count);
}

describe('the choices', () => {
  test('a new account has the quiet defaults, over GraphQL and REST', async () => {
    const someone = await person();
    const reply = await t.gql(PREFERENCES, {}, { cookie: someone.cookie });
    const preferences = reply.body.data.viewer.notificationPreferences as { kind: NotificationKind; inApp: boolean; push: boolean; email: string; inAppFixed: boolean }[];
    expect(preferences.map((each) => each.kind)).toEqual([...NOTIFICATION_KINDS]);
    for (const each of preferences) {
      expect(each, each.kind).toMatchObject({ ...DEFAULT_CHANNELS[each.kind], inAppFixed: inAppFixed(each.kind) });
    }
    // E-mail only for messages, in a daily digest.
    expect(preferences.filter((each) => each.email !== 'OFF').map((each) => [each.kind, each.email])).toEqual([['MESSAGE', 'DAILY']]);
    // Everything in the app; a push only for what is addressed to the person.
    expect(preferences.filter((each) => each.push).map((each) => each.kind)).toEqual([
      'FRIEND_REQUEST',
      'JOIN_REQUEST',
      'REPLY',
      'REVIEW_DECISION',
      'REVIEW_COMMENT',
      'MESSAGE',
      'MODERATION',
      'ACCOUNT',
    ]);
    expect(preferences.every((each) => each.inApp)).toBe(true);

    const rest = await t.rest('GET', '/api/notification/settings', { cookie: someone.cookie });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toEqual(
      NOTIFICATION_KINDS.map((kind) => ({ kind, in_app: DEFAULT_CHANNELS[kind].inApp, push: DEFAULT_CHANNELS[kind].push, email: DEFAULT_CHANNELS[kind].email })),
    );
  });

  test('one kind is set at a time, a channel left out keeps its choice; REST sets the same', async () => {
    const someone = await person();
    expect(await setChannels(someone, { kind: 'LIKE', push: true })).toEqual({
      __typename: 'SetNotificationChannelsPayload',
      preference: { kind: 'LIKE', inApp: true, push: true, email: 'OFF' },
    });
    expect((await setChannels(someone, { kind: 'LIKE', inApp: false })).preference).toEqual({ kind: 'LIKE', inApp: false, push: true, email: 'OFF' });
    expect((await setChannels(someone, { kind: 'LIKE', email: 'WEEKLY' })).preference).toEqual({ kind: 'LIKE', inApp: false, push: true, email: 'WEEKLY' });
    const put = await t.rest('PUT', '/api/notification/settings/FRIEND_REQUEST', { cookie: someone.cookie, body: { push: false, email: 'IMMEDIATELY' } });
    expect(put).toMatchObject({ status: 200, body: { data: { kind: 'FRIEND_REQUEST', in_app: true, push: false, email: 'IMMEDIATELY' } } });
    const reply = await t.gql(PREFERENCES, {}, { cookie: someone.cookie });
    const byKind = Object.fromEntries((reply.body.data.viewer.notificationPreferences as { kind: string }[]).map((each) => [each.kind, each]));
    expect(byKind.LIKE).toMatchObject({ inApp: false, push: true, email: 'WEEKLY' });
    expect(byKind.FRIEND_REQUEST).toMatchObject({ inApp: true, push: false, email: 'IMMEDIATELY' });
    expect(byKind.COMMENT).toMatchObject({ inApp: true, push: false });
  });

  test('the review-queue setting keeps its meaning: it is the in-app switch of records awaiting review', async () => {
    const validator = await person();
    await t.db.prisma.user.update({ where: { entityId: validator.entityId }, data: { role: 'MODERATOR', settings: { [REVIEW_NOTICE_SETTING]: false } } });
    const before = await t.gql(PREFERENCES, {}, { cookie: validator.cookie });
    expect(before.body.data.viewer.notificationPreferences.find((each: { kind: string }) => each.kind === 'RECORD_AWAITING_REVIEW')).toMatchObject({ inApp: false });
    await setChannels(validator, { kind: 'RECORD_AWAITING_REVIEW', inApp: true });
    const stored = await t.db.prisma.user.findUniqueOrThrow({ where: { entityId: validator.entityId }, select: { settings: true } });
    expect(stored.settings).toMatchObject({ [REVIEW_NOTICE_SETTING]: true });
    expect((await t.gql(REVIEW_QUEUE, {}, { cookie: validator.cookie })).body.data.viewer.notificationSettings).toEqual({ reviewQueue: true });
  });

  test('bad input is refused with a token, over GraphQL and REST', async () => {
    const someone = await person();
    expect(await setChannels(someone, { kind: 'MESSAGE', inApp: false })).toEqual({
      __typename: 'ValidationError',
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'inApp', code: 'CHANNEL_FIXED' }],
    });
    expect(await setChannels(someone, { kind: 'LIKE' })).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'push', code: 'FIELD_REQUIRED' }] });
    const unknownKind = await t.gql(SET, { input: { kind: 'POKE', push: true } }, { cookie: someone.cookie });
    expect(unknownKind.body.errors?.[0]?.extensions?.code).toBeDefined();

    for (const [path, body, field] of [
      ['/api/notification/settings/POKE', { push: true }, 'kind'],
      ['/api/notification/settings/LIKE', { push: 'yes' }, 'push'],
      ['/api/notification/settings/LIKE', { in_app: 1 }, 'inApp'],
      ['/api/notification/settings/LIKE', { email: 'HOURLY' }, 'email'],
      ['/api/notification/settings/LIKE', {}, 'push'],
      ['/api/notification/settings/ANNOUNCEMENT', { in_app: false }, 'inApp'],
    ] as const) {
      const reply = await t.rest('PUT', path, { cookie: someone.cookie, body });
      expect(reply.status, `${path} ${JSON.stringify(body)}`).toBe(422);
      expect(reply.body.error_code).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(reply.body), path).toContain(field);
    }
    // Nothing of it was stored.
    const stored = await t.db.prisma.user.findUniqueOrThrow({ where: { entityId: someone.entityId }, select: { settings: true } });
    expect(stored.settings).toEqual({});
  });

  test('a guest is refused', async () => {
    expect(await t.rest('GET', '/api/notification/settings')).toMatchObject({ status: 401, body: { error_code: 'UNAUTHORIZED' } });
    expect(await t.rest('PUT', '/api/notification/settings/LIKE', { body: { push: true } })).toMatchObject({ status: 401, body: { error_code: 'UNAUTHORIZED' } });
    const reply = await t.gql(SET, { input: { kind: 'LIKE', push: true } });
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    expect((await t.gql(PREFERENCES)).body.data.viewer.notificationPreferences).toEqual([]);
  });
});

describe('the dispatcher honours every kind × channel choice', () => {
  const cases = NOTIFICATION_KINDS.flatMap((kind) =>
    [true, false].flatMap((inApp) => [true, false].map((push) => [kind, inApp, push] as const)).filter(([kind, inApp]) => inApp || !inAppFixed(kind)),
  );
  test.each(cases)('%s with in-app %s and push %s', async (kind, inApp, push) => {
    const someone = await subscribed();
    const outcome = await setChannels(someone, inAppFixed(kind) ? { kind, push } : { kind, inApp, push });
    expect(outcome.__typename).toBe('SetNotificationChannelsPayload');
    const token = KIND_TOKENS[kind][0];
    const { pushed } = await dispatch(t.app.services, [{ recipientId: someone.entityId, token, url: '/somewhere/' }]);
    await pushed;
    // Messages and announcements are in the inbox: never a notification row.
    expect(await rowsOf(someone)).toEqual(inApp && !inAppFixed(kind) ? [{ token }] : []);
    expect(pushesTo(someone.endpoint)).toBe(push ? 1 : 0);
  });

  test.each(NOTIFICATION_KINDS.flatMap((kind) => EMAIL_CHOICES.map((email) => [kind, email] as const)))('%s with e-mail %s', async (kind, email) => {
    const someone = await person();
    expect((await setChannels(someone, { kind, email })).__typename).toBe('SetNotificationChannelsPayload');
    const token = KIND_TOKENS[kind][0];
    const mailsBefore = await mailFiles();
    const { pushed } = await dispatch(t.app.services, [{ recipientId: someone.entityId, token, url: '/somewhere/' }]);
    await pushed;
    const notices = await t.db.prisma.mailNotice.findMany({ where: { recipientId: someone.entityId }, select: { token: true, cadence: true, mailId: true } });
    if (email === 'OFF') {
      expect(notices).toEqual([]);
    } else {
      // An immediate notice is mailed at once (into DATA_DIR/mail: no SMTP_URL here); a digest's waits for its job.
      expect(notices).toEqual([{ token, cadence: email, mailId: email === 'IMMEDIATELY' ? expect.any(Number) : null }]);
    }
    expect((await mailFiles()) - mailsBefore).toBe(email === 'IMMEDIATELY' ? 1 : 0);
  });

  test('a batch reads every recipient’s own choice', async () => {
    const [quiet, loud] = await Promise.all([subscribed(), subscribed()]);
    await setChannels(quiet, { kind: 'FRIEND_REQUEST', inApp: false, push: false });
    const { pushed } = await dispatch(t.app.services, [
      { recipientId: quiet.entityId, token: 'FRIEND_REQUEST_GOT', url: '/people/1' },
      { recipientId: loud.entityId, token: 'FRIEND_REQUEST_GOT', url: '/people/1' },
    ]);
    await pushed;
    expect(await rowsOf(quiet)).toEqual([]);
    expect(await rowsOf(loud)).toEqual([{ token: 'FRIEND_REQUEST_GOT' }]);
    expect([pushesTo(quiet.endpoint), pushesTo(loud.endpoint)]).toEqual([0, 1]);
  });
});

describe('the notification paths go through the dispatcher', () => {
  test('a friend request: in-app off and push on leaves no row but a push', async () => {
    const [sender, receiver] = await Promise.all([person(), subscribed()]);
    await setChannels(receiver, { kind: 'FRIEND_REQUEST', inApp: false, push: true });
    const reply = await t.gql(SEND_REQUEST, { input: { entity: gid('Entity', receiver.entityId) } }, { cookie: sender.cookie });
    expect(reply.body.data.sendFriendRequest.__typename).toBe('RelationPayload');
    await waitForPushes(receiver.endpoint, 1);
    expect(await rowsOf(receiver)).toEqual([]);
  });

  test('a comment, a reply and a like: in-app off and push on leaves no row but a push each', async () => {
    const [owner, other] = await Promise.all([subscribed(), person()]);
    for (const kind of ['COMMENT', 'REPLY', 'LIKE'] as const) await setChannels(owner, { kind, inApp: false, push: true });
    const { id } = await t.db.prisma.timelineItem.create({ data: { ownerId: other.entityId, category: 'NOTE', title: 'Lepketúra', url: '/entity/post/1' } });
    const ADD = `mutation ($input: AddCommentInput!) { addComment(input: $input) { __typename ... on AddCommentPayload { comment { id } } } }`;
    const mine = await t.gql(ADD, { input: { objectId: gid('TimelineItem', id), message: 'Megyek!' } }, { cookie: owner.cookie });
    const reply = await t.gql(
      ADD,
      { input: { objectId: gid('TimelineItem', id), message: 'Szuper!', replyTo: mine.body.data.addComment.comment.id } },
      { cookie: other.cookie },
    );
    expect(reply.body.data.addComment.__typename).toBe('AddCommentPayload');
    await waitForPushes(owner.endpoint, 1);
    const liked = await t.gql(
      `mutation ($input: LikeInput!) { like(input: $input) { __typename } }`,
      { input: { objectId: mine.body.data.addComment.comment.id } },
      { cookie: other.cookie },
    );
    expect(liked.body.data.like.__typename).toBe('LikePayload');
    await waitForPushes(owner.endpoint, 2);
    const { id: ownItem } = await t.db.prisma.timelineItem.create({ data: { ownerId: owner.entityId, category: 'NOTE', title: 'Saját', url: '/entity/post/2' } });
    await t.gql(ADD, { input: { objectId: gid('TimelineItem', ownItem), message: 'Szép!' } }, { cookie: other.cookie });
    await waitForPushes(owner.endpoint, 3);
    expect(await rowsOf(owner)).toEqual([]);
  });

  test('a message is pushed by default and makes no notification row; push off sends nothing', async () => {
    const [sender, receiver, quiet] = await Promise.all([person(), subscribed(), subscribed()]);
    await setChannels(quiet, { kind: 'MESSAGE', push: false });
    for (const to of [quiet, receiver]) {
      const reply = await t.gql(SEND_MESSAGE, { input: { to: gid('Entity', to.entityId), subject: 'Lepketúra', body: 'Jössz?' } }, { cookie: sender.cookie });
      expect(reply.body.data.sendMessage.__typename).toBe('MessagePayload');
    }
    // The second message's push arrived, so the first one's would have too.
    await waitForPushes(receiver.endpoint, 1);
    expect(pushesTo(quiet.endpoint)).toBe(0);
    expect(await rowsOf(receiver)).toEqual([]);
    expect(await rowsOf(quiet)).toEqual([]);
  });
});
