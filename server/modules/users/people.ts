import { z } from 'zod';
import { ACCOUNT_ROLES, PROMOTION_STEPS, type RoleName, suggestedRole } from '@domain/roles.ts';
import { ReviewStatus } from '@domain/observations/enums.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { AccountStatus } from '../../auth/account-status.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { actingEntityId } from '../../auth/viewer.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { recordAudit } from '../audit/log.ts';
import { deliverStaged, stageNotices } from '../notifications/dispatcher.ts';
import type { Db } from '../objects/registry.ts';
import { authorizePeople, authorizePerson, personPolicy, rolesFor } from './people-policy.ts';
import { actorNow, currentSuspension, lockPerson, personObjectId } from './sanctions.ts';

/** People as the keepers look them up (issue 21 part 3): by name, e-mail or username, one role. */
export const peopleFilterSchema = z.object({
  search: z.string().trim().max(100).nullish(),
  role: z.enum(ACCOUNT_ROLES).nullish(),
});
export type PeopleFilter = z.input<typeof peopleFilterSchema>;

export function peopleWhere(filter: PeopleFilter): Prisma.UserWhereInput {
  const { search, role } = parseInput(peopleFilterSchema, filter);
  return {
    ...(role ? { role } : {}),
    ...(search
      ? {
          OR: [
            { entity: { displayName: { contains: search, mode: 'insensitive' as const } } },
            { email: { contains: search, mode: 'insensitive' as const } },
            { username: { contains: search, mode: 'insensitive' as const } },
          ],
        }
      : {}),
  };
}

export const PEOPLE_ORDER = [{ entity: { displayName: 'asc' } }, { id: 'asc' }] satisfies Prisma.UserOrderByWithRelationInput[];

/** A page of people for REST `/api/admin/user`, with the filter's total. */
export async function peoplePage(services: Services, viewer: Viewer, filter: PeopleFilter, page: { page: number; size: number }) {
  authorizePeople(viewer);
  const where = peopleWhere(filter);
  const [total, users] = await Promise.all([
    services.prisma.user.count({ where }),
    services.prisma.user.findMany({ where, orderBy: PEOPLE_ORDER, skip: page.page * page.size, take: page.size, include: { entity: { select: { displayName: true } } } }),
  ]);
  return { total, users };
}

export interface RecordFigures {
  accepted: number;
  rejected: number;
  pending: number;
  /** accepted / (accepted + rejected); null before any decision */
  acceptanceRate: number | null;
}

/** Accepted, rejected and pending records by uploader, in one query. */
export async function recordFigures(db: Db, entityIds: readonly number[]): Promise<Map<number, RecordFigures>> {
  const rows = entityIds.length
    ? await db.observation.groupBy({ by: ['uploaderId', 'status'], where: { uploaderId: { in: [...entityIds] } }, _count: { _all: true } })
    : [];
  const figures = new Map<number, RecordFigures>(entityIds.map((id) => [id, { accepted: 0, rejected: 0, pending: 0, acceptanceRate: null }]));
  for (const row of rows) {
    const each = figures.get(row.uploaderId)!;
    if (row.status === ReviewStatus.ACCEPTED) each.accepted += row._count._all;
    else if (row.status === ReviewStatus.REJECTED) each.rejected += row._count._all;
    else if (row.status === ReviewStatus.PENDING) each.pending += row._count._all;
  }
  for (const each of figures.values()) each.acceptanceRate = each.accepted + each.rejected ? each.accepted / (each.accepted + each.rejected) : null;
  return figures;
}

/** One account as a keeper sees it: the person, their record figures, the suspension in force and the roles the viewer may give. */
export async function adminPerson(services: Services, viewer: Viewer, entityId: number) {
  authorizePeople(viewer);
  const user = await services.prisma.user.findUnique({ where: { entityId }, include: { entity: { select: { displayName: true } } } });
  if (!user) throw new NotFoundError();
  const [figures, suspension] = await Promise.all([recordFigures(services.prisma, [entityId]), currentSuspension(services.prisma, entityId)]);
  const subject = { entityId, role: user.role };
  return { user, figures: figures.get(entityId)!, suspension, assignableRoles: rolesFor(viewer, subject), canSanction: personPolicy(viewer, subject).suspend };
}

/**
 * The reports against a person: about the person themselves, their posts and records (timeline
 * items) and their comments, newest first.
 */
