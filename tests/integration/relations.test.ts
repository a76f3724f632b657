import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { objectKey } from '../../server/modules/objects/registry.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { subscriptionClient } from './ws-client.ts';

interface Person {
  cookie: string;
  entityId: number;
}

const PAYLOAD = `__typename
  ... on RelationPayload { code viewerRelation viewerActions entity { recId viewerRelation viewerActions } }
  ... on Error { code }`;
const action = (name: string, inputType = 'EntityActionInput') => `mutation ($input: ${inputType}!) { ${name}(input: $input) { ${PAYLOAD} } }`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: '0' } });
});
afterAll(() => t?.close());

const gid = (id: number) => Buffer.from(`Entity:${id}`).toString('base64');
let people = 0;
const person = (): Promise<Person> => t.register(`Person ${++people}`);
const entity = async (type: number, displayName = `Entity type ${type}`) => (await t.db.prisma.entity.create({ data: { type, displayName } })).id;

// Results read whatever shape the mutation selected.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function gqlAct(name: string, actor: Person, target: number, extra: Record<string, unknown> = {}, inputType?: string): Promise<any> {
  const reply = await t.gql(action(name, inputType), { input: { entity: gid(target), ...extra } }, { cookie: actor.cookie });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data[name];
}

/** The relation letters between the given entities, as "from code to" strings. */
async function letters(...ids: number[]): Promise<string[]> {
  const rows = await t.db.prisma.entityRelation.findMany({ where: { fromId: { in: ids }, toId: { in: ids } } });
  return rows.map(({ fromId, code, toId }) => `${fromId} ${code} ${toId}`).toSorted();
}
const pair = (a: number, codeA: string, b: number, codeB: string) => [`${a} ${codeA} ${b}`, `${b} ${codeB} ${a}`].toSorted();

