import { type Abilities, authorizeNow } from '../../auth/policy.ts';
import { hasRole } from '@domain/roles.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { isValidator } from '../observations/policy.ts';

export const REVIEW_ACTIONS = ['validate', 'editRules', 'assignValidators'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/**
 * The review desk (recording §4): validators (site moderators and admins) open the review list and
 * decide records; only admins change the entry rules and share the review work among validators. What may be done with one record is
 * `recordPolicy`'s (observations/policy.ts).
 */
export function reviewPolicy(viewer: Viewer): Abilities<ReviewAction> {
  return { validate: isValidator(viewer), editRules: hasRole(viewer.role, 'ADMIN'), assignValidators: hasRole(viewer.role, 'ADMIN') };
}

export const authorizeReview = (viewer: Viewer, action: ReviewAction) => authorizeNow(reviewPolicy, viewer, action, null);
