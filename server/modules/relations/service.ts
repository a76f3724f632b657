import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { joinPolicy } from '../entities/join-policy.ts';
import { PERSON_ENTITY, RelationCode } from '@domain/entities.ts';
import { reportObject } from '../moderation/reports.ts';
import { deliverStaged, type Notice, type StagedNotices, stageNotices } from '../notifications/dispatcher.ts';
import { type Db, objectKey } from '../objects/registry.ts';
import { defaultPrivacy } from '@domain/privacy.ts';
import { publishTimelineItemChanged, publishTimelineItemDeleted } from '../timeline/events.ts';
import { writeMessageWithin } from '../messages/service.ts';
import { authorizeContact, authorizeJoinRequests, REQUEST_DECIDERS } from './policy.ts';
import {
  allowedActions,
  FRIEND_CATEGORY,
  type FollowState,
  followState,
  joinRequestState,
  type RelationAction,
  type RelationState,
  refusalCode,
  relationState,
  type Ties,
} from '@domain/relations.ts';

type Tx = Prisma.TransactionClient;

/**
 * Letters of which one entity holds at most one towards another. The spec clears c, b, m, s, g
 * before setting the new letter; j belongs to the same family (a pending membership), so it is
 * cleared too, or an accepted join request would leave j beside m.
 */
const EXCLUSIVE_CODES: string[] = [
  RelationCode.CLIENT,
  RelationCode.FRIEND,
  RelationCode.MEMBER,
  RelationCode.FRIEND_REQUEST_SENT,
  RelationCode.FRIEND_REQUEST_GOT,
  RelationCode.JOIN_REQUEST_SENT,
];

/** Every transition updates relations here: clear the previous letter, then set the new one (none clears only). */
async function setRelation(tx: Tx, fromId: number, toId: number, code: string | null): Promise<void> {
  await tx.entityRelation.deleteMany({ where: { fromId, toId, code: { in: EXCLUSIVE_CODES } } });
  if (code) await tx.entityRelation.create({ data: { fromId, toId, code } });
}

/** Both directions of a person-to-person relation: friends (b, b), a request (s, g) or nothing. */
async function setPersonRelation(tx: Tx, me: number, other: number, mine: string | null, theirs: string | null): Promise<void> {
  await setRelation(tx, me, other, mine);
  await setRelation(tx, other, me, theirs);
}

async function readTies(db: Db, fromId: number, toId: number): Promise<Ties> {
  const [relations, block] = await Promise.all([
    db.entityRelation.findMany({ where: { fromId, toId }, select: { code: true }, orderBy: { id: 'asc' } }),
    db.block.findUnique({ where: { blockerId_blockedId: { blockerId: fromId, blockedId: toId } }, select: { blockerId: true } }),
  ]);
  return { codes: relations.map(({ code }) => code), blocked: block !== null };
}

interface Target {
  id: number;
  type: number;
  displayName: string;
  archivedAt: Date | null;
}

/**
 * Locks both entities' rows for the transaction, in id order so that two transitions on one pair
 * run one after the other instead of interleaving their reads and writes; returns the target.
 */
async function lockPair(tx: Tx, me: number, targetId: number): Promise<Target> {
  const rows = await tx.$queryRaw<Target[]>`
    SELECT id, type, "displayName", "archivedAt" FROM "Entity" WHERE id IN (${me}, ${targetId}) ORDER BY id FOR UPDATE`;
  const target = rows.find((row) => row.id === targetId);
  if (!target) throw new NotFoundError();
  return target;
}

/** What a transition tells people: notifications it sends, those it takes back once their cause is gone, items it adds. */
interface Notifier {
  send(note: Notice): void;
  /** Deletes every recipient's notifications with this token and link (a request that was revoked or decided). */
  withdraw(token: string, url: string): Promise<void>;
  /** A timeline item the transition created, announced to the subscribers once committed. */
  announceItem(itemId: number): void;
  /** A timeline item the transition deleted, announced to the subscribers once committed. */
  announceDeletedItem(itemId: number): void;
}

/** Deletes every recipient's notifications with this token and link; returns the recipients, whose badges changed. */
export async function withdrawNotifications(tx: Tx, token: string, url: string): Promise<number[]> {
  const gone = await tx.notification.findMany({ where: { token, url }, select: { recipientId: true }, distinct: ['recipientId'] });
  if (gone.length) await tx.notification.deleteMany({ where: { token, url } });
  return gone.map(({ recipientId }) => recipientId);
}