export async function reportsAgainst(services: Services, viewer: Viewer, entityId: number) {
  authorizePeople(viewer);
  const [items, comments] = await Promise.all([
    services.prisma.timelineItem.findMany({ where: { ownerId: entityId }, select: { id: true } }),
    services.prisma.comment.findMany({ where: { createdById: entityId }, select: { id: true } }),
  ]);
  const objectIds = [
    personObjectId(entityId),
    ...items.map((item) => encodeGlobalID('TimelineItem', String(item.id))),
    ...comments.map((comment) => encodeGlobalID('Comment', String(comment.id))),
  ];
  return services.prisma.dispute.findMany({
    where: { objectId: { in: objectIds } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 200,
    include: { reporter: { select: { id: true, displayName: true } } },
  });
}

const setRoleSchema = z.object({
  entityId: z.number().int().positive(),
  role: z.enum(ACCOUNT_ROLES),
  reason: z.string().trim().max(1000).nullish(),
});
export type SetRoleInput = z.input<typeof setRoleSchema>;

/**
 * Gives a person a role (`people-policy.ts` decides who may give which): 409 ROLE_UNCHANGED for
 * the role they hold. The admins' rows are locked first and the actor's role is read again under
 * the lock (`actorNow`), so two admins demoting each other take turns and the second, no longer an
 * admin, is refused; the LAST_ADMIN check (409) guards the same rule should anything else change
 * the admins.
 */
export async function setRole(services: Services, viewer: Viewer, input: SetRoleInput) {
  authorizePeople(viewer);
  const { entityId, role, reason } = parseInput(setRoleSchema, input);
  const actorId = actingEntityId(viewer);
  const { user, staged } = await services.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE role = 'ADMIN' ORDER BY id FOR UPDATE`;
    const person = await lockPerson(tx, entityId);
    const actor = await actorNow(tx, viewer);
    authorizePerson(actor, { entityId, role: person.role }, 'changeRole');
    if (!rolesFor(actor, { entityId, role: person.role }).includes(role)) throw new ForbiddenError();
    if (person.role === role) throw new ConflictError('ROLE_UNCHANGED', 'The person holds this role already');
    if (person.role === 'ADMIN') {
      const others = await tx.user.count({ where: { role: 'ADMIN', status: AccountStatus.ACTIVE, id: { not: person.id } } });
      if (others === 0) throw new ConflictError('LAST_ADMIN', 'The last active admin keeps the role');
    }
    const user = await tx.user.update({ where: { id: person.id }, data: { role }, include: { entity: { select: { displayName: true } } } });
    await recordAudit(tx, {
      actorId,
      action: 'ROLE_CHANGE',
      objectId: personObjectId(entityId),
      subject: person.entity.displayName,
      reason: reason || null,
      details: { role: { before: person.role, after: role } },
    });
    const staged = await stageNotices(tx, [{ recipientId: entityId, token: 'ACCOUNT_ROLE_CHANGED', url: null }]);
    return { user, staged };
  });
  await deliverStaged(services, staged);
  return user;
}

export interface PromotionSuggestion {
  entityId: number;
  displayName: string;
  role: RoleName;
  suggested: RoleName;
  figures: RecordFigures;
}

/**
 * People whose records earn the next role (`PROMOTION_STEPS` in domain/roles.ts): accepted records,
 * and from ADV on the share validators accepted, at or above the step's thresholds. Active
 * accounts only, most accepted records first.
 */
export async function promotionSuggestions(services: Services, viewer: Viewer, limit = 100): Promise<PromotionSuggestion[]> {
  authorizePeople(viewer);
  const least = Math.min(...PROMOTION_STEPS.map((step) => step.minAccepted));
  const counts = await services.prisma.observation.groupBy({
    by: ['uploaderId'],
    where: { status: ReviewStatus.ACCEPTED },
    _count: { _all: true },
    having: { uploaderId: { _count: { gte: least } } },
  });
  const candidates = await services.prisma.user.findMany({
    where: { entityId: { in: counts.map((row) => row.uploaderId) }, status: AccountStatus.ACTIVE, role: { in: PROMOTION_STEPS.map((step) => step.from) } },
    select: { entityId: true, role: true, entity: { select: { displayName: true } } },
  });
  const figures = await recordFigures(
    services.prisma,
    candidates.map((user) => user.entityId),
  );
  return candidates
    .flatMap((user) => {
      const each = figures.get(user.entityId)!;
      const suggested = suggestedRole(user.role, each.accepted, each.acceptanceRate);
      return suggested ? [{ entityId: user.entityId, displayName: user.entity.displayName, role: user.role, suggested, figures: each }] : [];
    })
    .sort((a, b) => b.figures.accepted - a.figures.accepted || a.displayName.localeCompare(b.displayName))
    .slice(0, limit);
}
