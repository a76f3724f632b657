import { hasRole, type RoleName } from '@domain/roles.ts';
import type { RouteDef } from '../../routes.ts';
import { geoArrival, type GeoFilterViewer } from '../geo-filter/geo-filter.ts';

/**
 * What a route's guards decide for a viewer: forceLogin sends a guest to log in, minRole refuses
 * the others, and a geo-filtered route reached without `?geo=` goes first to its URL with the
 * viewer's saved filter (`geo`), so that its queries start once, already narrowed.
 */
export type GuardDecision = 'open' | 'login' | 'forbidden' | 'geo';

export function guardRoute(route: RouteDef, viewer: GeoFilterViewer & { role: RoleName }, search: string): GuardDecision {
  if (route.forceLogin && viewer.isGuest) return 'login';
  if (route.minRole && !hasRole(viewer.role, route.minRole)) return 'forbidden';
  if (route.geoFiltered && geoArrival(search, viewer) !== null) return 'geo';
  return 'open';
}