describe('friend requests over GraphQL', () => {
  test('send, accept, unfriend: s/g, then b both ways, then nothing', async () => {
    const [anna, bela] = await Promise.all([person(), person()]);
    const sent = await gqlAct('sendFriendRequest', anna, bela.entityId);
    expect(sent).toMatchObject({
      code: 'FRIEND_REQUEST_SENT',
      viewerRelation: 'FRIEND_REQUEST_SENT',
      viewerActions: ['REVOKE_REQUEST', 'BLOCK_USER', 'REPORT_USER'],
      entity: { recId: bela.entityId, viewerRelation: 'FRIEND_REQUEST_SENT' },
    });
    expect(await letters(anna.entityId, bela.entityId)).toEqual(pair(anna.entityId, 's', bela.entityId, 'g'));

    const accepted = await gqlAct('acceptFriendRequest', bela, anna.entityId);
    expect(accepted).toMatchObject({ code: 'FRIEND_REQUEST_ACCEPTED', viewerRelation: 'FRIEND', entity: { viewerActions: ['UNFRIEND', 'BLOCK_USER', 'REPORT_USER'] } });
    expect(await letters(anna.entityId, bela.entityId)).toEqual(pair(anna.entityId, 'b', bela.entityId, 'b'));

    const ended = await gqlAct('unfriend', anna, bela.entityId);
    expect(ended).toMatchObject({ code: 'FRIEND_UNFRIENDED', viewerRelation: 'NO_FRIEND' });
    expect(await letters(anna.entityId, bela.entityId)).toEqual([]);
  });

  test('reject and revoke clear the request on both sides', async () => {
    const [anna, bela] = await Promise.all([person(), person()]);
    await gqlAct('sendFriendRequest', anna, bela.entityId);
    expect(await gqlAct('rejectFriendRequest', bela, anna.entityId)).toMatchObject({ code: 'FRIEND_REQUEST_REJECTED', viewerRelation: 'NO_FRIEND' });
    expect(await letters(anna.entityId, bela.entityId)).toEqual([]);

    await gqlAct('sendFriendRequest', anna, bela.entityId);
    expect(await gqlAct('revokeFriendRequest', anna, bela.entityId)).toMatchObject({ code: 'FRIEND_REQUEST_REVOKED', viewerRelation: 'NO_FRIEND' });
    expect(await letters(anna.entityId, bela.entityId)).toEqual([]);
  });

  test('accepting a request that was revoked meanwhile is FRIEND_REQUEST_NON_EXIST and changes nothing', async () => {
    const [anna, bela] = await Promise.all([person(), person()]);
    await gqlAct('sendFriendRequest', anna, bela.entityId);
    await gqlAct('revokeFriendRequest', anna, bela.entityId);
    expect(await gqlAct('acceptFriendRequest', bela, anna.entityId)).toEqual({ __typename: 'ConflictError', code: 'FRIEND_REQUEST_NON_EXIST' });
    expect(await letters(anna.entityId, bela.entityId)).toEqual([]);
  });

  test('a request and its acceptance notify the other side and push the new badge count', async () => {
    const [anna, bela] = await Promise.all([person(), person()]);
    const client = subscriptionClient(t, { cookie: bela.cookie });
    const counts = client.iterate<{ viewerCounts: { notificationCount: number } }>({ query: 'subscription { viewerCounts { notificationCount } }' });
    const nextCount = async () => (await counts.next()).value?.data?.viewerCounts.notificationCount;
    try {
      expect(await nextCount()).toBe(0);
      await gqlAct('sendFriendRequest', anna, bela.entityId);
      expect(await nextCount()).toBe(1);
    } finally {
      await counts.return?.();
      await client.dispose();
    }
    await gqlAct('acceptFriendRequest', bela, anna.entityId);
    const notes = await t.db.prisma.notification.findMany({ where: { recipientId: { in: [anna.entityId, bela.entityId] } }, orderBy: { id: 'asc' } });
    expect(notes.map(({ recipientId, token, url }) => ({ recipientId, token, url }))).toEqual([
      { recipientId: bela.entityId, token: 'FRIEND_REQUEST_GOT', url: `/people/${anna.entityId}` },
      { recipientId: anna.entityId, token: 'FRIEND_REQUEST_ACCEPTED', url: `/people/${bela.entityId}` },
    ]);
  });

  test("a new friendship shows on both people's timelines as a FRIEND item about the other", async () => {
    const [anna, bela] = await Promise.all([person(), person()]);
    await gqlAct('sendFriendRequest', anna, bela.entityId);
    await gqlAct('acceptFriendRequest', bela, anna.entityId);
    const friendItems = async (owner: Person, viewer: Person) => {
      const reply = await t.gql(
        `query ($id: ID!) { node(id: $id) { ... on Entity { timeline(first: 10) { edges { node { category title url referencedId } } } } } }`,
        { id: gid(owner.entityId) },
        { cookie: viewer.cookie },
      );
      expect(reply.body.errors).toBeUndefined();
      return (reply.body.data.node.timeline.edges as { node: { category: string } }[]).map((edge) => edge.node).filter((item) => item.category === 'FRIEND');
    };
    const names = await t.db.prisma.entity.findMany({ where: { id: { in: [anna.entityId, bela.entityId] } }, select: { id: true, displayName: true } });
    const nameOf = (who: Person) => names.find((entity) => entity.id === who.entityId)!.displayName;
    expect(await friendItems(anna, bela)).toEqual([{ category: 'FRIEND', title: nameOf(bela), url: `/people/${bela.entityId}`, referencedId: bela.entityId }]);
    expect(await friendItems(bela, anna)).toEqual([{ category: 'FRIEND', title: nameOf(anna), url: `/people/${anna.entityId}`, referencedId: anna.entityId }]);

    // The friendship ends: "now friends" is no longer true on either timeline, for either of them or a third.
    const cili = await person();
    const item = await t.db.prisma.timelineItem.findFirstOrThrow({ where: { ownerId: anna.entityId, category: 'FRIEND' } });
    // FRIEND items take no likes (social-core §6); a like stored before that rule still goes with its item.
    expect((await t.rest('POST', `/api/like/${item.id}`, { cookie: cili.cookie })).status).toBe(403);
    await t.db.prisma.like.create({ data: { entityId: cili.entityId, objectId: objectKey({ kind: 'TimelineItem', id: item.id }) } });
    expect(await t.db.prisma.like.count({ where: { objectId: objectKey({ kind: 'TimelineItem', id: item.id }) } })).toBe(1);
    await gqlAct('unfriend', bela, anna.entityId);
    for (const [owner, viewer] of [
      [anna, bela],
      [bela, anna],
      [anna, anna],
      [bela, cili],
    ] as const)
      expect(await friendItems(owner, viewer)).toEqual([]);
    expect(await t.db.prisma.like.count({ where: { objectId: objectKey({ kind: 'TimelineItem', id: item.id }) } })).toBe(0);
    // Friends again: one new item each, not the old ones back beside them.
    await gqlAct('sendFriendRequest', bela, anna.entityId);
    await gqlAct('acceptFriendRequest', anna, bela.entityId);
    expect(await friendItems(anna, cili)).toHaveLength(1);
    expect(await friendItems(bela, cili)).toHaveLength(1);
  });

  test('blocking ends a friendship and takes its FRIEND items off both timelines', async () => {
    const [anna, bela] = await Promise.all([person(), person()]);
    await gqlAct('sendFriendRequest', anna, bela.entityId);
    await gqlAct('acceptFriendRequest', bela, anna.entityId);
    const friendItems = () => t.db.prisma.timelineItem.count({ where: { category: 'FRIEND', ownerId: { in: [anna.entityId, bela.entityId] } } });
    expect(await friendItems()).toBe(2);
    expect(await gqlAct('blockEntity', anna, bela.entityId)).toMatchObject({ code: 'ENTITY_BLOCKED' });
    expect(await friendItems()).toBe(0);
  });

  test('a guest may not act', async () => {
    const bela = await person();
    const reply = await t.gql(action('sendFriendRequest'), { input: { entity: gid(bela.entityId) } });
    expect(reply.body.data).toBeNull();
    expect(reply.body.errors).toMatchObject([{ extensions: { code: 'UNAUTHORIZED' } }]);
    expect(await letters(bela.entityId)).toEqual([]);
  });
});

