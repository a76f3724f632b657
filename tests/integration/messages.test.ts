import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MessageBox } from '@domain/messages.ts';
import { GROUP_ENTITY } from '@domain/entities.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { subscriptionClient } from './ws-client.ts';

interface Person {
  cookie: string;
  entityId: number;
}

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

const MESSAGE_FIELDS = `recId box read subject body audience sentAt fromViewer
  from { recId } to { recId } correspondent { recId } entity { recId } replyTo { recId }
  attachments { recId } viewerCan { edit reply forward trash restore delete report }`;
const SEND = `mutation ($input: MessageInput!) {
  sendMessage(input: $input) {
    __typename
    ... on MessagePayload { recipientCount message { id ${MESSAGE_FIELDS} } }
    ... on ValidationError { code fields { field code } }
    ... on Error { code }
  }
}`;
const DRAFT = `mutation ($input: MessageInput!) {
  saveMessageDraft(input: $input) {
    __typename
    ... on MessagePayload { message { id ${MESSAGE_FIELDS} } }
    ... on Error { code }
  }
}`;
const BOX = `query ($box: MessageBox!) { viewer { messages(box: $box) { totalCount edges { node { ${MESSAGE_FIELDS} } } } } }`;
const ONE = `query ($recId: Int!) { viewer { message(recId: $recId) { ${MESSAGE_FIELDS} } } }`;
const NODE = `query ($id: ID!) { node(id: $id) { __typename ... on Message { recId subject } } }`;
const BADGES = '{ viewer { messageCount } }';
const BOARD = `{ viewer { conversations { totalCount edges { node { unreadCount correspondent { recId } latest { subject } } } } } }`;
const CONVERSATION = `query ($with: ID!) { viewer { conversationMessages(with: $with) { edges { node { subject fromViewer } } } } }`;
const change = (name: string) => `mutation ($id: ID!) {
  ${name}(id: $id) { __typename ${name === 'deleteMessage' ? '... on DeleteMessagePayload { deletedId }' : '... on MessagePayload { message { box read } }'} ... on Error { code } }
}`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0', MESSAGES_PER_HOUR: '8', MESSAGES_TO_STRANGERS_PER_DAY: '4' } });
});
afterAll(() => t?.close());

let people = 0;
const person = (): Promise<Person> => t.register(`Levelező ${++people}`);

async function send(from: Person, to: number, fields: Record<string, unknown> = {}) {
  const reply = await t.gql(SEND, { input: { to: gid('Entity', to), subject: 'Lepketúra', body: 'Jössz szombaton?', ...fields } }, { cookie: from.cookie });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data.sendMessage;
}

async function box(of: Person, name: 'DRAFT' | 'OUTBOX' | 'INBOX' | 'TRASH') {
  const reply = await t.gql(BOX, { box: name }, { cookie: of.cookie });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data.viewer.messages;
}

const badge = async (of: Person) => (await t.gql(BADGES, {}, { cookie: of.cookie })).body.data.viewer.messageCount as number;

async function makeFriends(a: Person, b: Person) {
  await t.db.prisma.entityRelation.createMany({
    data: [
      { fromId: a.entityId, toId: b.entityId, code: 'b' },
      { fromId: b.entityId, toId: a.entityId, code: 'b' },
    ],
  });
}

async function group(admins: Record<string, Person[]>, members: Person[] = []) {
  const entity = await t.db.prisma.entity.create({ data: { type: GROUP_ENTITY, displayName: `Csoport ${++people}` } });
  const relations = [
    ...Object.entries(admins).flatMap(([code, holders]) => holders.map((holder) => ({ fromId: holder.entityId, toId: entity.id, code }))),
    ...members.map((member) => ({ fromId: member.entityId, toId: entity.id, code: 'm' })),
  ];
  await t.db.prisma.entityRelation.createMany({ data: relations });
  return entity.id;
}

