import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Observation, Prisma, ReviewAction, ReviewEvent } from '../../db/generated/prisma/client.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { deliverStaged, type DispatchServices, stageNotices } from '../notifications/dispatcher.ts';
import { recordAudit } from '../audit/log.ts';
import { notifyValidatorsOfPending } from './notify.ts';
import { myAssignmentsWhere } from './assignments.ts';
import { authorizeReview } from './policy.ts';
import { Privacy } from '@domain/privacy.ts';
import { type ObservationFlag, ReviewStatus } from '@domain/observations/enums.ts';
import { type Decision, DECISION_RULES } from '@domain/observations/review.ts';
import { authorizeRecord, recordPolicy } from '../observations/policy.ts';
import { PRESENTED_RECORD_INCLUDE } from '../observations/present.ts';
import { countAccepted, recountSpecies } from '../observations/service.ts';
import type { Db } from '../objects/registry.ts';
import { publishTimelineItemChanged } from '../timeline/events.ts';
import { publishNewlyAccepted } from '../observations/events.ts';

/** The review list offers pending or accepted records (recording §4). */
export const REVIEW_LIST_STATUSES = { pending: ReviewStatus.PENDING, accepted: ReviewStatus.ACCEPTED } as const;

const messageSchema = z.string().trim().max(5000);
/** A comment or reason, reported as the `message` field when it is invalid. */
const parseMessage = (text: string, required = false) => parseInput(z.object({ message: required ? messageSchema.min(1) : messageSchema }), { message: text }).message;

function requireValidator(viewer: Viewer): number {
  const me = actingEntityId(viewer);
  authorizeReview(viewer, 'validate');
  return me;
}

export interface ReviewListFilter {
  status: number;
  /** only records flagged so */
  flag?: ObservationFlag | null;
  /** only records matching the viewer's validator assignments */
  mine?: boolean | null;
}

/**
 * The records awaiting or past review, for validators: every one not removed, but never the
 * validator's own (nobody reviews their own record), optionally only those of the validator's
 * assignments (`mine`).
 */
export async function reviewListWhere(db: Db, viewer: Viewer, { status, flag, mine }: ReviewListFilter): Promise<Prisma.ObservationWhereInput> {
  const me = requireValidator(viewer);
  return {
    status,
    uploaderId: { not: me },
    item: { privacy: { not: Privacy.REMOVED } },
    ...(flag ? { flags: { has: flag } } : {}),
    ...(mine ? { AND: [await myAssignmentsWhere(db, viewer)] } : {}),
  };
}

/**
 * Pending records oldest first, so none waits for ever; accepted ones latest decision first, where
 * a validator looks again at what was just accepted (an archive of accepted records would bury them).
 */
export function reviewListOrder(status: number): Prisma.ObservationOrderByWithRelationInput[] {
  return status === ReviewStatus.PENDING ? [{ createdAt: 'asc' }, { id: 'asc' }] : [{ reviewedAt: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }];
}

export interface ReviewOutcome {
  observation: Observation;
  event: ReviewEvent;
}

/**
 * A validator approves, rejects or revokes another person's record (nobody reviews their own);
 * rejecting and revoking need a reason. The
 * reviewer and time are recorded, the history keeps the decision, the species statistics follow,
 * and the observer gets a notification; all in one transaction.
 */
export async function decide(services: DispatchServices, viewer: Viewer, observationId: number, decision: Decision, reason?: string | null): Promise<ReviewOutcome> {
  const me = requireValidator(viewer);
  const rule = DECISION_RULES[decision];
  const message = parseMessage(reason ?? '');
  if (rule.reasonRequired && !message) throw new ConflictError('REVIEW_REASON_REQUIRED', 'A reason is required');
  const outcome = await services.prisma.$transaction(async (tx) => {
    const current = await tx.observation.findUnique({ where: { id: observationId }, include: { item: { select: { privacy: true } } } });
    if (!current || current.item.privacy === Privacy.REMOVED) throw new NotFoundError();
    authorizeRecord(viewer, 'review', current);
    if (!rule.from.includes(current.status)) throw new ConflictError('REVIEW_NOT_ALLOWED', `A record in status ${current.status} cannot be ${decision.toLowerCase()}d`);
    await refuseOwnAppealedDecision(tx, me, observationId);
    // The status in the where clause makes a concurrent decision on the same record fail instead of both landing.
    const { count } = await tx.observation.updateMany({
      where: { id: observationId, status: current.status },
      data: { status: rule.to, reviewerId: me, reviewedAt: new Date() },
    });
    if (count === 0) throw new ConflictError('REVIEW_NOT_ALLOWED', 'The record was reviewed meanwhile');
    const observation = await tx.observation.findUniqueOrThrow({ where: { id: observationId } });
    const event = await tx.reviewEvent.create({
      data: { observationId, actorId: me, action: decision, fromStatus: current.status, toStatus: rule.to, message },
    });
    // The entry names the record by number only: the log's readers open it through its own page's privacy.
    await recordAudit(tx, {
      actorId: me,
      action: 'REVIEW_DECISION',
      objectId: encodeGlobalID('Observation', observationId),
      subject: `#${observationId}`,
      reason: message || null,
      details: { decision, fromStatus: current.status, toStatus: rule.to },
    });
    // The decision answers an open appeal: its dispute in the moderators' queue is resolved with it.
    await tx.dispute.updateMany({
      where: { objectId: encodeGlobalID('Observation', observationId), status: 'open' },
      data: { status: 'resolved', resolution: decision.toLowerCase(), resolutionReason: message || null, resolvedAt: new Date(), resolvedById: me },
    });
    if (rule.to === ReviewStatus.ACCEPTED) await countAccepted(tx, observation);
    else await recountSpecies(tx, [observation.speciesId]);
    const staged = await stageNotices(tx, [{ recipientId: observation.uploaderId, token: rule.token, url: `/my/observation/${observationId}/` }]);
    return { observation, event, staged };
  });
  publishTimelineItemChanged(services, outcome.observation.itemId);
  const { fromStatus } = outcome.event;
  publishNewlyAccepted(services, [outcome.observation], new Map(fromStatus === null ? [] : [[outcome.observation.id, fromStatus]]));
  await deliverStaged(services, outcome.staged);
  return outcome;
}