/**
 * Runs `work` in a transaction that also stores its notifications (through the dispatcher, as each
 * recipient chose) and deletes the withdrawn ones, then pushes the new ones and the new badge counts
 * of everyone whose notifications changed, and
 * announces the new timeline items.
 */
async function inTransaction<T>(services: Services, work: (tx: Tx, notifier: Notifier) => Promise<T>): Promise<T> {
  let notes: Notice[] = [];
  let touched = new Set<number>();
  let items: number[] = [];
  let deletedItems: number[] = [];
  let staged: StagedNotices | undefined;
  const result = await services.prisma.$transaction(async (tx) => {
    notes = [];
    touched = new Set();
    items = [];
    deletedItems = [];
    const notifier: Notifier = {
      send: (note) => notes.push(note),
      announceItem: (itemId) => items.push(itemId),
      announceDeletedItem: (itemId) => deletedItems.push(itemId),
      async withdraw(token, url) {
        for (const recipientId of await withdrawNotifications(tx, token, url)) touched.add(recipientId);
      },
    };
    const value = await work(tx, notifier);
    // The in-app rows are written in this transaction; the pushes leave only after it committed.
    staged = await stageNotices(tx, notes);
    return value;
  });
  for (const itemId of items) publishTimelineItemChanged(services, itemId);
  for (const itemId of deletedItems) publishTimelineItemDeleted(services, itemId);
  if (staged) await deliverStaged(services, staged, touched);
  return result;
}

/** The result of an action: its success token and the viewer's relation to the entity afterwards. */
export interface RelationOutcome {
  token: string;
  entity: Target;
  /** the viewer's letters towards the entity (the REST `entity_relation` entry) */
  codes: string[];
  state: RelationState;
  followState: FollowState | null;
}

async function outcome(tx: Tx, me: number, entity: Target, token: string): Promise<RelationOutcome> {
  const ties = await readTies(tx, me, entity.id);
  return { token, entity, codes: [...ties.codes], state: relationState(entity.type, ties), followState: followState(ties) };
}

interface Transition {
  /** the action of the §4 table, which may depend on whether the target is a person */
  action: (target: Target) => RelationAction;
  /** writes the new relations and returns the success token */
  apply: (tx: Tx, me: number, target: Target, notifier: Notifier) => Promise<string>;
}

/** One step of the viewer's state machine towards an entity: refused unless the §4 table allows it in the current state. */
async function transition(services: Services, viewer: Viewer, targetId: number, { action, apply }: Transition): Promise<RelationOutcome> {
  const me = actingEntityId(viewer);
  if (targetId === me) throw new ValidationError([{ field: 'id', code: 'SELF_RELATION' }], 'SELF_RELATION');
  return inTransaction(services, async (tx, notifier) => {
    const target = await lockPair(tx, me, targetId);
    const state = relationState(target.type, await readTies(tx, me, target.id));
    const act = action(target);
    if (!allowedActions(state).includes(act)) throw new ConflictError(refusalCode(act, target.type, state));
    const token = await apply(tx, me, target, notifier);
    return outcome(tx, me, target, token);
  });
}

const always = (action: RelationAction) => () => action;
const userOrEntity = (user: RelationAction, entity: RelationAction) => (target: Target) => (target.type === PERSON_ENTITY ? user : entity);
const personUrl = (id: number) => `/people/${id}`;
const entityUrl = (id: number) => `/entity/${id}`;

/** The request dialog's optional message (the form data of `POST /api/friend/request/send/`). */
const requestMessageSchema = z.object({ message: z.string().trim().max(2000).optional() });

/** Sends a friend request; a message from the request dialog reaches the person as a private message. */
export const sendFriendRequest = (services: Services, viewer: Viewer, personId: number, message?: string | null) => {
  const text = parseInput(requestMessageSchema, { message: message ?? undefined }).message;
  return transition(services, viewer, personId, {
    action: always('SEND_REQUEST'),
    async apply(tx, me, person, notifier) {
      await authorizeContact(viewer, { db: tx, otherId: person.id });
      await setPersonRelation(tx, me, person.id, RelationCode.FRIEND_REQUEST_SENT, RelationCode.FRIEND_REQUEST_GOT);
      if (text) await writeMessageWithin(tx, { fromId: me, toId: person.id, subject: '', body: text });
      notifier.send({ recipientId: person.id, token: 'FRIEND_REQUEST_GOT', url: personUrl(me) });
      return 'FRIEND_REQUEST_SENT';
    },
  });
};

