/**
 * Account removal (issue 19 part 4; social-core §5, §7 `DELETE /api/identity/dummy`): the password
 * asked again, then everything personal gone in one step — the account and its sessions, relations,
 * posts, comments, likes, their copies of messages, media rows and files — while the records either
 * stay as anonymous contributions or go; the state check answers "logged out".
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DELETED_ACCOUNT_NAME } from '@domain/account-removal.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { type AccountWorld, buildAccountWorld, register } from './support/account-world.ts';

/** The password t.register gives every account. */
const PASSWORD = 'lepke-test-password';
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

const REMOVE = `mutation ($input: RemoveAccountInput!) {
  removeAccount(input: $input) {
    __typename
    ... on RemoveAccountPayload { records }
    ... on ValidationError { code fields { field code } }
    ... on Error { code }
  }
}`;
const STATE = '{ viewer { userId role } }';

let t: TestApp;
let mediaDir: string;

beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
  mediaDir = path.join(t.app.services.config.dataDir, 'media');
}, 60_000);
afterAll(() => t?.close());

async function remove(cookie: string | undefined, input: Record<string, unknown>) {
  const reply = await t.gql(REMOVE, { input }, { cookie });
  return { ...reply, result: reply.body.data?.removeAccount as { __typename: string; code?: string; records?: string } | undefined };
}

/** Nothing of the person's account, login, social life or media remains; returns what was kept of them. */
async function expectNothingPersonal(world: AccountWorld) {
  const { prisma } = t.db;
  const { person, other } = world;
  expect(await prisma.user.count({ where: { entityId: person.entityId } })).toBe(0);
  expect(await prisma.user.count({ where: { email: person.email } })).toBe(0);
  for (const count of [
    prisma.session.count({ where: { user: { entityId: person.entityId } } }),
    prisma.entityRelation.count({ where: { OR: [{ fromId: person.entityId }, { toId: person.entityId }] } }),
    prisma.post.count({ where: { authorId: person.entityId } }),
    prisma.article.count({ where: { OR: [{ authorId: person.entityId }, { id: world.storyId }] } }),
    prisma.collection.count({ where: { OR: [{ ownerId: person.entityId }, { id: world.collectionId }] } }),
    prisma.collectionItem.count({ where: { collectionId: world.collectionId } }),
    prisma.timelineItem.count({ where: { ownerId: person.entityId, observation: null } }),
    prisma.comment.count({ where: { createdById: person.entityId } }),
    prisma.like.count({ where: { entityId: person.entityId } }),
    prisma.messageCopy.count({ where: { ownerId: person.entityId } }),
    prisma.media.count({ where: { ownerId: person.entityId } }),
    prisma.savedLocation.count({ where: { ownerId: person.entityId } }),
    prisma.notification.count({ where: { recipientId: person.entityId } }),
    prisma.pushSubscription.count({ where: { entityId: person.entityId } }),
  ])
    expect(await count).toBe(0);
  // Sessions, consents, identities, tokens and recovery codes: none left without a user.
  expect(await prisma.session.count({ where: { user: { email: person.email } } })).toBe(0);
  expect(existsSync(path.join(mediaDir, world.dbKey))).toBe(false);

  expect(await prisma.timelineItem.count({ where: { id: world.friendItemId } })).toBe(0);
  expect(await prisma.mailNotice.count({ where: { url: `/message/${world.sentId}` } })).toBe(0);

  const entity = await prisma.entity.findUniqueOrThrow({ where: { id: person.entityId } });
  expect(entity).toMatchObject({ displayName: DELETED_ACCOUNT_NAME, profileImageUrl: null, locationText: null, description: '' });

  // The other's comment on the person's post and the other's reply to the person's comment went with them; counters follow.
  expect(await prisma.comment.count({ where: { id: world.otherCommentId } })).toBe(0);
  expect(await prisma.comment.count({ where: { createdById: other.entityId } })).toBe(0);
  expect(await prisma.timelineItem.findUniqueOrThrow({ where: { id: world.otherPostItemId } })).toMatchObject({ commentCount: 0, evaluationCount: 0 });

  // The other keeps their copy of what the person sent them, from a deleted account; the draft is gone.
  const inbox = await t.gql(
    `query ($recId: Int!) { viewer { message(recId: $recId) { subject body from { displayName } } } }`,
    { recId: world.sentId },
    { cookie: other.cookie },
  );
  expect(inbox.body.data.viewer.message).toMatchObject({ subject: 'Lepketúra', from: { displayName: DELETED_ACCOUNT_NAME } });
  const outbox = await t.gql(`query ($recId: Int!) { viewer { message(recId: $recId) { subject } } }`, { recId: world.receivedId }, { cookie: other.cookie });
  expect(outbox.body.data.viewer.message).toMatchObject({ subject: 'Re: Lepketúra' });
  expect(await prisma.message.count({ where: { id: world.draftId } })).toBe(0);

  // Nobody writes to a removed account: the compose screen says so, and a new message or a reply to theirs is refused.
  const composing = await t.rest('GET', `/api/message/send/${person.entityId}`, { cookie: other.cookie });
  expect(composing.body.data).toMatchObject({ can_write: false });
  const sending = await t.rest('POST', `/api/message/send/${person.entityId}`, { cookie: other.cookie, body: { subject: 'Hahó', message: 'Ott vagy?' } });
  expect(sending.status).toBe(404);
  expect(sending.body.error_code).toBe('ACCOUNT_REMOVED');
  const reply = await t.gql(
    `mutation ($input: MessageInput!) { sendMessage(input: $input) { __typename ... on Error { code } } }`,
    { input: { to: gid('Entity', person.entityId), subject: 'Re: Lepketúra', body: 'Köszi!', replyTo: gid('Message', world.sentId) } },
    { cookie: other.cookie },
  );
  expect(reply.body.data.sendMessage).toEqual({ __typename: 'NotFoundError', code: 'ACCOUNT_REMOVED' });
  expect(await prisma.messageCopy.count({ where: { ownerId: other.entityId, message: { subject: { in: ['Hahó', 'Re: Lepketúra'] }, fromId: other.entityId } } })).toBe(1);
}