/**
 * An appeal goes to another validator (issue 21): while the record's last step is an appeal, the
 * validator whose decision is appealed may not decide it again (403 REVIEW_APPEAL_SAME_VALIDATOR).
 */
async function refuseOwnAppealedDecision(tx: Prisma.TransactionClient, me: number, observationId: number): Promise<void> {
  const steps = await tx.reviewEvent.findMany({
    where: { observationId, action: { in: ['APPROVE', 'REJECT', 'REVOKE', 'APPEAL'] } },
    orderBy: { id: 'desc' },
    take: 2,
    select: { action: true, actorId: true },
  });
  const [last, appealed] = steps;
  if (last?.action === 'APPEAL' && appealed && appealed.action !== 'APPEAL' && appealed.actorId === me) {
    throw new ForbiddenError('REVIEW_APPEAL_SAME_VALIDATOR', 'The validator whose decision is appealed may not decide the appeal');
  }
}

/** The record's uploader and validators take part in its review conversation; to anybody else it is not there. */
async function reviewParticipant(services: Services, viewer: Viewer, observationId: number) {
  const me = actingEntityId(viewer);
  const record = await services.prisma.observation.findUnique({ where: { id: observationId }, include: { item: { select: { privacy: true } } } });
  if (!record || record.item.privacy === Privacy.REMOVED || !recordPolicy(viewer, record).discussReview) throw new NotFoundError();
  return { me, record };
}

/** The review history and comments of a record, oldest first (`/observation/review/comment/{_id}`). */
export async function listReviewEvents(services: Services, viewer: Viewer, observationId: number) {
  await reviewParticipant(services, viewer, observationId);
  return services.prisma.reviewEvent.findMany({ where: { observationId }, orderBy: { id: 'asc' }, include: { actor: true } });
}

export async function addReviewComment(services: Services, viewer: Viewer, observationId: number, text: string): Promise<ReviewEvent> {
  const { me, record } = await reviewParticipant(services, viewer, observationId);
  const message = parseMessage(text, true);
  // A validator's comment reaches the observer; the observer's reaches the last reviewer.
  const recipient = me === record.uploaderId ? record.reviewerId : record.uploaderId;
  const notices =
    recipient !== null && recipient !== me ? [{ recipientId: recipient, token: 'REVIEW_COMMENT' as const, url: `/observation/review/comment/${observationId}` }] : [];
  const { event, staged } = await services.prisma.$transaction(async (tx) => {
    const created = await tx.reviewEvent.create({ data: { observationId, actorId: me, action: 'COMMENT', message } });
    return { event: created, staged: await stageNotices(tx, notices) };
  });
  await deliverStaged(services, staged);
  return event;
}

/**
 * The observer appeals a rejection: the record goes back to pending with the appeal in its
 * history, and a dispute is opened for moderators.
 */
export async function appeal(services: Services, viewer: Viewer, observationId: number, reason: string): Promise<ReviewOutcome> {
  const me = actingEntityId(viewer);
  const message = parseMessage(reason);
  if (!message) throw new ConflictError('REVIEW_REASON_REQUIRED', 'A reason is required');
  const outcome = await services.prisma.$transaction(async (tx) => {
    const record = await tx.observation.findUnique({ where: { id: observationId }, include: { item: { select: { privacy: true } } } });
    // Somebody else's record is not found: an appeal does not tell who uploaded what.
    if (!record || record.item.privacy === Privacy.REMOVED || !recordPolicy(viewer, record).appeal) throw new NotFoundError();
    if (record.status !== ReviewStatus.REJECTED) throw new ConflictError('REVIEW_NOT_ALLOWED', 'Only a rejected record can be appealed');
    const observation = await tx.observation.update({ where: { id: observationId }, data: { status: ReviewStatus.PENDING } });
    const event = await tx.reviewEvent.create({
      data: { observationId, actorId: me, action: 'APPEAL' satisfies ReviewAction, fromStatus: ReviewStatus.REJECTED, toStatus: ReviewStatus.PENDING, message },
    });
    await tx.dispute.upsert({
      where: { reporterId_objectId: { reporterId: me, objectId: encodeGlobalID('Observation', observationId) } },
      create: { reporterId: me, objectId: encodeGlobalID('Observation', observationId), reason: message },
      update: { reason: message, status: 'open', resolvedAt: null, resolvedById: null },
    });
    return { observation, event };
  });
  publishTimelineItemChanged(services, outcome.observation.itemId);
  await notifyValidatorsOfPending(services, [outcome.observation]);
  return outcome;
}

/** One page of the review list, with what the record presenter reads, and how many there are. */
export async function reviewPage(db: Db, viewer: Viewer, filter: ReviewListFilter, page: { page: number; size: number }) {
  const where = await reviewListWhere(db, viewer, filter);
  const [rows, total] = await Promise.all([
    db.observation.findMany({ where, orderBy: reviewListOrder(filter.status), skip: page.page * page.size, take: page.size, include: PRESENTED_RECORD_INCLUDE }),
    db.observation.count({ where }),
  ]);
  return { rows, total };
}
