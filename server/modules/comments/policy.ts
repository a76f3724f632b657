import { hasRole } from '@domain/roles.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { AdminCode } from '@domain/entities.ts';
import type { Db } from '../objects/registry.ts';

/** Admin relation letters that may moderate an entity's posts and their comments (social-core §6). */
export const MODERATING_CODES = ['A', 'C', 'E', 'M'] as const satisfies readonly AdminCode[];

export interface CommentPermissions {
  canEdit: boolean;
  canDelete: boolean;
  canReport: boolean;
}

/**
 * The comment menu (social-core §6): the creator edits and deletes; anybody else logged in may
 * report; whoever moderates the commented object may delete too.
 */
export function commentPermissions(viewer: Viewer, createdById: number, moderatesObject: boolean): CommentPermissions {
  const me = viewer.user?.entityId;
  if (me === undefined) return { canEdit: false, canDelete: false, canReport: false };
  const mine = createdById === me;
  return { canEdit: mine, canDelete: mine || moderatesObject, canReport: !mine };
}

/**
 * A site MODERATOR or ADMIN, or an admin (A, C, E, M) of the entity that owns the object or of the
 * entity it was published in (an entity post: moderating posts is the admins' right, social-core §6).
 */
export async function moderatesOwner(db: Db, viewer: Viewer, { ownerId, entityId }: { ownerId: number; entityId?: number | null }): Promise<boolean> {
  const me = viewer.user?.entityId;
  if (me === undefined) return false;
  if (hasRole(viewer.role, 'MODERATOR')) return true;
  const relation = await db.entityRelation.findFirst({
    where: { fromId: me, toId: { in: entityId ? [ownerId, entityId] : [ownerId] }, code: { in: [...MODERATING_CODES] } },
    select: { id: true },
  });
  return relation !== null;
}
