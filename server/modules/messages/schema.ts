import { encodeGlobalID, offsetForArgs, resolveOffsetConnection } from '@pothos/plugin-relay';
import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import { BROADCAST_AUDIENCES, type BroadcastAudience, MessageAudience, MessageBox } from '@domain/messages.ts';
import type { RoleName } from '@domain/roles.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { abilitiesType } from '../../graphql/abilities.ts';
import { builder } from '../../graphql/builder.ts';
import { numericId, optionalId } from '../../graphql/ids.ts';
import { EntityRef } from '../entities/schema.ts';
import { badgeCounts } from '../notifications/badge-counts.ts';
import { BadgeCountsRef } from '../notifications/schema.ts';
import { RoleEnum, ViewerRef } from '../users/schema.ts';
import { type Conversation, CONVERSATION_ORDER, conversationWhere, listConversations, listWritableEntities, markConversationRead } from './conversations.ts';
import { replyAddressee } from './delivery.ts';
import { MESSAGE_ACTIONS, messagePolicy, recipientPolicy } from './policy.ts';
import {
  addressee,
  type Addressee,
  BOX_ORDER,
  broadcastAudienceCount,
  broadcastMessage,
  type CopyWithMessage,
  deleteMessage,
  type MessageInput,
  openMessage,
  ownCopies,
  reportedMessage,
  reportMessage,
  restoreMessage,
  saveDraft,
  sendMessage,
  trashMessage,
} from './service.ts';

const BOX_NAMES = { DRAFT: MessageBox.DRAFT, OUTBOX: MessageBox.OUTBOX, INBOX: MessageBox.INBOX, TRASH: MessageBox.TRASH } as const;
const BoxEnum = builder.enumType('MessageBox', {
  description: 'The boxes of recording §3: 0 draft, 1 outbox, 2 inbox, 3 trash',
  values: Object.fromEntries(Object.entries(BOX_NAMES).map(([name, value]) => [name, { value }])) as Record<keyof typeof BOX_NAMES, { value: MessageBox }>,
});
const AudienceEnum = builder.enumType('MessageAudience', {
  description:
    "Who receives a message: a person, a group's or project's A/C/E admins, or its members (an announcement); a site admin's broadcast: everyone, a role, or a group's or project's members",
  values: Object.values(MessageAudience),
});

const MessageAbilitiesRef = abilitiesType('MessageAbilities', MESSAGE_ACTIONS, 'What the viewer may do with their copy of a message');

const entityById = (id: number) => ({ where: { id } });

export const MessageRef = builder.prismaNode('MessageCopy', {
  name: 'Message',
  nullable: true,
  description: "A message as the viewer holds it: their own copy, in one of their boxes; nobody else's copy is ever reachable",
  include: { message: true },
  id: { resolve: (copy) => copy.messageId },
  findUnique: (id, context) => ({ messageId_ownerId: { messageId: Number(id), ownerId: context.viewer.user?.entityId ?? 0 } }),
  fields: (t) => ({
    recId: t.int({ description: 'the message id of the routes (/message/{id})', resolve: (copy) => copy.messageId }),
    box: t.field({ type: BoxEnum, resolve: (copy) => copy.box as MessageBox }),
    read: t.boolean({ resolve: (copy) => copy.readAt !== null }),
    subject: t.string({ resolve: (copy) => copy.message.subject }),
    body: t.string({ description: 'plain text; links are the client’s to recognise', resolve: (copy) => copy.message.body }),
    audience: t.field({ type: AudienceEnum, resolve: (copy) => copy.message.audience as MessageAudience }),
    role: t.field({ type: RoleEnum, nullable: true, description: 'the role a ROLE broadcast went to', resolve: (copy) => copy.message.role }),
    sentAt: t.field({ type: 'DateTime', nullable: true, description: 'null for a draft', resolve: (copy) => copy.message.sentAt }),
    at: t.expose('at', { type: 'DateTime', description: 'when it came into its box' }),
    fromViewer: t.boolean({ resolve: (copy, _args, context) => copy.message.fromId === context.viewer.user?.entityId }),
    from: t.prismaField({
      type: 'Entity',
      resolve: (query, copy, _args, context) => context.prisma.entity.findUniqueOrThrow({ ...query, ...entityById(copy.message.fromId) }),
    }),
    to: t.prismaField({
      type: 'Entity',
      resolve: (query, copy, _args, context) => context.prisma.entity.findUniqueOrThrow({ ...query, ...entityById(copy.message.toId) }),
    }),
    entity: t.prismaField({
      type: 'Entity',
      nullable: true,
      description: 'the group or project the conversation is with',
      resolve: (query, copy, _args, context) =>
        copy.message.entityId === null ? null : context.prisma.entity.findUnique({ ...query, ...entityById(copy.message.entityId) }),
    }),
    correspondent: t.prismaField({
      type: 'Entity',
      description: 'whom the conversation is with, seen from the viewer (/message/board/{id})',
      resolve: (query, copy, _args, context) => context.prisma.entity.findUniqueOrThrow({ ...query, ...entityById(copy.correspondentId) }),
    }),
    replyTo: t.prismaField({
      type: 'Entity',
      nullable: true,
      description: 'whom a reply goes to: the group or project for its members, the person for the group’s admins; null where there is nothing to reply to',
      resolve: async (query, copy, _args, context) => {
        if (!messagePolicy(context.viewer, copy).reply) return null;
        const id = await replyAddressee(context.prisma, copy.ownerId, copy.message);
        return context.prisma.entity.findUnique({ ...query, ...entityById(id) });
      },
    }),
    attachments: t.prismaField({
      type: ['Media'],
      description: "the sender's media attached, in order",
      resolve: async (query, copy, _args, context) => {
        const links = await context.prisma.messageMedia.findMany({ where: { messageId: copy.messageId }, orderBy: { position: 'asc' }, include: { media: query } });
        return links.map((link) => link.media);
      },
    }),
    viewerCan: t.field({ type: MessageAbilitiesRef, resolve: (copy, _args, context) => messagePolicy(context.viewer, copy) }),
  }),
});

