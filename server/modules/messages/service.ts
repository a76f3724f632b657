import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Message, MessageCopy, Prisma } from '../../db/generated/prisma/client.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId } from '../../validation.ts';
import { GROUP_ENTITY, PERSON_ENTITY, PROJECT_ENTITY } from '@domain/entities.ts';
import { BROADCAST_AUDIENCES, BROADCAST_ROLES, MESSAGE_ATTACHMENTS_MAX, MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, MessageAudience, MessageBox } from '@domain/messages.ts';
import type { Db } from '../objects/registry.ts';
import { publishBadgeCountsOf } from '../notifications/badge-counts.ts';
import { dispatch } from '../notifications/dispatcher.ts';
import { type Broadcast, broadcastRecipients, conversationEntity, type Delivery, inboxCopies, isStranger, outboxCopy, recipientsOf } from './delivery.ts';
import { fileReport } from '../moderation/reports.ts';
import { recordAudit } from '../audit/log.ts';
import { authorizeBroadcast, authorizeMessage, isRemovedPerson, recipientPolicy, reportedMessagePolicy } from './policy.ts';

export type CopyWithMessage = MessageCopy & { message: Message };

/** Plain text: line ends made \n, control characters but tab and newline dropped, the ends trimmed. */
const plainText = (max: number) =>
  z
    .string()
    .transform((text) =>
      text
        .replace(/\r\n?/g, '\n')
        // eslint-disable-next-line no-control-regex -- exactly what is removed
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
        .trim(),
    )
    .pipe(z.string().max(max));

const draftSchema = z.object({
  toEntityId: recordId,
  audience: z.enum(MessageAudience).nullish(),
  subject: plainText(MESSAGE_SUBJECT_MAX).default(''),
  body: plainText(MESSAGE_BODY_MAX).default(''),
  mediaIds: z.array(recordId).max(MESSAGE_ATTACHMENTS_MAX).default([]),
  replyToId: recordId.nullish(),
  forwardOfId: recordId.nullish(),
});

/** What is sent needs its subject and its text (FIELD_REQUIRED). */
const sendSchema = draftSchema.extend({
  subject: plainText(MESSAGE_SUBJECT_MAX).pipe(z.string().min(1)),
  body: plainText(MESSAGE_BODY_MAX).pipe(z.string().min(1)),
});

export type MessageInput = z.input<typeof draftSchema>;
type ParsedInput = z.output<typeof draftSchema>;

/** The viewer's own copies: nothing else is ever in reach, so another's message id is not found (404, never 403). */
export function ownCopies(viewer: Viewer): Prisma.MessageCopyWhereInput {
  return { ownerId: viewer.user?.entityId ?? 0 };
}

/** Boxes list unread first, then newest first; read ones by when they were read (the id breaks ties). */
export const BOX_ORDER: Prisma.MessageCopyOrderByWithRelationInput[] = [{ readAt: { sort: 'desc', nulls: 'first' } }, { at: 'desc' }, { id: 'desc' }];

/** A page of one of the viewer's boxes (`GET /api/message?box=`). */
export async function listBox(services: Services, viewer: Viewer, box: MessageBox, { skip, take }: { skip: number; take: number }) {
  actingEntityId(viewer);
  const where = { ...ownCopies(viewer), box };
  const [copies, total] = await Promise.all([
    services.prisma.messageCopy.findMany({ where, include: { message: true }, orderBy: BOX_ORDER, skip, take }),
    services.prisma.messageCopy.count({ where }),
  ]);
  return { copies, total };
}

export async function findOwnCopy(db: Db, viewer: Viewer, messageId: number): Promise<CopyWithMessage> {
  actingEntityId(viewer);
  const copy = await db.messageCopy.findFirst({ where: { messageId, ...ownCopies(viewer) }, include: { message: true } });
  if (!copy) throw new NotFoundError();
  return copy;
}

export interface Addressee {
  entity: { id: number; type: number; displayName: string; profileImageUrl: string | null };
  canWrite: boolean;
  canAnnounce: boolean;
}