describe('a message between two people', () => {
  test('the sender keeps it in the outbox, the recipient gets an unread copy; reading, trashing, restoring and deleting touch one copy only', async () => {
    const [anna, bela] = await Promise.all([person(), person()]);
    await makeFriends(anna, bela);
    const sent = await send(anna, bela.entityId);
    expect(sent).toMatchObject({ __typename: 'MessagePayload', recipientCount: 1, message: { box: 'OUTBOX', read: true, fromViewer: true, audience: 'PERSON' } });
    expect(sent.message.correspondent.recId).toBe(bela.entityId);
    const recId = sent.message.recId as number;

    const inbox = await box(bela, 'INBOX');
    expect(inbox.totalCount).toBe(1);
    expect(inbox.edges[0].node).toMatchObject({ recId, box: 'INBOX', read: false, fromViewer: false, subject: 'Lepketúra', correspondent: { recId: anna.entityId } });
    expect(inbox.edges[0].node.viewerCan).toEqual({ edit: false, reply: true, forward: true, trash: true, restore: false, delete: true, report: true });
    expect(inbox.edges[0].node.replyTo.recId).toBe(anna.entityId);
    expect(await badge(bela)).toBe(1);

    const read = await t.gql(change('markMessageRead'), { id: gid('Message', recId) }, { cookie: bela.cookie });
    expect(read.body.data.markMessageRead.message).toEqual({ box: 'INBOX', read: true });
    expect(await badge(bela)).toBe(0);

    const trashed = await t.gql(change('trashMessage'), { id: gid('Message', recId) }, { cookie: bela.cookie });
    expect(trashed.body.data.trashMessage.message.box).toBe('TRASH');
    expect((await box(bela, 'INBOX')).totalCount).toBe(0);
    expect((await box(bela, 'TRASH')).totalCount).toBe(1);
    expect((await box(anna, 'OUTBOX')).totalCount).toBe(1);
    const trashedTwice = await t.gql(change('trashMessage'), { id: gid('Message', recId) }, { cookie: bela.cookie });
    expect(trashedTwice.body.data.trashMessage).toMatchObject({ __typename: 'ForbiddenError' });

    const restored = await t.gql(change('restoreMessage'), { id: gid('Message', recId) }, { cookie: bela.cookie });
    expect(restored.body.data.restoreMessage.message.box).toBe('INBOX');

    const deleted = await t.gql(change('deleteMessage'), { id: gid('Message', recId) }, { cookie: bela.cookie });
    expect(deleted.body.data.deleteMessage.deletedId).toBe(gid('Message', recId));
    expect((await box(bela, 'INBOX')).totalCount).toBe(0);
    expect((await box(anna, 'OUTBOX')).edges[0].node.recId).toBe(recId);
    expect(await t.db.prisma.message.count({ where: { id: recId } })).toBe(1);

    await t.gql(change('deleteMessage'), { id: gid('Message', recId) }, { cookie: anna.cookie });
    expect(await t.db.prisma.message.count({ where: { id: recId } })).toBe(0);
  });

  test('a draft is saved, edited and sent; it never reaches the recipient before', async () => {
    const [anna, bela] = await Promise.all([person(), person()]);
    const saved = await t.gql(DRAFT, { input: { to: gid('Entity', bela.entityId), subject: '', body: 'Félkész' } }, { cookie: anna.cookie });
    const draft = saved.body.data.saveMessageDraft.message;
    expect(draft).toMatchObject({ box: 'DRAFT', sentAt: null, viewerCan: { edit: true, reply: false, forward: false } });
    expect((await box(bela, 'INBOX')).totalCount).toBe(0);

    const edited = await t.gql(DRAFT, { input: { draft: draft.id, to: gid('Entity', bela.entityId), subject: 'Kész', body: 'Most már kész' } }, { cookie: anna.cookie });
    expect(edited.body.data.saveMessageDraft.message).toMatchObject({ recId: draft.recId, subject: 'Kész' });
    expect((await box(anna, 'DRAFT')).totalCount).toBe(1);

    const sent = await send(anna, bela.entityId, { draft: draft.id, subject: 'Kész', body: 'Most már kész' });
    expect(sent.message).toMatchObject({ recId: draft.recId, box: 'OUTBOX' });
    expect((await box(anna, 'DRAFT')).totalCount).toBe(0);
    expect((await box(bela, 'INBOX')).edges[0].node).toMatchObject({ recId: draft.recId, body: 'Most már kész' });

    const resent = await send(anna, bela.entityId, { draft: draft.id });
    expect(resent).toMatchObject({ __typename: 'ForbiddenError' });
  });

  test('a reply continues the conversation: the board lists it once, newest first, with its unread count', async () => {
    const [anna, bela] = await Promise.all([person(), person()]);
    await makeFriends(anna, bela);
    const first = await send(anna, bela.entityId, { subject: 'Boglárkák' });
    const reply = await send(bela, anna.entityId, { subject: 'Re: Boglárkák', body: 'Persze!', replyTo: first.message.id });
    expect(reply.__typename).toBe('MessagePayload');
    await send(bela, anna.entityId, { subject: 'Még valami', body: 'Hozz hálót!' });

    const board = (await t.gql(BOARD, {}, { cookie: anna.cookie })).body.data.viewer.conversations;
    expect(board.totalCount).toBe(1);
    expect(board.edges[0].node).toEqual({ unreadCount: 2, correspondent: { recId: bela.entityId }, latest: { subject: 'Még valami' } });
    const thread = (await t.gql(CONVERSATION, { with: gid('Entity', bela.entityId) }, { cookie: anna.cookie })).body.data.viewer.conversationMessages;
    expect(thread.edges.map((edge: { node: { subject: string; fromViewer: boolean } }) => edge.node)).toEqual([
      { subject: 'Még valami', fromViewer: false },
      { subject: 'Re: Boglárkák', fromViewer: false },
      { subject: 'Boglárkák', fromViewer: true },
    ]);
    const marked = await t.gql(
      `mutation ($with: ID!) { markConversationRead(with: $with) { ... on BadgeCounts { messageCount } } }`,
      { with: gid('Entity', bela.entityId) },
      { cookie: anna.cookie },
    );
    expect(marked.body.data.markConversationRead.messageCount).toBe(0);
  });
});

