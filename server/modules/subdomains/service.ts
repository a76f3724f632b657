import type { Viewer } from '../../auth/viewer.ts';
import type { Entity } from '../../db/generated/prisma/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import type { Db } from '../objects/registry.ts';
import { MEMBERSHIP_CODES, PERSON_ENTITY } from '@domain/entities.ts';
import { subdomainProblem } from '@domain/subdomains.ts';
import { authorizeMembersArea, authorizeSubdomainChange, sitePolicy, type SiteSubject, subdomainPolicy } from './policy.ts';
import type { Site } from './site.ts';
import { auditEntityAct } from '../entities/service.ts';

/** Whether the viewer's member list holds the entity: a member (M) or any admin letter of it. */
export async function isMemberOf(db: Db, viewer: Viewer, entityId: number): Promise<boolean> {
  const me = viewer.user?.entityId;
  if (me === undefined) return false;
  return (await db.entityRelation.count({ where: { fromId: me, toId: entityId, code: { in: MEMBERSHIP_CODES } } })) > 0;
}

async function siteSubject(db: Db, viewer: Viewer, site: Site | null): Promise<SiteSubject> {
  if (!site) return { entityId: null, isMember: false };
  return { entityId: site.entityId, isMember: await isMemberOf(db, viewer, site.entityId) };
}

/** What the client learns of the site it is on: the entity, where guests log in, whether the members-only routes admit the viewer. */
export async function siteState(services: Services, viewer: Viewer, site: Site | null) {
  const subject = await siteSubject(services.prisma, viewer, site);
  return {
    subdomain: site?.subdomain ?? null,
    entityId: site?.entityId ?? null,
    loginPath: site ? services.config.loginPath.subdomain : services.config.loginPath.main,
    /** the host the subdomains are under (PUBLIC_ORIGIN's); null: no subdomain mode */
    publicHost: services.config.publicOrigin ? new URL(services.config.publicOrigin).host : null,
    can: { ...sitePolicy(viewer, subject), ...subdomainPolicy(viewer) },
  };
}
export type SiteState = Awaited<ReturnType<typeof siteState>>;

/** The one check of a members-only area (members-only.ts): 401 for a guest on a subdomain, 403 ONLY_MEMBER_AREA for a non-member. */
export async function enterMembersArea(db: Db, viewer: Viewer, site: Site | null): Promise<void> {
  if (!site) return;
  authorizeMembersArea(viewer, await siteSubject(db, viewer, site));
}

/**
 * Gives an entity its subdomain, or takes it away (an empty value): ADMIN only; a lower-case DNS label
 * of 3 to 63 characters that names no part of the service (www, api, admin, mail…), used by no other entity.
 */
export async function setEntitySubdomain(services: Services, viewer: Viewer, entityId: number, value: string | null): Promise<Entity> {
  authorizeSubdomainChange(viewer);
  const subdomain = value?.trim().toLowerCase() || null;
  if (subdomain !== null) {
    const problem = subdomainProblem(subdomain);
    if (problem) throw new ValidationError([{ field: 'subdomain', code: problem }]);
  }
  const entity = await services.prisma.entity.findUnique({ where: { id: entityId } });
  if (!entity) throw new NotFoundError();
  if (entity.type === PERSON_ENTITY && subdomain !== null) throw new ValidationError([{ field: 'entity', code: 'SUBDOMAIN_NOT_FOR_PERSON' }]);
  if (entity.subdomain === subdomain) return entity;
  try {
    return await services.prisma.$transaction(async (tx) => {
      const saved = await tx.entity.update({ where: { id: entityId }, data: { subdomain } });
      await auditEntityAct(tx, viewer, 'ENTITY_SUBDOMAIN', saved, { from: entity.subdomain, to: subdomain });
      return saved;
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') throw new ConflictError('SUBDOMAIN_TAKEN', 'Another entity has this subdomain');
    throw error;
  }
}
