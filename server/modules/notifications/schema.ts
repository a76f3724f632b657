import { encodeGlobalID } from '@pothos/plugin-relay';
import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { type ChannelChoice, EMAIL_CHOICES, inAppFixed, NOTIFICATION_KINDS, type NotificationKind, notificationPreferences } from '@domain/notification-kinds.ts';
import { builder } from '../../graphql/builder.ts';
import type { BadgeCounts } from '../../realtime/pubsub.ts';
import { ViewerRef } from '../users/schema.ts';
import { badgeCounts, markAllNotificationsRead } from './badge-counts.ts';
import { setNotificationChannels } from './preferences.ts';
import { actorIdOf, deleteNotification, NOTIFICATION_ORDER, notificationsWhere } from './service.ts';

export const BadgeCountsRef = builder.objectRef<BadgeCounts>('BadgeCounts').implement({
  description: 'Unread notifications and messages, shown as header badges',
  fields: (t) => ({
    notificationCount: t.exposeInt('notificationCount'),
    messageCount: t.exposeInt('messageCount'),
  }),
});

builder.subscriptionField('viewerCounts', (t) =>
  t.field({
    type: BadgeCountsRef,
    description: "The viewer's badge counts: the current ones first, then every change",
    authScopes: { loggedIn: true },
    subscribe: async function* (_root, _args, context) {
      const entityId = context.viewer.user!.entityId;
      const changes = context.services.bus.pubsub.subscribe('viewerCounts', entityId);
      // Asking for the first change starts listening, so nothing published while the current
      // counts are read can slip through.
      const firstChange = changes.next();
      try {
        yield await badgeCounts(context.prisma, entityId);
        for (let change = await firstChange; !change.done; change = await changes.next()) yield change.value;
      } finally {
        await changes.return();
      }
    },
    resolve: (counts) => counts,
  }),
);

builder.mutationField('markNotificationsRead', (t) =>
  t.field({
    type: BadgeCountsRef,
    authScopes: { loggedIn: true },
    resolve: (_root, _args, context) => markAllNotificationsRead(context.services, context.viewer.user!.entityId),
  }),
);

