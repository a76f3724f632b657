/**
 * Media review (issue 21 part 4, recording §2 admin "media review"): moderators and admins look
 * through new and reported media at `/admin/media/review/`.
 */

/** The queue's tabs: not yet reviewed (newest first), with open reports, hidden. */
export const MEDIA_REVIEW_TABS = ['new', 'reported', 'hidden'] as const;
export type MediaReviewTab = (typeof MEDIA_REVIEW_TABS)[number];

/**
 * What a reviewer does with a medium: approve it (reviewed, nothing wrong), hide it (gone from
 * every path but the moderators'), restore a hidden one, or flag it as not a lepidopteran or as
 * the wrong species (with an optional note; a wrong species is told to its owner).
 */
export const MEDIA_REVIEW_ACTIONS = ['approve', 'hide', 'restore', 'notLepidoptera', 'wrongSpecies'] as const;
export type MediaReviewAction = (typeof MEDIA_REVIEW_ACTIONS)[number];

/** The review flags a medium may carry. */
export const MEDIA_REVIEW_FLAGS = ['NOT_LEPIDOPTERA', 'WRONG_SPECIES'] as const;
export type MediaReviewFlagName = (typeof MEDIA_REVIEW_FLAGS)[number];

/** The longest reviewer's note. */
export const MEDIA_REVIEW_NOTE_MAX = 1000;
/** The longest page of the queue one call returns. */
export const MEDIA_REVIEW_PAGE_MAX = 60;