export const revokeFriendRequest = (services: Services, viewer: Viewer, personId: number) =>
  transition(services, viewer, personId, {
    action: always('REVOKE_REQUEST'),
    async apply(tx, me, person) {
      await setPersonRelation(tx, me, person.id, null, null);
      return 'FRIEND_REQUEST_REVOKED';
    },
  });

/** Accepting makes both friends and puts the new friendship on both people's timelines. */
export const acceptFriendRequest = (services: Services, viewer: Viewer, personId: number) =>
  transition(services, viewer, personId, {
    action: always('ACCEPT_REQUEST'),
    async apply(tx, me, person, notifier) {
      await setPersonRelation(tx, me, person.id, RelationCode.FRIEND, RelationCode.FRIEND);
      for (const itemId of await addFriendshipItems(tx, me, person.id)) notifier.announceItem(itemId);
      notifier.send({ recipientId: person.id, token: 'FRIEND_REQUEST_ACCEPTED', url: personUrl(me) });
      return 'FRIEND_REQUEST_ACCEPTED';
    },
  });

/**
 * One FRIEND item on each friend's timeline, about the other: titled with the other's name, linking
 * to their page, at the owner's `friend_pp` default privacy (anybody when unset).
 */
async function addFriendshipItems(tx: Tx, a: number, b: number): Promise<number[]> {
  const people = await tx.entity.findMany({
    where: { id: { in: [a, b] } },
    select: { id: true, displayName: true, profileImageUrl: true, user: { select: { settings: true } } },
  });
  const byId = new Map(people.map((person) => [person.id, person]));
  const ids: number[] = [];
  for (const [ownerId, friendId] of [
    [a, b],
    [b, a],
  ] as const) {
    const owner = byId.get(ownerId)!;
    const friend = byId.get(friendId)!;
    const item = await tx.timelineItem.create({
      data: {
        ownerId,
        category: FRIEND_CATEGORY,
        referencedId: friendId,
        title: friend.displayName,
        url: personUrl(friendId),
        thumbnailImageUrl: friend.profileImageUrl,
        privacy: defaultPrivacy((owner.user?.settings ?? {}) as Record<string, unknown>, 'friend'),
      },
      select: { id: true },
    });
    ids.push(item.id);
  }
  return ids;
}

/**
 * Takes a friendship's FRIEND items off both people's timelines once it ends (unfriending, a
 * block), with any likes and comments they gathered; returns the ids of the deleted items.
 */
async function removeFriendshipItems(tx: Tx, a: number, b: number): Promise<number[]> {
  const items = await tx.timelineItem.findMany({
    where: {
      category: FRIEND_CATEGORY,
      OR: [
        { ownerId: a, referencedId: b },
        { ownerId: b, referencedId: a },
      ],
    },
    select: { id: true },
  });
  if (!items.length) return [];
  const itemKeys = items.map(({ id }) => objectKey({ kind: 'TimelineItem', id }));
  const comments = await tx.comment.findMany({ where: { objectId: { in: itemKeys } }, select: { id: true } });
  await tx.like.deleteMany({ where: { objectId: { in: [...itemKeys, ...comments.map(({ id }) => objectKey({ kind: 'Comment', id }))] } } });
  await tx.comment.deleteMany({ where: { objectId: { in: itemKeys } } });
  await tx.timelineItem.deleteMany({ where: { id: { in: items.map(({ id }) => id) } } });
  return items.map(({ id }) => id);
}

export const rejectFriendRequest = (services: Services, viewer: Viewer, personId: number) =>
  transition(services, viewer, personId, {
    action: always('REJECT_REQUEST'),
    async apply(tx, me, person) {
      await setPersonRelation(tx, me, person.id, null, null);
      return 'FRIEND_REQUEST_REJECTED';
    },
  });

export const unfriend = (services: Services, viewer: Viewer, personId: number) =>
  transition(services, viewer, personId, {
    action: always('UNFRIEND'),
    async apply(tx, me, person, notifier) {
      await setPersonRelation(tx, me, person.id, null, null);
      for (const itemId of await removeFriendshipItems(tx, me, person.id)) notifier.announceDeletedItem(itemId);
      return 'FRIEND_UNFRIENDED';
    },
  });

