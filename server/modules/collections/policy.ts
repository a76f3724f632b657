import type { Abilities } from '../../auth/policy.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { hasRole } from '@domain/roles.ts';
import { CURATOR_CODES } from './visibility.ts';

export type CollectionAction = 'edit' | 'delete';

/** The facts a collection's rules read: its curator, and the viewer's letters towards its group or project. */
export interface CollectionFacts {
  /** null for a collection not made yet */
  ownerId: number | null;
  entityId: number | null;
  /** the viewer's relation letters towards the collection's entity (empty without one) */
  entityCodes: readonly string[];
}

/**
 * Who curates a collection: its owner, and the admins (A, C, E) of the group or project it belongs
 * to. Creating one asks the same with no owner yet: anybody signed in makes their own, a group's
 * or project's only its admins. A moderator may also delete one they see.
 */
export function collectionPolicy(viewer: Viewer, collection: CollectionFacts): Abilities<CollectionAction> {
  const me = viewer.user?.entityId;
  if (me === undefined) return { edit: false, delete: false };
  const curator = collection.entityCodes.some((code) => (CURATOR_CODES as readonly string[]).includes(code));
  const edit = curator || (collection.ownerId === null ? collection.entityId === null : collection.ownerId === me);
  return { edit, delete: edit || hasRole(viewer.role, 'MODERATOR') };
}

/**
 * `collectionPolicy`'s edit rule as a query filter: the collections the viewer curates — their own,
 * and those of the groups and projects they administer (A, C, E). A guest curates none. The
 * "add to collection" sheet lists these (`collections(editable: true)`).
 */
export function editableCollections(viewer: Viewer): Prisma.CollectionWhereInput {
  const me = viewer.user?.entityId;
  if (me === undefined) return { id: { in: [] } };
  return { OR: [{ ownerId: me }, { entity: { relationsTo: { some: { fromId: me, code: { in: [...CURATOR_CODES] } } } } }] };
}
