/**
 * The kinds of notification a person controls one by one (issue 18: notification controls beyond
 * each anchor's), the channels each reaches them by, the quiet defaults, and which kind every
 * notification token belongs to. The server's dispatcher and the settings page both read this.
 */

export const NOTIFICATION_KINDS = [
  'FRIEND_REQUEST',
  'JOIN_REQUEST',
  'COMMENT',
  'REPLY',
  'LIKE',
  'REVIEW_DECISION',
  'REVIEW_COMMENT',
  'RECORD_AWAITING_REVIEW',
  'MESSAGE',
  'ANNOUNCEMENT',
  'MODERATION',
  'ACCOUNT',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/**
 * E-mail choices per kind: none, a mail for each notice as it happens, or the notices gathered into
 * a daily or a weekly digest.
 */
export const EMAIL_CHOICES = ['OFF', 'IMMEDIATELY', 'DAILY', 'WEEKLY'] as const;
export type EmailChoice = (typeof EMAIL_CHOICES)[number];
/** The e-mail choices that gather notices into a digest. */
export type DigestCadence = Extract<EmailChoice, 'DAILY' | 'WEEKLY'>;

/** One kind's channels: a row in the notification list (in-app), a web push, and e-mail. */
export interface ChannelChoice {
  inApp: boolean;
  push: boolean;
  email: EmailChoice;
}

/**
 * Messages and announcements are in the inbox with its own badge whatever is chosen: for them the
 * in-app channel is the inbox, always on, and only push and e-mail can be chosen. An admin's
 * announcement notification (SITE_ANNOUNCEMENT) is in the notification list whatever is chosen.
 */
export const INBOX_KINDS: readonly NotificationKind[] = ['MESSAGE', 'ANNOUNCEMENT'];
export const inAppFixed = (kind: NotificationKind) => INBOX_KINDS.includes(kind);

const quiet = (push: boolean, email: EmailChoice = 'OFF'): ChannelChoice => ({ inApp: true, push, email });

/**
 * Sensible and quiet: everything shows in the notification list (or the inbox); a push only for
 * what is addressed to the person and waits for them (a request to decide, a message, a reply, a
 * decision or a comment on their record). Likes, comments on one's posts, records awaiting review
 * and announcements to a group's members stay in the app. E-mail is off but for messages, which a
 * daily digest reminds of, so a person who does not open the app still learns that one waits.
 */
export const DEFAULT_CHANNELS: Readonly<Record<NotificationKind, ChannelChoice>> = {
  FRIEND_REQUEST: quiet(true),
  JOIN_REQUEST: quiet(true),
  COMMENT: quiet(false),
  REPLY: quiet(true),
  LIKE: quiet(false),
  REVIEW_DECISION: quiet(true),
  REVIEW_COMMENT: quiet(true),
  RECORD_AWAITING_REVIEW: quiet(false),
  MESSAGE: quiet(true, 'DAILY'),
  ANNOUNCEMENT: quiet(false),
  MODERATION: quiet(true),
  // a keeper changed the person's role or suspended them: always worth a push
  ACCOUNT: quiet(true),
};

/** The token of every notification the server sends, by kind (the notification list's and the push texts' keys). */
export const KIND_TOKENS = {
  FRIEND_REQUEST: ['FRIEND_REQUEST_GOT', 'FRIEND_REQUEST_ACCEPTED'],
  JOIN_REQUEST: ['JOIN_REQUEST_GOT', 'JOIN_REQUEST_ACCEPTED'],
  COMMENT: ['COMMENT_ADDED'],
  REPLY: ['COMMENT_REPLY'],
  LIKE: ['ITEM_LIKED'],
  REVIEW_DECISION: ['OBSERVATION_ACCEPTED', 'OBSERVATION_REJECTED', 'OBSERVATION_REVOKED'],
  REVIEW_COMMENT: ['REVIEW_COMMENT'],
  RECORD_AWAITING_REVIEW: ['OBSERVATION_PENDING_REVIEW'],
  MESSAGE: ['MESSAGE_RECEIVED'],
  ANNOUNCEMENT: ['ANNOUNCEMENT_RECEIVED', 'SITE_ANNOUNCEMENT'],
  MODERATION: [
    'MODERATION_REPORT_HANDLED',
    'MODERATION_CONTENT_HIDDEN',
    'MODERATION_CONTENT_RESTORED',
    'MODERATION_CONTENT_REMOVED',
    'MODERATION_WARNING',
    'MODERATION_MEDIA_HIDDEN',
    'MODERATION_MEDIA_RESTORED',
    'MODERATION_MEDIA_NOT_LEPIDOPTERA',
    'MODERATION_MEDIA_WRONG_SPECIES',
  ],
  ACCOUNT: ['ACCOUNT_ROLE_CHANGED', 'ACCOUNT_SUSPENSION_NOTICE', 'ACCOUNT_SUSPENSION_LIFTED'],
} as const satisfies Record<NotificationKind, readonly string[]>;

export type NotificationToken = (typeof KIND_TOKENS)[NotificationKind][number];

/** Tokens of what arrives in the inbox (a message, an announcement to a group's members): the inbox shows them, no notification row. */
export const INBOX_TOKENS: readonly NotificationToken[] = ['MESSAGE_RECEIVED', 'ANNOUNCEMENT_RECEIVED'];

const KIND_OF_TOKEN = new Map<string, NotificationKind>(NOTIFICATION_KINDS.flatMap((kind) => KIND_TOKENS[kind].map((token) => [token, kind] as const)));

/** The kind a notification token belongs to; null for a token no kind claims (none the server sends). */
export function kindOfToken(token: string): NotificationKind | null {
  return KIND_OF_TOKEN.get(token) ?? null;
}

/**
 * The key of the profile settings (`User.settings`) that held the review-queue notice before the
 * kinds: it stays the in-app switch of RECORD_AWAITING_REVIEW (on unless `false`), so a choice
 * saved before keeps its meaning and the spec's rule (validators are told) stays the default.
 */
export const REVIEW_NOTICE_SETTING = 'notify_review';

/** The profile settings key holding the other choices: `{ [kind]: { inApp?, push?, email? } }`, only what differs from nothing saved. */
export const NOTIFICATION_SETTING = 'notify';

/** A stored JSON value as an object of settings; anything else reads as none saved. */
export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A person's channels for one kind, read from their profile settings; what is not saved is the default. */
export function channelsFor(settings: unknown, kind: NotificationKind): ChannelChoice {
  const record = asRecord(settings);
  const saved = asRecord(asRecord(record[NOTIFICATION_SETTING])[kind]);
  const fallback = DEFAULT_CHANNELS[kind];
  const inApp = inAppFixed(kind)
    ? true
    : kind === 'RECORD_AWAITING_REVIEW'
      ? record[REVIEW_NOTICE_SETTING] !== false
      : typeof saved.inApp === 'boolean'
        ? saved.inApp
        : fallback.inApp;
  return {
    inApp,
    push: typeof saved.push === 'boolean' ? saved.push : fallback.push,
    email: (EMAIL_CHOICES as readonly unknown[]).includes(saved.email) ? (saved.email as EmailChoice) : fallback.email,
  };
}

/** Every kind's channels, in the order of NOTIFICATION_KINDS. */
export function notificationPreferences(settings: unknown): { kind: NotificationKind; channels: ChannelChoice }[] {
  return NOTIFICATION_KINDS.map((kind) => ({ kind, channels: channelsFor(settings, kind) }));
}

/** An admin's announcement notification (`/admin/notification/`): its words, at most this long, and the least role it reaches. */
export const ANNOUNCEMENT_TEXT_MAX = 500;
export const ANNOUNCEMENT_ROLES = ['USER', 'ADV', 'PRO', 'EDITOR', 'MODERATOR', 'ADMIN'] as const;
export type AnnouncementRole = (typeof ANNOUNCEMENT_ROLES)[number];

/**
 * Where an announcement may lead: a path of the site (`/blog/3`, never `//host`), so no notification
 * sends people off the site.
 */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 500;
}
