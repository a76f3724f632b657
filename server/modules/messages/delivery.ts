import { MEMBERSHIP_CODES, PERSON_ENTITY, RelationCode } from '@domain/entities.ts';
import { MESSAGE_RECEIVING_ADMINS, MessageAudience, MessageBox } from '@domain/messages.ts';
import type { Db } from '../objects/registry.ts';

/** Where a message goes: its addressee, the audience there, and the group or project the conversation is with. */
export interface Delivery {
  toId: number;
  audience: MessageAudience;
  /** set for messages to a group's or project's admins or members, and kept by the admins' replies */
  entityId: number | null;
}

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
  let ids: number[];
  if (delivery.audience === MessageAudience.PERSON) {
    ids = [delivery.toId];
  } else {
    const codes = delivery.audience === MessageAudience.ADMINS ? MESSAGE_RECEIVING_ADMINS : MEMBERSHIP_CODES;
    const holders = await db.entityRelation.findMany({
      where: { toId: delivery.toId, code: { in: [...codes] }, from: { type: PERSON_ENTITY } },
      select: { fromId: true },
      distinct: ['fromId'],
    });
    ids = holders.map((holder) => holder.fromId);
  }
  ids = ids.filter((id) => id !== senderId);
  if (!ids.length) return ids;
  const blocks = await db.block.findMany({
    where: {
      OR: [
        { blockerId: senderId, blockedId: { in: ids } },
        { blockedId: senderId, blockerId: { in: ids } },
      ],
    },
    select: { blockerId: true, blockedId: true },
  });
  const blocked = new Set(blocks.map((block) => (block.blockerId === senderId ? block.blockedId : block.blockerId)));
  return ids.filter((id) => !blocked.has(id));
}

/**
 * Whom a recipient's copy is a conversation with: the sender, except for an announcement (the
 * group or project announcing) and for a reply given on a group's or project's behalf (it).
 */
export function recipientCorrespondent(senderId: number, delivery: Delivery): number {
  if (delivery.audience === MessageAudience.MEMBERS) return delivery.toId;
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
