import { composeMail } from '../../mail/compose.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { actorNameOf, actorNames, languageOf, lookup, noticeText } from '../texts.ts';
import type { MailServices } from './outbox.ts';
import type { DigestCadence } from '@domain/notification-kinds.ts';
import { MAIL_TEXTS } from './texts.ts';
import { unsubscribeClaimKind } from './unsubscribe.ts';
import { kindOfToken, type NotificationKind } from '@domain/notification-kinds.ts';

/** A notice as a mail tells it. */
export interface MailNoticeRow {
  token: string;
  url: string | null;
  text: string | null;
  createdAt: Date;
}

export interface NotificationMailInput {
  recipientId: number;
  name: string;
  email: string;
  language: string;
  cadence: 'IMMEDIATELY' | DigestCadence;
  notices: readonly MailNoticeRow[];
}

/** Notices listed in one digest; the rest are counted under the list. */
export const DIGEST_LIST_MAX = 50;
const SUBJECT_MAX = 120;

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * A notification mail in the recipient's language: one notice with a button to it, or a digest
 * listing the notices with their links; a footer saying why it came, a link to the settings and the
 * one-click unsubscribe link of its kind (or of its digest), also as `List-Unsubscribe`.
 */
export async function composeNotificationMail(services: MailServices, input: NotificationMailInput): Promise<OutgoingMail> {
  const { mailer } = services;
  const language = languageOf(input.language);
  const t = MAIL_TEXTS[language];
  const names = await actorNames(services.prisma, input.notices);
  const say = (notice: MailNoticeRow) => noticeText(notice, language, actorNameOf(names, notice));
  const kindName = (kind: NotificationKind) => lookup(`profileSettings.notify.${kind}`, language) ?? kind;
  const kinds = [...new Set(input.notices.map((notice) => kindOfToken(notice.token)).filter((kind): kind is NotificationKind => kind !== null))];
  const settings = `${t.settings}: ${mailer.link('/profile/settings/')}`;
  const site = { name: 'Lepke', url: mailer.link('/') };

  if (input.cadence === 'IMMEDIATELY') {
    const notice = input.notices[0]!;
    const kind = kinds[0];
    const unsubscribeUrl = kind ? await unsubscribeLink(services, input.recipientId, { kind }) : undefined;
    // A notice with words of its own (a message's subject, an announcement) is headed by what it is.
    const headline = say({ ...notice, text: null });
    const subject = notice.text ? `${headline.replace(/[.!]$/, '')}: ${notice.text}` : headline;
    const parts = composeMail({
      language,
      site,
      heading: headline,
      body: notice.text ?? '',
      action: { label: t.open, url: mailer.link(notice.url ?? '/notification/') },
      footer: `${t.immediateFooter(kind ? kindName(kind) : headline)}\n${settings}`,
      unsubscribe: unsubscribeUrl ? { label: t.unsubscribeKind, url: unsubscribeUrl } : undefined,
    });
    return { to: input.email, subject: truncate(subject, SUBJECT_MAX), ...parts, listUnsubscribeUrl: unsubscribeUrl };
  }

  const cadence = input.cadence;
  const listed = input.notices.slice(-DIGEST_LIST_MAX);
  const more = input.notices.length - listed.length;
  const lines = listed.map((notice) => `${say(notice)}\n${mailer.link(notice.url ?? '/notification/')}`);
  const unsubscribeUrl = await unsubscribeLink(services, input.recipientId, { digest: cadence });
  const subject = t.digestSubject(cadence, input.notices.length);
  const parts = composeMail({
    language,
    site,
    heading: subject,
    body: [t.digestIntro(cadence), ...lines, ...(more > 0 ? [`+${more}`] : [])].join('\n\n'),
    action: { label: t.allNotifications, url: mailer.link('/notification/') },
    footer: `${t.digestFooter(cadence, kinds.map(kindName).join(', '))}\n${settings}`,
    unsubscribe: { label: t.unsubscribeDigest(cadence), url: unsubscribeUrl },
  });
  return { to: input.email, subject, ...parts, listUnsubscribeUrl: unsubscribeUrl };
}

async function unsubscribeLink(services: MailServices, entityId: number, target: Parameters<typeof unsubscribeClaimKind>[0]): Promise<string> {
  const token = await services.mailer.unsubscribeToken({ entityId, kind: unsubscribeClaimKind(target) });
  return services.mailer.link(`/unsubscribe/${token}`);
}