/**
 * The link of the notification an entity's deciders get about one person's join request: the
 * entity's request list, naming the person, so that the request's notifications can be found again.
 */
export const joinRequestUrl = (entityId: number, memberId: number) => `/entity/${entityId}/relation/${RelationCode.JOIN_REQUEST_SENT}?member=${memberId}`;

/**
 * Joins an open entity at once (ENTITY_X_JOINED) or asks to join a curated one (JOIN_REQUEST_SENT);
 * a request notifies every administrator who may decide it, once: an earlier notification of the
 * same person's request is replaced, not repeated.
 */
export const joinEntity = (services: Services, viewer: Viewer, entityId: number) =>
  transition(services, viewer, entityId, {
    action: always('JOIN'),
    async apply(tx, me, entity, notifier) {
      const policy = joinPolicy(entity.type);
      if (!policy) throw new ConflictError('RELATION_ACTION_NOT_ALLOWED', 'This entity cannot be joined');
      // an archived entity is read-only (issue 21 part 2): nobody joins it
      if (entity.archivedAt) throw new ConflictError('ENTITY_ARCHIVED', 'This entity is archived');
      await authorizeContact(viewer, { db: tx, otherId: entity.id });
      if (policy === 'open') {
        await setRelation(tx, me, entity.id, RelationCode.MEMBER);
        return 'ENTITY_X_JOINED';
      }
      await setRelation(tx, me, entity.id, RelationCode.JOIN_REQUEST_SENT);
      const url = joinRequestUrl(entity.id, me);
      await notifier.withdraw('JOIN_REQUEST_GOT', url);
      for (const recipientId of await requestDeciders(tx, entity.id)) notifier.send({ recipientId, token: 'JOIN_REQUEST_GOT', url });
      return 'JOIN_REQUEST_SENT';
    },
  });

/** The administrators who decide an entity's join requests (holders of A, C or E), each once. */
async function requestDeciders(db: Db, entityId: number): Promise<number[]> {
  const rows = await db.entityRelation.findMany({
    where: { toId: entityId, code: { in: [...REQUEST_DECIDERS] } },
    select: { fromId: true },
    distinct: ['fromId'],
    orderBy: { fromId: 'asc' },
  });
  return rows.map(({ fromId }) => fromId);
}

export const leaveEntity = (services: Services, viewer: Viewer, entityId: number) =>
  transition(services, viewer, entityId, {
    action: always('UNMEMBER'),
    async apply(tx, me, entity) {
      await setRelation(tx, me, entity.id, null);
      return 'ENTITY_X_LEFT';
    },
  });

export const revokeJoinRequest = (services: Services, viewer: Viewer, entityId: number) =>
  transition(services, viewer, entityId, {
    action: always('REVOKE_REQUEST'),
    async apply(tx, me, entity, notifier) {
      await setRelation(tx, me, entity.id, null);
      await notifier.withdraw('JOIN_REQUEST_GOT', joinRequestUrl(entity.id, me));
      return 'JOIN_REQUEST_REVOKED';
    },
  });

/**
 * Following (social-core §4 FOLLOWED / NOT_FOLLOWED) is one-sided and needs nobody's consent: the
 * letter f sits beside friendship and membership, and brings the followed entity's items the
 * follower may see into their "following" timeline. Following twice, or unfollowing what one does
 * not follow, is RELATION_ACTION_NOT_ALLOWED; a block refuses following.
 */
async function setFollow(services: Services, viewer: Viewer, targetId: number, follow: boolean): Promise<RelationOutcome> {
  const me = actingEntityId(viewer);
  if (targetId === me) throw new ValidationError([{ field: 'id', code: 'SELF_RELATION' }], 'SELF_RELATION');
  return inTransaction(services, async (tx) => {
    const target = await lockPair(tx, me, targetId);
    const follows = followState(await readTies(tx, me, target.id)) === 'FOLLOWED';
    if (follows === follow) throw new ConflictError('RELATION_ACTION_NOT_ALLOWED');
    if (follow) {
      await authorizeContact(viewer, { db: tx, otherId: target.id });
      await tx.entityRelation.create({ data: { fromId: me, toId: target.id, code: RelationCode.FOLLOW } });
    } else {
      await tx.entityRelation.deleteMany({ where: { fromId: me, toId: target.id, code: RelationCode.FOLLOW } });
    }
    return outcome(tx, me, target, follow ? 'ENTITY_FOLLOWED' : 'ENTITY_UNFOLLOWED');
  });
}

