import { defineMessages } from '../../i18n/define-messages.ts';

export const adminNotificationsMessages = defineMessages({
  title: { id: 'adminNotifications.title', defaultMessage: 'Értesítések küldése', description: 'Title of the admin notification page (/admin/notification/)' },
  sentHeading: { id: 'adminNotifications.sentHeading', defaultMessage: 'Mit küldtünk ki', description: 'Section heading: what the notification channels sent' },
  period: { id: 'adminNotifications.period', defaultMessage: 'Időszak', description: 'Label of the period switch of the overview' },
  periodDays: {
    id: 'adminNotifications.periodDays',
    defaultMessage: '{days} nap',
    description: 'Period switch: the last {days} days (deliveries are counted per day, so 1 covers yesterday and today)',
  },
  channelIN_APP: { id: 'adminNotifications.channel.IN_APP', defaultMessage: 'Alkalmazásban', description: 'Channel heading: rows in the notification list' },
  channelPUSH: { id: 'adminNotifications.channel.PUSH', defaultMessage: 'Push', description: 'Channel heading: web push notifications' },
  channelEMAIL: { id: 'adminNotifications.channel.EMAIL', defaultMessage: 'E-mail', description: 'Channel heading: e-mails' },
  kind: { id: 'adminNotifications.kind', defaultMessage: 'Fajta', description: 'Table column: the kind of notification' },
  sent: { id: 'adminNotifications.sent', defaultMessage: 'Elküldve', description: 'Table column: how many were sent' },
  failed: { id: 'adminNotifications.failed', defaultMessage: 'Sikertelen', description: 'Table column: how many failed' },
  total: { id: 'adminNotifications.total', defaultMessage: 'Összesen', description: 'Table row: the totals of a channel' },
  otherKind: { id: 'adminNotifications.otherKind', defaultMessage: 'Egyéb', description: 'Notification kind: tokens no kind claims' },
  channelEmpty: {
    id: 'adminNotifications.channelEmpty',
    defaultMessage: 'Ebben az időszakban ezen a csatornán semmi sem ment ki.',
    description: 'Empty state of a channel in the overview',
  },
  nothingSent: {
    id: 'adminNotifications.nothingSent',
    defaultMessage: 'Ebben az időszakban egyik csatornán sem ment ki értesítés.',
    description: 'Empty state of the overview: no channel sent anything in the period',
  },
  mailQueue: { id: 'adminNotifications.mailQueue', defaultMessage: 'Levélsor', description: 'Heading: the e-mail queue' },
  queueWaiting: { id: 'adminNotifications.queueWaiting', defaultMessage: 'Összesítőre vár', description: 'Mail queue figure: notices waiting for their (digest) mail' },
  queuePending: { id: 'adminNotifications.queuePending', defaultMessage: 'Küldés alatt', description: 'Mail queue figure: mails claimed and not yet sent' },
  queueFailed: { id: 'adminNotifications.queueFailed', defaultMessage: 'Feladva', description: 'Mail queue figure: mails given up in the period' },
  failedMails: { id: 'adminNotifications.failedMails', defaultMessage: 'Feladott levelek', description: 'Heading: the list of mails given up' },
  failedMailsEmpty: { id: 'adminNotifications.failedMailsEmpty', defaultMessage: 'Egy levelet sem kellett feladni.', description: 'Empty state: no mail was given up' },
  noReason: { id: 'adminNotifications.noReason', defaultMessage: 'Ismeretlen ok', description: 'A failed mail without a reason' },
  attempts: {
    id: 'adminNotifications.attempts',
    defaultMessage: '{count} próbálkozás, {notices} értesítés',
    description: 'A failed mail: how many times it was tried and how many notices it held',
  },
  cadenceIMMEDIATELY: { id: 'adminNotifications.cadence.IMMEDIATELY', defaultMessage: 'Azonnali', description: 'Mail cadence: one mail per notice' },
  cadenceDAILY: { id: 'adminNotifications.cadence.DAILY', defaultMessage: 'Napi összesítő', description: 'Mail cadence: daily digest' },
  cadenceWEEKLY: { id: 'adminNotifications.cadence.WEEKLY', defaultMessage: 'Heti összesítő', description: 'Mail cadence: weekly digest' },
  composeHeading: { id: 'adminNotifications.composeHeading', defaultMessage: 'Közlemény küldése', description: 'Section heading: sending an announcement' },
  composeHint: {
    id: 'adminNotifications.composeHint',
    defaultMessage: 'A közlemény az értesítések közé kerül, és mindenkinek a saját beállításai szerint megy ki pushban vagy e-mailben. Te nem kapod meg.',
    description: 'Explanation of the announcement form',
  },
  text: { id: 'adminNotifications.text', defaultMessage: 'Szöveg', description: 'Label of the announcement text' },
  charCount: { id: 'adminNotifications.charCount', defaultMessage: '{count} / {max} karakter', description: 'Live character count of the announcement text' },
  url: { id: 'adminNotifications.url', defaultMessage: 'Hivatkozás (nem kötelező)', description: 'Label of the optional link path' },
  urlHint: {
    id: 'adminNotifications.urlHint',
    defaultMessage: 'Az oldal egy útvonala, például /blog/',
    description: 'Hint under the link input: a path of the site',
  },
  audience: { id: 'adminNotifications.audience', defaultMessage: 'Kinek', description: 'Label of the role select' },
  reach: {
    id: 'adminNotifications.reach',
    defaultMessage: '{count, plural, =0 {Ez senkihez sem jut el.} other {Ez # emberhez jut el.}}',
    description: 'The live audience count of the announcement',
  },
  preview: { id: 'adminNotifications.preview', defaultMessage: 'Így látszik majd az értesítések között', description: 'Heading of the notification preview' },
  previewEmpty: { id: 'adminNotifications.previewEmpty', defaultMessage: 'Írd be a közlemény szövegét…', description: 'Preview text while the announcement is empty' },
  send: { id: 'adminNotifications.send', defaultMessage: 'Küldés', description: 'Button: send the announcement' },
  confirm: {
    id: 'adminNotifications.confirm',
    defaultMessage: '{count, plural, other {Elküldöd a közleményt # embernek?}} Visszavonni nem lehet.',
    description: 'Confirm dialog before sending an announcement',
  },
  confirmSend: { id: 'adminNotifications.confirmSend', defaultMessage: 'Elküldés', description: 'Confirm dialog button: send' },
  sentToast: {
    id: 'adminNotifications.sentToast',
    defaultMessage: '{count, plural, other {Közlemény elküldve # embernek.}}',
    description: 'Toast after an announcement was sent',
  },
  announcements: { id: 'adminNotifications.announcements', defaultMessage: 'Elküldött közlemények', description: 'Section heading: announcements sent' },
  announcementsEmpty: {
    id: 'adminNotifications.announcementsEmpty',
    defaultMessage: 'Ebben az időszakban nem ment ki közlemény.',
    description: 'Empty state: no announcements in the period',
  },
  announcementMeta: {
    id: 'adminNotifications.announcementMeta',
    defaultMessage: '{audience} · {count, plural, other {# ember}}',
    description: 'An announcement sent: its audience and how many people it reached',
  },
});

/** The least role an announcement reaches, as the role select and the list name it (domain ANNOUNCEMENT_ROLES). */
export const audienceMessages = defineMessages({
  USER: { id: 'adminNotifications.audience.USER', defaultMessage: 'Mindenki', description: 'Announcement audience: every member' },
  ADV: { id: 'adminNotifications.audience.ADV', defaultMessage: 'Haladók és feljebb', description: 'Announcement audience: advanced members and every higher role' },
  PRO: { id: 'adminNotifications.audience.PRO', defaultMessage: 'Profik és feljebb', description: 'Announcement audience: professional members and every higher role' },
  EDITOR: { id: 'adminNotifications.audience.EDITOR', defaultMessage: 'Szerkesztők és feljebb', description: 'Announcement audience: editors, moderators and admins' },
  MODERATOR: {
    id: 'adminNotifications.audience.MODERATOR',
    defaultMessage: 'Moderátorok és adminisztrátorok',
    description: 'Announcement audience: moderators and admins',
  },
  ADMIN: { id: 'adminNotifications.audience.ADMIN', defaultMessage: 'Csak az adminisztrátorok', description: 'Announcement audience: site admins only' },
});
