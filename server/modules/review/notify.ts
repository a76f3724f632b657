import { AccountStatus } from '../../auth/account-status.ts';
import type { Services } from '../../services.ts';
import { dispatch } from '../notifications/dispatcher.ts';
import { channelsFor } from '@domain/notification-kinds.ts';

export { REVIEW_NOTICE_SETTING } from '@domain/notification-kinds.ts';

/**
 * Validators get notices of records waiting for review in the app unless they turned them off (the
 * `notify_review` profile setting, now the in-app switch of the RECORD_AWAITING_REVIEW kind).
 */
export function wantsReviewNotices(settings: unknown): boolean {
  return channelsFor(settings, 'RECORD_AWAITING_REVIEW').inApp;
}

/**
 * Tells the validators (moderators and admins, active) that records wait for review, each notice
 * linking to the record in the review screen; nobody is told of their own record. The dispatcher
 * applies each validator's channels (in-app on unless turned off, push when chosen).
 * Called after the records' transaction committed.
 */
export async function notifyValidatorsOfPending(services: Services, records: readonly { id: number; uploaderId: number }[]): Promise<void> {
  if (!records.length) return;
  const validators = await services.prisma.user.findMany({ where: { role: { in: ['MODERATOR', 'ADMIN'] }, status: AccountStatus.ACTIVE }, select: { entityId: true } });
  const notices = records.flatMap((record) =>
    validators
      .filter((validator) => validator.entityId !== record.uploaderId)
      .map((validator) => ({ recipientId: validator.entityId, token: 'OBSERVATION_PENDING_REVIEW' as const, url: `/observation/review/${record.id}` })),
  );
  await dispatch(services, notices);
}
