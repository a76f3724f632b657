/**
 * Disputes (issue 21 part 1): reports of users, entities, posts, comments, media and messages,
 * and appeals of review decisions, in one queue for moderators (`/admin/dispute/`).
 */

/** A dispute's state: waiting, handled with an action, or dismissed. */
export const DISPUTE_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** What a reported thing is, read from its global id. */
export const DISPUTE_KINDS = ['POST', 'COMMENT', 'MEDIA', 'MESSAGE', 'ENTITY', 'APPEAL', 'OTHER'] as const;
export type DisputeKind = (typeof DISPUTE_KINDS)[number];

/**
 * What a moderator may do with a dispute. Every action needs a reason. `hide` and `remove` act on
 * a post (timeline item) or a comment only; `restore` undoes a hide; `warn` tells the author.
 */
export const DISPUTE_ACTIONS = ['dismiss', 'hide', 'restore', 'remove', 'warn'] as const;
export type DisputeAction = (typeof DISPUTE_ACTIONS)[number];

export function isDisputeAction(value: unknown): value is DisputeAction {
  return typeof value === 'string' && (DISPUTE_ACTIONS as readonly string[]).includes(value);
}

/** The kinds whose content a moderator can hide, restore or remove. */
export const HIDEABLE_KINDS: readonly DisputeKind[] = ['POST', 'COMMENT'];

/** The longest reason of a moderator's action. */
export const DISPUTE_REASON_MAX = 2000;
/** The longest page of the queue one call returns. */
export const DISPUTE_PAGE_MAX = 50;