describe('messages to a group or project', () => {
  test('go to its A, C and E admins by default, each with a copy of their own; a reply on its behalf comes back under the group', async () => {
    const [owner, coAdmin, editor, moderator, member, writer] = await Promise.all([person(), person(), person(), person(), person(), person()]);
    const groupId = await group({ A: [owner], C: [coAdmin], E: [editor], M: [moderator] }, [member]);
    const sent = await send(writer, groupId, { subject: 'Kérdés a csoporthoz' });
    expect(sent).toMatchObject({ recipientCount: 3, message: { audience: 'ADMINS', correspondent: { recId: groupId }, entity: { recId: groupId } } });
    for (const admin of [owner, coAdmin, editor]) {
      const inbox = await box(admin, 'INBOX');
      expect(inbox.edges[0].node).toMatchObject({ subject: 'Kérdés a csoporthoz', correspondent: { recId: writer.entityId }, replyTo: { recId: writer.entityId } });
    }
    for (const other of [moderator, member]) expect((await box(other, 'INBOX')).totalCount).toBe(0);

    const ownerCopy = (await box(owner, 'INBOX')).edges[0].node;
    await t.gql(change('deleteMessage'), { id: gid('Message', ownerCopy.recId) }, { cookie: owner.cookie });
    expect((await box(coAdmin, 'INBOX')).totalCount).toBe(1);

    const answer = await send(coAdmin, writer.entityId, { subject: 'Re: Kérdés a csoporthoz', body: 'Szívesen segítünk', replyTo: gid('Message', sent.message.recId) });
    expect(answer.message).toMatchObject({ audience: 'PERSON', entity: { recId: groupId } });
    const writersInbox = await box(writer, 'INBOX');
    expect(writersInbox.edges[0].node).toMatchObject({ from: { recId: coAdmin.entityId }, correspondent: { recId: groupId }, replyTo: { recId: groupId } });
  });

  test('an announcement reaches every member, from its A or C admins only', async () => {
    const [owner, coAdmin, editor, first, second, outsider] = await Promise.all([person(), person(), person(), person(), person(), person()]);
    const groupId = await group({ A: [owner], C: [coAdmin], E: [editor] }, [first, second]);
    const announced = await send(coAdmin, groupId, { audience: 'MEMBERS', subject: 'Terepnap', body: 'Szombaton 8-kor' });
    expect(announced.recipientCount).toBe(4);
    for (const reader of [owner, editor, first, second]) {
      expect((await box(reader, 'INBOX')).edges[0].node).toMatchObject({ subject: 'Terepnap', audience: 'MEMBERS', correspondent: { recId: groupId } });
    }
    expect((await box(outsider, 'INBOX')).totalCount).toBe(0);
    expect(await send(editor, groupId, { audience: 'MEMBERS' })).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
    expect(await send(outsider, groupId, { audience: 'MEMBERS' })).toMatchObject({ __typename: 'ForbiddenError' });
    expect(await send(first, second.entityId, { audience: 'MEMBERS' })).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ field: 'audience', code: 'FORMAT_ERROR' }],
    });
  });
});

