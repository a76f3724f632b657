/**
 * Authorisation matrix: every mutation of the social core, run by every viewer class through
 * GraphQL (and REST where the spec has a route), against one world built once. An allowed call
 * succeeds; a refused one answers its spec token and leaves the database exactly as it was. After
 * each call the world is put back, so every cell starts from the same state.
 *
 * To add a mutation, add a row: its GraphQL field and input type, the input (and REST request)
 * built from the world, and the expected outcome per viewer class (`others` for the rest).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { objectKey } from '../../server/modules/objects/registry.ts';
import { type DbState, saveDbState } from './support/db-state.ts';
import { graphqlOutcome, mutationDocument, OK, type Outcome, restOutcome } from './support/outcomes.ts';
import { ADMIN_LETTERS, buildWorld, VIEWERS, type ViewerClass, type World } from './support/world.ts';

const NOT_FOUND = 'DATA_NOT_FOUND';
const FORBIDDEN = 'FORBIDDEN';
const UNAUTHORIZED = 'UNAUTHORIZED';
const SELF = 'SELF_RELATION';
const NOT_ALLOWED = 'RELATION_ACTION_NOT_ALLOWED';

type Expected = Partial<Record<ViewerClass, Outcome>> & { others: Outcome };

interface RestCall {
  method: string;
  path: string;
  body?: unknown;
}

interface Row {
  name: string;
  field: string;
  inputType: string;
  input: (w: World) => Record<string, unknown>;
  rest?: (w: World) => RestCall;
  /** a guest is refused with UNAUTHORIZED unless said otherwise */
  expect: Expected;
}

const admins = (outcome: Outcome) => Object.fromEntries(ADMIN_LETTERS.map((letter) => [letter, outcome]));
const commentKey = (id: number) => objectKey({ kind: 'Comment', id });

