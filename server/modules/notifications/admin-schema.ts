import { builder } from '../../graphql/builder.ts';
import { ForbiddenError, ValidationError } from '../../errors.ts';
import { RoleEnum } from '../users/schema.ts';
import { announcementAudienceCount, sendAnnouncement } from './announcements.ts';
import { type DeliveryTotal, notificationOverview, OVERVIEW_DAYS } from './overview.ts';
import { notificationAdminPolicy } from './policy.ts';
import type { RoleName } from '@domain/roles.ts';

/** `/admin/notification/` over GraphQL: what the channels sent, and the admins' announcement notifications. */

type Overview = Awaited<ReturnType<typeof notificationOverview>>;
type FailedMail = Overview['failedMails'][number];
type Announcement = Overview['announcements'][number];

const DeliveryTotalRef = builder.objectRef<DeliveryTotal>('NotificationDeliveryTotal').implement({
  description: 'What one channel did for one kind of notification in the period',
  fields: (t) => ({
    channel: t.exposeString('channel', { description: 'IN_APP, PUSH or EMAIL' }),
    kind: t.exposeString('kind', { description: 'a NotificationKind (OTHER for a token no kind claims)' }),
    sent: t.exposeInt('sent', { description: 'rows written, pushes the push service took, notices mailed' }),
    failed: t.exposeInt('failed', { description: 'pushes refused or lost, notices whose mail was given up' }),
  }),
});

const MailQueueRef = builder.objectRef<Overview['mailQueue']>('NotificationMailQueue').implement({
  fields: (t) => ({
    waiting: t.exposeInt('waiting', { description: 'e-mail notices waiting for their mail (most for a digest)' }),
    pending: t.exposeInt('pending', { description: 'mails claimed and not yet sent (being sent, or to be tried again)' }),
    failed: t.exposeInt('failed', { description: 'mails given up in the period' }),
  }),
});

const FailedMailRef = builder.objectRef<FailedMail>('FailedNotificationMail').implement({
  fields: (t) => ({
    recId: t.exposeInt('id'),
    cadence: t.exposeString('cadence', { description: 'IMMEDIATELY, DAILY or WEEKLY' }),
    error: t.exposeString('error', { nullable: true, description: "the mail server's or the mailer's reason" }),
    attempts: t.exposeInt('attempts'),
    noticeCount: t.exposeInt('noticeCount'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    recipientRecId: t.int({ resolve: (mail) => mail.recipient.id }),
    recipientName: t.string({ resolve: (mail) => mail.recipient.displayName }),
  }),
});

const AnnouncementRef = builder.objectRef<Announcement>('Announcement').implement({
  description: "An admin's announcement notification",
  fields: (t) => ({
    recId: t.exposeInt('id'),
    text: t.exposeString('text'),
    url: t.exposeString('url', { nullable: true }),
    minRole: t.field({ type: RoleEnum, resolve: (announcement) => announcement.minRole as RoleName }),
    recipientCount: t.exposeInt('recipientCount'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    authorRecId: t.int({ resolve: (announcement) => announcement.author.id }),
    authorName: t.string({ resolve: (announcement) => announcement.author.displayName }),
  }),
});

const OverviewRef = builder.objectRef<Overview>('NotificationOverview').implement({
  description: 'What the notification channels did in the last days (site admins)',
  fields: (t) => ({
    days: t.exposeInt('days'),
    deliveries: t.field({ type: [DeliveryTotalRef], resolve: (overview) => overview.deliveries }),
    mailQueue: t.field({ type: MailQueueRef, resolve: (overview) => overview.mailQueue }),
    failedMails: t.field({ type: [FailedMailRef], description: 'the latest 20 mails given up', resolve: (overview) => overview.failedMails }),
    announcements: t.field({ type: [AnnouncementRef], description: 'the latest 20 announcements', resolve: (overview) => overview.announcements }),
  }),
});

const adminOnly = {
  authScopes: (_parent: unknown, _args: unknown, context: { viewer: Parameters<typeof notificationAdminPolicy>[0] }) => notificationAdminPolicy(context.viewer).overview,
};

builder.queryField('notificationOverview', (t) =>
  t.field({
    type: OverviewRef,
    description: `What the notification channels sent in the last \`days\` days (${OVERVIEW_DAYS.join(', ')}), the mail queue, failures and announcements (site admins)`,
    args: { days: t.arg.int({ defaultValue: 7 }) },
    ...adminOnly,
    resolve: (_root, { days }, context) => {
      if (!(OVERVIEW_DAYS as readonly number[]).includes(days ?? 7)) throw new ValidationError([{ field: 'days', code: 'FORMAT_ERROR' }]);
      return notificationOverview(context.services, context.viewer, days ?? 7);
    },
  }),
);

builder.queryField('announcementAudience', (t) =>
  t.int({
    description: 'How many people an announcement to this role and above would reach (site admins)',
    args: { minRole: t.arg({ type: RoleEnum, defaultValue: 'USER' }) },
    ...adminOnly,
    resolve: (_root, { minRole }, context) => announcementAudienceCount(context.services, context.viewer, minRole),
  }),
);

const SendAnnouncementInput = builder.inputType('SendAnnouncementInput', {
  fields: (t) => ({
    text: t.string({ required: true, description: `the announcement, plain text, at most 500 characters` }),
    url: t.string({ description: 'a path of the site it leads to, e.g. /blog/3' }),
    minRole: t.field({ type: RoleEnum, description: 'the least role it reaches; USER (the default): everyone' }),
  }),
});

const SendAnnouncementPayload = builder.objectRef<Announcement>('SendAnnouncementPayload').implement({
  fields: (t) => ({ announcement: t.field({ type: AnnouncementRef, resolve: (announcement) => announcement }) }),
});

builder.mutationField('sendAnnouncement', (t) =>
  t.field({
    type: SendAnnouncementPayload,
    description: 'Sends an announcement notification to everyone or to a role and above, through each person’s channels (site admins)',
    args: { input: t.arg({ type: SendAnnouncementInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, ForbiddenError], directResult: true, union: { name: 'SendAnnouncementResult' } },
    resolve: (_root, { input }, context) => sendAnnouncement(context.services, context.viewer, input),
  }),
);
