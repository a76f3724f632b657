/**
 * Authorisation matrix: every mutation of the social core, run by every viewer class through
 * GraphQL (and REST where the spec has a route), against one world built once. An allowed call
 * succeeds; a refused one answers its spec token and leaves the database exactly as it was. After
 * each call the world is put back, so every cell starts from the same state.
 *
 * To add a mutation, add a row: its GraphQL field and input type (or its arguments' types), the
 * input (and REST request) built from the world, and the expected outcome per viewer class
 * (`others` for the rest).
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { objectKey } from '../../server/modules/objects/registry.ts';
import type { GraphQLBody } from './harness.ts';
import { type DbState, saveDbState } from './support/db-state.ts';
import { graphqlOutcome, mutationDocument, OK, type Outcome, restOutcome } from './support/outcomes.ts';
import {
  addPublishingWorld,
  addRecordingWorld,
  ADMIN_LETTERS,
  buildWorld,
  type PublishingWorld,
  type RecordingWorld,
  VIEWERS,
  type ViewerClass,
  type World,
} from './support/world.ts';

const NOT_FOUND = 'DATA_NOT_FOUND';
const FORBIDDEN = 'FORBIDDEN';
const UNAUTHORIZED = 'UNAUTHORIZED';
const SELF = 'SELF_RELATION';
const NOT_ALLOWED = 'RELATION_ACTION_NOT_ALLOWED';
const VALIDATION = 'VALIDATION_ERROR';

type Expected = Partial<Record<ViewerClass, Outcome>> & { others: Outcome };

interface RestCall {
  method: string;
  path: string;
  body?: unknown;
}

interface Row {
  name: string;
  field: string;
  /** the type of the mutation's one `input` argument, or `args`: each argument's type */
  inputType?: string;
  args?: Record<string, string>;
  /** the `input` argument, or with `args` all of them */
  input: (w: World, r: RecordingWorld) => Record<string, unknown>;
  /** the argument path of a file: the call is a multipart request (the GraphQL upload spec) with a small JPEG */
  upload?: string;
  rest?: (w: World, r: RecordingWorld) => RestCall;
  /** a guest is refused with UNAUTHORIZED unless said otherwise */
  expect: Expected;
}

const admins = (outcome: Outcome) => Object.fromEntries(ADMIN_LETTERS.map((letter) => [letter, outcome]));
const commentKey = (id: number) => objectKey({ kind: 'Comment', id });
const mediaKey = (id: number) => encodeGlobalID('Media', id);

const RECORD_INPUT = { dateFrom: '2025-07-15', speciesText: 'Aglais io', lat: 46.25, lon: 20.14, confirmDuplicate: true };
const RECORD_BODY = { observation_date_from: '2025-07-15', species_text: 'Aglais io', lat: 46.25, lon: 20.14, confirm_duplicate: true };
const SAMPLE_INPUT = { dateFrom: '2025-07-15', protocol: 'LIGHT_TRAP', lat: 46.25, lon: 20.14 };
const SAMPLE_BODY = { observation_date_from: '2025-07-15', protocol: 'light_trap', lat: 46.25, lon: 20.14 };
const SPECIES_INPUT = { author: 'Matrix, 2026', family: 'Nymphalidae', genus: 'Matrixia', species: 'tertius', group: 'butterfly' };
const SPECIES_BODY = { dauthor: 'Matrix, 2026', family: 'Nymphalidae', genus: 'Matrixia', species: 'tertius', group: 'butterfly' };
const SIGHTINGS = 'Aglais io;47.51;19.05;14/07/2025;2;imago;Óbuda;matrix';
const VIDEO_LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
/** a square box inside the world's 64 × 64 photo, over the smallest crop (50 px) */
const SQUARE = [0, 0, 60, 60];

const MESSAGE = { subject: 'Mátrix', body: 'Szia' };
const MESSAGE_BODY = { subject: 'Mátrix', message: 'Szia' };