const ROWS: Row[] = [
  // Relations (15)
  {
    name: 'sendFriendRequest to the owner',
    field: 'sendFriendRequest',
    inputType: 'EntityActionInput',
    input: (w) => ({ entity: w.personKey('owner') }),
    rest: (w) => ({ method: 'POST', path: '/api/friend/request/send/', body: { id: w.entityIds.owner } }),
    expect: { owner: SELF, friend: NOT_ALLOWED, stranger: NOT_ALLOWED, blocked: 'BLOCKED', others: OK },
  },
  {
    name: 'revokeFriendRequest to the owner (the stranger sent one)',
    field: 'revokeFriendRequest',
    inputType: 'EntityActionInput',
    input: (w) => ({ entity: w.personKey('owner') }),
    rest: (w) => ({ method: 'POST', path: `/api/friend/request/revoke/${w.entityIds.owner}` }),
    expect: { owner: SELF, stranger: OK, others: 'FRIEND_REQUEST_NON_EXIST' },
  },
  {
    name: "acceptFriendRequest of the stranger's request",
    field: 'acceptFriendRequest',
    inputType: 'EntityActionInput',
    input: (w) => ({ entity: w.personKey('stranger') }),
    rest: (w) => ({ method: 'POST', path: `/api/friend/request/accept/${w.entityIds.stranger}` }),
    expect: { owner: OK, stranger: SELF, others: 'FRIEND_REQUEST_NON_EXIST' },
  },
  {
    name: "rejectFriendRequest of the stranger's request",
    field: 'rejectFriendRequest',
    inputType: 'EntityActionInput',
    input: (w) => ({ entity: w.personKey('stranger') }),
    rest: (w) => ({ method: 'POST', path: `/api/friend/request/reject/${w.entityIds.stranger}` }),
    expect: { owner: OK, stranger: SELF, others: 'FRIEND_REQUEST_NON_EXIST' },
  },
  {
    name: 'unfriend the owner',
    field: 'unfriend',
    inputType: 'EntityActionInput',
    input: (w) => ({ entity: w.personKey('owner') }),
    rest: (w) => ({ method: 'POST', path: `/api/friend/unfriend/${w.entityIds.owner}` }),
    expect: { owner: SELF, friend: OK, others: NOT_ALLOWED },
  },
  {
    name: 'joinEntity the open group G',
    field: 'joinEntity',
    inputType: 'EntityActionInput',
    input: (w) => ({ entity: w.group.key }),
    rest: (w) => ({ method: 'POST', path: `/api/entity/join/${w.group.id}` }),
    expect: { owner: 'ENTITY_ALREADY_JOINED', mate: 'ENTITY_ALREADY_JOINED', blocked: 'ENTITY_ALREADY_JOINED', groupie: 'ENTITY_ALREADY_JOINED', others: OK },
  },
  {
    name: 'joinEntity the curated project P (a join request)',
    field: 'joinEntity',
    inputType: 'EntityActionInput',
    input: (w) => ({ entity: w.project.key }),
    rest: (w) => ({ method: 'POST', path: `/api/entity/join/${w.project.id}` }),
    expect: { member: 'ENTITY_ALREADY_JOINED', friend: 'ENTITY_ALREADY_JOINED', others: OK },
  },
  {
    name: 'leaveEntity P',
    field: 'leaveEntity',
    inputType: 'EntityActionInput',
    input: (w) => ({ entity: w.project.key }),
    rest: (w) => ({ method: 'POST', path: `/api/entity/leave/${w.project.id}` }),
    expect: { member: OK, others: NOT_ALLOWED },
  },
  {
    name: 'revokeJoinRequest to P (the friend asked)',
    field: 'revokeJoinRequest',
    inputType: 'EntityActionInput',
    input: (w) => ({ entity: w.project.key }),
    expect: { friend: OK, others: 'JOIN_REQUEST_NON_EXIST' },
  },
  {
    name: "acceptJoinRequest of the friend's request to P",
    field: 'acceptJoinRequest',
    inputType: 'JoinRequestDecisionInput',
    input: (w) => ({ entity: w.project.key, member: w.personKey('friend') }),
    expect: { A: OK, C: OK, E: OK, siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: "rejectJoinRequest of the friend's request to P",
    field: 'rejectJoinRequest',
    inputType: 'JoinRequestDecisionInput',
    input: (w) => ({ entity: w.project.key, member: w.personKey('friend') }),
    expect: { A: OK, C: OK, E: OK, siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: 'blockEntity the owner',
    field: 'blockEntity',
    inputType: 'EntityActionInput',
    input: (w) => ({ entity: w.personKey('owner') }),
    rest: (w) => ({ method: 'POST', path: `/api/entity/block/${w.entityIds.owner}` }),
    expect: { owner: SELF, others: OK },
  },
  {
    name: 'unblockEntity the blocked user',
    field: 'unblockEntity',
    inputType: 'EntityActionInput',
    input: (w) => ({ entity: w.personKey('blocked') }),
    rest: (w) => ({ method: 'POST', path: `/api/entity/unblock/${w.entityIds.blocked}` }),
    expect: { owner: OK, blocked: SELF, others: NOT_ALLOWED },
  },
  {
    name: 'followEntity the owner (the friend follows already)',
    field: 'followEntity',
    inputType: 'EntityActionInput',
    input: (w) => ({ entity: w.personKey('owner') }),
    rest: (w) => ({ method: 'POST', path: `/api/entity/follow/${w.entityIds.owner}` }),
    expect: { owner: SELF, friend: NOT_ALLOWED, blocked: 'BLOCKED', others: OK },
  },
  {
    name: 'unfollowEntity the owner',
    field: 'unfollowEntity',
    inputType: 'EntityActionInput',
    input: (w) => ({ entity: w.personKey('owner') }),
    rest: (w) => ({ method: 'POST', path: `/api/entity/unfollow/${w.entityIds.owner}` }),
    expect: { owner: SELF, friend: OK, others: NOT_ALLOWED },
  },
  {
    name: 'reportEntity the owner',
    field: 'reportEntity',
    inputType: 'ReportEntityInput',
    input: (w) => ({ entity: w.personKey('owner'), reason: 'spam' }),
    rest: (w) => ({ method: 'POST', path: `/api/entity/report/${w.entityIds.owner}`, body: { reason: 'spam' } }),
    expect: { owner: SELF, others: OK },
  },

  // Likes
  {
    name: 'like the public item',
    field: 'like',
    inputType: 'LikeInput',
    input: (w) => ({ objectId: w.items.level9.key }),
    rest: (w) => ({ method: 'POST', path: `/api/like/${w.items.level9.id}` }),
    expect: { blocked: NOT_FOUND, others: OK },
  },
  {
    name: 'like the friends-only item',
    field: 'like',
    inputType: 'LikeInput',
    input: (w) => ({ objectId: w.items.level1.key }),
    rest: (w) => ({ method: 'POST', path: `/api/like/${w.items.level1.id}` }),
    expect: { owner: OK, friend: OK, others: NOT_FOUND },
  },
  {
    name: 'like the same-group item published in P',
    field: 'like',
    inputType: 'LikeInput',
    input: (w) => ({ objectId: w.items.entity2.key }),
    expect: { member: OK, ...admins(OK), others: NOT_FOUND },
  },
  {
    name: 'unlike the public item',
    field: 'unlike',
    inputType: 'LikeInput',
    input: (w) => ({ objectId: w.items.level9.key }),
    rest: (w) => ({ method: 'POST', path: `/api/unlike/${w.items.level9.id}` }),
    expect: { blocked: NOT_FOUND, others: OK },
  },
  {
    name: "like the stranger's comment on the public item",
    field: 'like',
    inputType: 'LikeInput',
    input: (w) => ({ objectId: commentKey(w.strangerComment) }),
    rest: (w) => ({ method: 'POST', path: `/api/like/${w.strangerComment}/comment` }),
    expect: { blocked: NOT_FOUND, others: OK },
  },

  // Comments
  {
    name: 'addComment on the public item',
    field: 'addComment',
    inputType: 'AddCommentInput',
    input: (w) => ({ objectId: w.items.level9.key, message: 'Szép!' }),
    rest: (w) => ({ method: 'POST', path: `/api/comment/${w.items.level9.id}`, body: { message: 'Szép!' } }),
    expect: { blocked: NOT_FOUND, others: OK },
  },
  {
    name: 'addComment on the only-me item',
    field: 'addComment',
    inputType: 'AddCommentInput',
    input: (w) => ({ objectId: w.items.level0.key, message: 'Szép!' }),
    rest: (w) => ({ method: 'POST', path: `/api/comment/${w.items.level0.id}`, body: { message: 'Szép!' } }),
    expect: { owner: OK, others: NOT_FOUND },
  },
  {
    name: 'addComment on the same-group item',
    field: 'addComment',
    inputType: 'AddCommentInput',
    input: (w) => ({ objectId: w.items.level2.key, message: 'Szép!' }),
    expect: { owner: OK, mate: OK, others: NOT_FOUND },
  },
  {
    name: 'addComment on the item published in P',
    field: 'addComment',
    inputType: 'AddCommentInput',
    input: (w) => ({ objectId: w.items.entity2.key, message: 'Szép!' }),
    expect: { member: OK, ...admins(OK), others: NOT_FOUND },
  },
  {
    name: "editComment the stranger's comment",
    field: 'editComment',
    inputType: 'EditCommentInput',
    input: (w) => ({ id: commentKey(w.strangerComment), message: 'javítva' }),
    rest: (w) => ({ method: 'PATCH', path: `/api/comment/${w.strangerComment}`, body: { message: 'javítva' } }),
    expect: { stranger: OK, blocked: NOT_FOUND, others: FORBIDDEN },
  },
  {
    name: "deleteComment the stranger's comment (site moderators moderate)",
    field: 'deleteComment',
    inputType: 'DeleteCommentInput',
    input: (w) => ({ id: commentKey(w.strangerComment) }),
    rest: (w) => ({ method: 'DELETE', path: `/api/comment/${w.strangerComment}` }),
    expect: { stranger: OK, siteAdmin: OK, siteModerator: OK, blocked: NOT_FOUND, others: FORBIDDEN },
  },
  {
    name: "reportComment the stranger's comment",
    field: 'reportComment',
    inputType: 'ReportCommentInput',
    input: (w) => ({ id: commentKey(w.strangerComment), reason: 'spam' }),
    expect: { stranger: FORBIDDEN, blocked: NOT_FOUND, others: OK },
  },
  {
    name: "editComment R's comment on the item published in P",
    field: 'editComment',
    inputType: 'EditCommentInput',
    input: (w) => ({ id: commentKey(w.adminComment), message: 'javítva' }),
    expect: { R: OK, A: FORBIDDEN, C: FORBIDDEN, E: FORBIDDEN, M: FORBIDDEN, member: FORBIDDEN, others: NOT_FOUND },
  },
  {
    name: "deleteComment R's comment on the item published in P (A, C, E, M moderate P's posts)",
    field: 'deleteComment',
    inputType: 'DeleteCommentInput',
    input: (w) => ({ id: commentKey(w.adminComment) }),
    rest: (w) => ({ method: 'DELETE', path: `/api/comment/${w.adminComment}` }),
    expect: { R: OK, A: OK, C: OK, E: OK, M: OK, member: FORBIDDEN, others: NOT_FOUND },
  },

  // Privacy
  {
    name: 'setItemPrivacy of the public item to friends',
    field: 'setItemPrivacy',
    inputType: 'SetItemPrivacyInput',
    input: (w) => ({ itemId: w.items.level9.key, privacy: 1 }),
    rest: (w) => ({ method: 'POST', path: `/api/post/privacy/${w.items.level9.id}/1` }),
    expect: { owner: OK, blocked: NOT_FOUND, others: FORBIDDEN },
  },
  {
    name: 'setItemPrivacy of the same-group item to anybody',
    field: 'setItemPrivacy',
    inputType: 'SetItemPrivacyInput',
    input: (w) => ({ itemId: w.items.level2.key, privacy: 9 }),
    rest: (w) => ({ method: 'POST', path: `/api/post/privacy/${w.items.level2.id}/9` }),
    expect: { owner: OK, mate: FORBIDDEN, others: NOT_FOUND },
  },
  {
    name: 'setItemPrivacy of the item published in P',
    field: 'setItemPrivacy',
    inputType: 'SetItemPrivacyInput',
    input: (w) => ({ itemId: w.items.entity2.key, privacy: 9 }),
    expect: { member: OK, ...admins(FORBIDDEN), others: NOT_FOUND },
  },
  {
    name: 'removeTimelineItem the public item',
    field: 'removeTimelineItem',
    inputType: 'RemoveTimelineItemInput',
    input: (w) => ({ itemId: w.items.level9.key }),
    rest: (w) => ({ method: 'DELETE', path: `/api/timeline/${w.items.level9.id}` }),
    expect: { owner: OK, blocked: NOT_FOUND, others: FORBIDDEN },
  },
  {
    name: 'removeTimelineItem an item removed already',
    field: 'removeTimelineItem',
    inputType: 'RemoveTimelineItemInput',
    input: (w) => ({ itemId: w.items.removed.key }),
    rest: (w) => ({ method: 'DELETE', path: `/api/timeline/${w.items.removed.id}` }),
    expect: { others: NOT_FOUND },
  },

  // Posts
  {
    name: 'createPost a note on the own timeline',
    field: 'createPost',
    inputType: 'CreatePostInput',
    input: () => ({ type: 'NOTE', title: 'Új jegyzet', body: '<p>szöveg</p>' }),
    rest: () => ({ method: 'POST', path: '/api/post', body: { type: 'NOTE', title: 'Új jegyzet', body: '<p>szöveg</p>' } }),
    expect: { others: OK },
  },
  {
    name: "createPost a note on P's board (publishing: A E C R m)",
    field: 'createPost',
    inputType: 'CreatePostInput',
    input: (w) => ({ type: 'NOTE', title: 'Új jegyzet', body: '<p>szöveg</p>', entityId: w.project.key }),
    rest: (w) => ({ method: 'POST', path: '/api/post', body: { type: 'NOTE', title: 'Új jegyzet', body: '<p>szöveg</p>', entity_id: w.project.id } }),
    expect: { A: OK, C: OK, E: OK, R: OK, member: OK, others: FORBIDDEN },
  },
  {
    name: "updatePost the member's post on P's board",
    field: 'updatePost',
    inputType: 'UpdatePostInput',
    input: (w) => ({ id: String(w.items.entity2.postId), title: 'Javított hír' }),
    rest: (w) => ({ method: 'PATCH', path: `/api/post/${w.items.entity2.postId}`, body: { title: 'Javított hír' } }),
    expect: { member: OK, ...admins(FORBIDDEN), others: NOT_FOUND },
  },
  {
    name: "deletePost the member's post on P's board (A, C, E, M moderate P's posts)",
    field: 'deletePost',
    inputType: 'DeletePostInput',
    input: (w) => ({ id: String(w.items.entity2.postId) }),
    rest: (w) => ({ method: 'DELETE', path: `/api/post/${w.items.entity2.postId}` }),
    expect: { member: OK, A: OK, C: OK, E: OK, M: OK, R: FORBIDDEN, others: NOT_FOUND },
  },
  {
    name: "deletePost the owner's public post (site moderators moderate)",
    field: 'deletePost',
    inputType: 'DeletePostInput',
    input: (w) => ({ id: String(w.items.level9.postId) }),
    rest: (w) => ({ method: 'DELETE', path: `/api/post/${w.items.level9.postId}` }),
    expect: { owner: OK, siteAdmin: OK, siteModerator: OK, blocked: NOT_FOUND, others: FORBIDDEN },
  },

  // Entities
  {
    name: 'createEntity a group',
    field: 'createEntity',
    inputType: 'CreateEntityInput',
    input: () => ({ type: 2, displayName: 'Új csoport' }),
    expect: { others: OK },
  },
  {
    name: 'updateEntity P (A; a site ADMIN)',
    field: 'updateEntity',
    inputType: 'UpdateEntityInput',
    input: (w) => ({ entity: w.project.key, displayName: 'Átnevezett projekt' }),
    expect: { A: OK, siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: "updateEntity the owner's person page",
    field: 'updateEntity',
    inputType: 'UpdateEntityInput',
    input: (w) => ({ entity: w.personKey('owner'), displayName: 'Új név' }),
    expect: { owner: OK, siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: 'updateEntitySettings of P',
    field: 'updateEntitySettings',
    inputType: 'UpdateEntitySettingsInput',
    input: (w) => ({ entity: w.project.key, pubNote: 'Am' }),
    expect: { A: OK, siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: 'deleteEntity P',
    field: 'deleteEntity',
    inputType: 'DeleteEntityInput',
    input: (w) => ({ entity: w.project.key }),
    expect: { A: OK, siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: "setAdminRelation M to P's member",
    field: 'setAdminRelation',
    inputType: 'AdminRelationInput',
    input: (w) => ({ entity: w.project.key, member: w.personKey('member'), code: 'M' }),
    expect: { A: OK, siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: "removeAdminRelation R's letter",
    field: 'removeAdminRelation',
    inputType: 'AdminRelationInput',
    input: (w) => ({ entity: w.project.key, member: w.personKey('R'), code: 'R' }),
    expect: { A: OK, siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: "removeMember P's plain member (A, C, E manage members)",
    field: 'removeMember',
    inputType: 'RemoveMemberInput',
    input: (w) => ({ entity: w.project.key, member: w.personKey('member') }),
    expect: { A: OK, C: OK, E: OK, siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: "removeMember P's only A (never the last A)",
    field: 'removeMember',
    inputType: 'RemoveMemberInput',
    input: (w) => ({ entity: w.project.key, member: w.personKey('A') }),
    expect: { A: 'LAST_ADMIN_CANNOT_BE_REMOVED', siteAdmin: 'LAST_ADMIN_CANNOT_BE_REMOVED', others: FORBIDDEN },
  },

  // Consent
  {
    name: 'decideConsent privacy',
    field: 'decideConsent',
    inputType: 'DecideConsentInput',
    input: () => ({ name: 'privacy', accepted: true }),
    rest: () => ({ method: 'POST', path: '/api/consent/privacy', body: { accepted: true } }),
    expect: { others: OK },
  },
];

/** A matrix test makes a few hundred requests: leave room for a busy machine. */
const SLOW = 120_000;

let w: World;
let state: DbState;

beforeAll(async () => {
  w = await buildWorld();
  state = await saveDbState(w.t.db);
});
afterAll(() => w?.t.close());

function expectedFor(row: Row, viewer: ViewerClass): Outcome {
  return row.expect[viewer] ?? (viewer === 'guest' ? UNAUTHORIZED : row.expect.others);
}

/**
 * Runs one call per viewer class; returns each outcome, with `+changed` appended to a refusal
 * that changed the database. The world is restored after every call that changed it.
 */
async function runAll(
  call: (viewer: ViewerClass) => Promise<Outcome>,
  viewers: readonly ViewerClass[] = VIEWERS,
): Promise<Record<ViewerClass, Outcome>> {
  const outcomes = {} as Record<ViewerClass, Outcome>;
  for (const viewer of viewers) {
    const outcome = await call(viewer);
    const unchanged = await state.unchanged();
    outcomes[viewer] = outcome !== OK && !unchanged ? `${outcome}+changed` : outcome;
    if (!unchanged) await state.restore();
  }
  return outcomes;
}

function expectedOutcomes(row: Row): Record<ViewerClass, Outcome> {
  return Object.fromEntries(VIEWERS.map((viewer) => [viewer, expectedFor(row, viewer)])) as Record<ViewerClass, Outcome>;
}

describe('authorisation matrix over GraphQL', { timeout: SLOW }, () => {
  test.each(ROWS.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const document = mutationDocument(row.field, row.inputType);
    const outcomes = await runAll(async (viewer) =>
      graphqlOutcome(await w.t.gql(document, { input: row.input(w) }, { cookie: w.cookieOf(viewer) })),
    );
    expect(outcomes).toEqual(expectedOutcomes(row));
  });
});

/**
 * REST and GraphQL call the same service, so REST runs one viewer class per distinct expected
 * outcome of a row (the first one listed): it checks the route's mapping of every outcome to the
 * spec's HTTP status and error_code without running the whole matrix twice.
 */
function representatives(row: Row): ViewerClass[] {
  const expected = expectedOutcomes(row);
  const seen = new Set<Outcome>();
  return VIEWERS.filter((viewer) => !seen.has(expected[viewer]) && seen.add(expected[viewer]));
}

const STATUS: Record<string, number> = { [UNAUTHORIZED]: 401, [FORBIDDEN]: 403, BLOCKED: 403, [NOT_FOUND]: 404, [SELF]: 422 };

describe('authorisation matrix over REST (one viewer class per outcome)', { timeout: SLOW }, () => {
  const restRows = ROWS.filter((row) => row.rest);
  test.each(restRows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const { method, path, body } = row.rest!(w);
    const viewers = representatives(row);
    const statuses: Partial<Record<ViewerClass, number>> = {};
    const outcomes = await runAll(async (viewer) => {
      const reply = await w.t.rest(method, path, { cookie: w.cookieOf(viewer), body });
      statuses[viewer] = reply.status;
      return restOutcome(reply);
    }, viewers);
    const expected = expectedOutcomes(row);
    expect(outcomes).toEqual(Object.fromEntries(viewers.map((viewer) => [viewer, expected[viewer]])));
    // The status of each refusal follows the error catalogue (social-core §8): conflicts are 409.
    for (const viewer of viewers) {
      const outcome = expected[viewer];
      if (outcome !== OK) expect([viewer, statuses[viewer]]).toEqual([viewer, STATUS[outcome] ?? 409]);
    }
  });
});

test('the matrix covers every mutation of the social core in schema.graphql', async () => {
  const { readFile } = await import('node:fs/promises');
  const schema = await readFile(new URL('../../schema.graphql', import.meta.url), 'utf8');
  const mutationBlock = /type Mutation \{([\s\S]*?)\n\}/.exec(schema)![1]!;
  const fields = [...mutationBlock.matchAll(/^ {2}(\w+)\(/gm)].map((match) => match[1]!);
  // Session, language, notification and push mutations belong to other issues' tests.
  const elsewhere = new Set([
    'login',
    'logout',
    'register',
    'setLanguage',
    'markNotificationsRead',
    'deleteNotification',
    'subscribePush',
    'unsubscribePush',
    'updateProfileSettings',
    // The recording area's mutations: tests/integration/observations.test.ts, species.test.ts, samples.test.ts.
    'saveSpecies',
    'deleteSpecies',
    'mergeSpecies',
    'createObservation',
    'updateObservation',
    'deleteObservation',
    'reviewObservation',
    'addReviewComment',
    'appealReview',
    'saveLocation',
    'deleteSavedLocation',
    'updateReviewRule',
    'importSightings',
    'createSample',
    'updateSample',
    'deleteSample',
    // Media: tests/integration/media.test.ts.
    'uploadMedia',
    'deleteMedia',
    'updateMediaInfo',
    'addVideoLink',
    'setVideoPoster',
    // Image crop and profile image: tests/integration/images.test.ts.
    'cropImage',
    'setProfileImage',
    'removeProfileImage',
  ]);
  const covered = new Set(ROWS.map((row) => row.field));
  expect(fields.filter((field) => !elsewhere.has(field) && !covered.has(field))).toEqual([]);
});