describe('who may read a message', () => {
  test('only its sender and recipients: a third person and a site admin get not found on every path', async () => {
    const [anna, bela, cili, admin] = await Promise.all([person(), person(), person(), person()]);
    await makeFriends(anna, bela);
    const sent = await send(anna, bela.entityId, { subject: 'Titok' });
    const recId = sent.message.recId as number;
    // the role is read with the session on every request
    await t.db.prisma.user.updateMany({ where: { entityId: admin.entityId }, data: { role: 'ADMIN' } });
    for (const { cookie } of [cili, admin]) {
      expect((await t.gql(ONE, { recId }, { cookie })).body.data.viewer.message).toBeNull();
      expect((await t.gql(NODE, { id: gid('Message', recId) }, { cookie })).body.data.node).toBeNull();
      for (const path of [`/api/message/${recId}`, `/api/messsage/${recId}`]) {
        const reply = await t.rest('GET', path, { cookie });
        expect(reply.status).toBe(404);
        expect(reply.body.error_code).toBe('DATA_NOT_FOUND');
      }
      for (const name of ['markMessageRead', 'trashMessage', 'restoreMessage', 'deleteMessage']) {
        const field = (await t.gql(change(name), { id: gid('Message', recId) }, { cookie })).body.data[name];
        expect(field).toMatchObject({ __typename: 'NotFoundError' });
      }
      expect((await t.rest('DELETE', `/api/message/${recId}`, { cookie })).status).toBe(404);
    }
    expect((await t.gql(ONE, { recId }, { cookie: bela.cookie })).body.data.viewer.message.subject).toBe('Titok');
    const guest = await t.rest('GET', `/api/message/${recId}`);
    expect(guest.status).toBe(401);
    expect((await t.gql(BOX, { box: 'INBOX' })).body.data.viewer.messages).toBeNull();
  });

  test('a site admin reads a message only once its recipient has reported it, and the sender cannot report their own', async () => {
    const [anna, bela, admin] = await Promise.all([person(), person(), person()]);
    await makeFriends(anna, bela);
    await t.db.prisma.user.updateMany({ where: { entityId: admin.entityId }, data: { role: 'ADMIN' } });
    const sent = await send(anna, bela.entityId, { subject: 'Kéretlen ajánlat' });
    const REPORTED = `query ($recId: Int!) { reportedMessage(recId: $recId) { subject body from { recId } viewerCan { reply delete } } }`;
    const REPORT = `mutation ($id: ID!, $reason: String!) { reportMessage(id: $id, reason: $reason) { __typename ... on Error { code } } }`;
    expect((await t.gql(REPORTED, { recId: sent.message.recId }, { cookie: admin.cookie })).body.data.reportedMessage).toBeNull();

    expect((await t.gql(REPORT, { id: sent.message.id, reason: 'Saját' }, { cookie: anna.cookie })).body.data.reportMessage).toMatchObject({
      __typename: 'ForbiddenError',
    });
    expect((await t.gql(REPORT, { id: sent.message.id, reason: '  ' }, { cookie: bela.cookie })).body.data.reportMessage).toMatchObject({
      __typename: 'ValidationError',
    });
    expect((await t.gql(REPORT, { id: sent.message.id, reason: 'Kéretlen reklám' }, { cookie: bela.cookie })).body.data.reportMessage.__typename).toBe('MessagePayload');

    const read = (await t.gql(REPORTED, { recId: sent.message.recId }, { cookie: admin.cookie })).body.data.reportedMessage;
    expect(read).toEqual({ subject: 'Kéretlen ajánlat', body: 'Jössz szombaton?', from: { recId: anna.entityId }, viewerCan: { reply: false, delete: false } });
    // still nobody else's to read, and never through the admin's own message paths
    expect((await t.gql(REPORTED, { recId: sent.message.recId }, { cookie: anna.cookie })).body.data.reportedMessage).toBeNull();
    expect((await t.rest('GET', `/api/message/${sent.message.recId}`, { cookie: admin.cookie })).status).toBe(404);
    await t.db.prisma.dispute.updateMany({ where: { objectId: gid('Message', sent.message.recId) }, data: { status: 'resolved' } });
    expect((await t.gql(REPORTED, { recId: sent.message.recId }, { cookie: admin.cookie })).body.data.reportedMessage).toBeNull();
  });

  test('attachments are the sender’s own media and the recipients see them', async () => {
    const [anna, bela, cili] = await Promise.all([person(), person(), person()]);
    await makeFriends(anna, bela);
    const medium = (ownerId: number, key: string) =>
      t.db.prisma.media.create({
        data: { ownerId, clientKey: key, dbKey: key, mediaType: 'i', mime: 'image/jpeg', ext: 'jpg', fileName: `${key}.jpg`, bytes: 1, sha256: key },
      });
    const [own, foreign] = await Promise.all([medium(anna.entityId, `msg-own-${people}`), medium(cili.entityId, `msg-foreign-${people}`)]);
    const refused = await send(anna, bela.entityId, { mediaIds: [gid('Media', foreign.id)] });
    expect(refused).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'mediaIds', code: 'DATA_NOT_FOUND' }] });
    const sent = await send(anna, bela.entityId, { mediaIds: [gid('Media', own.id)] });
    expect(sent.message.attachments).toEqual([{ recId: own.id }]);
    expect((await box(bela, 'INBOX')).edges[0].node.attachments).toEqual([{ recId: own.id }]);
    const media = `query ($id: ID!) { node(id: $id) { ... on Media { recId } } }`;
    expect((await t.gql(media, { id: gid('Media', own.id) }, { cookie: bela.cookie })).body.data.node).toEqual({ recId: own.id });
    expect((await t.gql(media, { id: gid('Media', own.id) }, { cookie: cili.cookie })).body.data.node).toBeNull();
  });
});

