import { defineMessages } from '../../i18n/define-messages.ts';

export const notificationsMessages = defineMessages({
  title: { id: 'notifications.title', defaultMessage: 'Értesítések' },
  noResult: { id: 'notifications.noResult', defaultMessage: 'Nincs értesítésed.' },
  unread: { id: 'notifications.unread', defaultMessage: 'Olvasatlan' },
  accept: { id: 'notifications.accept', defaultMessage: 'Elfogadás' },
  reject: { id: 'notifications.reject', defaultMessage: 'Elutasítás' },
  remove: { id: 'notifications.remove', defaultMessage: 'Értesítés törlése' },
  removeConfirm: { id: 'notifications.removeConfirm', defaultMessage: 'Törlés' },
  loadFailed: { id: 'notifications.loadFailed', defaultMessage: 'Hiba (inf): {status}' },
});

/** The text of a notification, by its token; {name} is the actor's name. */
export const notificationTexts = defineMessages({
  FRIEND_REQUEST_GOT: { id: 'notifications.FRIEND_REQUEST_GOT', defaultMessage: '{name} barátnak jelölt.' },
  FRIEND_REQUEST_ACCEPTED: { id: 'notifications.FRIEND_REQUEST_ACCEPTED', defaultMessage: '{name} elfogadta a barátkérődet.' },
  JOIN_REQUEST_ACCEPTED: { id: 'notifications.JOIN_REQUEST_ACCEPTED', defaultMessage: 'Felvettek ide: {name}.' },
  JOIN_REQUEST_GOT: { id: 'notifications.JOIN_REQUEST_GOT', defaultMessage: 'Új csatlakozási kérelem: {name}.' },
  ITEM_LIKED: {
    id: 'notifications.ITEM_LIKED',
    defaultMessage: '{name} kedvelte, amit közzétettél.',
    description: 'Someone liked a post, record or comment of yours; {name} is the liker',
  },
  COMMENT_ADDED: {
    id: 'notifications.COMMENT_ADDED',
    defaultMessage: '{name} hozzászólt ahhoz, amit közzétettél.',
    description: 'Someone commented on a post or record of yours; {name} is the commenter',
  },
  COMMENT_REPLY: {
    id: 'notifications.COMMENT_REPLY',
    defaultMessage: '{name} válaszolt a hozzászólásodra.',
    description: 'Someone replied to a comment of yours; {name} is the replier',
  },
  OBSERVATION_PENDING_REVIEW: { id: 'notifications.OBSERVATION_PENDING_REVIEW', defaultMessage: 'Egy megfigyelés ellenőrzésre vár.' },
  OBSERVATION_ACCEPTED: { id: 'notifications.OBSERVATION_ACCEPTED', defaultMessage: 'Egy megfigyelésedet elfogadták.' },
  OBSERVATION_REJECTED: { id: 'notifications.OBSERVATION_REJECTED', defaultMessage: 'Egy megfigyelésedet elutasították; az indoklást a megfigyelésnél látod.' },
  OBSERVATION_REVOKED: { id: 'notifications.OBSERVATION_REVOKED', defaultMessage: 'Egy megfigyelésed elfogadását visszavonták.' },
  REVIEW_COMMENT: { id: 'notifications.REVIEW_COMMENT', defaultMessage: 'Új hozzászólás érkezett egy megfigyelés ellenőrzéséhez.' },
  SITE_ANNOUNCEMENT: {
    id: 'notifications.SITE_ANNOUNCEMENT',
    defaultMessage: 'Közlemény a Lepke csapatától',
    description: "An admin's announcement to the site's members; the list shows its own words, pushes and mails take this as their heading",
  },
  MODERATION_REPORT_HANDLED: { id: 'notifications.MODERATION_REPORT_HANDLED', defaultMessage: 'A moderátorok elbírálták a bejelentésedet.' },
  MODERATION_CONTENT_HIDDEN: { id: 'notifications.MODERATION_CONTENT_HIDDEN', defaultMessage: 'Egy moderátor elrejtette egy tartalmadat.' },
  MODERATION_CONTENT_RESTORED: { id: 'notifications.MODERATION_CONTENT_RESTORED', defaultMessage: 'Egy elrejtett tartalmad ismét látható.' },
  MODERATION_CONTENT_REMOVED: { id: 'notifications.MODERATION_CONTENT_REMOVED', defaultMessage: 'Egy moderátor eltávolította egy tartalmadat.' },
  MODERATION_WARNING: { id: 'notifications.MODERATION_WARNING', defaultMessage: 'Figyelmeztetést kaptál egy moderátortól.' },
  MODERATION_MEDIA_HIDDEN: { id: 'notifications.MODERATION_MEDIA_HIDDEN', defaultMessage: 'Egy moderátor elrejtette egy fotódat.' },
  MODERATION_MEDIA_RESTORED: { id: 'notifications.MODERATION_MEDIA_RESTORED', defaultMessage: 'Egy elrejtett fotód ismét látható.' },
  MODERATION_MEDIA_NOT_LEPIDOPTERA: {
    id: 'notifications.MODERATION_MEDIA_NOT_LEPIDOPTERA',
    defaultMessage: 'Egy moderátor szerint egy fotódon nem lepke látható.',
  },
  MODERATION_MEDIA_WRONG_SPECIES: {
    id: 'notifications.MODERATION_MEDIA_WRONG_SPECIES',
    defaultMessage: 'Egy moderátor szerint egy fotódon nem a megadott faj látható.',
  },
  ACCOUNT_ROLE_CHANGED: {
    id: 'notifications.ACCOUNT_ROLE_CHANGED',
    defaultMessage: 'Megváltozott a szerepköröd a Lepkén.',
    description: 'An admin or moderator gave you another role',
  },
  ACCOUNT_SUSPENSION_NOTICE: {
    id: 'notifications.ACCOUNT_SUSPENSION_NOTICE',
    defaultMessage: 'A fiókodat felfüggesztették.',
    description: 'A moderator or admin suspended your account',
  },
  ACCOUNT_SUSPENSION_LIFTED: {
    id: 'notifications.ACCOUNT_SUSPENSION_LIFTED',
    defaultMessage: 'A fiókod felfüggesztését feloldották.',
    description: 'The suspension of your account was lifted',
  },
  other: { id: 'notifications.other', defaultMessage: 'Új értesítés' },
});

export function notificationText(token: string): (typeof notificationTexts)[keyof typeof notificationTexts] {
  return Object.hasOwn(notificationTexts, token) ? notificationTexts[token as keyof typeof notificationTexts] : notificationTexts.other;
}
