import { type Abilities, authorizeNow } from '../../auth/policy.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { hasRole } from '@domain/roles.ts';
import { PERSON_ENTITY } from '@domain/entities.ts';
import { entityRights, type RightName } from './rights.ts';

export type EntityAction = RightName;

/** The facts an entity's rules read: its id and type, whether it is archived, and the viewer's relation letters towards it. */
export interface EntityFacts {
  id: number;
  type: number;
  codes: readonly string[];
  archivedAt?: Date | null;
}

const NOTHING: Abilities<EntityAction> = { edit: false, delete: false, settings: false, moderate: false, advertise: false, manageMembers: false };

/**
 * An entity (social-core §6): its admin letters grant the rights of `rights.ts`; a site ADMIN holds
 * every right on any entity (`entityRights`). A person edits their own page (so does a site ADMIN);
 * nobody deletes a person or administers one here. An archived entity is read-only for everybody but
 * a site ADMIN (issue 21 part 2).
 */
export function entityPolicy(viewer: Viewer, entity: EntityFacts): Abilities<EntityAction> {
  if (entity.archivedAt && !hasRole(viewer.role, 'ADMIN')) return NOTHING;
  const rights = entityRights(viewer.role, entity.codes);
  if (entity.type === PERSON_ENTITY) {
    const self = viewer.user?.entityId === entity.id;
    return { edit: self || rights.edit, delete: false, settings: false, moderate: rights.moderate, advertise: false, manageMembers: false };
  }
  return rights;
}

export const authorizeEntity = (viewer: Viewer, action: EntityAction, entity: EntityFacts) => authorizeNow(entityPolicy, viewer, action, entity);

/**
 * Whether an allowed change of an entity is a site ADMIN's act rather than its own administrators'
 * (the viewer holds no A towards it): such acts go to the audit log.
 */
export function actsAsSiteAdmin(viewer: Viewer, entity: EntityFacts): boolean {
  return hasRole(viewer.role, 'ADMIN') && !(entity.type === PERSON_ENTITY ? viewer.user?.entityId === entity.id : entity.codes.includes('A'));
}

export type EntitiesAdminAction = 'list' | 'merge' | 'archive';

/** Entity administration (`/admin/entity/…`, issue 21 part 2): listing every entity, merging duplicates, archiving: site ADMIN only. */
export function entitiesAdminPolicy(viewer: Viewer): Abilities<EntitiesAdminAction> {
  const admin = hasRole(viewer.role, 'ADMIN');
  return { list: admin, merge: admin, archive: admin };
}

/** Refuses entity administration below ADMIN: a guest 401 UNAUTHORIZED, anybody else 403 FORBIDDEN. */
export const authorizeEntitiesAdmin = (viewer: Viewer, action: EntitiesAdminAction = 'list') => authorizeNow(entitiesAdminPolicy, viewer, action, null);