/** The compose screen's recipient (`GET /api/message/send/{toEntityId}`): who it is and what the viewer may send there. */
export async function addressee(services: Services, viewer: Viewer, toEntityId: number): Promise<Addressee> {
  actingEntityId(viewer);
  const entity = await services.prisma.entity.findUnique({
    where: { id: toEntityId },
    select: { id: true, type: true, displayName: true, profileImageUrl: true },
  });
  if (!entity) throw new NotFoundError();
  const can = await recipientPolicy(viewer, { db: services.prisma, entity });
  return { entity, canWrite: can.write, canAnnounce: can.announce };
}

/** Checks the addressee and settles the audience: a person's is PERSON; a group's or project's ADMINS unless announced. */
async function delivery(db: Db, viewer: Viewer, input: ParsedInput, parent: Message | null): Promise<Delivery> {
  const me = actingEntityId(viewer);
  if (input.toEntityId === me) throw new ValidationError([{ field: 'toEntityId', code: 'NO_RECIPIENTS' }]);
  const entity = await db.entity.findUnique({ where: { id: input.toEntityId }, select: { id: true, type: true } });
  if (!entity) throw new NotFoundError();
  if (await isRemovedPerson(db, entity)) throw new NotFoundError('ACCOUNT_REMOVED', 'The account was removed');
  const can = await recipientPolicy(viewer, { db, entity });
  if (!can.write) throw new ForbiddenError('BLOCKED', 'You cannot write to them');
  const person = entity.type === PERSON_ENTITY;
  const audience = input.audience ?? (person ? MessageAudience.PERSON : MessageAudience.ADMINS);
  // Everyone and a role are a site admin's broadcast (broadcastMessage), never an addressee's audience.
  const addressable = audience === MessageAudience.PERSON || audience === MessageAudience.ADMINS || audience === MessageAudience.MEMBERS;
  if (!addressable || person !== (audience === MessageAudience.PERSON)) throw new ValidationError([{ field: 'audience', code: 'FORMAT_ERROR' }]);
  if (audience === MessageAudience.MEMBERS && !can.announce) throw new ForbiddenError();
  const entityId = await conversationEntity(db, me, { id: entity.id, audience }, parent);
  return { toId: entity.id, audience, entityId };
}

/** The parent a reply or forward names must be one of the viewer's own messages. */
async function parentOf(db: Db, viewer: Viewer, input: ParsedInput): Promise<Message | null> {
  const parentId = input.replyToId ?? input.forwardOfId;
  if (parentId == null) return null;
  return (await findOwnCopy(db, viewer, parentId)).message;
}

/** Attachments are the sender's own media only; another's, or a missing one, is refused without telling which. */
async function checkAttachments(db: Db, ownerId: number, mediaIds: readonly number[]): Promise<number[]> {
  const ids = [...new Set(mediaIds)];
  if (!ids.length) return ids;
  const own = await db.media.count({ where: { id: { in: ids }, ownerId } });
  if (own !== ids.length) throw new ValidationError([{ field: 'mediaIds', code: 'DATA_NOT_FOUND' }]);
  return ids;
}

async function setAttachments(tx: Db, messageId: number, mediaIds: readonly number[]): Promise<void> {
  await tx.messageMedia.deleteMany({ where: { messageId } });
  if (mediaIds.length) await tx.messageMedia.createMany({ data: mediaIds.map((mediaId, position) => ({ messageId, mediaId, position })) });
}

function messageFields(input: ParsedInput, target: Delivery, parent: Message | null) {
  const replying = input.replyToId != null && parent !== null;
  return {
    toId: target.toId,
    audience: target.audience,
    entityId: target.entityId,
    subject: input.subject,
    body: input.body,
    replyToId: replying ? parent.id : null,
    forwardOfId: !replying && parent ? parent.id : null,
    // A reply continues its parent's conversation; a forward starts one of its own.
    threadId: replying ? (parent.threadId ?? parent.id) : null,
  };
}