builder.prismaObjectField(MessageRef, 'inReplyTo', (t) =>
  t.field({
    type: MessageRef,
    nullable: true,
    description: 'the message this one answers, when the viewer still holds it',
    resolve: (copy, _args, context) =>
      copy.message.replyToId === null
        ? null
        : context.prisma.messageCopy.findFirst({ where: { messageId: copy.message.replyToId, ...ownCopies(context.viewer) }, include: { message: true } }),
  }),
);

builder.objectField(ViewerRef, 'messages', (t) =>
  t.prismaConnection({
    type: MessageRef,
    cursor: 'id',
    defaultSize: LIST_PAGE_SIZE,
    maxSize: LIST_PAGE_SIZE,
    nullable: true,
    description: "One of the viewer's boxes, unread first, then newest first (null for a guest)",
    args: { box: t.arg({ type: BoxEnum, required: true }) },
    totalCount: (_state, args, context) => context.prisma.messageCopy.count({ where: { ...ownCopies(context.viewer), box: args.box } }),
    resolve: (query, _state, args, context) =>
      context.viewer.user ? context.prisma.messageCopy.findMany({ ...query, where: { ...ownCopies(context.viewer), box: args.box }, orderBy: BOX_ORDER }) : null,
  }),
);

builder.objectField(ViewerRef, 'message', (t) =>
  t.field({
    type: MessageRef,
    nullable: true,
    description: "One of the viewer's messages by its id (/message/{id}); reading it does not mark it read (markMessageRead does)",
    args: { recId: t.arg.int({ required: true }) },
    resolve: (_state, { recId }, context) =>
      context.prisma.messageCopy.findFirst({ where: { messageId: recId, ...ownCopies(context.viewer) }, include: { message: true } }),
  }),
);

const ConversationRef = builder.objectRef<Conversation>('Conversation').implement({
  description: 'The viewer’s messages with one correspondent (/message/board/)',
  fields: (t) => ({
    correspondent: t.prismaField({
      type: 'Entity',
      resolve: (query, conversation, _args, context) => context.prisma.entity.findUniqueOrThrow({ ...query, ...entityById(conversation.correspondentId) }),
    }),
    latest: t.field({ type: MessageRef, resolve: (conversation) => conversation.latest }),
    unreadCount: t.exposeInt('unreadCount'),
  }),
});

builder.objectField(ViewerRef, 'conversations', (t) =>
  t.connection(
    {
      type: ConversationRef,
      nullable: true,
      description: 'The viewer’s conversations by correspondent, newest first, with their unread counts',
      resolve: async (_state, args, context) => {
        if (!context.viewer.user) return null;
        const paging = { args, defaultSize: LIST_PAGE_SIZE, maxSize: LIST_PAGE_SIZE };
        const { offset, limit } = offsetForArgs(paging);
        const { conversations, total } = await listConversations(context.services, context.viewer, { skip: offset, take: limit });
        return resolveOffsetConnection({ ...paging, totalCount: total }, () => conversations);
      },
    },
    { fields: (t) => ({ totalCount: t.int({ resolve: (connection) => connection.totalCount }) }) },
  ),
);

