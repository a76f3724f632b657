import type { Services } from '../../../services.ts';
import { changeChannels } from '../preferences.ts';
import { channelsFor, type DigestCadence, isNotificationKind, NOTIFICATION_KINDS, type NotificationKind } from '@domain/notification-kinds.ts';

/** What an unsubscribe link stops: the mails of one kind, or a digest (every kind gathered into it). */
export type UnsubscribeTarget = { kind: NotificationKind } | { digest: DigestCadence };

const DIGEST_CLAIMS: Record<string, DigestCadence> = { digest_daily: 'DAILY', digest_weekly: 'WEEKLY' };

/** The unsubscribe token's kind (`mail/unsubscribe.ts`: lower-case) of a target: `friend_request`, `digest_daily`, … */
export function unsubscribeClaimKind(target: UnsubscribeTarget): string {
  return 'kind' in target ? target.kind.toLowerCase() : `digest_${target.digest.toLowerCase()}`;
}

function targetOf(claimKind: string): UnsubscribeTarget | undefined {
  const digest = DIGEST_CLAIMS[claimKind];
  if (digest) return { digest };
  const kind = claimKind.toUpperCase();
  return isNotificationKind(kind) ? { kind } : undefined;
}

/** Whom a link is for and what it stops; undefined for a link this server did not sign, or whose person is gone. */
export interface UnsubscribeLink {
  userId: number;
  language: string;
  target: UnsubscribeTarget;
}

export async function readUnsubscribeLink(services: Pick<Services, 'prisma' | 'mailer'>, token: string): Promise<UnsubscribeLink | undefined> {
  const claim = await services.mailer.verifyUnsubscribeToken(token);
  const target = claim && targetOf(claim.kind);
  if (!claim || !target) return undefined;
  const user = await services.prisma.user.findUnique({ where: { entityId: claim.entityId }, select: { id: true, language: true } });
  return user ? { userId: user.id, language: user.language, target } : undefined;
}

/**
 * Turns the link's e-mail off: its kind's, or every kind the digest gathers (those whose e-mail
 * choice is the digest's cadence). The other channels stay as they are. Doing it twice is harmless.
 */
export async function unsubscribe(services: Pick<Services, 'prisma'>, link: UnsubscribeLink): Promise<void> {
  let kinds: NotificationKind[];
  if ('kind' in link.target) {
    kinds = [link.target.kind];
  } else {
    const { digest } = link.target;
    const user = await services.prisma.user.findUniqueOrThrow({ where: { id: link.userId }, select: { settings: true } });
    kinds = NOTIFICATION_KINDS.filter((kind) => channelsFor(user.settings, kind).email === digest);
  }
  if (kinds.length) await changeChannels(services.prisma, link.userId, new Map(kinds.map((kind) => [kind, { email: 'OFF' as const }])));
}
