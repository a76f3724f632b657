import type { RoleName } from '../roles.ts';
import { ReviewStatus, type ReviewStatusCode } from './enums.ts';

/** The genera whose records need media from ADV and other unlisted roles (recording §5). */
export const MEDIA_GENERA = ['Colias', 'Cupido', 'Melitaea', 'Plebejus', 'Pyrgus', 'Spialia'] as const;

/** Roles for which the data-entry media rule is false (recording §5). */
export const MEDIA_EXEMPT_ROLES: readonly RoleName[] = ['USER', 'PRO', 'EDITOR', 'MODERATOR', 'ADMIN'];

/** Every role that records (a guest never does). */
export const RECORDING_ROLES: readonly Exclude<RoleName, 'GUEST'>[] = ['USER', 'ADV', 'PRO', 'EDITOR', 'MODERATOR', 'ADMIN'];

/** The media types that meet the media requirement: image and video (not audio, not a file such as a CSV or PDF). */
export const EVIDENCE_MEDIA_TYPES = ['i', 'v'] as const;

export interface EntryOutcome {
  status: ReviewStatusCode;
  /** the media field is required (recording §4's validation block rule) */
  mediaRequired: boolean;
}

/**
 * The validation block rule (recording §4): when the rule demands review, media is required and
 * the record is pending; otherwise it is accepted at once.
 */
export function entryOutcome(reviewDemanded: boolean): EntryOutcome {
  return reviewDemanded ? { status: ReviewStatus.PENDING, mediaRequired: true } : { status: ReviewStatus.ACCEPTED, mediaRequired: false };
}
