import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GROUP_ENTITY, PROJECT_ENTITY } from '@domain/entities.ts';
import { MessageBox } from '@domain/messages.ts';
import { startTestApp, type TestApp } from './harness.ts';

interface Person {
  cookie: string;
  entityId: number;
}

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

const BROADCAST = `mutation ($input: BroadcastMessageInput!) {
  broadcastMessage(input: $input) {
    __typename
    ... on MessagePayload { recipientCount message { id recId box audience role subject body to { recId } correspondent { recId } entity { recId } } }
    ... on ValidationError { code fields { field code } }
    ... on Error { code }
  }
}`;
const COUNT = `query ($audience: BroadcastAudience!, $role: Role, $entity: ID) {
  messageAudienceCount(audience: $audience, role: $role, entity: $entity) {
    __typename
    ... on MessageAudienceCount { count }
    ... on ValidationError { code fields { field code } }
    ... on Error { code }
  }
}`;
const INBOX = `{ viewer { messageCount messages(box: INBOX) { totalCount edges { node { recId subject body audience role read
  from { recId } correspondent { recId } replyTo { recId } viewerCan { reply delete } } } } } }`;
const BOARD = `{ viewer { conversations { edges { node { unreadCount correspondent { recId } latest { subject } } } } } }`;
const SEND = `mutation ($input: MessageInput!) {
  sendMessage(input: $input) { __typename ... on MessagePayload { message { entity { recId } correspondent { recId } } } ... on ValidationError { fields { field code } } ... on Error { code } }
}`;
const DELETE = `mutation ($id: ID!) { deleteMessage(id: $id) { __typename ... on Error { code } } }`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0', MESSAGES_PER_HOUR: '1000' } });
});
afterAll(() => t?.close());

let people = 0;
const person = (): Promise<Person> => t.register(`Olvasó ${++people}`);
const setRole = (who: Person, role: 'USER' | 'ADV' | 'PRO' | 'EDITOR' | 'MODERATOR' | 'ADMIN') =>
  t.db.prisma.user.updateMany({ where: { entityId: who.entityId }, data: { role } });

async function admin(): Promise<Person> {
  const made = await person();
  await setRole(made, 'ADMIN');
  return made;
}

const TEXT = { subject: 'Évzáró', body: 'Kedves mindenki!\nJövő héten évzáró.' };

async function broadcast(from: Person | null, input: Record<string, unknown>) {
  const reply = await t.gql(BROADCAST, { input: { ...TEXT, ...input } }, from ? { cookie: from.cookie } : {});
  return reply.body;
}

async function count(from: Person | null, variables: Record<string, unknown>) {
  return (await t.gql(COUNT, variables, from ? { cookie: from.cookie } : {})).body;
}

async function inbox(of: Person) {
  const reply = await t.gql(INBOX, {}, { cookie: of.cookie });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data.viewer;
}

async function entity(type: number, holders: [Person, string][]) {
  const made = await t.db.prisma.entity.create({ data: { type, displayName: `Egyesület ${++people}` } });
  await t.db.prisma.entityRelation.createMany({ data: holders.map(([holder, code]) => ({ fromId: holder.entityId, toId: made.id, code })) });
  return made.id;
}

/** The copies a message has in inboxes, by owner. */
const inboxOwners = async (messageId: number) =>
  (await t.db.prisma.messageCopy.findMany({ where: { messageId, box: MessageBox.INBOX }, select: { ownerId: true } })).map((copy) => copy.ownerId).sort((a, b) => a - b);