describe('the action table of social-core §4', () => {
  const requested = (a: Person, b: Person) => gqlAct('sendFriendRequest', a, b.entityId);
  /** Brings the first person into a state towards the second. */
  const SETUPS: Record<string, (a: Person, b: Person) => Promise<unknown>> = {
    NO_FRIEND: async () => {},
    FRIEND: async (a, b) => {
      await requested(a, b);
      await gqlAct('acceptFriendRequest', b, a.entityId);
    },
    FRIEND_REQUEST_SENT: requested,
    FRIEND_REQUEST_GOT: (a, b) => requested(b, a),
  };

  test.each([
    ['NO_FRIEND', 'unfriend', 'RELATION_ACTION_NOT_ALLOWED'],
    ['NO_FRIEND', 'acceptFriendRequest', 'FRIEND_REQUEST_NON_EXIST'],
    ['NO_FRIEND', 'revokeFriendRequest', 'FRIEND_REQUEST_NON_EXIST'],
    ['NO_FRIEND', 'joinEntity', 'RELATION_ACTION_NOT_ALLOWED'],
    ['FRIEND', 'sendFriendRequest', 'RELATION_ACTION_NOT_ALLOWED'],
    ['FRIEND', 'rejectFriendRequest', 'FRIEND_REQUEST_NON_EXIST'],
    ['FRIEND_REQUEST_SENT', 'sendFriendRequest', 'RELATION_ACTION_NOT_ALLOWED'],
    ['FRIEND_REQUEST_SENT', 'acceptFriendRequest', 'FRIEND_REQUEST_NON_EXIST'],
    ['FRIEND_REQUEST_SENT', 'unfriend', 'RELATION_ACTION_NOT_ALLOWED'],
    ['FRIEND_REQUEST_GOT', 'sendFriendRequest', 'RELATION_ACTION_NOT_ALLOWED'],
    ['FRIEND_REQUEST_GOT', 'revokeFriendRequest', 'FRIEND_REQUEST_NON_EXIST'],
    ['FRIEND_REQUEST_GOT', 'unblockEntity', 'RELATION_ACTION_NOT_ALLOWED'],
  ] as const)('in %s, %s fails with %s and changes nothing', async (state, mutation, code) => {
    const [anna, bela] = await Promise.all([person(), person()]);
    await SETUPS[state]!(anna, bela);
    const before = await letters(anna.entityId, bela.entityId);
    expect(await gqlAct(mutation, anna, bela.entityId)).toEqual({ __typename: 'ConflictError', code });
    expect(await letters(anna.entityId, bela.entityId)).toEqual(before);
    const node = await t.gql(`query ($id: ID!) { node(id: $id) { ... on Entity { viewerRelation } } }`, { id: gid(bela.entityId) }, { cookie: anna.cookie });
    expect(node.body.data.node.viewerRelation).toBe(state);
  });

  test.each([
    ['MEMBER', 'joinEntity', 'ENTITY_ALREADY_JOINED'],
    ['NO_MEMBER', 'leaveEntity', 'RELATION_ACTION_NOT_ALLOWED'],
    ['NO_MEMBER', 'revokeJoinRequest', 'JOIN_REQUEST_NON_EXIST'],
    ['NO_MEMBER', 'sendFriendRequest', 'RELATION_ACTION_NOT_ALLOWED'],
  ] as const)('towards a group in %s, %s fails with %s and changes nothing', async (state, mutation, code) => {
    const [anna, group] = await Promise.all([person(), entity(2)]);
    if (state === 'MEMBER') await gqlAct('joinEntity', anna, group);
    const before = await letters(anna.entityId, group);
    expect(await gqlAct(mutation, anna, group)).toEqual({ __typename: 'ConflictError', code });
    expect(await letters(anna.entityId, group)).toEqual(before);
  });

  test('acting on oneself is a validation error; an unknown entity is not found', async () => {
    const anna = await person();
    expect(await gqlAct('sendFriendRequest', anna, anna.entityId)).toEqual({ __typename: 'ValidationError', code: 'SELF_RELATION' });
    expect(await gqlAct('joinEntity', anna, 999_999)).toEqual({ __typename: 'NotFoundError', code: 'DATA_NOT_FOUND' });
  });

  test('a guest sees no relation; oneself neither', async () => {
    const anna = await person();
    const query = `query ($id: ID!) { node(id: $id) { ... on Entity { viewerRelation viewerActions } } }`;
    for (const cookie of [undefined, anna.cookie]) {
      const reply = await t.gql(query, { id: gid(anna.entityId) }, { cookie });
      expect(reply.body.data.node).toEqual({ viewerRelation: 'NO_RELATION', viewerActions: [] });
    }
  });
});

