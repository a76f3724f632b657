import { type Abilities, authorizeNow } from '../../auth/policy.ts';
import { hasRole } from '@domain/roles.ts';
import type { Viewer } from '../../auth/viewer.ts';

/** Validators review records: site moderators and admins. */
export function isValidator(viewer: Viewer): boolean {
  return hasRole(viewer.role, 'MODERATOR');
}

/** The facts a record's rules read. */
export interface RecordFacts {
  uploaderId: number;
}

export const RECORD_ACTIONS = ['edit', 'delete', 'review', 'discussReview', 'appeal', 'seeExactPlace', 'seePossibleDuplicate', 'editContributors'] as const;
export type RecordAction = (typeof RECORD_ACTIONS)[number];

/**
 * A record (recording §4): its uploader edits it, deletes it (so does a site admin) and appeals a
 * rejection; a validator reviews anybody else's (nobody reviews their own); both take part in its
 * review conversation and see the exact place and a possible duplicate. Its contributors (who else
 * took part, recording §7) are set by its uploader and site admins.
 */
export function recordPolicy(viewer: Viewer, record: RecordFacts): Abilities<RecordAction> {
  const mine = viewer.user !== null && viewer.user.entityId === record.uploaderId;
  const validator = isValidator(viewer);
  return {
    edit: mine,
    delete: mine || hasRole(viewer.role, 'ADMIN'),
    review: validator && !mine,
    discussReview: mine || validator,
    appeal: mine,
    seeExactPlace: mine || validator,
    seePossibleDuplicate: mine || validator,
    editContributors: mine || hasRole(viewer.role, 'ADMIN'),
  };
}

export const authorizeRecord = (viewer: Viewer, action: RecordAction, record: RecordFacts) => authorizeNow(recordPolicy, viewer, action, record);

/** Exact places are for the uploader, validators and admins. */
export function maySeeExactPlace(viewer: Viewer, uploaderId: number): boolean {
  return recordPolicy(viewer, { uploaderId }).seeExactPlace;
}

/**
 * `seeExactPlace` for many records at once, as queries need it: every record's for validators,
 * a signed-in viewer's own records', none for a guest (policy.test.ts holds it to recordPolicy).
 */
export function exactPlaceUploaders(viewer: Viewer): 'all' | 'none' | { uploaderId: number } {
  if (isValidator(viewer)) return 'all';
  return viewer.user ? { uploaderId: viewer.user.entityId } : 'none';
}