/** The draft the viewer edits, when an id is given: it must be theirs and still a draft. */
async function ownDraft(db: Db, viewer: Viewer, draftId: number | null): Promise<CopyWithMessage | null> {
  if (draftId === null) return null;
  const copy = await findOwnCopy(db, viewer, draftId);
  authorizeMessage(viewer, 'edit', copy);
  return copy;
}

/** What saving a draft and sending share: the checked draft, parent, addressee and attachments. */
interface Prepared {
  me: number;
  parsed: ParsedInput;
  draft: CopyWithMessage | null;
  parent: Message | null;
  target: Delivery;
  mediaIds: number[];
}

async function prepare(db: Db, viewer: Viewer, parsed: ParsedInput, draftId: number | null): Promise<Prepared> {
  const me = actingEntityId(viewer);
  const draft = await ownDraft(db, viewer, draftId);
  const parent = await parentOf(db, viewer, parsed);
  const target = await delivery(db, viewer, parsed, parent);
  const mediaIds = await checkAttachments(db, me, parsed.mediaIds);
  return { me, parsed, draft, parent, target, mediaIds };
}

/**
 * Writes the message (the draft's row, or a new one) with its attachments and the author's own
 * copy in `box`; answers the message's id.
 */
async function writeOwnMessage(
  tx: Db,
  { me, parsed, draft, parent, target, mediaIds }: Prepared,
  box: typeof MessageBox.DRAFT | typeof MessageBox.OUTBOX,
  at: Date,
  sentAt: Date | null,
): Promise<number> {
  const fields = { ...messageFields(parsed, target, parent), sentAt };
  const message = draft ? await tx.message.update({ where: { id: draft.messageId }, data: fields }) : await tx.message.create({ data: { ...fields, fromId: me } });
  await setAttachments(tx, message.id, mediaIds);
  const drafting = box === MessageBox.DRAFT;
  const own = drafting ? { messageId: message.id, ownerId: me, box, correspondentId: target.toId, readAt: at, at } : outboxCopy(message.id, me, target.toId, at);
  await tx.messageCopy.upsert({
    where: { messageId_ownerId: { messageId: message.id, ownerId: me } },
    create: own,
    // A draft saved again keeps its box and read mark; a sent one leaves the drafts for the outbox.
    update: drafting ? { correspondentId: own.correspondentId, at } : { ...own, restoreBox: null },
  });
  return message.id;
}

/** Saves a new draft or edits one (box 0); drafts need a valid addressee but may be empty. */
export async function saveDraft(services: Services, viewer: Viewer, input: MessageInput, draftId: number | null = null): Promise<CopyWithMessage> {
  actingEntityId(viewer);
  const prepared = await prepare(services.prisma, viewer, parseInput(draftSchema, input), draftId);
  const messageId = await services.prisma.$transaction((tx) => writeOwnMessage(tx, prepared, MessageBox.DRAFT, new Date(), null));
  return findOwnCopy(services.prisma, viewer, messageId);
}

export interface SentMessage {
  copy: CopyWithMessage;
  recipientIds: number[];
}

/**
 * Sends a message (or the viewer's draft): the sender's copy goes to the outbox, every recipient
 * gets their own in the inbox, unread. Refused before anything is written when the addressee is
 * blocked, nobody would receive it, or a sending budget is spent.
 */
export async function sendMessage(services: Services, viewer: Viewer, input: MessageInput, draftId: number | null = null): Promise<SentMessage> {
  actingEntityId(viewer);
  const db = services.prisma;
  const prepared = await prepare(db, viewer, parseInput(sendSchema, input), draftId);
  const { me, target } = prepared;
  const recipientIds = await recipientsOf(db, me, target);
  if (!recipientIds.length) throw new ValidationError([{ field: 'toEntityId', code: 'NO_RECIPIENTS' }]);
  await services.messageLimiter.reserve(me, { stranger: await isStranger(db, me, target) });

  const now = new Date();
  const messageId = await db.$transaction(async (tx) => {
    const id = await writeOwnMessage(tx, prepared, MessageBox.OUTBOX, now, now);
    await tx.messageCopy.createMany({ data: inboxCopies(id, me, target, recipientIds, now) });
    return id;
  });
  await announceDelivery(services, messageId, target.audience === MessageAudience.MEMBERS ? 'ANNOUNCEMENT_RECEIVED' : 'MESSAGE_RECEIVED');
  return { copy: await findOwnCopy(db, viewer, messageId), recipientIds };
}

