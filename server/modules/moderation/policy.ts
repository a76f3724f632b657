import { type Abilities, authorizeNow } from '../../auth/policy.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { hasRole, maySanction, type RoleName } from '@domain/roles.ts';

export type DisputeQueueAction = 'handle';

/** Moderators and admins handle the dispute queue (social-core §6): reports and appeals alike. */
export function disputePolicy(viewer: Viewer): Abilities<DisputeQueueAction> {
  return { handle: viewer.user !== null && hasRole(viewer.role, 'MODERATOR') };
}

/** Refuses the queue below MODERATOR: a guest with 401 UNAUTHORIZED, anybody else with 403 FORBIDDEN. */
export const authorizeDisputes = (viewer: Viewer) => authorizeNow(disputePolicy, viewer, 'handle', null);

export type SanctionAction = 'sanction';

/**
 * A sanction (hide, remove, warn) on an admin's content or account only from an admin: a
 * moderator cannot act against those who appoint moderators (the one rule, `maySanction`).
 */
export function sanctionPolicy(viewer: Viewer, authorRole: RoleName | null): Abilities<SanctionAction> {
  return { sanction: disputePolicy(viewer).handle && (authorRole === null || maySanction(viewer.role, authorRole)) };
}

export const authorizeSanction = (viewer: Viewer, authorRole: RoleName | null) =>
  authorizeNow(sanctionPolicy, viewer, 'sanction', authorRole, 'DISPUTE_TARGET_ADMIN', 'Only an admin may act against an admin');
