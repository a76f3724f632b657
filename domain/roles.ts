/** Roles in ascending order of rights (social-core §6); GUEST is whoever is not signed in. */
export const ROLES = ['GUEST', 'USER', 'ADV', 'PRO', 'EDITOR', 'MODERATOR', 'ADMIN'] as const;
export type RoleName = (typeof ROLES)[number];

export function hasRole(role: RoleName, atLeast: RoleName): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(atLeast);
}
