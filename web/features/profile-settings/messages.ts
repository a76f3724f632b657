import { defineMessages } from '../../i18n/define-messages.ts';

export const profileSettingsMessages = defineMessages({
  title: {
    id: 'profileSettings.title',
    defaultMessage: 'Beállítások',
    description: 'Title of the profile settings page',
  },
  notifications: {
    id: 'profileSettings.notifications',
    defaultMessage: 'Értesítések',
    description: 'Section heading: push notifications',
  },
  channelsHint: {
    id: 'profileSettings.channelsHint',
    defaultMessage:
      'Miről és hogyan szóljunk? Az „Alkalmazásban” az értesítések listájába tesz, a „Push” a fenti kapcsolóval engedélyezett eszközeidre küld, az „E-mail” a címedre írja meg azonnal, vagy napi, illetve heti összefoglalóba gyűjtve.',
    description: 'Explanation of the per-kind notification channels',
  },
  channelInApp: { id: 'profileSettings.channelInApp', defaultMessage: 'Alkalmazásban', description: 'Checkbox: the notification appears in the notification list' },
  channelInbox: { id: 'profileSettings.channelInbox', defaultMessage: 'Postafiókban', description: 'Disabled checkbox: messages always arrive in the inbox' },
  channelPush: { id: 'profileSettings.channelPush', defaultMessage: 'Push', description: 'Checkbox: a push notification is sent to the devices' },
  channelEmail: { id: 'profileSettings.channelEmail', defaultMessage: 'E-mail', description: 'Label of the select: how the kind of notification is mailed' },
  inboxAlways: {
    id: 'profileSettings.inboxAlways',
    defaultMessage: 'Az üzenetek mindig megérkeznek a postafiókodba.',
    description: 'Why the inbox checkbox of messages cannot be turned off',
  },
  privacyDefaults: {
    id: 'profileSettings.privacyDefaults',
    defaultMessage: 'Alapértelmezett láthatóság',
    description: 'Section heading: default privacy of new posts per kind',
  },
  licence: { id: 'profileSettings.licence', defaultMessage: 'Licenc', description: 'Section heading: the default licence of new records and photos' },
  licenceHint: {
    id: 'profileSettings.licenceHint',
    defaultMessage: 'Ezzel a licenccel jelennek meg és tölthetők le az új megfigyeléseid és fotóid. Egyenként is módosíthatod.',
    description: 'Explanation of the default licence select',
  },
  licenceLabel: { id: 'profileSettings.licenceLabel', defaultMessage: 'Új megfigyelések és fotók licence', description: 'Label of the default licence select' },
  privacyDefaultsHint: {
    id: 'profileSettings.privacyDefaultsHint',
    defaultMessage: 'Ki láthatja az új bejegyzéseidet? Egy-egy bejegyzésnél később is módosíthatod.',
    description: 'Explanation of the default privacy selectors',
  },
  note: { id: 'profileSettings.kind.note', defaultMessage: 'Jegyzetek', description: 'Default privacy selector label: notes' },
  news: { id: 'profileSettings.kind.news', defaultMessage: 'Hírek', description: 'Default privacy selector label: news' },
  question: { id: 'profileSettings.kind.question', defaultMessage: 'Kérdések', description: 'Default privacy selector label: questions' },
  mood: { id: 'profileSettings.kind.mood', defaultMessage: 'Hangulatok', description: 'Default privacy selector label: moods' },
  lesson: {
    id: 'profileSettings.kind.lesson',
    defaultMessage: 'Leckék és megoldások',
    description: 'Default privacy selector label: lessons and their solutions',
  },
});

/** The e-mail choices of a kind of notification (domain/notification-kinds.ts EMAIL_CHOICES). */
export const emailChoiceMessages = defineMessages({
  OFF: { id: 'profileSettings.email.OFF', defaultMessage: 'nem kérek', description: 'E-mail choice: no mails of this kind' },
  IMMEDIATELY: { id: 'profileSettings.email.IMMEDIATELY', defaultMessage: 'azonnal', description: 'E-mail choice: a mail as each notification happens' },
  DAILY: { id: 'profileSettings.email.DAILY', defaultMessage: 'napi összefoglaló', description: 'E-mail choice: gathered into a daily digest' },
  WEEKLY: { id: 'profileSettings.email.WEEKLY', defaultMessage: 'heti összefoglaló', description: 'E-mail choice: gathered into a weekly digest' },
});

/** The names of the kinds of notification (domain/notification-kinds.ts) on the settings page. */
export const notificationKindMessages = defineMessages({
  FRIEND_REQUEST: { id: 'profileSettings.notify.FRIEND_REQUEST', defaultMessage: 'Barátkérések', description: 'Notification kind: friend requests and their acceptance' },
  JOIN_REQUEST: {
    id: 'profileSettings.notify.JOIN_REQUEST',
    defaultMessage: 'Csatlakozási kérelmek',
    description: 'Notification kind: join requests to a group and their acceptance',
  },
  COMMENT: {
    id: 'profileSettings.notify.COMMENT',
    defaultMessage: 'Hozzászólások ahhoz, amit közzétettél',
    description: 'Notification kind: comments on your posts and records',
  },
  REPLY: { id: 'profileSettings.notify.REPLY', defaultMessage: 'Válaszok a hozzászólásaidra', description: 'Notification kind: replies to your comments' },
  LIKE: { id: 'profileSettings.notify.LIKE', defaultMessage: 'Kedvelések', description: 'Notification kind: likes' },
  REVIEW_DECISION: {
    id: 'profileSettings.notify.REVIEW_DECISION',
    defaultMessage: 'Döntések a megfigyeléseidről',
    description: 'Notification kind: a validator accepted, rejected or revoked your record',
  },
  REVIEW_COMMENT: {
    id: 'profileSettings.notify.REVIEW_COMMENT',
    defaultMessage: 'Hozzászólások az ellenőrzéshez',
    description: 'Notification kind: comments in the review of a record',
  },
  RECORD_AWAITING_REVIEW: {
    id: 'profileSettings.notify.RECORD_AWAITING_REVIEW',
    defaultMessage: 'Ellenőrzésre váró megfigyelések',
    description: 'Notification kind (validators): records waiting for review',
  },
  MESSAGE: { id: 'profileSettings.notify.MESSAGE', defaultMessage: 'Üzenetek', description: 'Notification kind: private messages' },
  ANNOUNCEMENT: {
    id: 'profileSettings.notify.ANNOUNCEMENT',
    defaultMessage: 'Körlevelek és közlemények',
    description: "Notification kind: a group's announcements to its members and the site admins' announcements",
  },
  MODERATION: {
    id: 'profileSettings.notify.MODERATION',
    defaultMessage: 'Bejelentések és moderálás',
    description: 'Notification kind: the outcome of your report, or a moderator acting on your content',
  },
  ACCOUNT: {
    id: 'profileSettings.notify.ACCOUNT',
    defaultMessage: 'A fiókodat érintő döntések',
    description: 'Notification kind: an admin or moderator changed your role, suspended your account or lifted the suspension',
  },
});
