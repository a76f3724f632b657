import { ReviewStatus, type ReviewStatusCode } from './enums.ts';

/** A validator's decisions on another person's record (recording §4). */
export const DECISIONS = ['APPROVE', 'REJECT', 'REVOKE'] as const;
export type Decision = (typeof DECISIONS)[number];

/** Which status each decision leaves, from which statuses it may be taken, and the notice the observer gets. */
export const DECISION_RULES: Record<
  Decision,
  { to: ReviewStatusCode; from: readonly number[]; reasonRequired: boolean; token: 'OBSERVATION_ACCEPTED' | 'OBSERVATION_REJECTED' | 'OBSERVATION_REVOKED' }
> = {
  APPROVE: { to: ReviewStatus.ACCEPTED, from: [ReviewStatus.PENDING, ReviewStatus.REJECTED, ReviewStatus.REVOKED], reasonRequired: false, token: 'OBSERVATION_ACCEPTED' },
  REJECT: { to: ReviewStatus.REJECTED, from: [ReviewStatus.PENDING], reasonRequired: true, token: 'OBSERVATION_REJECTED' },
  REVOKE: { to: ReviewStatus.REVOKED, from: [ReviewStatus.ACCEPTED], reasonRequired: true, token: 'OBSERVATION_REVOKED' },
};

/** The decisions a record in this status allows, in the order the review screen offers them. */
export function decisionsFor(status: number): Decision[] {
  return DECISIONS.filter((decision) => DECISION_RULES[decision].from.includes(status));
}

/** Rejecting and revoking need a reason. */
export function needsReason(decision: Decision): boolean {
  return DECISION_RULES[decision].reasonRequired;
}

/** The status a decision leaves. */
export function statusAfter(decision: Decision): ReviewStatusCode {
  return DECISION_RULES[decision].to;
}