describe('REST friend and membership calls', () => {
  test('send (form or JSON, id or entity_id), accept, unfriend, reject and revoke answer the token and the entity_relation entry', async () => {
    const [anna, bela] = await Promise.all([person(), person()]);
    const post = (actor: Person, path: string, body?: unknown, headers?: Record<string, string>) => t.rest('POST', path, { cookie: actor.cookie, body, headers });

    const form = await post(anna, '/api/friend/request/send/', `entity_id=${bela.entityId}`, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ code: 'FRIEND_REQUEST_SENT', entity_relation: { [bela.entityId]: ['s'] }, relation_state: 'FRIEND_REQUEST_SENT' });

    const accepted = await post(bela, `/api/friend/request/accept/${anna.entityId}`);
    expect(accepted.body).toMatchObject({ code: 'FRIEND_REQUEST_ACCEPTED', entity_relation: { [anna.entityId]: ['b'] } });
    // The friendship is on both home timelines until it ends.
    const both = [anna.entityId, bela.entityId].toSorted((a, b) => a - b);
    const friendItems = async (viewer: Person) =>
      ((await t.rest('GET', '/api/timeline?_size=100', { cookie: viewer.cookie })).body.list.data as { category: string; owned_by: number; referenced_id: number }[])
        .filter((item) => item.category === 'FRIEND' && both.includes(item.owned_by) && both.includes(item.referenced_id))
        .map((item) => item.owned_by)
        .toSorted((a, b) => a - b);
    expect(await friendItems(anna)).toEqual(both);
    const ended = await post(bela, `/api/friend/unfriend/${anna.entityId}`);
    expect(ended.body).toMatchObject({ code: 'FRIEND_UNFRIENDED', entity_relation: { [anna.entityId]: [] } });
    expect(await friendItems(anna)).toEqual([]);
    expect(await friendItems(bela)).toEqual([]);

    const json = await post(bela, '/api/friend/request/send/', { id: anna.entityId });
    expect(json.body.code).toBe('FRIEND_REQUEST_SENT');
    expect((await post(anna, `/api/friend/request/reject/${bela.entityId}`)).body.code).toBe('FRIEND_REQUEST_REJECTED');
    await post(bela, '/api/friend/request/send/', { entity_id: anna.entityId });
    expect((await post(bela, `/api/friend/request/revoke/${anna.entityId}`)).body.code).toBe('FRIEND_REQUEST_REVOKED');

    const gone = await post(anna, `/api/friend/request/accept/${bela.entityId}`);
    expect(gone).toMatchObject({ status: 409, body: { error_code: 'FRIEND_REQUEST_NON_EXIST' } });
    expect(await letters(anna.entityId, bela.entityId)).toEqual([]);
  });

  test('join and leave a group; a guest gets 401, a bad id 422', async () => {
    const [anna, group] = await Promise.all([person(), entity(2, 'Csoport')]);
    const joined = await t.rest('POST', `/api/entity/join/${group}`, { cookie: anna.cookie });
    expect(joined.body).toMatchObject({ code: 'ENTITY_X_JOINED', entity: { id: group, display_name: 'Csoport' }, entity_relation: { [group]: ['m'] } });
    const again = await t.rest('POST', `/api/entity/join/${group}`, { cookie: anna.cookie });
    expect(again).toMatchObject({ status: 409, body: { error_code: 'ENTITY_ALREADY_JOINED' } });
    const left = await t.rest('POST', `/api/entity/leave/${group}`, { cookie: anna.cookie });
    expect(left.body).toMatchObject({ code: 'ENTITY_X_LEFT', entity_relation: { [group]: [] } });

    expect((await t.rest('POST', `/api/entity/join/${group}`)).status).toBe(401);
    expect((await t.rest('POST', '/api/entity/join/abc', { cookie: anna.cookie })).status).toBe(422);
  });
});