describe('what cannot be sent', () => {
  test('an empty subject or text, nobody, oneself, a blocked person', async () => {
    const [anna, bela, cili] = await Promise.all([person(), person(), person()]);
    expect(await send(anna, bela.entityId, { subject: '  ', body: '' })).toMatchObject({
      __typename: 'ValidationError',
      fields: [
        { field: 'subject', code: 'FIELD_REQUIRED' },
        { field: 'body', code: 'FIELD_REQUIRED' },
      ],
    });
    expect(await send(anna, anna.entityId)).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'toEntityId', code: 'NO_RECIPIENTS' }] });
    expect(await send(anna, 2_000_000)).toMatchObject({ __typename: 'NotFoundError' });
    const lonely = await group({ A: [anna] });
    expect(await send(anna, lonely)).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'toEntityId', code: 'NO_RECIPIENTS' }] });

    await t.db.prisma.block.create({ data: { blockerId: cili.entityId, blockedId: anna.entityId } });
    expect(await send(anna, cili.entityId)).toMatchObject({ __typename: 'ForbiddenError', code: 'BLOCKED' });
    expect(await send(cili, anna.entityId)).toMatchObject({ __typename: 'ForbiddenError', code: 'BLOCKED' });
    const rest = await t.rest('POST', `/api/message/send/${cili.entityId}`, { cookie: anna.cookie, body: { subject: 'Szia', message: 'Szia' } });
    expect(rest.status).toBe(403);
    expect(rest.body.error_code).toBe('BLOCKED');
    expect(await t.db.prisma.message.count({ where: { fromId: anna.entityId } })).toBe(0);
  });

  test('first messages to strangers spend a stricter budget than conversations', async () => {
    const sender = await person();
    const strangers = await Promise.all(Array.from({ length: 5 }, () => person()));
    for (const stranger of strangers.slice(0, 4)) expect((await send(sender, stranger.entityId)).__typename).toBe('MessagePayload');
    const refused = await t.gql(SEND, { input: { to: gid('Entity', strangers[4]!.entityId), subject: 'Szia', body: 'Szia' } }, { cookie: sender.cookie });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    // a conversation already begun is no stranger's
    expect((await send(sender, strangers[0]!.entityId)).__typename).toBe('MessagePayload');
    expect(await t.db.prisma.messageCopy.count({ where: { ownerId: strangers[4]!.entityId } })).toBe(0);
  });

  test('every sender has an hourly budget', async () => {
    const [sender, friend] = await Promise.all([person(), person()]);
    await makeFriends(sender, friend);
    for (let i = 0; i < 8; i++) expect((await send(sender, friend.entityId)).__typename).toBe('MessagePayload');
    const rest = await t.rest('POST', `/api/message/send/${friend.entityId}`, { cookie: sender.cookie, body: { subject: 'Szia', message: 'Még egy' } });
    expect(rest.status).toBe(429);
    expect(rest.body.error_code).toBe('TOO_MANY_REQUESTS');
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the REST calls', () => {
  test('box lists, reading (either spelling), compose recipient, board, trash and whom one may write to', async () => {
    const [anna, bela] = await Promise.all([person(), person()]);
    await makeFriends(anna, bela);
    const composing = await t.rest('GET', `/api/message/send/${bela.entityId}`, { cookie: anna.cookie });
    expect(composing.body.data).toMatchObject({ entity: { id: bela.entityId }, can_write: true, can_announce: false });
    const sent = await t.rest('POST', `/api/message/send/${bela.entityId}`, { cookie: anna.cookie, body: { subject: 'Szia', message: '<script>alert(1)</script>' } });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ box: MessageBox.OUTBOX, message: '<script>alert(1)</script>', from: { id: anna.entityId }, to: { id: bela.entityId } });
    const id = sent.body.data.id as number;

    const inbox = await t.rest('GET', '/api/message?box=2&_page=0&_size=10', { cookie: bela.cookie });
    expect(inbox.body.list.page.totalElements).toBe(1);
    expect(inbox.body.list.data[0]).toMatchObject({ id, read: false });
    expect((await t.rest('GET', '/api/message?box=7', { cookie: bela.cookie })).status).toBe(422);
    expect((await t.rest('GET', `/api/messsage/${id}`, { cookie: bela.cookie })).body.data.read).toBe(true);
    expect(await badge(bela)).toBe(0);

    const board = await t.rest('GET', '/api/message/board', { cookie: bela.cookie });
    expect(board.body.list.data[0]).toMatchObject({ correspondent: { id: anna.entityId }, unread_count: 0 });
    const conversation = await t.rest('GET', `/api/message/board/${anna.entityId}`, { cookie: bela.cookie });
    expect(conversation.body.list.data.map((row: { id: number }) => row.id)).toEqual([id]);

    expect((await t.rest('POST', `/api/message/${id}/trash`, { cookie: bela.cookie })).body.data.box).toBe(MessageBox.TRASH);
    expect((await t.rest('POST', `/api/message/${id}/restore`, { cookie: bela.cookie })).body.data.box).toBe(MessageBox.INBOX);
    expect((await t.rest('DELETE', `/api/message/${id}`, { cookie: bela.cookie })).status).toBe(200);

    const draft = await t.rest('POST', `/api/message/send/${bela.entityId}`, { cookie: anna.cookie, body: { subject: '', message: 'Vázlat', draft: true } });
    expect(draft.body).toMatchObject({ message: 'SAVED', data: { box: MessageBox.DRAFT } });

    const writable = await t.rest('GET', `/api/entity/_msb?recipients=1&q=${encodeURIComponent('levelező')}`, { cookie: anna.cookie });
    expect(writable.body.list.data.map((row: { id: number }) => row.id)).toContain(bela.entityId);
    expect((await t.rest('GET', '/api/entity/_msb?recipients=1')).status).toBe(401);
    // without `recipients` it is still the message board of posts
    expect((await t.rest('GET', '/api/entity/_msb', { cookie: anna.cookie })).status).toBe(200);
  });
});

