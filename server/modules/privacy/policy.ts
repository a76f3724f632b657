import { type Abilities, authorizeNow } from '../../auth/policy.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { Privacy } from '@domain/privacy.ts';
import { FRIEND_CATEGORY } from '@domain/relations.ts';

export const ITEM_ACTIONS = ['setPrivacy', 'remove', 'share', 'like', 'comment'] as const;
export type ItemAction = (typeof ITEM_ACTIONS)[number];

/** The owner's controls of a timeline item (social-core §6): who sees it, and removing it. */
export function ownItemPolicy(viewer: Viewer, item: { ownerId: number }): Abilities<'setPrivacy' | 'remove'> {
  const mine = viewer.user !== null && item.ownerId === viewer.user.entityId;
  return { setPrivacy: mine, remove: mine };
}

/**
 * A timeline item (social-core §5, §6): the owner's controls; anybody else may share it, and only
 * while anybody may see it (a share must not widen its audience); an item about a new friendship
 * is not liked or commented on.
 */
export function itemPolicy(viewer: Viewer, item: { ownerId: number; privacy: number; category: string }): Abilities<ItemAction> {
  const own = ownItemPolicy(viewer, item);
  const social = item.category !== FRIEND_CATEGORY;
  return { ...own, share: !own.remove && item.privacy === Privacy.ANYBODY, like: social, comment: social };
}

/** Refuses what `itemPolicy` does not allow on a loaded timeline item; a comment (no item facts) passes. */
export function authorizeItem(viewer: Viewer, action: ItemAction, object: { ownerId: number; item: { privacy: number; category: string } | null }): void {
  if (object.item) authorizeNow(itemPolicy, viewer, action, { ownerId: object.ownerId, ...object.item });
}

export const authorizeOwnItem = (viewer: Viewer, action: 'setPrivacy' | 'remove', item: { ownerId: number }) => authorizeNow(ownItemPolicy, viewer, action, item);