/** A broadcast's audience: ROLE names a role (UNKNOWN_ROLE otherwise), MEMBERS a group or project. */
const broadcastAudienceFields = z.object({
  audience: z.enum(BROADCAST_AUDIENCES),
  role: z.enum(BROADCAST_ROLES, { error: 'UNKNOWN_ROLE' }).nullish(),
  entityId: recordId.nullish(),
});

/** The audience's own requirements: its role, or its group or project (FIELD_REQUIRED). */
function audienceRequirements(input: z.output<typeof broadcastAudienceFields>, context: z.RefinementCtx) {
  if (input.audience === MessageAudience.ROLE && !input.role) context.addIssue({ code: 'custom', path: ['role'], message: 'FIELD_REQUIRED' });
  if (input.audience === MessageAudience.MEMBERS && !input.entityId) context.addIssue({ code: 'custom', path: ['entityId'], message: 'FIELD_REQUIRED' });
}

const broadcastAudienceSchema = broadcastAudienceFields.superRefine(audienceRequirements);
/** What is broadcast needs its subject and its text (FIELD_REQUIRED), plain text as every message. */
const broadcastSchema = broadcastAudienceFields
  .extend({
    subject: plainText(MESSAGE_SUBJECT_MAX).pipe(z.string().min(1)),
    body: plainText(MESSAGE_BODY_MAX).pipe(z.string().min(1)),
  })
  .superRefine(audienceRequirements);

/** A broadcast's audience as the callers pass it (GraphQL's enums, REST's strings); the schemas above check it. */
export interface BroadcastAudienceInput {
  audience: string | undefined;
  role: string | null | undefined;
  entityId: number | string | null | undefined;
}
export interface BroadcastInput extends BroadcastAudienceInput {
  subject: string;
  body: string;
}

/** Types whose members a broadcast may go to. */
const BROADCAST_ENTITY_TYPES: readonly number[] = [GROUP_ENTITY, PROJECT_ENTITY];

/** Settles a parsed audience: a MEMBERS broadcast names an existing group or project (UNKNOWN_ENTITY otherwise). */
async function broadcastAudience(db: Db, parsed: z.output<typeof broadcastAudienceFields>): Promise<Broadcast> {
  if (parsed.audience !== MessageAudience.MEMBERS) {
    return { audience: parsed.audience, role: parsed.audience === MessageAudience.ROLE ? (parsed.role ?? null) : null, entityId: null };
  }
  const entity = await db.entity.findUnique({ where: { id: parsed.entityId! }, select: { type: true } });
  if (!entity || !BROADCAST_ENTITY_TYPES.includes(entity.type)) throw new ValidationError([{ field: 'entityId', code: 'UNKNOWN_ENTITY' }]);
  return { audience: parsed.audience, role: null, entityId: parsed.entityId! };
}

/** How many people a broadcast would reach (`/admin/message/` shows it before sending): the same list the sending writes copies for. */
export async function broadcastAudienceCount(services: Services, viewer: Viewer, input: BroadcastAudienceInput): Promise<number> {
  authorizeBroadcast(viewer);
  const me = actingEntityId(viewer);
  const broadcast = await broadcastAudience(services.prisma, parseInput(broadcastAudienceSchema, input));
  return (await broadcastRecipients(services.prisma, me, broadcast)).length;
}

/** Recipients' copies are written this many rows to a statement. */
const COPY_BATCH = 1000;

/**
 * A site admin's broadcast (`/admin/message/`): the admin keeps it in the outbox, every recipient
 * gets their own unread copy in the inbox, a conversation with the admin (replies go to them).
 * Refused (401/403) before anything is read below ADMIN; nobody to receive it is NO_RECIPIENTS.
 * The copies are written in batches inside one transaction: a failure leaves nothing behind.
 */
