import { DEFAULT_LOGIN_PATH } from '@domain/subdomains.ts';

/** The `?entity=` value that asks for everyone's records on a subdomain, where no value means the site's entity. */
export const EVERYONE_ENTITY = 'all';

/** The site as the route guard needs it (SiteProvider gives the whole state). */
export interface SiteGuardState {
  /** the subdomain's entity (recId); null on the main host */
  entityId: number | null;
  /** the server's answer (sitePolicy): the members-only routes admit the viewer here */
  canEnterMembersArea: boolean;
  /** LOGIN_PATH, or SUBDOMAIN_LOGIN_PATH on a subdomain */
  loginPath: string;
}

export const MAIN_SITE: SiteGuardState = { entityId: null, canEnterMembersArea: true, loginPath: DEFAULT_LOGIN_PATH };

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
