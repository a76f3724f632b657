import { hasRole, type RoleName } from '@domain/roles.ts';
import { DEFAULT_LOGIN_PATH } from '@domain/subdomains.ts';

/** The `?entity=` value that asks for everyone's records on a subdomain, where no value means the site's entity. */
export const EVERYONE_ENTITY = 'all';

/** The site as the route guard needs it (SiteProvider gives the whole state). */
export interface SiteGuardState {
  /** the subdomain's entity (recId); null on the main host */
  entityId: number | null;
  /** LOGIN_PATH, or SUBDOMAIN_LOGIN_PATH on a subdomain */
  loginPath: string;
}

export const MAIN_SITE: SiteGuardState = { entityId: null, loginPath: DEFAULT_LOGIN_PATH };

export interface MembersAreaViewer {
  role: RoleName;
  memberArray?: readonly number[];
}

/**
 * Social-core §6, as the spec words it for the route guard: on a subdomain a members-only route
 * admits users whose member list (the viewer state's memberArray) holds the site's entity, and
 * ADMIN. It reads the viewer state, which a login replaces at once; the server's own check is
 * server/modules/subdomains/policy.ts.
 */
export function admitsToMembersArea(viewer: MembersAreaViewer, site: SiteGuardState): boolean {
  return site.entityId === null || hasRole(viewer.role, 'ADMIN') || (viewer.memberArray?.includes(site.entityId) ?? false);
}

/** The login page at the configured path, returning to `next` after logging in. */
export function loginHref(loginPath: string, next: string): string {
  const url = new URL(loginPath, 'http://site.invalid');
  url.searchParams.set('next', next);
  return url.pathname + url.search;
}

/** Whether a location is the configured login path: its path, with every query parameter the path names. */
export function atLoginPath(loginPath: string, pathname: string, search: string): boolean {
  const url = new URL(loginPath, 'http://site.invalid');
  if (url.pathname !== pathname) return false;
  const params = new URLSearchParams(search);
  return [...url.searchParams].every(([name, value]) => params.get(name) === value);
}

/** The login path's own page when it is not the home page's (`/belepes/`), so that the route table can answer it. */
export function loginPagePath(loginPath: string): string | null {
  const { pathname } = new URL(loginPath, 'http://site.invalid');
  return pathname === '/' ? null : pathname;
}

/**
 * On a subdomain the records list and map show the site's entity's records unless the URL names
 * an entity (or everyone, `?entity=all`): the search to go to first, or null.
 */
export function siteEntityArrival(search: string, site: SiteGuardState): string | null {
  const params = new URLSearchParams(search);
  if (site.entityId === null || params.has('entity')) return null;
  params.set('entity', String(site.entityId));
  return `?${params.toString()}`;
}