describe('a site admin writes to everyone', () => {
  test('every account but the admin, the suspended and those across a block gets its own unread copy; the count said so beforehand', async () => {
    const sender = await admin();
    const [reader, blocker, blockedOne, suspended] = await Promise.all([person(), person(), person(), person()]);
    await t.db.prisma.block.createMany({
      data: [
        { blockerId: blocker.entityId, blockedId: sender.entityId },
        { blockerId: sender.entityId, blockedId: blockedOne.entityId },
      ],
    });
    await t.db.prisma.user.updateMany({ where: { entityId: suspended.entityId }, data: { status: -1 } });

    const expected = (await t.db.prisma.user.findMany({ where: { status: { gte: 0 } }, select: { entityId: true } }))
      .map((user) => user.entityId)
      .filter((id) => ![sender.entityId, blocker.entityId, blockedOne.entityId].includes(id))
      .sort((a, b) => a - b);
    expect(expected).toContain(reader.entityId);

    const counted = await count(sender, { audience: 'EVERYONE' });
    expect(counted.data.messageAudienceCount).toEqual({ __typename: 'MessageAudienceCount', count: expected.length });

    const sent = (await broadcast(sender, { audience: 'EVERYONE' })).data.broadcastMessage;
    expect(sent).toMatchObject({
      __typename: 'MessagePayload',
      recipientCount: expected.length,
      message: { box: 'OUTBOX', audience: 'EVERYONE', role: null, entity: null },
    });
    expect(await inboxOwners(sent.message.recId)).toEqual(expected);
    // the sender's own copy in the outbox, nobody else's
    expect(await t.db.prisma.messageCopy.count({ where: { messageId: sent.message.recId, box: MessageBox.OUTBOX, ownerId: sender.entityId } })).toBe(1);
    expect(await t.db.prisma.messageCopy.count({ where: { messageId: sent.message.recId } })).toBe(expected.length + 1);

    const got = await inbox(reader);
    expect(got.messageCount).toBe(1);
    expect(got.messages.edges[0].node).toMatchObject({
      subject: 'Évzáró',
      body: 'Kedves mindenki!\nJövő héten évzáró.',
      audience: 'EVERYONE',
      read: false,
      from: { recId: sender.entityId },
      correspondent: { recId: sender.entityId },
      replyTo: { recId: sender.entityId },
      viewerCan: { reply: true, delete: true },
    });
    for (const left of [blocker, blockedOne]) expect((await inbox(left)).messages.totalCount).toBe(0);
    expect(await t.db.prisma.messageCopy.count({ where: { ownerId: suspended.entityId } })).toBe(0);
  });
});

describe('a site admin writes to a role', () => {
  test('only the people of exactly that role receive it; the count equals the copies; a reply is a conversation with the admin', async () => {
    const sender = await admin();
    const [first, second, user] = await Promise.all([person(), person(), person()]);
    await Promise.all([setRole(first, 'EDITOR'), setRole(second, 'EDITOR')]);
    const editors = (await t.db.prisma.user.findMany({ where: { role: 'EDITOR' }, select: { entityId: true } })).map((each) => each.entityId).sort((a, b) => a - b);

    expect((await count(sender, { audience: 'ROLE', role: 'EDITOR' })).data.messageAudienceCount.count).toBe(editors.length);
    const sent = (await broadcast(sender, { audience: 'ROLE', role: 'EDITOR', subject: 'Szerkesztőknek' })).data.broadcastMessage;
    expect(sent).toMatchObject({ recipientCount: editors.length, message: { audience: 'ROLE', role: 'EDITOR', subject: 'Szerkesztőknek' } });
    expect(await inboxOwners(sent.message.recId)).toEqual(editors);
    expect((await inbox(user)).messages.totalCount).toBe(0);
    expect((await inbox(first)).messages.edges[0].node).toMatchObject({ role: 'EDITOR', correspondent: { recId: sender.entityId } });

    // A reply goes to the admin, and both boards group it under the other person.
    const answer = await t.gql(
      SEND,
      { input: { to: gid('Entity', sender.entityId), subject: 'Re: Szerkesztőknek', body: 'Köszönöm', replyTo: sent.message.id } },
      { cookie: first.cookie },
    );
    expect(answer.body.data.sendMessage).toMatchObject({ __typename: 'MessagePayload', message: { entity: null, correspondent: { recId: sender.entityId } } });
    const readersBoard = (await t.gql(BOARD, {}, { cookie: first.cookie })).body.data.viewer.conversations.edges;
    expect(readersBoard).toEqual([{ node: { unreadCount: 1, correspondent: { recId: sender.entityId }, latest: { subject: 'Re: Szerkesztőknek' } } }]);
    const adminsBoard = (await t.gql(BOARD, {}, { cookie: sender.cookie })).body.data.viewer.conversations.edges;
    expect(adminsBoard.map((edge: { node: { correspondent: { recId: number } } }) => edge.node.correspondent.recId)).toContain(first.entityId);
  });

  test('each copy is its holder’s own: one recipient deleting theirs leaves the others’ and the sender’s', async () => {
    const sender = await admin();
    const [first, second] = await Promise.all([person(), person()]);
    await Promise.all([setRole(first, 'PRO'), setRole(second, 'PRO')]);
    const sent = (await broadcast(sender, { audience: 'ROLE', role: 'PRO' })).data.broadcastMessage;
    const deleted = await t.gql(DELETE, { id: sent.message.id }, { cookie: first.cookie });
    expect(deleted.body.data.deleteMessage.__typename).toBe('DeleteMessagePayload');
    expect((await inbox(first)).messages.totalCount).toBe(0);
    expect((await inbox(second)).messages.edges[0].node.recId).toBe(sent.message.recId);
    expect(await t.db.prisma.messageCopy.count({ where: { messageId: sent.message.recId, ownerId: sender.entityId } })).toBe(1);
    // a third person, not a recipient, cannot reach it
    const outsider = await person();
    expect((await t.gql(DELETE, { id: sent.message.id }, { cookie: outsider.cookie })).body.data.deleteMessage.__typename).toBe('NotFoundError');
  });
});

