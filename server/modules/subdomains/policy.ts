import { requireAbility, type Abilities } from '../../auth/policy.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { hasRole } from '@domain/roles.ts';
import { ONLY_MEMBER_AREA } from '@domain/subdomains.ts';

export type SiteAction = 'enterMembersArea';

/** What the policy needs to know of the request's site: whether there is one, and whether the viewer is its member. */
export interface SiteSubject {
  /** the subdomain's entity; null on the main host */
  entityId: number | null;
  /** the viewer's member list holds the entity (a member or any admin letter) */
  isMember: boolean;
}

/**
 * Social-core §6: on an entity's subdomain a members-only area admits only the entity's members,
 * and ADMIN bypasses the restriction; the main host has no such restriction.
 */
export function sitePolicy(viewer: Viewer, site: SiteSubject): Abilities<SiteAction> {
  return { enterMembersArea: site.entityId === null || hasRole(viewer.role, 'ADMIN') || (viewer.user !== null && site.isMember) };
}

/** Refuses a members-only area: a guest with 401 UNAUTHORIZED (to log in), anybody else with 403 ONLY_MEMBER_AREA. */
export const authorizeMembersArea = (viewer: Viewer, site: SiteSubject) =>
  requireAbility(viewer, sitePolicy(viewer, site), 'enterMembersArea', ONLY_MEMBER_AREA, 'OnlyMember area');

export type SubdomainAction = 'setSubdomain';

/** Giving an entity its subdomain (a host name of the service) is for site ADMINs only. */
export function subdomainPolicy(viewer: Viewer): Abilities<SubdomainAction> {
  return { setSubdomain: hasRole(viewer.role, 'ADMIN') };
}

export const authorizeSubdomainChange = (viewer: Viewer) => requireAbility(viewer, subdomainPolicy(viewer), 'setSubdomain');
