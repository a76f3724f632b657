import { type Abilities, authorizeNow } from '../../auth/policy.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { hasRole } from '@domain/roles.ts';

export type AuditLogAction = 'read';

/** Moderators and admins read the audit log: they answer for what the site's keepers did. */
export function auditPolicy(viewer: Viewer): Abilities<AuditLogAction> {
  return { read: hasRole(viewer.role, 'MODERATOR') };
}

/** Refuses the audit log below MODERATOR: a guest with 401 UNAUTHORIZED, anybody else with 403 FORBIDDEN. */
export const authorizeAuditLog = (viewer: Viewer) => authorizeNow(auditPolicy, viewer, 'read', null);
