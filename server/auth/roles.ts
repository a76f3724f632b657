import type { Role } from '../db/generated/prisma/enums.ts';

export type RoleName = 'GUEST' | Role;

/** Roles in ascending order of rights (social-core §6). */
export const ROLES = ['GUEST', 'USER', 'ADV', 'PRO', 'EDITOR', 'MODERATOR', 'ADMIN'] as const satisfies readonly RoleName[];

export function hasRole(role: RoleName, atLeast: RoleName): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(atLeast);
}
