import { type Abilities, authorizeNow } from '../../auth/policy.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { SavedLocation } from '../../db/generated/prisma/client.ts';
import { hasRole } from '@domain/roles.ts';

export type SavedPlaceAction = 'rename' | 'seePlace';

/**
 * A saved place (recording §7 locality edit): its owner names it and sees it; a site admin may rename
 * anybody's (a rude or personal name) but never sees where another's place is.
 */
export function savedPlacePolicy(viewer: Viewer, place: Pick<SavedLocation, 'ownerId'>): Abilities<SavedPlaceAction> {
  const mine = viewer.user !== null && viewer.user.entityId === place.ownerId;
  return { rename: mine || hasRole(viewer.role, 'ADMIN'), seePlace: mine };
}

export const authorizeSavedPlace = (viewer: Viewer, action: SavedPlaceAction, place: Pick<SavedLocation, 'ownerId'>) =>
  authorizeNow(savedPlacePolicy, viewer, action, place);
