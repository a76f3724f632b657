import { hasRole, type RoleName } from '@domain/roles.ts';
import { ADMIN_CODES } from '@domain/entities.ts';

/**
 * What an administrator of an entity may do (social-core §6): A edits and deletes the entity,
 * moderates posts and advertises; C and E moderate posts and advertise; M moderates posts; R
 * advertises. Ours, from recording §6 "entity managers … manage members": A, C and E remove members;
 * only A changes settings and grants or revokes admin letters (owner-only controls). A site ADMIN
 * holds every right.
 */
export interface EntityRights {
  edit: boolean;
  delete: boolean;
  /** pub_* settings and admin letters: the owner-only controls */
  settings: boolean;
  moderate: boolean;
  advertise: boolean;
  manageMembers: boolean;
}

export const RIGHT_NAMES = ['edit', 'delete', 'settings', 'moderate', 'advertise', 'manageMembers'] as const;
export type RightName = (typeof RIGHT_NAMES)[number];

const LETTERS_FOR: Record<RightName, readonly string[]> = {
  edit: ['A'],
  delete: ['A'],
  settings: ['A'],
  moderate: ['A', 'C', 'E', 'M'],
  advertise: ['A', 'C', 'E', 'R'],
  manageMembers: ['A', 'C', 'E'],
};

/** The admin letters among a viewer's relation codes towards an entity, in A C E M R order. */
export function adminLetters(codes: readonly string[]): string[] {
  return ADMIN_CODES.filter((code) => codes.includes(code));
}

export function entityRights(role: RoleName, codes: readonly string[]): EntityRights {
  const siteAdmin = hasRole(role, 'ADMIN');
  const has = (right: RightName) => siteAdmin || LETTERS_FOR[right].some((letter) => codes.includes(letter));
  return {
    edit: has('edit'),
    delete: has('delete'),
    settings: has('settings'),
    moderate: has('moderate'),
    advertise: has('advertise'),
    manageMembers: has('manageMembers'),
  };
}

/** The letters that grant a right (for database filters). */
export function lettersFor(right: RightName): readonly string[] {
  return LETTERS_FOR[right];
}
