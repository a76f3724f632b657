import { hasRole, type RoleName } from '@domain/roles.ts';
import type { RouteDef } from '../../routes.ts';

/** What a route's guards decide for a viewer: forceLogin sends a guest to log in, minRole refuses the others. */
export type GuardDecision = 'open' | 'login' | 'forbidden';

export function guardRoute(route: RouteDef, viewer: { isGuest: boolean; role: RoleName }): GuardDecision {
  if (route.forceLogin && viewer.isGuest) return 'login';
  if (route.minRole && !hasRole(viewer.role, route.minRole)) return 'forbidden';
  return 'open';
}
