import type { Db } from '../objects/registry.ts';
import type { Conversation } from './conversations.ts';
import type { CopyWithMessage } from './service.ts';

const CARD = { id: true, type: true, displayName: true, profileImageUrl: true } as const;
type Card = { id: number; type: number; displayName: string; profileImageUrl: string | null };

export const cardForRest = (card: Card | undefined) =>
  card ? { id: card.id, type: card.type, display_name: card.displayName, profile_image_url: card.profileImageUrl } : null;

/** The people and entities a page of messages names, in one read. */
async function cardsOf(db: Db, copies: readonly CopyWithMessage[]): Promise<Map<number, Card>> {
  const ids = new Set<number>();
  for (const copy of copies) for (const id of [copy.message.fromId, copy.message.toId, copy.correspondentId, copy.message.entityId]) if (id !== null) ids.add(id);
  const cards = ids.size ? await db.entity.findMany({ where: { id: { in: [...ids] } }, select: CARD }) : [];
  return new Map(cards.map((card) => [card.id, card]));
}

/** The attachments of a page of messages, in their order. */
async function attachmentsOf(db: Db, copies: readonly CopyWithMessage[]): Promise<Map<number, number[]>> {
  const links = copies.length ? await db.messageMedia.findMany({ where: { messageId: { in: copies.map((copy) => copy.messageId) } }, orderBy: { position: 'asc' } }) : [];
  const byMessage = new Map<number, number[]>();
  for (const link of links) byMessage.set(link.messageId, [...(byMessage.get(link.messageId) ?? []), link.mediaId]);
  return byMessage;
}

/** Messages in the shape of the REST reads (recording §3: subject, message, attachment, from, to; the box of recording §3). */
export async function messagesForRest(db: Db, copies: readonly CopyWithMessage[]) {
  const [cards, attachments] = await Promise.all([cardsOf(db, copies), attachmentsOf(db, copies)]);
  return copies.map((copy) => ({
    id: copy.messageId,
    box: copy.box,
    read: copy.readAt !== null,
    subject: copy.message.subject,
    message: copy.message.body,
    attachment: attachments.get(copy.messageId) ?? [],
    from: cardForRest(cards.get(copy.message.fromId)),
    to: cardForRest(cards.get(copy.message.toId)),
    audience: copy.message.audience,
    role: copy.message.role,
    entity: copy.message.entityId === null ? null : cardForRest(cards.get(copy.message.entityId)),
    correspondent: cardForRest(cards.get(copy.correspondentId)),
    reply_to: copy.message.replyToId,
    forward_of: copy.message.forwardOfId,
    thread_id: copy.message.threadId ?? copy.messageId,
    sent_at: copy.message.sentAt?.toISOString() ?? null,
    at: copy.at.toISOString(),
  }));
}

export async function conversationsForRest(db: Db, conversations: readonly Conversation[]) {
  const latest = await messagesForRest(
    db,
    conversations.map((conversation) => conversation.latest),
  );
  return conversations.map((conversation, index) => ({
    correspondent: latest[index]!.correspondent,
    unread_count: conversation.unreadCount,
    latest: latest[index],
  }));
}
