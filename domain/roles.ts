/** Roles in ascending order of rights (social-core §6); GUEST is whoever is not signed in. */
export const ROLES = ['GUEST', 'USER', 'ADV', 'PRO', 'EDITOR', 'MODERATOR', 'ADMIN'] as const;
export type RoleName = (typeof ROLES)[number];

export function hasRole(role: RoleName, atLeast: RoleName): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(atLeast);
}

/**
 * Who may give whom which role (issue 21 part 3): an ADMIN any role to anybody else; a MODERATOR
 * only the roles below MODERATOR, and only to people below MODERATOR (so a moderator can neither
 * make nor unmake a peer or an admin); nobody their own. Signed-in roles only: GUEST is nobody's.
 */
export const ACCOUNT_ROLES = ['USER', 'ADV', 'PRO', 'EDITOR', 'MODERATOR', 'ADMIN'] as const satisfies readonly RoleName[];
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** The roles `actor` may give to somebody who holds `targetRole` now (empty: none). */
export function assignableRoles(actor: RoleName, targetRole: RoleName): AccountRole[] {
  if (actor === 'ADMIN') return [...ACCOUNT_ROLES];
  if (actor === 'MODERATOR' && !hasRole(targetRole, 'MODERATOR')) return ACCOUNT_ROLES.filter((role) => !hasRole(role, 'MODERATOR'));
  return [];
}

/** Whether `actor` may sanction (suspend, warn) somebody who holds `targetRole`: MODERATOR and above, never an ADMIN unless an ADMIN. */
export function maySanction(actor: RoleName, targetRole: RoleName): boolean {
  return hasRole(actor, 'MODERATOR') && (targetRole !== 'ADMIN' || actor === 'ADMIN');
}

/**
 * Promotion suggestions (`/admin/user/`, the "suggested" tab): the role a person's record is worth,
 * from their accepted records and, from PRO on, the share of their reviewed records validators
 * accepted. Each step suggests the next role only; EDITOR is about content, not records, so a
 * PRO's next suggestion is MODERATOR (a validator candidate).
 */
export const PROMOTION_STEPS = [
  { from: 'USER', to: 'ADV', minAccepted: 25, minAcceptanceRate: 0 },
  { from: 'ADV', to: 'PRO', minAccepted: 100, minAcceptanceRate: 0.8 },
  { from: 'PRO', to: 'MODERATOR', minAccepted: 300, minAcceptanceRate: 0.95 },
] as const satisfies readonly { from: AccountRole; to: AccountRole; minAccepted: number; minAcceptanceRate: number }[];

/** The role suggested for a person with these figures, or null. `rate` is accepted / (accepted + rejected), null without decisions. */
export function suggestedRole(role: RoleName, accepted: number, rate: number | null): AccountRole | null {
  const step = PROMOTION_STEPS.find((each) => each.from === role);
  if (!step || accepted < step.minAccepted) return null;
  return (rate ?? 1) >= step.minAcceptanceRate ? step.to : null;
}

/** The longest suspension one act gives, in days (longer: until lifted). */
export const SUSPENSION_DAYS_MAX = 3650;
export const SANCTION_REASON_MAX = 1000;
