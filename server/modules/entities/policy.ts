import { type Abilities, authorizeNow } from '../../auth/policy.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { PERSON_ENTITY } from '@domain/entities.ts';
import { entityRights, type RightName } from './rights.ts';

export type EntityAction = RightName;

/** The facts an entity's rules read: its id and type, and the viewer's relation letters towards it. */
export interface EntityFacts {
  id: number;
  type: number;
  codes: readonly string[];
}

/**
 * An entity (social-core §6): its admin letters grant the rights of `rights.ts`. A person edits their
 * own page (so does a site ADMIN); nobody deletes a person or administers one here.
 */
export function entityPolicy(viewer: Viewer, entity: EntityFacts): Abilities<EntityAction> {
  const rights = entityRights(viewer.role, entity.codes);
  if (entity.type === PERSON_ENTITY) {
    const self = viewer.user?.entityId === entity.id;
    return { edit: self || rights.edit, delete: false, settings: false, moderate: rights.moderate, advertise: false, manageMembers: false };
  }
  return rights;
}

export const authorizeEntity = (viewer: Viewer, action: EntityAction, entity: EntityFacts) => authorizeNow(entityPolicy, viewer, action, entity);