describe("a site admin writes to a group's or project's members", () => {
  test('without any letter there: its members and admins receive it, as a conversation with the admin', async () => {
    const sender = await admin();
    const [owner, member, other, outsider, blocker] = await Promise.all([person(), person(), person(), person(), person()]);
    const projectId = await entity(PROJECT_ENTITY, [
      [owner, 'A'],
      [member, 'm'],
      [other, 'm'],
      [blocker, 'm'],
    ]);
    await t.db.prisma.block.create({ data: { blockerId: blocker.entityId, blockedId: sender.entityId } });
    const expected = [owner, member, other].map((each) => each.entityId).sort((a, b) => a - b);
    expect((await count(sender, { audience: 'MEMBERS', entity: gid('Entity', projectId) })).data.messageAudienceCount.count).toBe(3);

    const sent = (await broadcast(sender, { audience: 'MEMBERS', entity: gid('Entity', projectId) })).data.broadcastMessage;
    expect(sent).toMatchObject({ recipientCount: 3, message: { audience: 'MEMBERS', to: { recId: projectId }, entity: null, correspondent: { recId: projectId } } });
    expect(await inboxOwners(sent.message.recId)).toEqual(expected);
    expect((await inbox(member)).messages.edges[0].node).toMatchObject({ correspondent: { recId: sender.entityId }, replyTo: { recId: sender.entityId } });
    expect((await inbox(outsider)).messages.totalCount).toBe(0);
    expect((await inbox(blocker)).messages.totalCount).toBe(0);
  });
});