const ROWS: Row[] = [
  // Messages (10): only the sender and the recipient hold a copy; anybody else's id is not found
  {
    name: 'sendMessage to the owner',
    field: 'sendMessage',
    inputType: 'MessageInput',
    input: (w) => ({ to: w.personKey('owner'), ...MESSAGE }),
    rest: (w) => ({ method: 'POST', path: `/api/message/send/${w.entityIds.owner}`, body: MESSAGE_BODY }),
    expect: { owner: VALIDATION, blocked: 'BLOCKED', others: OK },
  },
  {
    name: "sendMessage announced to the project's members (A and C admins)",
    field: 'sendMessage',
    inputType: 'MessageInput',
    input: (w) => ({ to: w.project.key, audience: 'MEMBERS', ...MESSAGE }),
    rest: (w) => ({ method: 'POST', path: `/api/message/send/${w.project.id}`, body: { ...MESSAGE_BODY, audience: 'MEMBERS' } }),
    expect: { A: OK, C: OK, siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: 'broadcastMessage to everyone (site admins only)',
    field: 'broadcastMessage',
    inputType: 'BroadcastMessageInput',
    input: () => ({ audience: 'EVERYONE', ...MESSAGE }),
    rest: () => ({ method: 'POST', path: '/api/admin/message', body: { audience: 'EVERYONE', ...MESSAGE_BODY } }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: "broadcastMessage to the project's members (site admins, without letters there)",
    field: 'broadcastMessage',
    inputType: 'BroadcastMessageInput',
    input: (w) => ({ audience: 'MEMBERS', entity: w.project.key, ...MESSAGE }),
    rest: (w) => ({ method: 'POST', path: '/api/admin/message', body: { audience: 'MEMBERS', entity_id: String(w.project.id), ...MESSAGE_BODY } }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: 'saveMessageDraft to the owner',
    field: 'saveMessageDraft',
    inputType: 'MessageInput',
    input: (w) => ({ to: w.personKey('owner'), ...MESSAGE }),
    rest: (w) => ({ method: 'POST', path: `/api/message/send/${w.entityIds.owner}`, body: { ...MESSAGE_BODY, draft: true } }),
    expect: { owner: VALIDATION, blocked: 'BLOCKED', others: OK },
  },
  {
    name: "markMessageRead the friend's message to the owner",
    field: 'markMessageRead',
    args: { id: 'ID!' },
    input: (w) => ({ id: w.message.key }),
    rest: (w) => ({ method: 'GET', path: `/api/message/${w.message.id}` }),
    expect: { owner: OK, friend: OK, others: NOT_FOUND },
  },
  {
    name: "trashMessage the friend's message to the owner",
    field: 'trashMessage',
    args: { id: 'ID!' },
    input: (w) => ({ id: w.message.key }),
    rest: (w) => ({ method: 'POST', path: `/api/message/${w.message.id}/trash` }),
    expect: { owner: OK, friend: OK, others: NOT_FOUND },
  },
  {
    name: "restoreMessage the friend's message to the owner (not in the trash)",
    field: 'restoreMessage',
    args: { id: 'ID!' },
    input: (w) => ({ id: w.message.key }),
    rest: (w) => ({ method: 'POST', path: `/api/message/${w.message.id}/restore` }),
    expect: { owner: FORBIDDEN, friend: FORBIDDEN, others: NOT_FOUND },
  },
  {
    name: "deleteMessage the friend's message to the owner",
    field: 'deleteMessage',
    args: { id: 'ID!' },
    input: (w) => ({ id: w.message.key }),
    rest: (w) => ({ method: 'DELETE', path: `/api/message/${w.message.id}` }),
    expect: { owner: OK, friend: OK, others: NOT_FOUND },
  },
  {
    name: "reportMessage the friend's message to the owner (its recipient reports it)",
    field: 'reportMessage',
    args: { id: 'ID!', reason: 'String!' },
    input: (w) => ({ id: w.message.key, reason: 'Kéretlen' }),
    rest: (w) => ({ method: 'POST', path: `/api/message/${w.message.id}/report`, body: { reason: 'Kéretlen' } }),
    expect: { owner: OK, friend: FORBIDDEN, others: NOT_FOUND },
  },
  {
    name: 'markConversationRead with the friend',
    field: 'markConversationRead',
    args: { with: 'ID!' },
    input: (w) => ({ with: w.personKey('friend') }),
    rest: (w) => ({ method: 'GET', path: `/api/message/board/${w.entityIds.friend}` }),
    expect: { owner: OK, others: NOT_FOUND },
  },
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

  // Publishing (articles): stories are their authors', the blog EDITOR and above's, content pages the admins', a journal its entity's A, C, E
  {
    name: 'createArticle a story',
    field: 'createArticle',
    inputType: 'CreateArticleInput',
    input: () => ({ kind: 'STORY', title: 'Új történet' }),
    expect: { others: OK },
  },
  {
    name: 'createArticle a blog post (EDITOR and above)',
    field: 'createArticle',
    inputType: 'CreateArticleInput',
    input: () => ({ kind: 'BLOG', category: 'news', title: 'Hír' }),
    expect: { siteAdmin: OK, siteModerator: OK, others: FORBIDDEN },
  },
  {
    name: 'createArticle a content page (site ADMIN)',
    field: 'createArticle',
    inputType: 'CreateArticleInput',
    input: () => ({ kind: 'CONTENT', category: 'about', identifier: 'matrix-new', language: 'en', title: 'About' }),
    rest: () => ({ method: 'POST', path: '/api/admin/content', body: { category: 'about', identifier: 'matrix-new', language: 'en', title: 'About' } }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: "createArticle a journal entry of P (P's A, C, E)",
    field: 'createArticle',
    inputType: 'CreateArticleInput',
    input: () => ({ kind: 'JOURNAL', category: 'entry', entityId: w.project.key, title: 'Bejegyzés' }),
    expect: { A: OK, C: OK, E: OK, others: FORBIDDEN },
  },
  {
    name: "updateArticle the owner's public story",
    field: 'updateArticle',
    inputType: 'UpdateArticleInput',
    input: () => ({ id: p.story.key, title: 'Átírt történet' }),
    expect: { owner: OK, blocked: NOT_FOUND, others: FORBIDDEN },
  },
  {
    name: "updateArticle the owner's draft story (nobody else sees it)",
    field: 'updateArticle',
    inputType: 'UpdateArticleInput',
    input: () => ({ id: p.draft.key, status: 'PUBLISHED', description: '<p>Kész.</p>' }),
    expect: { owner: OK, others: NOT_FOUND },
  },
  {
    name: 'updateArticle a content page (site ADMIN)',
    field: 'updateArticle',
    inputType: 'UpdateArticleInput',
    input: () => ({ id: p.page.key, title: 'Átírt GYIK' }),
    rest: () => ({ method: 'PUT', path: `/api/admin/content/${p.page.id}`, body: { title: 'Átírt GYIK' } }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: "updateArticle P's journal entry (P's A, C, E)",
    field: 'updateArticle',
    inputType: 'UpdateArticleInput',
    input: () => ({ id: p.journal.key, title: 'Átírt napló' }),
    expect: { A: OK, C: OK, E: OK, others: FORBIDDEN },
  },
  {
    name: "deleteArticle the owner's public story (site moderators moderate)",
    field: 'deleteArticle',
    args: { id: 'ID!' },
    input: () => ({ id: p.story.key }),
    expect: { owner: OK, siteAdmin: OK, siteModerator: OK, blocked: NOT_FOUND, others: FORBIDDEN },
  },
  {
    name: 'deleteArticle a content page (site ADMIN)',
    field: 'deleteArticle',
    args: { id: 'ID!' },
    input: () => ({ id: p.page.key }),
    rest: () => ({ method: 'DELETE', path: `/api/admin/content/${p.page.id}` }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: 'restoreArticleRevision of a content page (site ADMIN)',
    field: 'restoreArticleRevision',
    args: { revisionId: 'Int!' },
    input: () => ({ revisionId: p.page.revisionId }),
    rest: () => ({ method: 'POST', path: `/api/admin/content/${p.page.id}/restore/${p.page.revisionId}` }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },

  // Collections: a person's are theirs, a group's or project's its A, C, E's too; a hidden one is not found
  {
    name: 'createCollection of their own',
    field: 'createCollection',
    inputType: 'CreateCollectionInput',
    input: () => ({ title: 'Új gyűjtemény' }),
    rest: () => ({ method: 'PUT', path: '/api/collection/edit/0', body: { title: 'Új gyűjtemény' } }),
    expect: { others: OK },
  },
  {
    name: "createCollection of P (P's A, C, E)",
    field: 'createCollection',
    inputType: 'CreateCollectionInput',
    input: () => ({ title: 'Projekt gyűjtemény', entityId: w.project.key }),
    rest: () => ({ method: 'POST', path: '/api/collection/edit/0', body: { title: 'Projekt gyűjtemény', entity_id: w.project.id } }),
    expect: { A: OK, C: OK, E: OK, others: FORBIDDEN },
  },
  {
    name: "updateCollection the owner's public collection",
    field: 'updateCollection',
    inputType: 'UpdateCollectionInput',
    input: () => ({ id: p.collection.key, title: 'Átírt gyűjtemény' }),
    rest: () => ({ method: 'PUT', path: `/api/collection/edit/${p.collection.id}`, body: { title: 'Átírt gyűjtemény' } }),
    expect: { owner: OK, blocked: NOT_FOUND, others: FORBIDDEN },
  },
  {
    name: "updateCollection the owner's private collection (nobody else sees it)",
    field: 'updateCollection',
    inputType: 'UpdateCollectionInput',
    input: () => ({ id: p.privateCollection.key, access: 9 }),
    rest: () => ({ method: 'PUT', path: `/api/collection/edit/${p.privateCollection.id}`, body: { access: 9 } }),
    expect: { owner: OK, others: NOT_FOUND },
  },
  {
    name: "updateCollection P's collection (P's A, C, E)",
    field: 'updateCollection',
    inputType: 'UpdateCollectionInput',
    input: () => ({ id: p.projectCollection.key, title: 'Átírt projekt gyűjtemény' }),
    expect: { A: OK, C: OK, E: OK, others: FORBIDDEN },
  },
  {
    name: "deleteCollection the owner's public collection (site moderators moderate)",
    field: 'deleteCollection',
    args: { id: 'ID!' },
    input: () => ({ id: p.collection.key }),
    rest: () => ({ method: 'DELETE', path: `/api/collection/${p.collection.id}` }),
    expect: { owner: OK, siteAdmin: OK, siteModerator: OK, blocked: NOT_FOUND, others: FORBIDDEN },
  },
  {
    name: "addCollectionItem the owner's story to their public collection",
    field: 'addCollectionItem',
    inputType: 'AddCollectionItemInput',
    input: () => ({ collectionId: p.collection.key, articleId: p.story.key }),
    rest: () => ({ method: 'POST', path: `/api/collection/edit/${p.collection.id}/item`, body: { article_id: p.story.id } }),
    expect: { owner: OK, blocked: NOT_FOUND, others: FORBIDDEN },
  },
  {
    name: "removeCollectionItem of the owner's public collection",
    field: 'removeCollectionItem',
    args: { id: 'ID!' },
    input: () => ({ id: p.collection.items[0] }),
    expect: { owner: OK, blocked: NOT_FOUND, others: FORBIDDEN },
  },
  {
    name: "moveCollectionItem of the owner's public collection to its top",
    field: 'moveCollectionItem',
    args: { id: 'ID!', afterId: 'ID' },
    input: () => ({ id: p.collection.items[1], afterId: null }),
    expect: { owner: OK, blocked: NOT_FOUND, others: FORBIDDEN },
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
    name: 'setEntitySubdomain of P (site admins only, not even its A)',
    field: 'setEntitySubdomain',
    inputType: 'SetEntitySubdomainInput',
    input: (w) => ({ entity: w.project.key, subdomain: 'matrix-projekt' }),
    rest: (w) => ({ method: 'PUT', path: `/api/admin/entity/${w.project.id}/subdomain`, body: { subdomain: 'matrix-projekt' } }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },
  // Entity administration (issue 21 part 2): site ADMIN only, not even the entity's own A
  {
    name: "saving P's administration form (REST PUT /api/admin/entity/{id}; site admins only)",
    field: 'setEntitySubdomain',
    inputType: 'SetEntitySubdomainInput',
    input: (w) => ({ entity: w.project.key, subdomain: 'matrix-projekt' }),
    rest: (w) => ({ method: 'PUT', path: `/api/admin/entity/${w.project.id}`, body: { subdomain: 'matrix-projekt', pub_note: 'Am' } }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: 'setEntityArchived P (site admins only)',
    field: 'setEntityArchived',
    inputType: 'SetEntityArchivedInput',
    input: (w) => ({ entity: w.project.key, archived: true }),
    rest: (w) => ({ method: 'POST', path: `/api/admin/entity/${w.project.id}/archive` }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: 'mergeEntities the circle K into the project P (site admins only)',
    field: 'mergeEntities',
    inputType: 'MergeEntitiesInput',
    input: (w) => ({ source: w.circle.key, target: w.project.key }),
    rest: (w) => ({ method: 'POST', path: `/api/admin/entity/${w.circle.id}/merge`, body: { into: w.project.id } }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: 'mergeEntities the group G into the project P: types differ',
    field: 'mergeEntities',
    inputType: 'MergeEntitiesInput',
    input: (w) => ({ source: w.group.key, target: w.project.key }),
    rest: (w) => ({ method: 'POST', path: `/api/admin/entity/${w.group.id}/merge`, body: { into: w.project.id } }),
    expect: { siteAdmin: 'MERGE_TYPE_MISMATCH', others: FORBIDDEN },
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

  // Records (recording §4)
  {
    name: 'createObservation a record',
    field: 'createObservation',
    args: { clientId: 'String!', input: 'ObservationInput!' },
    input: () => ({ clientId: 'matrix-new-record', input: { ...RECORD_INPUT } }),
    rest: () => ({ method: 'POST', path: '/api/my/observation', body: { ...RECORD_BODY, client_id: 'matrix-new-record' } }),
    expect: { others: OK },
  },
  {
    name: "updateObservation the owner's public record",
    field: 'updateObservation',
    args: { id: 'ID!', input: 'ObservationInput!' },
    input: (_w, r) => ({ id: r.record.key, input: { ...RECORD_INPUT, notes: 'javítva' } }),
    rest: (_w, r) => ({ method: 'PUT', path: `/api/my/observation/${r.record.id}`, body: { ...RECORD_BODY, notes: 'javítva' } }),
    expect: { owner: OK, others: FORBIDDEN },
  },
  {
    name: "deleteObservation the owner's public record (site admins delete any)",
    field: 'deleteObservation',
    args: { id: 'ID!' },
    input: (_w, r) => ({ id: r.record.key }),
    rest: (_w, r) => ({ method: 'DELETE', path: `/api/my/observation/${r.record.id}` }),
    expect: { owner: OK, siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: "setObservationContributors the owner's public record (site admins edit any)",
    field: 'setObservationContributors',
    args: { id: 'ID!', contributors: '[ContributorInput!]!' },
    input: (w, r) => ({ id: r.record.key, contributors: [{ person: w.personKey('friend'), role: 'CO_OBSERVER' }] }),
    rest: (w, r) => ({ method: 'PUT', path: `/api/contribution/edit/${r.record.id}`, body: { contributors: [{ entity_id: w.entityIds.friend, role: 'CO_OBSERVER' }] } }),
    expect: { owner: OK, siteAdmin: OK, blocked: NOT_FOUND, others: FORBIDDEN },
  },
  {
    name: 'importSightings a one-row file',
    field: 'importSightings',
    args: { csv: 'String!' },
    input: () => ({ csv: SIGHTINGS }),
    rest: () => ({ method: 'POST', path: '/api/my/observation/import', body: { csv: SIGHTINGS } }),
    expect: { others: OK },
  },
  {
    name: 'importSightings the check of a file (dry run)',
    field: 'importSightings',
    args: { csv: 'String!', dryRun: 'Boolean' },
    input: () => ({ csv: SIGHTINGS, dryRun: true }),
    rest: () => ({ method: 'POST', path: '/api/my/observation/import?dry_run=1', body: { csv: SIGHTINGS } }),
    expect: { others: OK },
  },

  // Review (validators: site MODERATOR and ADMIN; nobody reviews their own record)
  {
    name: "reviewObservation approve the owner's record",
    field: 'reviewObservation',
    args: { id: 'ID!', decision: 'ReviewDecision!' },
    input: (_w, r) => ({ id: r.record.key, decision: 'APPROVE' }),
    rest: (_w, r) => ({ method: 'POST', path: `/api/observation/review/${r.record.id}/approve` }),
    expect: { siteAdmin: OK, siteModerator: OK, others: FORBIDDEN },
  },
  {
    name: "reviewObservation reject the validator's own record",
    field: 'reviewObservation',
    args: { id: 'ID!', decision: 'ReviewDecision!', reason: 'String' },
    input: (_w, r) => ({ id: r.validatorRecord.key, decision: 'REJECT', reason: 'rossz faj' }),
    rest: (_w, r) => ({ method: 'POST', path: `/api/observation/review/${r.validatorRecord.id}/reject`, body: { reason: 'rossz faj' } }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: "addReviewComment on the owner's record (its uploader and validators)",
    field: 'addReviewComment',
    args: { id: 'ID!', message: 'String!' },
    input: (_w, r) => ({ id: r.record.key, message: 'Biztos?' }),
    rest: (_w, r) => ({ method: 'POST', path: `/api/observation/review/comment/${r.record.id}`, body: { message: 'Biztos?' } }),
    expect: { owner: OK, siteAdmin: OK, siteModerator: OK, others: NOT_FOUND },
  },
  {
    name: "appealReview the owner's rejected record",
    field: 'appealReview',
    args: { id: 'ID!', reason: 'String!' },
    input: (_w, r) => ({ id: r.rejected.key, reason: 'Ez mégis io' }),
    rest: (_w, r) => ({ method: 'POST', path: `/api/my/observation/${r.rejected.id}/appeal`, body: { reason: 'Ez mégis io' } }),
    expect: { owner: OK, others: NOT_FOUND },
  },
  {
    name: 'updateReviewRule turn the difficulty rule off (admins)',
    field: 'updateReviewRule',
    args: { kind: 'ReviewRuleKind!', enabled: 'Boolean' },
    input: () => ({ kind: 'DIFFICULTY', enabled: false }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },
  // Validators' assignments (issue 21 part 5): admins only
  {
    name: 'addValidatorAssignment siteModerator for Hungary (admins)',
    field: 'addValidatorAssignment',
    args: { validatorRecId: 'Int!', country: 'String' },
    input: (w) => ({ validatorRecId: w.entityIds.siteModerator, country: 'HU' }),
    rest: (w) => ({ method: 'POST', path: '/api/admin/review/validator', body: { validator_id: w.entityIds.siteModerator, country: 'HU' } }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: "removeValidatorAssignment siteModerator's assignment (admins)",
    field: 'removeValidatorAssignment',
    args: { recId: 'Int!' },
    input: (_w, r) => ({ recId: r.assignment.id }),
    rest: (_w, r) => ({ method: 'DELETE', path: `/api/admin/review/validator/${r.assignment.id}` }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },

  // Samples (in testing: site admins only)
  {
    name: 'createSample a light-trap night',
    field: 'createSample',
    args: { clientId: 'String!', input: 'SampleInput!' },
    input: () => ({ clientId: 'matrix-new-sample', input: { ...SAMPLE_INPUT } }),
    rest: () => ({ method: 'POST', path: '/api/my/sample', body: { ...SAMPLE_BODY, client_id: 'matrix-new-sample' } }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: "updateSample siteAdmin's sample",
    field: 'updateSample',
    args: { id: 'ID!', input: 'SampleInput!' },
    input: (_w, r) => ({ id: r.sample.key, input: { ...SAMPLE_INPUT, notes: 'javítva' } }),
    rest: (_w, r) => ({ method: 'PUT', path: `/api/my/sample/${r.sample.id}`, body: { ...SAMPLE_BODY, notes: 'javítva' } }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: "deleteSample siteAdmin's sample",
    field: 'deleteSample',
    args: { id: 'ID!' },
    input: (_w, r) => ({ id: r.sample.key }),
    rest: (_w, r) => ({ method: 'DELETE', path: `/api/my/sample/${r.sample.id}` }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },

  // Species (the catalogue: site admins)
  {
    name: 'saveSpecies a new species',
    field: 'saveSpecies',
    inputType: 'SaveSpeciesInput',
    input: () => ({ ...SPECIES_INPUT }),
    rest: () => ({ method: 'POST', path: '/api/species', body: SPECIES_BODY }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: 'saveSpecies edit a species',
    field: 'saveSpecies',
    inputType: 'SaveSpeciesInput',
    input: (_w, r) => ({ ...SPECIES_INPUT, id: r.species.key }),
    rest: (_w, r) => ({ method: 'PUT', path: `/api/species/${r.species.id}`, body: SPECIES_BODY }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: "saveGenusNote a species' genus (site admins, as the species edit)",
    field: 'saveGenusNote',
    args: { genus: 'String!', note: 'String!' },
    input: (_w, r) => ({ genus: String(r.species.id), note: '<p>Mátrix</p>' }),
    rest: (_w, r) => ({ method: 'PUT', path: `/api/genus/edit/${r.species.id}`, body: { note: '<p>Mátrix</p>' } }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: 'deleteSpecies a species',
    field: 'deleteSpecies',
    args: { id: 'ID!' },
    input: (_w, r) => ({ id: r.species.key }),
    rest: (_w, r) => ({ method: 'DELETE', path: `/api/species/${r.species.id}` }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: 'mergeSpecies a species into another',
    field: 'mergeSpecies',
    args: { id: 'ID!', intoId: 'ID!' },
    input: (_w, r) => ({ id: r.species.key, intoId: r.target.key }),
    rest: (_w, r) => ({ method: 'POST', path: `/api/species/${r.species.id}/merge`, body: { into_id: r.target.id } }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },
  // Bibliography (EDITOR and above: site moderators and admins here)
  {
    name: 'saveBibliographyItem a new item',
    field: 'saveBibliographyItem',
    inputType: 'SaveBibliographyItemInput',
    input: () => ({ title: 'Matrix atlas', creator: 'Matrix, M' }),
    rest: () => ({ method: 'POST', path: '/api/bibliography/edit', body: { title: 'Matrix atlas', creator: 'Matrix, M' } }),
    expect: { siteAdmin: OK, siteModerator: OK, others: FORBIDDEN },
  },
  {
    name: 'saveBibliographyItem edit an item',
    field: 'saveBibliographyItem',
    inputType: 'SaveBibliographyItemInput',
    input: (_w, r) => ({ id: r.bibliographyItem.key, title: 'Matrix guide, 2nd edition' }),
    rest: (_w, r) => ({ method: 'PUT', path: `/api/bibliography/edit/${r.bibliographyItem.id}`, body: { title: 'Matrix guide, 2nd edition' } }),
    expect: { siteAdmin: OK, siteModerator: OK, others: FORBIDDEN },
  },
  {
    name: 'deleteBibliographyItem an item',
    field: 'deleteBibliographyItem',
    args: { id: 'ID!' },
    input: (_w, r) => ({ id: r.bibliographyItem.key }),
    rest: (_w, r) => ({ method: 'DELETE', path: `/api/bibliography/${r.bibliographyItem.id}` }),
    expect: { siteAdmin: OK, siteModerator: OK, others: FORBIDDEN },
  },
  {
    name: 'setBibliographyLink an item to a species',
    field: 'setBibliographyLink',
    args: { itemId: 'ID!', speciesId: 'ID', linked: 'Boolean!' },
    input: (_w, r) => ({ itemId: r.bibliographyItem.key, speciesId: r.species.key, linked: true }),
    rest: (_w, r) => ({ method: 'POST', path: `/api/bibliography/${r.bibliographyItem.id}/link`, body: { species_id: r.species.id } }),
    expect: { siteAdmin: OK, siteModerator: OK, others: FORBIDDEN },
  },
  {
    name: "setBibliographyLink an item to the owner's story (whoever edits the story)",
    field: 'setBibliographyLink',
    args: { itemId: 'ID!', articleId: 'ID', linked: 'Boolean!' },
    input: (_w, r) => ({ itemId: r.bibliographyItem.key, articleId: p.story.key, linked: true }),
    rest: (_w, r) => ({ method: 'POST', path: `/api/bibliography/${r.bibliographyItem.id}/link`, body: { article_id: p.story.id } }),
    expect: { owner: OK, blocked: NOT_FOUND, others: FORBIDDEN },
  },
  {
    name: 'importBibliography a BibTeX entry',
    field: 'importBibliography',
    args: { text: 'String!', format: 'BibliographyFormat!' },
    input: () => ({ text: '@book{m, title = {Matrix moths}, year = {2026}}', format: 'bibtex' }),
    rest: () => ({ method: 'POST', path: '/api/bibliography/import', body: { text: '@book{m, title = {Matrix moths}, year = {2026}}', format: 'bibtex' } }),
    expect: { siteAdmin: OK, siteModerator: OK, others: FORBIDDEN },
  },
  // Species quizzes (EDITOR and above build them; everybody plays a published one, an unpublished one is not found for players)
  {
    name: 'saveQuiz a new quiz',
    field: 'saveQuiz',
    inputType: 'SaveQuizInput',
    input: () => ({ title: 'Matrix quiz 2', published: true, questionCount: 5 }),
    expect: { siteAdmin: OK, siteModerator: OK, others: FORBIDDEN },
  },
  {
    name: 'saveQuiz edit a quiz',
    field: 'saveQuiz',
    inputType: 'SaveQuizInput',
    input: (_w, r) => ({ id: r.draftQuiz.key, title: 'Matrix quiz, published', published: true }),
    expect: { siteAdmin: OK, siteModerator: OK, others: FORBIDDEN },
  },
  {
    name: 'deleteQuiz a quiz',
    field: 'deleteQuiz',
    args: { id: 'ID!' },
    input: (_w, r) => ({ id: r.draftQuiz.key }),
    expect: { siteAdmin: OK, siteModerator: OK, others: FORBIDDEN },
  },
  {
    name: 'checkQuizAnswers of an unpublished quiz (its builders find it, with no photos to ask: QUIZ_CHANGED)',
    field: 'checkQuizAnswers',
    inputType: 'CheckQuizAnswersInput',
    input: (_w, r) => ({ quizId: r.draftQuiz.key, seed: 1, answers: [{ mediaId: 1 }] }),
    rest: (_w, r) => ({ method: 'POST', path: '/api/quiz/species', body: { quiz: r.draftQuiz.id, seed: 1, answers: [{ media_id: 1 }] } }),
    expect: { siteAdmin: 'QUIZ_CHANGED', siteModerator: 'QUIZ_CHANGED', guest: NOT_FOUND, others: NOT_FOUND },
  },
  {
    name: "saveSpeciesChart a species' chart image",
    field: 'saveSpeciesChart',
    args: { id: 'ID!', timegraphImageUrl: 'String' },
    input: (_w, r) => ({ id: r.species.key, timegraphImageUrl: 'https://example.org/chart.png' }),
    rest: (_w, r) => ({ method: 'POST', path: `/api/savechart/${r.species.id}`, body: { timegraph_image_url: 'https://example.org/chart.png' } }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: "generateSpeciesChart a species' phenology chart",
    field: 'generateSpeciesChart',
    args: { id: 'ID!' },
    input: (_w, r) => ({ id: r.species.key }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },

  // Saved places
  {
    name: 'saveLocation a new place',
    field: 'saveLocation',
    inputType: 'SaveLocationInput',
    input: () => ({ lat: 46.25, lon: 20.14, location: 'Szeged' }),
    rest: () => ({ method: 'POST', path: '/api/my/location', body: { lat: 46.25, lon: 20.14, location: 'Szeged' } }),
    expect: { others: OK },
  },
  {
    name: "saveLocation edit the owner's place",
    field: 'saveLocation',
    inputType: 'SaveLocationInput',
    input: (_w, r) => ({ id: r.place.key, lat: 46.25, lon: 20.14, location: 'Szeged' }),
    expect: { owner: OK, others: NOT_FOUND },
  },
  {
    name: "renameSavedLocation the owner's place (site admins rename any, never seeing where)",
    field: 'renameSavedLocation',
    args: { id: 'ID!', name: 'String!' },
    input: (_w, r) => ({ id: r.place.key, name: 'Kert' }),
    rest: (_w, r) => ({ method: 'PUT', path: `/api/locality/edit/${r.place.id}`, body: { name: 'Kert' } }),
    expect: { owner: OK, siteAdmin: OK, others: NOT_FOUND },
  },
  {
    name: "deleteSavedLocation the owner's place",
    field: 'deleteSavedLocation',
    args: { id: 'ID!' },
    input: (_w, r) => ({ id: r.place.key }),
    rest: (_w, r) => ({ method: 'DELETE', path: `/api/my/location/${r.place.id}` }),
    expect: { owner: OK, others: NOT_FOUND },
  },

  // Media (recording §3)
  {
    name: 'uploadMedia a photo',
    field: 'uploadMedia',
    inputType: 'UploadMediaInput',
    input: () => ({ key: 'matrix-upload', file: null }),
    upload: 'input.file',
    expect: { others: OK },
  },
  {
    name: "uploadMedia a photo to P's media list (its members and A, C, E)",
    field: 'uploadMedia',
    inputType: 'UploadMediaInput',
    input: (w) => ({ key: 'matrix-upload', file: null, entityId: w.project.id }),
    upload: 'input.file',
    expect: { member: OK, A: OK, C: OK, E: OK, others: 'NOT_ENTITY_MEMBER' },
  },
  {
    name: "updateMediaInfo the owner's public photo",
    field: 'updateMediaInfo',
    args: { id: 'ID!', input: 'MediaInfoInput!' },
    input: (_w, r) => ({ id: mediaKey(r.photo.id), input: { title: 'Nappali pávaszem' } }),
    rest: (_w, r) => ({ method: 'POST', path: `/api/media/${r.photo.id}`, body: { title: 'Nappali pávaszem' } }),
    expect: { owner: OK, blocked: NOT_FOUND, others: FORBIDDEN },
  },
  {
    name: "updateMediaInfo feature the owner's public photo on the profile",
    field: 'updateMediaInfo',
    args: { id: 'ID!', input: 'MediaInfoInput!' },
    input: (_w, r) => ({ id: mediaKey(r.photo.id), input: { featured: true } }),
    rest: (_w, r) => ({ method: 'POST', path: `/api/media/${r.photo.id}`, body: { featured: true } }),
    expect: { owner: OK, blocked: NOT_FOUND, others: FORBIDDEN },
  },
  {
    name: "updateMediaInfo the owner's photo that nothing shows",
    field: 'updateMediaInfo',
    args: { id: 'ID!', input: 'MediaInfoInput!' },
    input: (w) => ({ id: mediaKey(w.looseMedia.id), input: { title: 'Nappali pávaszem' } }),
    rest: (w) => ({ method: 'POST', path: `/api/media/${w.looseMedia.id}`, body: { title: 'Nappali pávaszem' } }),
    expect: { owner: OK, others: NOT_FOUND },
  },
  // Images: before deleteMedia, which removes the photo's files (the database is restored after each call, the storage is not);
  // over GraphQL only, as the REST matrix runs after the deletes.
  {
    name: "cropImage the owner's public photo (validators read its original)",
    field: 'cropImage',
    inputType: 'CropImageInput',
    input: (_w, r) => ({ dbKey: r.photo.dbKey, points: SQUARE }),
    expect: { owner: OK, siteAdmin: OK, siteModerator: OK, blocked: NOT_FOUND, others: FORBIDDEN },
  },
  {
    name: "setProfileImage from the owner's public photo",
    field: 'setProfileImage',
    inputType: 'SetProfileImageInput',
    input: (_w, r) => ({ dbKey: r.photo.dbKey, points: SQUARE }),
    expect: { owner: OK, siteAdmin: OK, siteModerator: OK, blocked: NOT_FOUND, others: FORBIDDEN },
  },
  {
    name: 'removeProfileImage of the own person',
    field: 'removeProfileImage',
    inputType: 'RemoveProfileImageInput',
    input: () => ({}),
    rest: () => ({ method: 'DELETE', path: '/api/profile/image' }),
    expect: { others: OK },
  },
  {
    name: 'removeProfileImage of P (A; a site ADMIN)',
    field: 'removeProfileImage',
    inputType: 'RemoveProfileImageInput',
    input: (w) => ({ entity: w.project.key }),
    rest: (w) => ({ method: 'DELETE', path: `/api/profile/image?entity_id=${w.project.id}` }),
    expect: { A: OK, siteAdmin: OK, others: FORBIDDEN },
  },
  {
    name: "deleteMedia the owner's public photo (validators delete too)",
    field: 'deleteMedia',
    args: { id: 'ID!' },
    input: (_w, r) => ({ id: mediaKey(r.photo.id) }),
    rest: (_w, r) => ({ method: 'DELETE', path: `/api/media/${r.photo.id}` }),
    expect: { owner: OK, siteAdmin: OK, siteModerator: OK, others: FORBIDDEN },
  },
  {
    name: "deleteMedia the owner's photo that nothing shows (validators delete too)",
    field: 'deleteMedia',
    args: { id: 'ID!' },
    input: (w) => ({ id: mediaKey(w.looseMedia.id) }),
    rest: (w) => ({ method: 'DELETE', path: `/api/media/${w.looseMedia.id}` }),
    expect: { owner: OK, siteAdmin: OK, siteModerator: OK, others: FORBIDDEN },
  },
  {
    name: 'addVideoLink a YouTube video',
    field: 'addVideoLink',
    args: { url: 'String!' },
    input: () => ({ url: VIDEO_LINK }),
    rest: () => ({ method: 'POST', path: '/api/media/video', body: { url: VIDEO_LINK } }),
    expect: { others: OK },
  },
  {
    name: "setVideoPoster of the owner's video",
    field: 'setVideoPoster',
    args: { id: 'ID!', file: 'Upload!' },
    input: (_w, r) => ({ id: mediaKey(r.video.id), file: null }),
    upload: 'file',
    expect: { owner: OK, others: FORBIDDEN },
  },
  {
    name: "setNotificationChannels of the viewer's own likes",
    field: 'setNotificationChannels',
    inputType: 'SetNotificationChannelsInput',
    input: () => ({ kind: 'LIKE', push: true }),
    rest: () => ({ method: 'PUT', path: '/api/notification/settings/LIKE', body: { push: true } }),
    expect: { others: OK },
  },
  {
    name: 'setNotificationChannels e-mail of the viewer’s own messages',
    field: 'setNotificationChannels',
    inputType: 'SetNotificationChannelsInput',
    input: () => ({ kind: 'MESSAGE', email: 'WEEKLY' }),
    rest: () => ({ method: 'PUT', path: '/api/notification/settings/MESSAGE', body: { email: 'WEEKLY' } }),
    expect: { others: OK },
  },
  {
    name: 'sendAnnouncement to the moderators and admins (site admins)',
    field: 'sendAnnouncement',
    inputType: 'SendAnnouncementInput',
    input: () => ({ text: 'Mátrix: karbantartás szombaton', minRole: 'MODERATOR' }),
    expect: { siteAdmin: OK, others: FORBIDDEN },
  },
  // The own profile (issue 19): every signed-in person edits only their own
  {
    name: 'updateProfile of the own account',
    field: 'updateProfile',
    inputType: 'UpdateProfileInput',
    input: () => ({ birthPlace: 'Mátrix' }),
    rest: () => ({ method: 'POST', path: '/api/profile/me', body: { birth_place: 'Mátrix' } }),
    expect: { others: OK },
  },
  {
    name: 'requestEmailChange of the own account (a wrong password)',
    field: 'requestEmailChange',
    inputType: 'RequestEmailChangeInput',
    input: () => ({ newEmail: 'matrix-new@lepke.test', currentPassword: 'not-the-password' }),
    rest: () => ({ method: 'POST', path: '/api/profile/email', body: { new_email: 'matrix-new@lepke.test', current_password: 'not-the-password' } }),
    expect: { others: 'PASSWORD_WRONG' },
  },
  // Passwords (issue 19 part 2): one's own only, the current one asked again (the flows: passwords.test.ts)
  {
    name: 'changePassword of the own account (a wrong current password)',
    field: 'changePassword',
    inputType: 'ChangePasswordInput',
    input: () => ({ currentPassword: 'not-the-password', password: 'matrix-password', passwordRetype: 'matrix-password' }),
    rest: () => ({
      method: 'POST',
      path: '/api/password/change',
      body: { current_password: 'not-the-password', password: 'matrix-password', password_retype: 'matrix-password' },
    }),
    expect: { others: 'PASSWORD_WRONG' },
  },
  {
    name: 'setPassword of an account that has one',
    field: 'setPassword',
    inputType: 'SetPasswordInput',
    input: () => ({ password: 'matrix-password', passwordRetype: 'matrix-password' }),
    rest: () => ({ method: 'POST', path: '/api/password/set', body: { password: 'matrix-password', password_retype: 'matrix-password' } }),
    expect: { others: 'PASSWORD_ALREADY_SET' },
  },
  {
    name: 'restorePassword with a link nobody was sent: the token is the only permission',
    field: 'restorePassword',
    inputType: 'RestorePasswordInput',
    input: () => ({ token: 'matrix-made-up-token', password: 'matrix-password', passwordRetype: 'matrix-password' }),
    rest: () => ({
      method: 'PUT',
      path: '/api/password/restore',
      body: { token: 'matrix-made-up-token', password: 'matrix-password', password_retype: 'matrix-password' },
    }),
    expect: { guest: 'TOKEN_INVALID', others: 'TOKEN_INVALID' },
  },
  // Social login: one's own linked accounts only (tests/integration/social-login.test.ts has the flows)
  {
    name: 'unlinkSocialAccount of a provider nobody linked',
    field: 'unlinkSocialAccount',
    args: { provider: 'String!' },
    input: () => ({ provider: 'google' }),
    rest: () => ({ method: 'GET', path: '/asspUND.al?_rsg=asspAuth&_rsn=unlinkSocialAccount&_provider=google' }),
    expect: { others: NOT_FOUND },
  },
  {
    name: 'completeSocialSignup without a social sign-up in this browser',
    field: 'completeSocialSignup',
    inputType: 'CompleteSocialSignupInput',
    input: () => ({ displayName: 'Mátrix', acceptPrivacy: true }),
    expect: { guest: 'SOCIAL_SIGNUP_EXPIRED', others: 'SOCIAL_SIGNUP_EXPIRED' },
  },
  // Sessions (issue 19 part 4): only one's own; another's or an unknown id is not found alike (sessions.test.ts has the flows)
  {
    name: 'endSession of a session that is not the viewer’s',
    field: 'endSession',
    inputType: 'EndSessionInput',
    input: () => ({ id: '0123456789abcdef' }),
    rest: () => ({ method: 'DELETE', path: '/api/profile/sessions/0123456789abcdef' }),
    expect: { others: NOT_FOUND },
  },
  {
    name: 'endOtherSessions of the own account',
    field: 'endOtherSessions',
    args: {},
    input: () => ({}),
    rest: () => ({ method: 'DELETE', path: '/api/profile/sessions' }),
    expect: { others: OK },
  },
  // Account removal (issue 19 part 4): only one's own, and only with the password again (its success: account-removal.test.ts)
  {
    name: 'removeAccount without the password',
    field: 'removeAccount',
    inputType: 'RemoveAccountInput',
    input: () => ({ records: 'ANONYMISE' }),
    rest: () => ({ method: 'DELETE', path: '/api/identity/dummy', body: { records: 'ANONYMISE' } }),
    expect: { others: VALIDATION },
  },
  // issue 21 part 3, users and roles: every allowed cell is a refusal past the role gate (409, 422,
  // OWN_ACCOUNT), so no cell changes a viewer's role or ends their sessions
  {
    name: "setRole the stranger's own role again (moderators and admins: ROLE_UNCHANGED)",
    field: 'setRole',
    inputType: 'SetRoleInput',
    input: (w) => ({ entityId: w.entityIds.stranger, role: 'USER' }),
    rest: (w) => ({ method: 'POST', path: `/api/admin/user/${w.entityIds.stranger}/role`, body: { role: 'USER' } }),
    expect: { siteAdmin: 'ROLE_UNCHANGED', siteModerator: 'ROLE_UNCHANGED', others: FORBIDDEN },
  },
  {
    name: 'setRole the site admin to USER (only an admin, never oneself)',
    field: 'setRole',
    inputType: 'SetRoleInput',
    input: (w) => ({ entityId: w.entityIds.siteAdmin, role: 'USER' }),
    rest: (w) => ({ method: 'POST', path: `/api/admin/user/${w.entityIds.siteAdmin}/role`, body: { role: 'USER' } }),
    expect: { siteAdmin: 'OWN_ACCOUNT', others: FORBIDDEN },
  },
  {
    name: 'suspendAccount the owner for 0 days (moderators and admins: VALIDATION_ERROR)',
    field: 'suspendAccount',
    inputType: 'SuspendAccountInput',
    input: (w) => ({ entityId: w.entityIds.owner, days: 0, reason: 'Mátrix' }),
    rest: (w) => ({ method: 'POST', path: `/api/admin/user/${w.entityIds.owner}/suspend`, body: { days: 0, reason: 'Mátrix' } }),
    expect: { siteAdmin: VALIDATION, siteModerator: VALIDATION, others: FORBIDDEN },
  },
  {
    name: 'suspendAccount the site admin (never by a moderator, never oneself)',
    field: 'suspendAccount',
    inputType: 'SuspendAccountInput',
    input: (w) => ({ entityId: w.entityIds.siteAdmin, days: 1, reason: 'Mátrix' }),
    rest: (w) => ({ method: 'POST', path: `/api/admin/user/${w.entityIds.siteAdmin}/suspend`, body: { days: 1, reason: 'Mátrix' } }),
    expect: { siteAdmin: 'OWN_ACCOUNT', others: FORBIDDEN },
  },
  {
    name: 'liftSuspension the friend, not suspended (moderators and admins: NOT_SUSPENDED)',
    field: 'liftSuspension',
    inputType: 'LiftSuspensionInput',
    input: (w) => ({ entityId: w.entityIds.friend }),
    rest: (w) => ({ method: 'POST', path: `/api/admin/user/${w.entityIds.friend}/unsuspend`, body: {} }),
    expect: { siteAdmin: 'NOT_SUSPENDED', siteModerator: 'NOT_SUSPENDED', others: FORBIDDEN },
  },
  // issue 21 part 1: disputes
  {
    name: 'actOnDispute a dispute that does not exist (moderators and admins: DATA_NOT_FOUND)',
    field: 'actOnDispute',
    args: { id: 'ID!', action: 'DisputeAction!', reason: 'String!' },
    input: () => ({ id: encodeGlobalID('Dispute', 999_999), action: 'dismiss', reason: 'Mátrix' }),
    rest: () => ({ method: 'POST', path: '/api/admin/dispute/999999/dismiss', body: { reason: 'Mátrix' } }),
    expect: { siteAdmin: NOT_FOUND, siteModerator: NOT_FOUND, others: FORBIDDEN },
  },
  {
    name: 'reportTimelineItem the public item without a reason (everybody signed in: VALIDATION_ERROR)',
    field: 'reportTimelineItem',
    args: { id: 'ID!', reason: 'String!' },
    input: (w) => ({ id: w.items.level9.key, reason: '' }),
    expect: { others: VALIDATION },
  },
  // issue 21 part 4: media review
  {
    name: "reviewMedia approve the owner's public photo (moderators and admins)",
    field: 'reviewMedia',
    args: { id: 'ID!', action: 'MediaReviewAction!', note: 'String' },
    input: (_w, r) => ({ id: mediaKey(r.photo.id), action: 'approve' }),
    rest: (_w, r) => ({ method: 'POST', path: `/api/admin/media/review/${r.photo.id}/approve`, body: {} }),
    expect: { siteAdmin: OK, siteModerator: OK, others: FORBIDDEN },
  },
  {
    name: 'reviewMedia restore a photo that is not hidden (moderators and admins: MEDIA_REVIEW_NOT_APPLICABLE)',
    field: 'reviewMedia',
    args: { id: 'ID!', action: 'MediaReviewAction!', note: 'String' },
    input: (_w, r) => ({ id: mediaKey(r.photo.id), action: 'restore' }),
    rest: (_w, r) => ({ method: 'POST', path: `/api/admin/media/review/${r.photo.id}/restore`, body: {} }),
    expect: { siteAdmin: 'MEDIA_REVIEW_NOT_APPLICABLE', siteModerator: 'MEDIA_REVIEW_NOT_APPLICABLE', others: FORBIDDEN },
  },
  {
    name: 'reviewMedia a medium that does not exist (moderators and admins: DATA_NOT_FOUND)',
    field: 'reviewMedia',
    args: { id: 'ID!', action: 'MediaReviewAction!', note: 'String' },
    input: () => ({ id: mediaKey(999_999), action: 'hide', note: 'Mátrix' }),
    rest: () => ({ method: 'POST', path: '/api/admin/media/review/999999/hide', body: { note: 'Mátrix' } }),
    expect: { siteAdmin: NOT_FOUND, siteModerator: NOT_FOUND, others: FORBIDDEN },
  },
];

/** A matrix test makes a few hundred requests: leave room for a busy machine. */
const SLOW = 120_000;

let w: World;
let r: RecordingWorld;
let p: PublishingWorld;
let state: DbState;
let photo: Buffer;

beforeAll(async () => {
  w = await buildWorld();
  r = await addRecordingWorld(w);
  p = await addPublishingWorld(w);
  state = await saveDbState(w.t.db);
  photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3d85c6' } })
    .jpeg()
    .toBuffer();
}, SLOW);
afterAll(() => w?.t.close());

function expectedFor(row: Row, viewer: ViewerClass): Outcome {
  return row.expect[viewer] ?? (viewer === 'guest' ? UNAUTHORIZED : row.expect.others);
}

/**
 * Runs one call per viewer class; returns each outcome, with `+changed` appended to a refusal
 * that changed the database. The world is restored after every call that changed it.
 */
async function runAll(call: (viewer: ViewerClass) => Promise<Outcome>, viewers: readonly ViewerClass[] = VIEWERS): Promise<Record<ViewerClass, Outcome>> {
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

/** The row's mutation, selecting only whether it succeeded (see `mutationDocument`), and its variables. */
function operation(row: Row): { document: string; variables: Record<string, unknown> } {
  if (!row.args) return { document: mutationDocument(row.field, row.inputType!), variables: { input: row.input(w, r) } };
  const names = Object.keys(row.args);
  const params = names.map((name) => `$${name}: ${row.args![name]}`).join(', ');
  const args = names.map((name) => `${name}: $${name}`).join(', ');
  // A mutation without arguments (endOtherSessions) has neither parentheses.
  const wrap = (list: string) => (list ? `(${list})` : '');
  return {
    document: `mutation ${wrap(params)} { result: ${row.field}${wrap(args)} { __typename ... on Error { errorCode: code } } }`,
    variables: row.input(w, r),
  };
}

/** A GraphQL call with the world's small JPEG as the file at `path`, as a multipart request. */
async function gqlUpload(document: string, variables: Record<string, unknown>, path: string, cookie: string | undefined) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: document, variables }));
  form.append('map', JSON.stringify({ 0: [`variables.${path}`] }));
  form.append('0', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'matrix.jpg');
  // Apollo's CSRF prevention lets a multipart request through only with a preflight-forcing header.
  const response = await fetch(`${w.t.url}/graphql`, { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true', ...(cookie ? { cookie } : {}) } });
  return { body: (await response.json()) as GraphQLBody };
}

describe('authorisation matrix over GraphQL', { timeout: SLOW }, () => {
  test.each(ROWS.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const { document, variables } = operation(row);
    const outcomes = await runAll(async (viewer) => {
      const cookie = w.cookieOf(viewer);
      return graphqlOutcome(row.upload ? await gqlUpload(document, variables, row.upload, cookie) : await w.t.gql(document, variables, { cookie }));
    });
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

const STATUS: Record<string, number> = {
  [UNAUTHORIZED]: 401,
  [FORBIDDEN]: 403,
  BLOCKED: 403,
  [NOT_FOUND]: 404,
  [SELF]: 422,
  [VALIDATION]: 422,
  PASSWORD_WRONG: 422,
  PASSWORD_ALREADY_SET: 403,
  OWN_ACCOUNT: 403,
  TOKEN_INVALID: 404,
};

describe('authorisation matrix over REST (one viewer class per outcome)', { timeout: SLOW }, () => {
  const restRows = ROWS.filter((row) => row.rest);
  test.each(restRows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const { method, path, body } = row.rest!(w, r);
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

test('the matrix covers every mutation of the social core and the recording area in schema.graphql', async () => {
  const { readFile } = await import('node:fs/promises');
  const schema = await readFile(new URL('../../schema.graphql', import.meta.url), 'utf8');
  const mutationBlock = /type Mutation \{([\s\S]*?)\n\}/.exec(schema)![1]!;
  const fields = [...mutationBlock.matchAll(/^ {2}(\w+)\(/gm)].map((match) => match[1]!);
  // Session, language, notification and push mutations belong to other issues' tests; two-factor
  // sign-in's (the viewer's own account only) to two-factor.test.ts.
  const elsewhere = new Set([
    'login',
    'logout',
    'completeTwoFactorLogin',
    'enableTotp',
    'disableTotp',
    'regenerateRecoveryCodes',
    'register',
    'setLanguage',
    'markNotificationsRead',
    'deleteNotification',
    'subscribePush',
    'unsubscribePush',
    'updateProfileSettings',
    // its token is its own permission, open to guests: profile-edit.test.ts
    'confirmEmailChange',
    // open to guests with the same answer for every address: passwords.test.ts
    'requestPasswordRestore',
  ]);
  const covered = new Set(ROWS.map((row) => row.field));
  expect(fields.filter((field) => !elsewhere.has(field) && !covered.has(field))).toEqual([]);
});