describe('who may remove an account', () => {
  test('a guest is refused with 401, through GraphQL and REST', async () => {
    expect((await remove(undefined, { password: 'x' })).result).toMatchObject({ __typename: 'UnauthorizedError', code: 'UNAUTHORIZED' });
    const reply = await t.rest('DELETE', '/api/identity/dummy', { body: { password: 'x' } });
    expect(reply.status).toBe(401);
    expect(reply.body.error_code).toBe('UNAUTHORIZED');
  });

  test('without the password 422, with a wrong one 422 PASSWORD_WRONG, an unknown choice 422: nothing is removed', async () => {
    const person = await register(t, 'Meggondolt');
    const missing = await t.rest('DELETE', '/api/identity/dummy', { cookie: person.cookie });
    expect(missing.status).toBe(422);
    expect(missing.body.fields).toEqual([expect.objectContaining({ field: 'password', code: 'FIELD_REQUIRED' })]);
    const wrong = await t.rest('DELETE', '/api/identity/dummy', { cookie: person.cookie, body: { password: 'not-the-password' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error_code).toBe('PASSWORD_WRONG');
    expect((await remove(person.cookie, { password: 'not-the-password' })).result).toMatchObject({
      __typename: 'ValidationError',
      code: 'PASSWORD_WRONG',
      fields: [{ field: 'password', code: 'PASSWORD_WRONG' }],
    });
    const choice = await t.rest('DELETE', '/api/identity/dummy?records=KEEP', { cookie: person.cookie, body: { password: PASSWORD } });
    expect(choice.status).toBe(422);
    expect(await t.db.prisma.user.count({ where: { entityId: person.entityId } })).toBe(1);
    expect((await t.gql(STATE, {}, { cookie: person.cookie })).body.data.viewer.userId).not.toBeNull();
  });

  test('an account without a password needs a sign-in of the last 10 minutes (REAUTH_REQUIRED)', async () => {
    const person = await register(t, 'Közösségi');
    await t.db.prisma.user.update({ where: { entityId: person.entityId }, data: { passwordHash: null } });
    const user = await t.db.prisma.user.findUniqueOrThrow({ where: { entityId: person.entityId } });
    await t.db.prisma.session.updateMany({ where: { userId: user.id }, data: { createdAt: new Date(Date.now() - 11 * 60 * 1000) } });
    expect((await remove(person.cookie, {})).result).toMatchObject({ __typename: 'ForbiddenError', code: 'REAUTH_REQUIRED' });
    await t.db.prisma.session.updateMany({ where: { userId: user.id }, data: { createdAt: new Date() } });
    expect((await remove(person.cookie, {})).result).toMatchObject({ __typename: 'RemoveAccountPayload', records: 'ANONYMISE' });
    expect(await t.db.prisma.user.count({ where: { id: user.id } })).toBe(0);
  });
});

describe('an account that owns groups or projects', () => {
  const SOLE = '{ viewer { soleOwnerOf { recId name type } } }';

  test('is kept while it is the only owner (409 SOLE_OWNER_OF_ENTITIES, listed beforehand); a second owner, or deleting the group, lets it go', async () => {
    const founder = await register(t, 'Alapító');
    const partner = await register(t, 'Társalapító');
    const created = await t.gql(
      `mutation ($input: CreateEntityInput!) { createEntity(input: $input) { ... on EntityPayload { entity { recId } } } }`,
      { input: { type: 2, displayName: 'Zempléni lepkészek' } },
      { cookie: founder.cookie },
    );
    const groupId = created.body.data.createEntity.entity.recId as number;
    expect((await t.gql(SOLE, {}, { cookie: founder.cookie })).body.data.viewer.soleOwnerOf).toEqual([{ recId: groupId, name: 'Zempléni lepkészek', type: 2 }]);
    expect((await t.gql(SOLE, {}, { cookie: partner.cookie })).body.data.viewer.soleOwnerOf).toEqual([]);

    expect((await remove(founder.cookie, { password: PASSWORD })).result).toMatchObject({ __typename: 'ConflictError', code: 'SOLE_OWNER_OF_ENTITIES' });
    const rest = await t.rest('DELETE', '/api/identity/dummy', { cookie: founder.cookie, body: { password: PASSWORD } });
    expect(rest.status).toBe(409);
    expect(rest.body.error_code).toBe('SOLE_OWNER_OF_ENTITIES');
    expect(await t.db.prisma.user.count({ where: { entityId: founder.entityId } })).toBe(1);
    expect(await t.db.prisma.entityRelation.count({ where: { fromId: founder.entityId, toId: groupId, code: 'A' } })).toBe(1);

    // A second owner: the founder may go, the group keeps its owner.
    await t.db.prisma.entityRelation.createMany({
      data: [
        { fromId: partner.entityId, toId: groupId, code: 'm' },
        { fromId: partner.entityId, toId: groupId, code: 'A' },
      ],
    });
    expect((await t.gql(SOLE, {}, { cookie: founder.cookie })).body.data.viewer.soleOwnerOf).toEqual([]);
    expect((await remove(founder.cookie, { password: PASSWORD })).result).toMatchObject({ __typename: 'RemoveAccountPayload' });
    expect(await t.db.prisma.entityRelation.findMany({ where: { toId: groupId, code: 'A' }, select: { fromId: true } })).toEqual([{ fromId: partner.entityId }]);

    // The partner, now the only owner, deletes the group and then may go too.
    expect((await remove(partner.cookie, { password: PASSWORD })).result).toMatchObject({ code: 'SOLE_OWNER_OF_ENTITIES' });
    const deleted = await t.gql(
      `mutation ($input: DeleteEntityInput!) { deleteEntity(input: $input) { __typename } }`,
      { input: { entity: gid('Entity', groupId) } },
      { cookie: partner.cookie },
    );
    expect(deleted.body.errors).toBeUndefined();
    expect((await remove(partner.cookie, { password: PASSWORD })).result).toMatchObject({ __typename: 'RemoveAccountPayload' });
  });
});

describe('removing an account', () => {
  test('keeping the records: they stay under their licence as a deleted account, without the recorder or photos', async () => {
    const world = await buildAccountWorld(t, 'Anonim Aladár');
    expect(existsSync(path.join(mediaDir, world.dbKey))).toBe(true);
    // The other's daily digest would name the person as the sender of their message.
    expect(await t.db.prisma.mailNotice.count({ where: { url: `/message/${world.sentId}` } })).toBe(1);
    const reply = await remove(world.person.cookie, { password: PASSWORD, records: 'ANONYMISE' });
    expect(reply.result).toMatchObject({ __typename: 'RemoveAccountPayload', records: 'ANONYMISE' });
    // The cookie is cleared, and the old one is a guest's: the state check answers 3, logged out.
    expect(reply.headers.get('set-cookie')).toMatch(/lepke_session=;/);
    expect((await t.gql(STATE, {}, { cookie: world.person.cookie })).body.data.viewer).toMatchObject({ userId: null, role: 'GUEST' });

    await expectNothingPersonal(world);
    const record = await t.db.prisma.observation.findUniqueOrThrow({ where: { id: world.recordId } });
    expect(record).toMatchObject({ uploaderId: world.person.entityId, author: null, mediaIds: [], licence: 'CC_BY_4_0' });
    const node = await t.gql(`query ($id: ID!) { node(id: $id) { ... on Observation { author uploader { displayName } media { id } } } }`, {
      id: gid('Observation', world.recordId),
    });
    expect(node.body.data.node).toMatchObject({ author: null, uploader: { displayName: DELETED_ACCOUNT_NAME }, media: [] });
    const rest = await t.rest('GET', `/api/observation/${world.recordId}`);
    expect(rest.status).toBe(200);
    const text = JSON.stringify(rest.body);
    expect(text).not.toContain('Anonim Aladár');
    expect(text).toContain(DELETED_ACCOUNT_NAME);

    // The deleted account's page shows nobody; a reply to its message is no server error.
    const page = await t.gql(`query ($id: ID!) { node(id: $id) { ... on Entity { displayName } } }`, { id: gid('Entity', world.person.entityId) });
    expect(page.body.data.node).toEqual({ displayName: DELETED_ACCOUNT_NAME });
    const replied = await t.gql(
      `mutation ($input: MessageInput!) { sendMessage(input: $input) { __typename } }`,
      { input: { to: gid('Entity', world.person.entityId), subject: 'Re', body: 'Hol vagy?' } },
      { cookie: world.other.cookie },
    );
    expect(replied.body.errors).toBeUndefined();
  });

  test('deleting the records: they go with their photos, and the REST call logs out', async () => {
    const world = await buildAccountWorld(t, 'Törlő Tamás');
    const species = () => t.db.prisma.species.findUniqueOrThrow({ where: { uri: 'aglais-io' }, select: { statCount: true } });
    const before = (await species()).statCount;
    expect(existsSync(path.join(mediaDir, world.dbKey))).toBe(true);
    const reply = await t.rest('DELETE', '/api/identity/dummy', { cookie: world.person.cookie, body: { password: PASSWORD, records: 'DELETE' } });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ removed: true, records: 'DELETE' });
    expect(reply.headers.get('set-cookie')).toMatch(/lepke_session=;/);
    await expectNothingPersonal(world);
    expect(await t.db.prisma.observation.count({ where: { uploaderId: world.person.entityId } })).toBe(0);
    expect(await t.db.prisma.timelineItem.count({ where: { id: world.recordItemId } })).toBe(0);
    expect((await species()).statCount).toBe(before - 1);
    expect((await t.rest('GET', `/api/observation/${world.recordId}`)).status).toBe(404);
  });
});
