import { hasRole, type RoleName } from '@domain/roles.ts';
import type { RouteDef } from '../../routes.ts';
import { geoArrival, type GeoFilterViewer } from '../geo-filter/geo-filter.ts';
import { admitsToMembersArea, MAIN_SITE, type MembersAreaViewer, siteEntityArrival, type SiteGuardState } from '../site/site.ts';

/**
 * What a route's guards decide for a viewer: forceLogin sends a guest to log in, minRole refuses
 * the others (so does the role of a `?_display_as=` variant, displayAs, and a guest is sent to log
 * in for it), and a geo-filtered route reached without `?geo=` goes first to its URL with the
 * viewer's saved filter (`geo`), so that its queries start once, already narrowed. An admin who
 * must set up two-factor sign-in first (REQUIRE_ADMIN_2FA) is sent to the account page (`twoFactor`).
 */
export type GuardDecision = 'open' | 'login' | 'forbidden' | 'geo' | 'members' | 'site' | 'twoFactor';

/** where the two-factor set-up is */
export const TWO_FACTOR_SETUP_PATH = '/profile/account/';

/**
 * On an entity's subdomain (site) a `membersOnly` route admits only whom the server's site policy
 * admits (its members, site ADMINs): others are refused with 'members' (the 'OnlyMember area'
 * alert), and a `siteEntity` route reached without `?entity=` goes first to the site's entity ('site').
 */
export function guardRoute(
  route: RouteDef,
  viewer: GeoFilterViewer & MembersAreaViewer & { twoFactorSetupRequired?: boolean },
  search: string,
  site: SiteGuardState = MAIN_SITE,
): GuardDecision {
  if (viewer.twoFactorSetupRequired && route.path !== TWO_FACTOR_SETUP_PATH) return 'twoFactor';
  const displayRole = displayAsRole(route, search);
  if ((route.forceLogin || displayRole) && viewer.isGuest) return 'login';
  for (const role of [route.minRole, displayRole]) if (role && !hasRole(viewer.role, role)) return 'forbidden';
  if (route.membersOnly && !admitsToMembersArea(viewer, site)) return viewer.isGuest ? 'login' : 'members';
  if (route.geoFiltered && geoArrival(search, viewer) !== null) return 'geo';
  if (route.siteEntity && siteEntityArrival(search, site) !== null) return 'site';
  return 'open';
}

/** The role a route's `?_display_as=` variant asks for, if any. */
function displayAsRole(route: RouteDef, search: string): RoleName | undefined {
  const display = new URLSearchParams(search).get('_display_as');
  return display !== null && route.displayAs && Object.hasOwn(route.displayAs, display) ? route.displayAs[display] : undefined;
}