describe('joining: groups at once, projects by request', () => {
  test('the community and a group make a member at once', async () => {
    const [anna, community, group] = await Promise.all([person(), entity(-1), entity(2)]);
    for (const id of [community, group]) {
      expect(await gqlAct('joinEntity', anna, id)).toMatchObject({ code: 'ENTITY_X_JOINED', viewerRelation: 'MEMBER' });
    }
    expect(await letters(anna.entityId, community, group)).toEqual([`${anna.entityId} m ${community}`, `${anna.entityId} m ${group}`].toSorted());
  });

  async function projectWithStaff() {
    const project = await entity(6, 'Projekt');
    const staff = Object.fromEntries(
      await Promise.all(
        ['A', 'C', 'E', 'M', 'R', 'm'].map(async (code) => {
          const member = await person();
          await t.db.prisma.entityRelation.create({ data: { fromId: member.entityId, toId: project, code } });
          return [code, member] as const;
        }),
      ),
    );
    return { project, staff };
  }
  const decide = (name: 'acceptJoinRequest' | 'rejectJoinRequest', admin: Person, project: number, member: number) =>
    gqlAct(name, admin, project, { member: gid(member) }, 'JoinRequestDecisionInput');

  test('a project join leaves a request that A, C and E may accept, and the member is told', async () => {
    const { project, staff } = await projectWithStaff();
    for (const code of ['A', 'C', 'E']) {
      const applicant = await person();
      expect(await gqlAct('joinEntity', applicant, project)).toMatchObject({ code: 'JOIN_REQUEST_SENT', viewerRelation: 'JOIN_REQUEST_SENT' });
      expect(await letters(applicant.entityId, project)).toEqual([`${applicant.entityId} j ${project}`]);
      expect(await decide('acceptJoinRequest', staff[code]!, project, applicant.entityId)).toMatchObject({ code: 'JOIN_REQUEST_ACCEPTED' });
      expect(await letters(applicant.entityId, project)).toEqual([`${applicant.entityId} m ${project}`]);
      const note = await t.db.prisma.notification.findFirst({ where: { recipientId: applicant.entityId } });
      expect(note).toMatchObject({ token: 'JOIN_REQUEST_ACCEPTED', url: `/entity/${project}` });
    }
  });

  test('M, R, members and strangers may not decide; rejecting and revoking clear the request', async () => {
    const { project, staff } = await projectWithStaff();
    const [applicant, stranger] = await Promise.all([person(), person()]);
    await gqlAct('joinEntity', applicant, project);
    for (const decider of [staff.M!, staff.R!, staff.m!, stranger]) {
      expect(await decide('acceptJoinRequest', decider, project, applicant.entityId)).toEqual({ __typename: 'ForbiddenError', code: 'FORBIDDEN' });
    }
    expect(await letters(applicant.entityId, project)).toEqual([`${applicant.entityId} j ${project}`]);

    expect(await decide('rejectJoinRequest', staff.A!, project, applicant.entityId)).toMatchObject({ code: 'JOIN_REQUEST_REJECTED' });
    expect(await letters(applicant.entityId, project)).toEqual([]);
    expect(await decide('acceptJoinRequest', staff.A!, project, applicant.entityId)).toEqual({ __typename: 'ConflictError', code: 'JOIN_REQUEST_NON_EXIST' });

    await gqlAct('joinEntity', applicant, project);
    expect(await gqlAct('revokeJoinRequest', applicant, project)).toMatchObject({ code: 'JOIN_REQUEST_REVOKED', viewerRelation: 'NO_MEMBER' });
    expect(await letters(applicant.entityId, project)).toEqual([]);
  });

  test('a join request notifies A, C and E once each; a repeated request collapses, revoking or deciding takes the notifications back', async () => {
    const { project, staff } = await projectWithStaff();
    const deciders = [staff.A!, staff.C!, staff.E!];
    const [applicant, second] = await Promise.all([person(), person()]);
    const requestNotes = (member: Person) =>
      t.db.prisma.notification.findMany({
        where: { token: 'JOIN_REQUEST_GOT', url: `/entity/${project}/relation/j?member=${member.entityId}` },
        select: { recipientId: true },
        orderBy: { recipientId: 'asc' },
      });
    const recipients = deciders.map(({ entityId }) => ({ recipientId: entityId })).toSorted((a, b) => a.recipientId - b.recipientId);

    await gqlAct('joinEntity', applicant, project);
    expect(await requestNotes(applicant)).toEqual(recipients);
    // The badge of a decider counts it.
    const badge = await t.gql('{ viewer { notificationCount } }', {}, { cookie: staff.A!.cookie });
    expect(badge.body.data.viewer.notificationCount).toBe(1);
    // M, R and plain members are not asked.
    for (const other of [staff.M!, staff.R!, staff.m!]) expect(await t.db.prisma.notification.count({ where: { recipientId: other.entityId } })).toBe(0);

    // Revoked: the notifications go; asked again: one each, not two.
    await gqlAct('revokeJoinRequest', applicant, project);
    expect(await requestNotes(applicant)).toEqual([]);
    await gqlAct('joinEntity', applicant, project);
    await gqlAct('revokeJoinRequest', applicant, project);
    await gqlAct('joinEntity', applicant, project);
    expect(await requestNotes(applicant)).toEqual(recipients);

    // Rejected by one decider: gone for all of them; another person's request stays.
    await gqlAct('joinEntity', second, project);
    await decide('rejectJoinRequest', staff.C!, project, applicant.entityId);
    expect(await requestNotes(applicant)).toEqual([]);
    expect(await requestNotes(second)).toEqual(recipients);
    await decide('acceptJoinRequest', staff.E!, project, second.entityId);
    expect(await requestNotes(second)).toEqual([]);
  });

  test("removing a person's request (an administrator) or walking away from it (a block) takes the deciders' notifications back", async () => {
    const { project, staff } = await projectWithStaff();
    const [applicant, blocker] = await Promise.all([person(), person()]);
    const requestNotes = (member: Person) =>
      t.db.prisma.notification.count({ where: { token: 'JOIN_REQUEST_GOT', url: `/entity/${project}/relation/j?member=${member.entityId}` } });
    await gqlAct('joinEntity', applicant, project);
    await gqlAct('joinEntity', blocker, project);
    expect([await requestNotes(applicant), await requestNotes(blocker)]).toEqual([3, 3]);

    const removed = await t.gql(
      'mutation ($input: RemoveMemberInput!) { removeMember(input: $input) { __typename ... on EntityMemberPayload { code } } }',
      { input: { entity: gid(project), member: gid(applicant.entityId) } },
      { cookie: staff.C!.cookie },
    );
    expect(removed.body.data.removeMember).toEqual({ __typename: 'EntityMemberPayload', code: 'OPERATION_SUCCEEDED' });
    expect(await requestNotes(applicant)).toBe(0);
    const badge = await t.gql('{ viewer { notificationCount } }', {}, { cookie: staff.A!.cookie });
    expect(badge.body.data.viewer.notificationCount).toBe(1);

    expect(await gqlAct('blockEntity', blocker, project)).toMatchObject({ code: 'ENTITY_BLOCKED' });
    expect(await requestNotes(blocker)).toBe(0);
    expect(await letters(applicant.entityId, blocker.entityId, project)).toEqual([]);
  });

  test('GET /api/entity/relation lists members and admins to anybody, join requests only to A, C, E; l is not here', async () => {
    const { project, staff } = await projectWithStaff();
    const applicant = await person();
    await gqlAct('joinEntity', applicant, project);

    const admins = await t.rest('GET', `/api/entity/relation/${project}/A`);
    expect(admins.body.list).toMatchObject({ data: [{ id: staff.A!.entityId, type: 0 }], page: { totalElements: 1 } });
    const members = await t.rest('GET', `/api/entity/relation/${project}/m?_size=1`);
    expect(members.body.list).toMatchObject({ data: [{ id: staff.m!.entityId }], page: { totalElements: 1 } });

    const requests = await t.rest('GET', `/api/entity/relation/${project}/j`, { cookie: staff.E!.cookie });
    expect(requests.body.list.data.map((row: { id: number }) => row.id)).toEqual([applicant.entityId]);
    expect((await t.rest('GET', `/api/entity/relation/${project}/j`, { cookie: staff.M!.cookie })).status).toBe(403);
    expect((await t.rest('GET', `/api/entity/relation/${project}/x`)).status).toBe(404);
  });
});

