import { AccountStatus } from '../../auth/account-status.ts';
import type { Services } from '../../services.ts';
import { dispatch } from '../notifications/dispatcher.ts';
import { channelsFor } from '@domain/notification-kinds.ts';
import { type AssignableRecord, assignmentMatches, VALIDATOR_ROLES } from './assignments.ts';

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
 * linking to the record in the review screen; nobody is told of their own record. A record goes to
 * the validators whose assignment matches it (its country and region, its species' family or genus);
 * when nobody's does, or there are no assignments, to every validator. The dispatcher applies each
 * validator's channels (in-app on unless turned off, push when chosen).
 * Called after the records' transaction committed.
 */
export async function notifyValidatorsOfPending(services: Services, records: readonly { id: number; uploaderId: number }[]): Promise<void> {
  if (!records.length) return;
  const db = services.prisma;
  const users = await db.user.findMany({ where: { role: { in: [...VALIDATOR_ROLES] }, status: AccountStatus.ACTIVE }, select: { entityId: true } });
  const validators = users.map((user) => user.entityId);
  const assignments = await db.validatorAssignment.findMany({ where: { validatorId: { in: validators } } });
  const facts = assignments.length
    ? new Map(
        (
          await db.observation.findMany({
            where: { id: { in: records.map((record) => record.id) } },
            select: { id: true, country: true, region: true, species: { select: { family: true, genus: true } } },
          })
        ).map((record) => [record.id, record]),
      )
    : new Map<number, AssignableRecord>();
  const notices = records.flatMap((record) => {
    const found = facts.get(record.id);
    const others = (ids: number[]) => [...new Set(ids)].filter((validator) => validator !== record.uploaderId);
    const assigned = found ? others(assignments.filter((each) => assignmentMatches(each, found)).map((each) => each.validatorId)) : [];
    return (assigned.length ? assigned : others(validators)).map((validator) => ({
      recipientId: validator,
      token: 'OBSERVATION_PENDING_REVIEW' as const,
      url: `/observation/review/${record.id}`,
    }));
  });
  await dispatch(services, notices);
}
