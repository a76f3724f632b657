import type { Services } from '../../services.ts';
import { publishBadgeCounts } from '../notifications/badge-counts.ts';
import { pushNotifications } from '../push/service.ts';

/** The profile setting (`User.settings`) by which a validator asks for, or stops, notices of records waiting for review. */
export const REVIEW_NOTICE_SETTING = 'notify_review';

/** Validators get notices of records waiting for review unless they turned them off. */
export function wantsReviewNotices(settings: unknown): boolean {
  const record = settings && typeof settings === 'object' && !Array.isArray(settings) ? (settings as Record<string, unknown>) : {};
  return record[REVIEW_NOTICE_SETTING] !== false;
}

/**
 * Tells the validators (moderators and admins, active, with the notice on) that records wait for
 * review, each notice linking to the record in the review screen; nobody is told of their own record.
 * Called after the records' transaction committed.
 */
export async function notifyValidatorsOfPending(services: Services, records: readonly { id: number; uploaderId: number }[]): Promise<void> {
  if (!records.length) return;
  const validators = await services.prisma.user.findMany({
    where: { role: { in: ['MODERATOR', 'ADMIN'] }, status: 1 },
    select: { entityId: true, settings: true },
  });
  const recipients = validators.filter((validator) => wantsReviewNotices(validator.settings)).map((validator) => validator.entityId);
  const notes = records.flatMap((record) =>
    recipients
      .filter((recipientId) => recipientId !== record.uploaderId)
      .map((recipientId) => ({ recipientId, token: 'OBSERVATION_PENDING_REVIEW', url: `/observation/review/${record.id}` })),
  );
  if (!notes.length) return;
  await services.prisma.notification.createMany({ data: notes });
  void pushNotifications(services, notes);
  await Promise.all([...new Set(notes.map((note) => note.recipientId))].map((recipientId) => publishBadgeCounts(services, recipientId)));
}