export const followEntity = (services: Services, viewer: Viewer, entityId: number) => setFollow(services, viewer, entityId, true);
export const unfollowEntity = (services: Services, viewer: Viewer, entityId: number) => setFollow(services, viewer, entityId, false);

/**
 * Blocking ends every friendship, request, membership and following between the two, in both
 * directions; an ended friendship leaves the timelines and a dropped join request stops notifying.
 */
export const blockEntity = (services: Services, viewer: Viewer, entityId: number) =>
  transition(services, viewer, entityId, {
    action: userOrEntity('BLOCK_USER', 'BLOCK_ENTITY'),
    async apply(tx, me, target, notifier) {
      await tx.block.create({ data: { blockerId: me, blockedId: target.id } });
      await setRelation(tx, me, target.id, null);
      await setRelation(tx, target.id, me, null);
      await tx.entityRelation.deleteMany({
        where: {
          code: RelationCode.FOLLOW,
          OR: [
            { fromId: me, toId: target.id },
            { fromId: target.id, toId: me },
          ],
        },
      });
      for (const itemId of await removeFriendshipItems(tx, me, target.id)) notifier.announceDeletedItem(itemId);
      await notifier.withdraw('JOIN_REQUEST_GOT', joinRequestUrl(target.id, me));
      return 'ENTITY_BLOCKED';
    },
  });

export const unblockEntity = (services: Services, viewer: Viewer, entityId: number) =>
  transition(services, viewer, entityId, {
    action: userOrEntity('UNBLOCK_USER', 'UNBLOCK_ENTITY'),
    async apply(tx, me, target) {
      await tx.block.delete({ where: { blockerId_blockedId: { blockerId: me, blockedId: target.id } } });
      return 'ENTITY_UNBLOCKED';
    },
  });

/** Files a report (a dispute for moderators) about a person or entity. */
export async function reportEntity(services: Services, viewer: Viewer, entityId: number, reason: string): Promise<RelationOutcome> {
  const checked = await transition(services, viewer, entityId, {
    action: userOrEntity('REPORT_USER', 'REPORT_ENTITY'),
    apply: () => Promise.resolve('ENTITY_REPORTED'),
  });
  await reportObject(services, viewer, encodeGlobalID('Entity', entityId), reason);
  return checked;
}

/**
 * An administrator's decision on a person's request to join: accepting makes them a member and
 * tells them so. The outcome is the administrator's own relation to the entity.
 */
async function decideJoinRequest(services: Services, viewer: Viewer, entityId: number, memberId: number, accept: boolean) {
  return inTransaction(services, async (tx, notifier) => {
    await authorizeJoinRequests(viewer, 'decide', { db: tx, entityId });
    const me = actingEntityId(viewer);
    const entity = await lockPair(tx, memberId, entityId);
    const action: RelationAction = accept ? 'ACCEPT_REQUEST' : 'REJECT_REQUEST';
    const state = joinRequestState((await readTies(tx, memberId, entityId)).codes);
    if (!allowedActions(state).includes(action)) throw new ConflictError(refusalCode(action, entity.type, state));
    await setRelation(tx, memberId, entityId, accept ? RelationCode.MEMBER : null);
    // Decided: the other deciders' notifications of the request go.
    await notifier.withdraw('JOIN_REQUEST_GOT', joinRequestUrl(entityId, memberId));
    if (accept) notifier.send({ recipientId: memberId, token: 'JOIN_REQUEST_ACCEPTED', url: entityUrl(entityId) });
    return outcome(tx, me, entity, accept ? 'JOIN_REQUEST_ACCEPTED' : 'JOIN_REQUEST_REJECTED');
  });
}

export const acceptJoinRequest = (services: Services, viewer: Viewer, entityId: number, memberId: number) =>
  decideJoinRequest(services, viewer, entityId, memberId, true);

export const rejectJoinRequest = (services: Services, viewer: Viewer, entityId: number, memberId: number) =>
  decideJoinRequest(services, viewer, entityId, memberId, false);