export async function broadcastMessage(services: Services, viewer: Viewer, input: BroadcastInput): Promise<SentMessage> {
  authorizeBroadcast(viewer);
  const me = actingEntityId(viewer);
  const db = services.prisma;
  const parsed = parseInput(broadcastSchema, input);
  const broadcast = await broadcastAudience(db, parsed);
  const recipientIds = await broadcastRecipients(db, me, broadcast);
  if (!recipientIds.length) throw new ValidationError([{ field: 'audience', code: 'NO_RECIPIENTS' }]);
  await services.messageLimiter.reserve(me, { stranger: false });

  const target: Delivery = { toId: broadcast.entityId ?? me, audience: broadcast.audience, entityId: null };
  const now = new Date();
  const messageId = await db.$transaction(
    async (tx) => {
      const message = await tx.message.create({
        data: { fromId: me, toId: target.toId, audience: target.audience, role: broadcast.role, subject: parsed.subject, body: parsed.body, sentAt: now },
      });
      await tx.messageCopy.create({ data: outboxCopy(message.id, me, target.toId, now) });
      for (let start = 0; start < recipientIds.length; start += COPY_BATCH) {
        await tx.messageCopy.createMany({ data: inboxCopies(message.id, me, target, recipientIds.slice(start, start + COPY_BATCH), now) });
      }
      await recordAudit(tx, {
        actorId: me,
        action: 'MESSAGE_BROADCAST',
        subject: parsed.subject,
        details: { audience: parsed.audience, role: broadcast.role ?? null, entityId: broadcast.entityId ?? null, recipients: recipientIds.length },
      });
      return message.id;
    },
    { timeout: 60_000 },
  );
  await announceDelivery(services, messageId, 'ANNOUNCEMENT_RECEIVED');
  return { copy: await findOwnCopy(db, viewer, messageId), recipientIds };
}

/**
 * A person-to-person message written as part of another change (the note of a friend request),
 * inside that change's transaction; the caller recounts the recipient's badges after it commits.
 */
export async function writeMessageWithin(tx: Db, { fromId, toId, subject, body }: { fromId: number; toId: number; subject: string; body: string }): Promise<void> {
  const now = new Date();
  const message = await tx.message.create({ data: { fromId, toId, subject, body, sentAt: now } });
  const delivery: Delivery = { toId, audience: MessageAudience.PERSON, entityId: null };
  await tx.messageCopy.createMany({ data: [outboxCopy(message.id, fromId, toId, now), ...inboxCopies(message.id, fromId, delivery, [toId], now)] });
}

/**
 * Tells each recipient's open clients the conversation the new copy belongs to, and through the
 * dispatcher announces the arrival (MESSAGE, or ANNOUNCEMENT for a group's members) by push and
 * e-mail to those who chose them, worded "sender: subject", and recounts everybody's badges. No
 * notification row: the inbox is a message's in-app presence.
 */
async function announceDelivery(services: Services, messageId: number, token: 'MESSAGE_RECEIVED' | 'ANNOUNCEMENT_RECEIVED'): Promise<void> {
  // Just sent, every recipient's copy is in their inbox and the sender's in the outbox.
  const [copies, message] = await Promise.all([
    services.prisma.messageCopy.findMany({
      where: { messageId, box: MessageBox.INBOX },
      select: { id: true, ownerId: true, correspondentId: true },
    }),
    services.prisma.message.findUniqueOrThrow({ where: { id: messageId }, select: { subject: true, from: { select: { displayName: true } } } }),
  ]);
  for (const copy of copies) services.bus.pubsub.publish('messageReceived', copy.ownerId, { copyId: copy.id, correspondentId: copy.correspondentId });
  const text = `${message.from.displayName}: ${message.subject}`;
  await dispatch(
    services,
    copies.map((copy) => ({ recipientId: copy.ownerId, token, url: `/message/${messageId}`, text })),
  );
}