builder.objectField(ViewerRef, 'conversationMessages', (t) =>
  t.prismaConnection({
    type: MessageRef,
    cursor: 'id',
    defaultSize: LIST_PAGE_SIZE,
    maxSize: LIST_PAGE_SIZE,
    nullable: true,
    description: 'One conversation (/message/board/{id}), newest first: a thread view shows them oldest at the top and pages back in time',
    args: { with: t.arg.globalID({ required: true, for: EntityRef }) },
    resolve: (query, _state, args, context) =>
      context.viewer.user
        ? context.prisma.messageCopy.findMany({ ...query, where: conversationWhere(context.viewer, Number(args.with.id)), orderBy: CONVERSATION_ORDER })
        : null,
  }),
);

const AddresseeRef = builder.objectRef<Addressee>('MessageAddressee').implement({
  description: 'The compose screen’s recipient (/message/send/{toEntityId}) and what the viewer may send there',
  fields: (t) => ({
    entity: t.prismaField({
      type: 'Entity',
      resolve: (query, target, _args, context) => context.prisma.entity.findUniqueOrThrow({ ...query, ...entityById(target.entity.id) }),
    }),
    canWrite: t.exposeBoolean('canWrite'),
    canAnnounce: t.exposeBoolean('canAnnounce', { description: 'an A or C admin of the group or project: may write to all its members' }),
  }),
});