describe('following', () => {
  const FOLLOWING = `{ timeline(first: 50, following: true) { totalCount edges { node { recId } } } }`;
  const followingFeed = async (who: Person) => {
    const reply = await t.gql(FOLLOWING, {}, { cookie: who.cookie });
    expect(reply.body.errors).toBeUndefined();
    return (reply.body.data.timeline.edges as { node: { recId: number } }[]).map((edge) => edge.node.recId);
  };
  const item = async (owner: Person, privacy: number) =>
    (await t.db.prisma.timelineItem.create({ data: { ownerId: owner.entityId, category: 'NOTE', title: `level ${privacy}`, privacy } })).id;

  test("follow and unfollow switch FOLLOWED / NOT_FOLLOWED and bring the followed person's public items into the following timeline", async () => {
    const [fan, star, other] = await Promise.all([person(), person(), person()]);
    const [starPublic, starFriends, otherPublic] = [await item(star, 9), await item(star, 1), await item(other, 9)];
    const state = async () =>
      (await t.gql(`query ($id: ID!) { node(id: $id) { ... on Entity { viewerFollowState viewerRelation } } }`, { id: gid(star.entityId) }, { cookie: fan.cookie })).body
        .data.node;
    expect(await state()).toEqual({ viewerFollowState: 'NOT_FOLLOWED', viewerRelation: 'NO_FRIEND' });
    expect(await followingFeed(fan)).toEqual([]);

    expect(await gqlAct('followEntity', fan, star.entityId)).toMatchObject({ code: 'ENTITY_FOLLOWED', viewerRelation: 'NO_FRIEND' });
    expect(await state()).toEqual({ viewerFollowState: 'FOLLOWED', viewerRelation: 'NO_FRIEND' });
    // Their public item, not the friends-only one, nor anybody else's.
    expect(await followingFeed(fan)).toEqual([starPublic]);
    expect(await followingFeed(fan)).not.toContain(starFriends);
    expect(await followingFeed(fan)).not.toContain(otherPublic);
    expect((await gqlAct('followEntity', fan, star.entityId)).code).toBe('RELATION_ACTION_NOT_ALLOWED');

    // REST: unfollow answers the state; the items leave the following timeline.
    const unfollowed = await t.rest('POST', `/api/entity/unfollow/${star.entityId}`, { cookie: fan.cookie });
    expect(unfollowed.body).toMatchObject({ code: 'ENTITY_UNFOLLOWED', follow_state: 'NOT_FOLLOWED', relation_state: 'NO_FRIEND' });
    expect(await followingFeed(fan)).toEqual([]);
    const followed = await t.rest('POST', `/api/entity/follow/${star.entityId}`, { cookie: fan.cookie });
    expect(followed.body).toMatchObject({ code: 'ENTITY_FOLLOWED', follow_state: 'FOLLOWED', entity_relation: { [star.entityId]: ['f'] } });
    const rest = await t.rest('GET', '/api/timeline?following=1', { cookie: fan.cookie });
    expect(rest.body.list.data.map((row: { id: number }) => row.id)).toEqual([starPublic]);
  });

  test('a block ends following both ways and refuses it', async () => {
    const [fan, star] = await Promise.all([person(), person()]);
    await gqlAct('followEntity', fan, star.entityId);
    await gqlAct('followEntity', star, fan.entityId);
    await gqlAct('blockEntity', star, fan.entityId);
    expect(await t.db.prisma.entityRelation.count({ where: { code: 'f', fromId: { in: [fan.entityId, star.entityId] } } })).toBe(0);
    expect((await gqlAct('followEntity', fan, star.entityId)).code).toBe('BLOCKED');
  });
});