/** Opens one of the viewer's messages (`GET /api/message/{id}`); an unread one in the inbox becomes read. */
export async function openMessage(services: Services, viewer: Viewer, messageId: number): Promise<CopyWithMessage> {
  const copy = await findOwnCopy(services.prisma, viewer, messageId);
  if (copy.box !== MessageBox.INBOX || copy.readAt !== null) return copy;
  const readAt = new Date();
  await services.prisma.messageCopy.update({ where: { id: copy.id }, data: { readAt } });
  await publishBadgeCountsOf(services, [copy.ownerId]);
  return { ...copy, readAt };
}

/** Moves a message to the trash, remembering its box. */
export async function trashMessage(services: Services, viewer: Viewer, messageId: number): Promise<CopyWithMessage> {
  const copy = await findOwnCopy(services.prisma, viewer, messageId);
  authorizeMessage(viewer, 'trash', copy);
  await services.prisma.messageCopy.update({ where: { id: copy.id }, data: { box: MessageBox.TRASH, restoreBox: copy.box } });
  if (copy.box === MessageBox.INBOX && copy.readAt === null) await publishBadgeCountsOf(services, [copy.ownerId]);
  return findOwnCopy(services.prisma, viewer, messageId);
}

/** Takes a message out of the trash, back to the box it came from. */
export async function restoreMessage(services: Services, viewer: Viewer, messageId: number): Promise<CopyWithMessage> {
  const copy = await findOwnCopy(services.prisma, viewer, messageId);
  authorizeMessage(viewer, 'restore', copy);
  const box = copy.restoreBox ?? (copy.message.sentAt === null ? MessageBox.DRAFT : copy.message.fromId === copy.ownerId ? MessageBox.OUTBOX : MessageBox.INBOX);
  await services.prisma.messageCopy.update({ where: { id: copy.id }, data: { box, restoreBox: null } });
  if (box === MessageBox.INBOX && copy.readAt === null) await publishBadgeCountsOf(services, [copy.ownerId]);
  return findOwnCopy(services.prisma, viewer, messageId);
}

/** Deletes the viewer's copy for good; the message itself goes with its last copy. Nobody else's copy is touched. */
export async function deleteMessage(services: Services, viewer: Viewer, messageId: number): Promise<void> {
  const copy = await findOwnCopy(services.prisma, viewer, messageId);
  authorizeMessage(viewer, 'delete', copy);
  await services.prisma.$transaction(async (tx) => {
    await tx.messageCopy.delete({ where: { id: copy.id } });
    if ((await tx.messageCopy.count({ where: { messageId } })) === 0) await tx.message.delete({ where: { id: messageId } });
  });
  if (copy.box === MessageBox.INBOX && copy.readAt === null) await publishBadgeCountsOf(services, [copy.ownerId]);
}

/** What a report of a message names (a dispute's objectId). */
export const messageObjectId = (messageId: number): string => encodeGlobalID('Message', messageId);

/** Reports a message the viewer received to the site's admins, who may then read it. */
export async function reportMessage(services: Services, viewer: Viewer, messageId: number, reason: string): Promise<CopyWithMessage> {
  const copy = await findOwnCopy(services.prisma, viewer, messageId);
  authorizeMessage(viewer, 'report', copy);
  await fileReport(services, copy.ownerId, messageObjectId(messageId), reason);
  return copy;
}

/**
 * A reported message as its first open report's reporter holds it, for the site admins handling
 * the report; without an open report (or for anybody else) it is not found, so ids stay unconfirmed.
 */
export async function reportedMessage(services: Services, viewer: Viewer, messageId: number): Promise<CopyWithMessage> {
  actingEntityId(viewer);
  const report = await services.prisma.dispute.findFirst({
    where: { objectId: messageObjectId(messageId), status: 'open' },
    orderBy: { createdAt: 'asc' },
    select: { reporterId: true },
  });
  if (!reportedMessagePolicy(viewer, { open: report !== null }).read || !report) throw new NotFoundError();
  const copy = await services.prisma.messageCopy.findFirst({ where: { messageId, ownerId: report.reporterId }, include: { message: true } });
  if (!copy) throw new NotFoundError();
  return copy;
}