describe('the message badge, live', () => {
  test('rises on send and falls on read over viewerCounts', async () => {
    const [anna, bela] = await Promise.all([person(), person()]);
    await makeFriends(anna, bela);
    const client = subscriptionClient(t, { cookie: bela.cookie });
    const counts = client.iterate<{ viewerCounts: { messageCount: number } }>({ query: 'subscription { viewerCounts { messageCount } }' });
    const next = async () => (await counts.next()).value?.data?.viewerCounts.messageCount;
    try {
      expect(await next()).toBe(0);
      const sent = await send(anna, bela.entityId);
      expect(await next()).toBe(1);
      await t.gql(change('markMessageRead'), { id: gid('Message', sent.message.recId) }, { cookie: bela.cookie });
      expect(await next()).toBe(0);
    } finally {
      await counts.return?.();
      await client.dispose();
    }
  });

  test('an open conversation receives the new message', async () => {
    const [anna, bela] = await Promise.all([person(), person()]);
    await makeFriends(anna, bela);
    const client = subscriptionClient(t, { cookie: bela.cookie });
    const added = client.iterate<{ conversationMessageAdded: { subject: string } }>({
      query: `subscription ($with: ID!) { conversationMessageAdded(with: $with) { subject } }`,
      variables: { with: gid('Entity', anna.entityId) },
    });
    try {
      const arrival = added.next();
      // the subscription listens once its first result is asked for; give the server a moment to subscribe
      await new Promise((resolve) => setTimeout(resolve, 200));
      await send(anna, bela.entityId, { subject: 'Élőben' });
      expect((await arrival).value?.data?.conversationMessageAdded.subject).toBe('Élőben');
    } finally {
      await added.return?.();
      await client.dispose();
    }
  });
});