describe('blocks', () => {
  const TIMELINE = '{ timeline(first: 100) { edges { node { title } } } }';
  const titles = async (cookie?: string): Promise<string[]> =>
    (await t.gql(TIMELINE, {}, { cookie })).body.data.timeline.edges.map(({ node }: { node: { title: string } }) => node.title);

  test('a block ends the friendship, refuses requests, hides items both ways until unblocked', async () => {
    const [anna, bela] = await Promise.all([person(), person()]);
    await gqlAct('sendFriendRequest', anna, bela.entityId);
    await gqlAct('acceptFriendRequest', bela, anna.entityId);
    const item = (ownerId: number) => ({ ownerId, title: `public note of ${ownerId}`, category: 'NOTE', privacy: 9 });
    await t.db.prisma.timelineItem.createMany({ data: [item(anna.entityId), item(bela.entityId)] });
    const annaItem = `public note of ${anna.entityId}`;
    const belaItem = `public note of ${bela.entityId}`;

    const blocked = await gqlAct('blockEntity', anna, bela.entityId);
    expect(blocked).toMatchObject({ code: 'ENTITY_BLOCKED', viewerRelation: 'BLOCKED_USER', viewerActions: ['UNBLOCK_USER', 'REPORT_USER'] });
    expect(await letters(anna.entityId, bela.entityId)).toEqual([]);
    expect(await t.db.prisma.block.count({ where: { blockerId: anna.entityId, blockedId: bela.entityId } })).toBe(1);

    expect(await gqlAct('sendFriendRequest', bela, anna.entityId)).toEqual({ __typename: 'ForbiddenError', code: 'BLOCKED' });
    const rest = await t.rest('POST', '/api/friend/request/send/', { cookie: bela.cookie, body: { id: anna.entityId } });
    expect(rest).toMatchObject({ status: 403, body: { error_code: 'BLOCKED' } });
    expect(await letters(anna.entityId, bela.entityId)).toEqual([]);

    expect(await titles(anna.cookie)).toContain(annaItem);
    expect(await titles(anna.cookie)).not.toContain(belaItem);
    expect(await titles(bela.cookie)).not.toContain(annaItem);
    expect(await titles(undefined)).toEqual(expect.arrayContaining([annaItem, belaItem]));

    const unblocked = await t.rest('POST', `/api/entity/unblock/${bela.entityId}`, { cookie: anna.cookie });
    expect(unblocked.body).toMatchObject({ code: 'ENTITY_UNBLOCKED', relation_state: 'NO_FRIEND' });
    expect(await titles(anna.cookie)).toContain(belaItem);
    expect(await titles(bela.cookie)).toContain(annaItem);
    expect(await gqlAct('sendFriendRequest', bela, anna.entityId)).toMatchObject({ code: 'FRIEND_REQUEST_SENT' });
  });

  test('blocking a group ends the membership; blocking twice is not allowed', async () => {
    const [anna, group] = await Promise.all([person(), entity(2)]);
    await gqlAct('joinEntity', anna, group);
    const blocked = await t.rest('POST', `/api/entity/block/${group}`, { cookie: anna.cookie });
    expect(blocked.body).toMatchObject({ code: 'ENTITY_BLOCKED', relation_state: 'BLOCKED_ENTITY', entity_relation: { [group]: [] } });
    expect(await gqlAct('blockEntity', anna, group)).toEqual({ __typename: 'ConflictError', code: 'RELATION_ACTION_NOT_ALLOWED' });
    expect(await gqlAct('joinEntity', anna, group)).toEqual({ __typename: 'ConflictError', code: 'RELATION_ACTION_NOT_ALLOWED' });
  });
});

describe('reports', () => {
  test('reporting a person files one dispute about its global id, however often', async () => {
    const [anna, bela] = await Promise.all([person(), person()]);
    const reported = await gqlAct('reportEntity', anna, bela.entityId, { reason: 'spam' }, 'ReportEntityInput');
    expect(reported).toMatchObject({ code: 'ENTITY_REPORTED', viewerRelation: 'NO_FRIEND' });
    const again = await t.rest('POST', `/api/entity/report/${bela.entityId}`, { cookie: anna.cookie, body: { reason: 'still spam' } });
    expect(again.body.code).toBe('ENTITY_REPORTED');
    const disputes = await t.db.prisma.dispute.findMany({ where: { reporterId: anna.entityId } });
    expect(disputes.map(({ objectId, reason }) => ({ objectId, reason }))).toEqual([{ objectId: gid(bela.entityId), reason: 'still spam' }]);

    const empty = await t.rest('POST', `/api/entity/report/${bela.entityId}`, { cookie: anna.cookie, body: { reason: ' ' } });
    expect(empty).toMatchObject({ status: 422, body: { fields: [{ field: '_', code: 'FIELD_REQUIRED' }] } });
  });
});