describe('what is refused', () => {
  test('guests (401) and every role below ADMIN (403), for the count and the sending; nothing is written', async () => {
    const before = await t.db.prisma.message.count();
    expect((await count(null, { audience: 'EVERYONE' })).errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    expect((await broadcast(null, { audience: 'EVERYONE' })).errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    for (const role of ['USER', 'ADV', 'PRO', 'EDITOR', 'MODERATOR'] as const) {
      const who = await person();
      await setRole(who, role);
      expect((await count(who, { audience: 'EVERYONE' })).data.messageAudienceCount).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
      expect((await broadcast(who, { audience: 'EVERYONE' })).data.broadcastMessage).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
      // even with bad input, the refusal comes first
      expect((await broadcast(who, { audience: 'ROLE', subject: '' })).data.broadcastMessage).toMatchObject({ __typename: 'ForbiddenError' });
    }
    const restGuest = await t.rest('POST', '/api/admin/message', { body: { audience: 'EVERYONE', subject: 'a', message: 'b' } });
    expect(restGuest.status).toBe(401);
    const user = await person();
    const restUser = await t.rest('POST', '/api/admin/message', { cookie: user.cookie, body: { audience: 'EVERYONE', subject: 'a', message: 'b' } });
    expect([restUser.status, restUser.body.error_code]).toEqual([403, 'FORBIDDEN']);
    expect((await t.rest('GET', '/api/admin/message/count?audience=EVERYONE', { cookie: user.cookie })).status).toBe(403);
    expect(await t.db.prisma.message.count()).toBe(before);
  });

  test('bad input answers its token: empty subject or text, a missing or unknown role, a missing or unknown entity, nobody to receive it', async () => {
    const sender = await admin();
    const before = await t.db.prisma.message.count();
    const fieldsOf = async (input: Record<string, unknown>) => {
      const result = (await broadcast(sender, input)).data.broadcastMessage;
      expect(result.__typename).toBe('ValidationError');
      return result.fields;
    };
    expect(await fieldsOf({ audience: 'EVERYONE', subject: ' ', body: '\u0007 ' })).toEqual([
      { field: 'subject', code: 'FIELD_REQUIRED' },
      { field: 'body', code: 'FIELD_REQUIRED' },
    ]);
    expect(await fieldsOf({ audience: 'ROLE' })).toEqual([{ field: 'role', code: 'FIELD_REQUIRED' }]);
    expect(await fieldsOf({ audience: 'ROLE', role: 'GUEST' })).toEqual([{ field: 'role', code: 'UNKNOWN_ROLE' }]);
    expect(await fieldsOf({ audience: 'MEMBERS' })).toEqual([{ field: 'entityId', code: 'FIELD_REQUIRED' }]);
    expect(await fieldsOf({ audience: 'MEMBERS', entity: gid('Entity', 2_000_000) })).toEqual([{ field: 'entityId', code: 'UNKNOWN_ENTITY' }]);
    // a person is no group or project
    expect(await fieldsOf({ audience: 'MEMBERS', entity: gid('Entity', sender.entityId) })).toEqual([{ field: 'entityId', code: 'UNKNOWN_ENTITY' }]);
    const lonely = await entity(GROUP_ENTITY, [[sender, 'A']]);
    expect(await fieldsOf({ audience: 'MEMBERS', entity: gid('Entity', lonely) })).toEqual([{ field: 'audience', code: 'NO_RECIPIENTS' }]);
    expect((await count(sender, { audience: 'MEMBERS', entity: gid('Entity', lonely) })).data.messageAudienceCount.count).toBe(0);
    expect((await count(sender, { audience: 'ROLE', role: 'GUEST' })).data.messageAudienceCount).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ field: 'role', code: 'UNKNOWN_ROLE' }],
    });
    const rest = await t.rest('POST', '/api/admin/message', { cookie: sender.cookie, body: { audience: 'ROLE', role: 'KING', subject: 'a', message: 'b' } });
    expect([rest.status, rest.body.error_code, rest.body.fields]).toEqual([422, 'VALIDATION_ERROR', [{ field: 'role', code: 'UNKNOWN_ROLE' }]]);
    // the compose path does not take a broadcast's audience
    const composed = await t.gql(SEND, { input: { to: gid('Entity', lonely), audience: 'EVERYONE', ...TEXT } }, { cookie: sender.cookie });
    expect(composed.body.data.sendMessage).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'audience', code: 'FORMAT_ERROR' }] });
    expect(await t.db.prisma.message.count()).toBe(before);
  });

  test('the body stays plain text: markup is kept as characters, control characters dropped', async () => {
    const sender = await admin();
    const reader = await person();
    await setRole(reader, 'ADV');
    const sent = (await broadcast(sender, { audience: 'ROLE', role: 'ADV', body: '<b>Hello</b>\r\nvilág\u0007' })).data.broadcastMessage;
    expect(sent.message.body).toBe('<b>Hello</b>\nvilág');
  });
});

describe('the REST calls', () => {
  test('GET /api/admin/message/count and POST /api/admin/message answer the same as GraphQL', async () => {
    const sender = await admin();
    const reader = await person();
    await setRole(reader, 'MODERATOR');
    const moderators = await t.db.prisma.user.count({ where: { role: 'MODERATOR', status: { gte: 0 } } });
    const counted = await t.rest('GET', '/api/admin/message/count?audience=ROLE&role=MODERATOR', { cookie: sender.cookie });
    expect(counted.body).toEqual({ data: { count: moderators } });
    const sent = await t.rest('POST', '/api/admin/message', {
      cookie: sender.cookie,
      body: { audience: 'ROLE', role: 'MODERATOR', subject: 'Moderátoroknak', message: 'Szia' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ recipient_count: moderators, data: { audience: 'ROLE', role: 'MODERATOR', subject: 'Moderátoroknak', box: MessageBox.OUTBOX } });
    expect((await inbox(reader)).messages.edges[0].node.subject).toBe('Moderátoroknak');
  });
});