const NotificationRef = builder.prismaNode('Notification', {
  id: { field: 'id' },
  nullable: true,
  description: 'Something that happened to the viewer: a friend request, an accepted request, a like, …',
  // node(id:) answers only the viewer's own notifications.
  findUnique: (id, context) => ({ id: Number(id), AND: [notificationsWhere(context.viewer)] }),
  fields: (t) => ({
    recId: t.exposeInt('id'),
    token: t.exposeString('token', { description: 'the i18n token of what happened, e.g. FRIEND_REQUEST_GOT' }),
    url: t.exposeString('url', { nullable: true, description: 'where the notification leads' }),
    text: t.exposeString('text', { nullable: true, description: "words of the notification's own (an admin's announcement), shown instead of the token's text" }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    read: t.boolean({ resolve: (notification) => notification.readAt !== null }),
    actor: t.prismaField({
      type: 'Entity',
      nullable: true,
      description: 'the person or entity the notification is about (who asked, who accepted, which group)',
      // One findUnique per notification, of one shape: Prisma batches them into a single statement.
      resolve: (query, notification, _args, context) => {
        const actorId = actorIdOf(notification.url);
        const selection = { ...query };
        // No actor, no statement (reading the selection tells Pothos it was not forgotten).
        return actorId === null ? null : context.prisma.entity.findUnique({ ...selection, where: { id: actorId } });
      },
    }),
  }),
});

builder.objectField(ViewerRef, 'notifications', (t) =>
  t.prismaConnection({
    type: 'Notification',
    cursor: 'id',
    defaultSize: LIST_PAGE_SIZE,
    maxSize: LIST_PAGE_SIZE,
    description: "The viewer's notifications, newest first, 100 a page (none for a guest)",
    totalCount: (_state, _args, context) => context.prisma.notification.count({ where: notificationsWhere(context.viewer) }),
    resolve: (query, _state, _args, context) =>
      context.prisma.notification.findMany({ ...query, where: notificationsWhere(context.viewer), orderBy: NOTIFICATION_ORDER }),
  }),
);

const DeleteNotificationInput = builder.inputType('DeleteNotificationInput', {
  fields: (t) => ({ id: t.globalID({ required: true, for: NotificationRef }) }),
});

const DeleteNotificationPayload = builder.objectRef<{ deletedId: string; counts: BadgeCounts }>('DeleteNotificationPayload').implement({
  fields: (t) => ({
    deletedId: t.id({ resolve: (payload) => payload.deletedId }),
    counts: t.field({ type: BadgeCountsRef, resolve: (payload) => payload.counts }),
  }),
});

builder.mutationField('deleteNotification', (t) =>
  t.field({
    type: DeleteNotificationPayload,
    description: "Deletes one of the viewer's notifications (DELETE /api/notification/{id})",
    args: { input: t.arg({ type: DeleteNotificationInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError], directResult: true, union: { name: 'DeleteNotificationResult' } },
    resolve: async (_root, { input }, context) => {
      const id = Number(input.id.id);
      if (!Number.isSafeInteger(id) || id <= 0) throw new NotFoundError();
      const counts = await deleteNotification(context.services, context.viewer, id);
      return { deletedId: encodeGlobalID('Notification', id), counts };
    },
  }),
);

export const NotificationKindEnum = builder.enumType('NotificationKind', {
  description: 'A kind of notification whose channels the person chooses (domain/notification-kinds.ts)',
  values: NOTIFICATION_KINDS,
});

export const EmailChoiceEnum = builder.enumType('EmailChoice', {
  description: 'How a kind of notification is mailed: not at all, each as it happens, or gathered into a daily or weekly digest',
  values: EMAIL_CHOICES,
});

interface Preference {
  entityId: number;
  kind: NotificationKind;
  channels: ChannelChoice;
}

const NotificationPreferenceRef = builder.objectRef<Preference>('NotificationPreference').implement({
  description: 'How one kind of notification reaches the viewer (the `notify` profile settings; the defaults when unset)',
  fields: (t) => ({
    id: t.id({
      description: 'the viewer and kind, so a saved choice updates the shown one',
      resolve: (pref) => encodeGlobalID('NotificationPreference', `${pref.entityId}:${pref.kind}`),
    }),
    kind: t.field({ type: NotificationKindEnum, resolve: (pref) => pref.kind }),
    inApp: t.boolean({ description: 'a row in the notification list (for messages and announcements: the inbox)', resolve: (pref) => pref.channels.inApp }),
    inAppFixed: t.boolean({ description: 'the in-app channel is the inbox and cannot be turned off', resolve: (pref) => inAppFixed(pref.kind) }),
    push: t.boolean({ description: "a web push to the viewer's subscribed devices", resolve: (pref) => pref.channels.push }),
    email: t.field({ type: EmailChoiceEnum, description: "mails to the account's address", resolve: (pref) => pref.channels.email }),
  }),
});

builder.objectField(ViewerRef, 'notificationPreferences', (t) =>
  t.field({
    type: [NotificationPreferenceRef],
    description: "The viewer's channels per notification kind (empty for a guest)",
    resolve: (state) =>
      state.entityId === null ? [] : notificationPreferences(state.settings).map(({ kind, channels }) => ({ entityId: state.entityId!, kind, channels })),
  }),
);

const SetNotificationChannelsInput = builder.inputType('SetNotificationChannelsInput', {
  description: 'one kind and the channels to change; a channel left out keeps its choice',
  fields: (t) => ({
    kind: t.field({ type: NotificationKindEnum, required: true }),
    inApp: t.boolean(),
    push: t.boolean(),
    email: t.field({ type: EmailChoiceEnum }),
  }),
});

const SetNotificationChannelsPayload = builder.objectRef<Preference>('SetNotificationChannelsPayload').implement({
  fields: (t) => ({ preference: t.field({ type: NotificationPreferenceRef, resolve: (pref) => pref }) }),
});

builder.mutationField('setNotificationChannels', (t) =>
  t.field({
    type: SetNotificationChannelsPayload,
    description: "Sets the viewer's channels for one kind of notification (PUT /api/notification/settings/{kind})",
    args: { input: t.arg({ type: SetNotificationChannelsInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError], directResult: true, union: { name: 'SetNotificationChannelsResult' } },
    resolve: async (_root, { input }, context) => {
      const { kind, channels } = await setNotificationChannels(context.services, context.viewer, input);
      return { entityId: context.viewer.user!.entityId, kind, channels };
    },
  }),
);