builder.objectField(ViewerRef, 'messageAddressee', (t) =>
  t.field({
    type: AddresseeRef,
    nullable: true,
    args: { id: t.arg.globalID({ required: true, for: EntityRef }) },
    resolve: async (_state, args, context) => {
      if (!context.viewer.user) return null;
      try {
        return await addressee(context.services, context.viewer, Number(args.id.id));
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
  }),
);

builder.objectField(ViewerRef, 'writableEntities', (t) =>
  t.connection(
    {
      type: EntityRef,
      nullable: true,
      description: 'Whom the viewer may write to, to pick from: friends, their groups and projects, their correspondents (/api/entity/_msb)',
      args: { name: t.arg.string() },
      resolve: async (_state, args, context) => {
        if (!context.viewer.user) return null;
        const paging = { args, defaultSize: LIST_PAGE_SIZE, maxSize: LIST_PAGE_SIZE };
        const { offset, limit } = offsetForArgs(paging);
        const { entities, total } = await listWritableEntities(context.services, context.viewer, args.name?.trim() || null, { skip: offset, take: limit });
        return resolveOffsetConnection({ ...paging, totalCount: total }, () => entities);
      },
    },
    { fields: (t) => ({ totalCount: t.int({ resolve: (connection) => connection.totalCount }) }) },
  ),
);

builder.prismaObjectField(EntityRef, 'viewerCanMessage', (t) =>
  t.boolean({
    description: 'whether the viewer may write to it (not themselves, no block between them; a person, group or project)',
    select: { id: true, type: true },
    resolve: async (entity, _args, context) => (await recipientPolicy(context.viewer, { db: context.prisma, entity })).write,
  }),
);

const MessageInputRef = builder.inputType('MessageInput', {
  fields: (t) => ({
    draft: t.id({ description: 'the draft (a Message id) to save again or to send; absent: a new message' }),
    to: t.globalID({ required: true, for: EntityRef }),
    audience: t.field({ type: AudienceEnum, description: 'default: PERSON for a person, ADMINS for a group or project' }),
    subject: t.string({ required: true }),
    body: t.string({ required: true }),
    mediaIds: t.idList({ description: "the sender's own media to attach (Media ids)" }),
    replyTo: t.id({ description: 'the Message this one answers: the conversation continues' }),
    forwardOf: t.id({ description: 'the Message this one forwards' }),
  }),
});

interface MessageInputArgs {
  draft?: string | number | null;
  to: { id: string };
  audience?: MessageAudience | null;
  subject: string;
  body: string;
  mediaIds?: (string | number)[] | null;
  replyTo?: string | number | null;
  forwardOf?: string | number | null;
}

function serviceInput(input: MessageInputArgs): { draftId: number | null; message: MessageInput } {
  return {
    draftId: optionalId(input.draft, 'Message', 'draft') ?? null,
    message: {
      toEntityId: Number(input.to.id),
      audience: input.audience ?? null,
      subject: input.subject,
      body: input.body,
      mediaIds: (input.mediaIds ?? []).map((id) => numericId(id, 'Media', 'mediaIds')),
      replyToId: optionalId(input.replyTo, 'Message', 'replyTo') ?? null,
      forwardOfId: optionalId(input.forwardOf, 'Message', 'forwardOf') ?? null,
    },
  };
}

const MessagePayloadRef = builder.objectRef<{ copy: CopyWithMessage; recipientCount?: number }>('MessagePayload').implement({
  fields: (t) => ({
    message: t.field({ type: MessageRef, resolve: (payload) => payload.copy }),
    recipientCount: t.int({ nullable: true, description: 'how many received it (sendMessage)', resolve: (payload) => payload.recipientCount ?? null }),
  }),
});

const ERROR_TYPES = [ValidationError, ForbiddenError, NotFoundError];
const resultUnion = (mutation: string) => ({ name: `${mutation[0]!.toUpperCase()}${mutation.slice(1)}Result` });

builder.mutationField('saveMessageDraft', (t) =>
  t.field({
    type: MessagePayloadRef,
    description: 'Saves a new draft (box 0) or edits one; the compose screen keeps its draft while typing',
    args: { input: t.arg({ type: MessageInputRef, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: ERROR_TYPES, directResult: true, union: resultUnion('saveMessageDraft') },
    resolve: async (_root, { input }, context) => {
      const { draftId, message } = serviceInput(input);
      return { copy: await saveDraft(context.services, context.viewer, message, draftId) };
    },
  }),
);

builder.mutationField('sendMessage', (t) =>
  t.field({
    type: MessagePayloadRef,
    description: 'Sends a message, or the draft named: to a person, a group’s or project’s admins, or announced to its members (POST /api/message/send/{toEntityId})',
    args: { input: t.arg({ type: MessageInputRef, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: ERROR_TYPES, directResult: true, union: resultUnion('sendMessage') },
    resolve: async (_root, { input }, context) => {
      const { draftId, message } = serviceInput(input);
      const sent = await sendMessage(context.services, context.viewer, message, draftId);
      return { copy: sent.copy, recipientCount: sent.recipientIds.length };
    },
  }),
);

for (const [name, change, description] of [
  ['markMessageRead', openMessage, 'Marks a message of the inbox read (opening /message/{id})'],
  ['trashMessage', trashMessage, 'Moves a message to the trash (box 3)'],
  ['restoreMessage', restoreMessage, 'Takes a message out of the trash, back to its box'],
] as const) {
  builder.mutationField(name, (t) =>
    t.field({
      type: MessagePayloadRef,
      description,
      args: { id: t.arg.id({ required: true }) },
      authScopes: { loggedIn: true },
      errors: { types: ERROR_TYPES, directResult: true, union: resultUnion(name) },
      resolve: async (_root, { id }, context) => ({ copy: await change(context.services, context.viewer, numericId(id, 'Message', 'id')) }),
    }),
  );
}

builder.mutationField('reportMessage', (t) =>
  t.field({
    type: MessagePayloadRef,
    description: 'Reports a received message to the site admins, who may then read it (only then)',
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: ERROR_TYPES, directResult: true, union: resultUnion('reportMessage') },
    resolve: async (_root, { id, reason }, context) => ({ copy: await reportMessage(context.services, context.viewer, numericId(id, 'Message', 'id'), reason) }),
  }),
);

builder.queryField('reportedMessage', (t) =>
  t.field({
    type: MessageRef,
    nullable: true,
    description: 'A message with an open report, as its reporter holds it: for site admins only (null for anybody else, or without a report)',
    args: { recId: t.arg.int({ required: true }) },
    authScopes: { loggedIn: true },
    resolve: async (_root, { recId }, context) => {
      try {
        return await reportedMessage(context.services, context.viewer, recId);
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
  }),
);

const DeleteMessagePayloadRef = builder.objectRef<{ id: number }>('DeleteMessagePayload').implement({
  fields: (t) => ({ deletedId: t.id({ resolve: (deleted) => encodeGlobalID('Message', deleted.id) }) }),
});

builder.mutationField('deleteMessage', (t) =>
  t.field({
    type: DeleteMessagePayloadRef,
    description: "Deletes the viewer's copy for good; the other people's copies stay",
    args: { id: t.arg.id({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: ERROR_TYPES, directResult: true, union: resultUnion('deleteMessage') },
    resolve: async (_root, { id }, context) => {
      const messageId = numericId(id, 'Message', 'id');
      await deleteMessage(context.services, context.viewer, messageId);
      return { id: messageId };
    },
  }),
);

builder.mutationField('markConversationRead', (t) =>
  t.field({
    type: BadgeCountsRef,
    description: 'Marks the unread messages of one conversation read (opening /message/board/{id})',
    args: { with: t.arg.globalID({ required: true, for: EntityRef }) },
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError], directResult: true, union: resultUnion('markConversationRead') },
    resolve: async (_root, args, context) => {
      await markConversationRead(context.services, context.viewer, Number(args.with.id));
      return badgeCounts(context.prisma, context.viewer.user!.entityId);
    },
  }),
);

builder.subscriptionField('conversationMessageAdded', (t) =>
  t.field({
    type: MessageRef,
    description: 'Messages arriving in an open conversation (/message/board/{id})',
    args: { with: t.arg.globalID({ required: true, for: EntityRef }) },
    authScopes: { loggedIn: true },
    subscribe: async function* (_root, args, context) {
      const ownerId = context.viewer.user!.entityId;
      const correspondentId = Number(args.with.id);
      for await (const event of context.services.bus.pubsub.subscribe('messageReceived', ownerId)) {
        if (event.correspondentId !== correspondentId) continue;
        const copy = await context.prisma.messageCopy.findFirst({ where: { id: event.copyId, ownerId }, include: { message: true } });
        if (copy) yield copy;
      }
    },
    resolve: (copy) => copy,
  }),
);

const BroadcastAudienceEnum = builder.enumType('BroadcastAudience', {
  description: "A site admin's broadcast (/admin/message/): everyone, the people of one role, or a group's or project's members",
  values: BROADCAST_AUDIENCES,
});

interface BroadcastAudienceArgs {
  audience: BroadcastAudience;
  role?: RoleName | null;
  entity?: { id: string } | null;
}

/** The service's audience input; a role outside the broadcast roles (GUEST) is the service's UNKNOWN_ROLE. */
const broadcastAudienceInput = (args: BroadcastAudienceArgs) => ({ audience: args.audience, role: args.role, entityId: args.entity?.id });

const AudienceCountRef = builder.objectRef<{ count: number }>('MessageAudienceCount').implement({
  fields: (t) => ({ count: t.exposeInt('count', { description: 'how many people would receive it' }) }),
});

builder.queryField('messageAudienceCount', (t) =>
  t.field({
    type: AudienceCountRef,
    description: 'How many people a site admin’s broadcast would reach, shown before sending (site ADMINs only); the same rule as broadcastMessage',
    args: {
      audience: t.arg({ type: BroadcastAudienceEnum, required: true }),
      role: t.arg({ type: RoleEnum, description: 'for ROLE: the role whose people receive it' }),
      entity: t.arg.globalID({ for: EntityRef, description: 'for MEMBERS: the group or project' }),
    },
    authScopes: { loggedIn: true },
    errors: { types: ERROR_TYPES, directResult: true, union: { name: 'MessageAudienceCountResult' } },
    resolve: async (_root, args, context) => ({ count: await broadcastAudienceCount(context.services, context.viewer, broadcastAudienceInput(args)) }),
  }),
);

const BroadcastInputRef = builder.inputType('BroadcastMessageInput', {
  fields: (t) => ({
    audience: t.field({ type: BroadcastAudienceEnum, required: true }),
    role: t.field({ type: RoleEnum, description: 'for ROLE: the role whose people receive it' }),
    entity: t.globalID({ for: EntityRef, description: 'for MEMBERS: the group or project' }),
    subject: t.string({ required: true }),
    body: t.string({ required: true, description: 'plain text' }),
  }),
});

builder.mutationField('broadcastMessage', (t) =>
  t.field({
    type: MessagePayloadRef,
    description:
      'A site admin writes to everyone, to the people of a role or to a group’s or project’s members: each gets their own copy, a conversation with the admin (POST /api/admin/message)',
    args: { input: t.arg({ type: BroadcastInputRef, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: ERROR_TYPES, directResult: true, union: resultUnion('broadcastMessage') },
    resolve: async (_root, { input }, context) => {
      const sent = await broadcastMessage(context.services, context.viewer, { ...broadcastAudienceInput(input), subject: input.subject, body: input.body });
      return { copy: sent.copy, recipientCount: sent.recipientIds.length };
    },
  }),
);
