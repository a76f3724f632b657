import { AccountStatus } from '../../auth/account-status.ts';
import { MEMBERSHIP_CODES, PERSON_ENTITY, RelationCode } from '@domain/entities.ts';
import { type BroadcastRole, MESSAGE_RECEIVING_ADMINS, MessageAudience, MessageBox } from '@domain/messages.ts';
import type { Db } from '../objects/registry.ts';

/** Where a message goes: its addressee, the audience there, and the group or project the conversation is with. */
export interface Delivery {
  toId: number;
  audience: MessageAudience;
  /**
   * set for messages to a group's or project's admins or members, and kept by the admins' replies;
   * null for a site admin's broadcast, which is the admin's own (replies go to them)
   */
  entityId: number | null;
}

/**
 * A site admin's broadcast (`/admin/message/`): to EVERYONE, to the people of one ROLE, or to the
 * MEMBERS of a group or project. Addressed to the sender for the first two (there is no entity that
 * stands for "everyone"), to the group or project for the third.
 */
export interface Broadcast {
  audience: typeof MessageAudience.EVERYONE | typeof MessageAudience.ROLE | typeof MessageAudience.MEMBERS;
  /** for ROLE */
  role: BroadcastRole | null;
  /** for MEMBERS: the group or project */
  entityId: number | null;
}

/** Accounts a broadcast reaches: all but the suspended ones (status -1; `auth/sessions.ts` refuses them too). */
const REACHABLE_ACCOUNT = { status: { gte: AccountStatus.INACTIVE } };

/** Whether the person holds one of the letters towards the entity. */
async function holdsLetter(db: Db, personId: number, entityId: number, letters: readonly string[]): Promise<boolean> {
  return (await db.entityRelation.count({ where: { fromId: personId, toId: entityId, code: { in: [...letters] } } })) > 0;
}

/**
 * The group or project a new message's conversation is with: the addressee when it goes to its
 * admins or members; for a reply, the one its parent's conversation was with, when the replier
 * answers on its behalf (holds a receiving admin letter); otherwise none.
 */
export async function conversationEntity(
  db: Db,
  senderId: number,
  addressee: { id: number; audience: MessageAudience },
  parent: { entityId: number | null } | null,
): Promise<number | null> {
  if (addressee.audience !== MessageAudience.PERSON) return addressee.id;
  if (parent?.entityId == null) return null;
  return (await holdsLetter(db, senderId, parent.entityId, MESSAGE_RECEIVING_ADMINS)) ? parent.entityId : null;
}

/**
 * Whom a reply to a received message goes to: the group or project its conversation is with,
 * unless the replier answers on its behalf; otherwise the person who wrote it.
 */
export async function replyAddressee(db: Db, replierId: number, message: { fromId: number; entityId: number | null }): Promise<number> {
  if (message.entityId !== null && !(await holdsLetter(db, replierId, message.entityId, MESSAGE_RECEIVING_ADMINS))) return message.entityId;
  return message.fromId;
}

/**
 * The people who get a copy: the addressed person; a group's or project's A, C and E admins; or,
 * for an announcement, its members and admins. Never the sender, and nobody on either side of a
 * block with the sender.
 */
export async function recipientsOf(db: Db, senderId: number, delivery: Delivery): Promise<number[]> {
  if (delivery.audience === MessageAudience.PERSON) return withoutSenderAndBlocked(db, senderId, [delivery.toId]);
  const codes = delivery.audience === MessageAudience.ADMINS ? MESSAGE_RECEIVING_ADMINS : MEMBERSHIP_CODES;
  const holders = await db.entityRelation.findMany({
    where: { toId: delivery.toId, code: { in: [...codes] }, from: { type: PERSON_ENTITY } },
    select: { fromId: true },
    distinct: ['fromId'],
  });
  return withoutSenderAndBlocked(
    db,
    senderId,
    holders.map((holder) => holder.fromId),
  );
}

