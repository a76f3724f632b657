import { hasRole } from '@domain/roles.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Post } from '../../db/generated/prisma/client.ts';

export interface PostPermissions {
  canEdit: boolean;
  canDelete: boolean;
}

/**
 * Only the author edits. The author deletes; so do a site MODERATOR or ADMIN, and, for a post
 * on an entity's board, that entity's admins who moderate posts (A, C, E, M).
 */
export function postPermissions(viewer: Viewer, post: Pick<Post, 'authorId'>, moderatesBoard: boolean): PostPermissions {
  const me = viewer.user?.entityId;
  if (me === undefined) return { canEdit: false, canDelete: false };
  const mine = post.authorId === me;
  return { canEdit: mine, canDelete: mine || hasRole(viewer.role, 'MODERATOR') || moderatesBoard };
}
