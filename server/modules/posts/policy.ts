import { type Abilities, authorizeNow } from '../../auth/policy.ts';
import { hasRole } from '@domain/roles.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Entity } from '../../db/generated/prisma/client.ts';
import type { PostType } from '../../db/generated/prisma/enums.ts';
import { mayPublish, POST_TYPES, publishSetting } from './kinds.ts';

export type PostAction = 'edit' | 'delete';

/** The facts a post's rules read: its author, and whether the viewer moderates the board it is on. */
export interface PostFacts {
  authorId: number;
  moderatesBoard: boolean;
}

/**
 * Only the author edits. The author deletes; so do a site MODERATOR or ADMIN, and, for a post
 * on an entity's board, that entity's admins who moderate posts (A, C, E, M).
 */
export function postPolicy(viewer: Viewer, post: PostFacts): Abilities<PostAction> {
  const me = viewer.user?.entityId;
  if (me === undefined) return { edit: false, delete: false };
  const mine = post.authorId === me;
  return { edit: mine, delete: mine || hasRole(viewer.role, 'MODERATOR') || post.moderatesBoard };
}

/** The facts an entity's board rules read: its pub_* settings and the viewer's relation letters towards it. */
export interface BoardFacts {
  settings: Pick<Entity, 'pubNote' | 'pubQuestion' | 'pubAlert'> & { archivedAt?: Date | null };
  codes: readonly string[];
}

/**
 * Which post types the viewer publishes on an entity's board (social-core §6): those whose pub_question
 * (questions), pub_alert (announcements) or pub_note (the rest) setting holds one of the viewer's letters.
 */
export function boardPolicy(_viewer: Viewer, board: BoardFacts): Abilities<PostType> {
  // an archived entity is read-only (issue 21 part 2): nobody publishes on its board
  const open = !board.settings.archivedAt;
  return Object.fromEntries(POST_TYPES.map((type) => [type, open && mayPublish(board.settings[publishSetting(type)], board.codes)])) as Abilities<PostType>;
}

export const authorizeBoardPost = (viewer: Viewer, type: PostType, board: BoardFacts) => authorizeNow(boardPolicy, viewer, type, board);