/**
 * The people a site admin's broadcast reaches, in id order: every account, the accounts of one role,
 * or the people (members and admins) of a group or project; suspended accounts, the sender and
 * anybody on either side of a block with the sender left out. The count shown before sending and
 * the copies written are both this list.
 */
export async function broadcastRecipients(db: Db, senderId: number, broadcast: Broadcast): Promise<number[]> {
  let ids: number[];
  if (broadcast.audience === MessageAudience.MEMBERS) {
    const holders = await db.entityRelation.findMany({
      where: { toId: broadcast.entityId ?? 0, code: { in: MEMBERSHIP_CODES }, from: { type: PERSON_ENTITY, user: REACHABLE_ACCOUNT } },
      select: { fromId: true },
      distinct: ['fromId'],
      orderBy: { fromId: 'asc' },
    });
    ids = holders.map((holder) => holder.fromId);
  } else {
    const role = broadcast.audience === MessageAudience.ROLE ? { role: broadcast.role ?? 'ADMIN' } : {};
    const users = await db.user.findMany({ where: { ...REACHABLE_ACCOUNT, ...role }, select: { entityId: true }, orderBy: { entityId: 'asc' } });
    ids = users.map((user) => user.entityId);
  }
  return withoutSenderAndBlocked(db, senderId, ids);
}

/** The ids but the sender and anybody on either side of a block with the sender. */
async function withoutSenderAndBlocked(db: Db, senderId: number, ids: readonly number[]): Promise<number[]> {
  const others = ids.filter((id) => id !== senderId);
  if (!others.length) return others;
  // The sender's blocks, either way: a handful, however many the recipients are.
  const blocks = await db.block.findMany({
    where: { OR: [{ blockerId: senderId }, { blockedId: senderId }] },
    select: { blockerId: true, blockedId: true },
  });
  const blocked = new Set(blocks.map((block) => (block.blockerId === senderId ? block.blockedId : block.blockerId)));
  return others.filter((id) => !blocked.has(id));
}

/**
 * Whom a recipient's copy is a conversation with: the sender, except for an announcement (the
 * group or project announcing) and for a reply given on a group's or project's behalf (it). A site
 * admin's broadcast, to a group's members too, is a conversation with the admin.
 */
export function recipientCorrespondent(senderId: number, delivery: Delivery): number {
  if (delivery.audience === MessageAudience.MEMBERS && delivery.entityId !== null) return delivery.entityId;
  if (delivery.audience === MessageAudience.PERSON && delivery.entityId !== null) return delivery.entityId;
  return senderId;
}

/** The sender's copy of a message sent at `at`: in the outbox, read, a conversation with the addressee. */
export function outboxCopy(messageId: number, senderId: number, toId: number, at: Date) {
  return { messageId, ownerId: senderId, box: MessageBox.OUTBOX, correspondentId: toId, readAt: at, at };
}

/** The recipients' copies of a message sent at `at`: each in their inbox, unread. */
export function inboxCopies(messageId: number, senderId: number, delivery: Delivery, recipientIds: readonly number[], at: Date) {
  const correspondentId = recipientCorrespondent(senderId, delivery);
  return recipientIds.map((ownerId) => ({ messageId, ownerId, box: MessageBox.INBOX, correspondentId, readAt: null as Date | null, at }));
}

/**
 * A stranger is somebody the sender has no tie with: no friendship, no membership of the group
 * or project written to, and no conversation so far. First messages to strangers spend the
 * stricter budget of MessageLimiter.
 */
export async function isStranger(db: Db, senderId: number, delivery: Delivery): Promise<boolean> {
  if (delivery.audience === MessageAudience.MEMBERS) return false;
  const ties = delivery.audience === MessageAudience.PERSON ? [RelationCode.FRIEND] : MEMBERSHIP_CODES;
  if (await holdsLetter(db, senderId, delivery.toId, ties)) return false;
  const earlier = await db.messageCopy.count({ where: { ownerId: senderId, correspondentId: delivery.toId } });
  return earlier === 0;
}
