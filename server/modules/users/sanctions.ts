import { z } from 'zod';
import { SANCTION_REASON_MAX, SUSPENSION_DAYS_MAX } from '@domain/roles.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { AccountStatus } from '../../auth/account-status.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { actingEntityId } from '../../auth/viewer.ts';
import { AccountSuspendedError, ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { recordAudit } from '../audit/log.ts';
import { deliverStaged, stageNotices } from '../notifications/dispatcher.ts';
import type { Db } from '../objects/registry.ts';
import { authorizePeople, authorizePerson } from './people-policy.ts';

/**
 * Sanctions against a person (issue 21 part 3): suspensions now, warnings later (the disputes'
 * part adds them to the same table). Every act is one transaction with its audit entry and the
 * person's notice; the history is kept (a lifted or ended suspension stays, with who lifted it).
 *
 * A suspension is in force while not lifted and its `until` is null or ahead; meanwhile
 * `User.status` is SUSPENDED, so no session resolves, and every session was ended when it began.
 * Its end is noticed on sign-in (`checkSuspension`): an expired one sets the account active again.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export const suspendSchema = z.object({
  entityId: z.number().int().positive(),
  /** whole days from now; null or absent: until lifted */
  days: z.number().int().min(1).max(SUSPENSION_DAYS_MAX).nullish(),
  reason: z.string().trim().min(1).max(SANCTION_REASON_MAX),
});
export type SuspendInput = z.input<typeof suspendSchema>;

const liftSchema = z.object({ entityId: z.number().int().positive(), reason: z.string().trim().max(SANCTION_REASON_MAX).nullish() });
export type LiftInput = z.input<typeof liftSchema>;

/** The suspensions in force, as a where on Sanction. */
export const inForce = (now: Date) => ({ kind: 'SUSPEND' as const, liftedAt: null, OR: [{ until: null }, { until: { gt: now } }] });

/** The person's user row (locked for the transaction, so two keepers' acts on one account take turns); DATA_NOT_FOUND for no such person. */
export async function lockPerson(tx: Db, entityId: number) {
  await tx.$queryRaw`SELECT id FROM "User" WHERE "entityId" = ${entityId} FOR UPDATE`;
  const user = await tx.user.findUnique({
    where: { entityId },
    select: { id: true, role: true, status: true, entityId: true, entity: { select: { displayName: true } } },
  });
  if (!user) throw new NotFoundError();
  return user;
}

/**
 * The acting keeper as the database has them now: a role taken away (or an account suspended) by
 * an act that committed while this request waited for its locks counts, so two admins demoting
 * each other at once cannot both succeed.
 */
export async function actorNow(tx: Db, viewer: Viewer): Promise<Viewer> {
  const user = viewer.user && (await tx.user.findUnique({ where: { id: viewer.user.id }, select: { role: true, status: true } }));
  if (!user || user.status !== AccountStatus.ACTIVE) throw new ForbiddenError();
  return { ...viewer, role: user.role };
}

export const personObjectId = (entityId: number) => encodeGlobalID('Entity', String(entityId));

/** Suspends a person for `days` days or until lifted, ends all their sessions; 409 ALREADY_SUSPENDED while one is in force. */
export async function suspendAccount(services: Services, viewer: Viewer, input: SuspendInput) {
  authorizePeople(viewer);
  const { entityId, days, reason } = parseInput(suspendSchema, input);
  const actorId = actingEntityId(viewer);
  const now = new Date();
  const until = days ? new Date(now.getTime() + days * DAY_MS) : null;
  const { sanction, staged } = await services.prisma.$transaction(async (tx) => {
    const person = await lockPerson(tx, entityId);
    authorizePerson(await actorNow(tx, viewer), { entityId, role: person.role }, 'suspend');
    if (await tx.sanction.findFirst({ where: { targetId: entityId, ...inForce(now) }, select: { id: true } })) {
      throw new ConflictError('ALREADY_SUSPENDED', 'The account is suspended already');
    }
    const sanction = await tx.sanction.create({ data: { kind: 'SUSPEND', targetId: entityId, byId: actorId, reason, until } });
    await tx.user.update({ where: { id: person.id }, data: { status: AccountStatus.SUSPENDED } });
    await tx.session.deleteMany({ where: { userId: person.id } });
    await recordAudit(tx, {
      actorId,
      action: 'ACCOUNT_SUSPEND',
      objectId: personObjectId(entityId),
      subject: person.entity.displayName,
      reason,
      details: { until: until?.toISOString() ?? null, days: days ?? null, status: { before: person.status, after: AccountStatus.SUSPENDED } },
    });
    const staged = await stageNotices(tx, [{ recipientId: entityId, token: 'ACCOUNT_SUSPENSION_NOTICE', url: null }]);
    return { sanction, staged };
  });
  await deliverStaged(services, staged);
  return sanction;
}

/** Lifts the suspension in force and makes the account active again; 409 NOT_SUSPENDED when none is. */
export async function liftSuspension(services: Services, viewer: Viewer, input: LiftInput) {
  authorizePeople(viewer);
  const { entityId, reason } = parseInput(liftSchema, input);
  const actorId = actingEntityId(viewer);
  const now = new Date();
  const { sanction, staged } = await services.prisma.$transaction(async (tx) => {
    const person = await lockPerson(tx, entityId);
    authorizePerson(await actorNow(tx, viewer), { entityId, role: person.role }, 'liftSuspension');
    const current = await tx.sanction.findFirst({ where: { targetId: entityId, ...inForce(now) }, orderBy: { id: 'desc' } });
    if (!current) throw new ConflictError('NOT_SUSPENDED', 'The account is not suspended');
    const sanction = await tx.sanction.update({ where: { id: current.id }, data: { liftedAt: now, liftedById: actorId } });
    await tx.user.update({ where: { id: person.id }, data: { status: AccountStatus.ACTIVE } });
    await recordAudit(tx, {
      actorId,
      action: 'ACCOUNT_SUSPENSION_LIFT',
      objectId: personObjectId(entityId),
      subject: person.entity.displayName,
      reason: reason || null,
      details: { sanction: current.id, until: current.until?.toISOString() ?? null },
    });
    const staged = await stageNotices(tx, [{ recipientId: entityId, token: 'ACCOUNT_SUSPENSION_LIFTED', url: null }]);
    return { sanction, staged };
  });
  await deliverStaged(services, staged);
  return sanction;
}

/** A person's sanctions, newest first, with who gave and who lifted them (moderators and admins). */
export async function listSanctions(services: Services, viewer: Viewer, entityId: number) {
  authorizePeople(viewer);
  return services.prisma.sanction.findMany({
    where: { targetId: entityId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    include: { by: { select: { id: true, displayName: true } }, liftedBy: { select: { id: true, displayName: true } } },
  });
}

/** The suspension in force against a person, if any. */
export function currentSuspension(db: Db, entityId: number, now = new Date()) {
  return db.sanction.findFirst({ where: { targetId: entityId, ...inForce(now) }, orderBy: { id: 'desc' } });
}

/**
 * On sign-in with the right password, a suspended account: while a suspension is in force, 403
 * ACCOUNT_SUSPENDED with its end; once every suspension has ended, the account is active again
 * (expiry needs no job: the date decides at the next sign-in). A suspended account without any
 * sanction row (set so by hand) stays shut: false.
 */
export async function checkSuspension(db: Db, user: { id: number; entityId: number; status: number }): Promise<boolean> {
  if (user.status !== AccountStatus.SUSPENDED) return true;
  const current = await currentSuspension(db, user.entityId);
  if (current) throw new AccountSuspendedError(current.until);
  const ended = await db.sanction.findFirst({ where: { targetId: user.entityId, kind: 'SUSPEND' }, select: { id: true } });
  if (!ended) return false;
  await db.user.updateMany({ where: { id: user.id, status: AccountStatus.SUSPENDED }, data: { status: AccountStatus.ACTIVE } });
  user.status = AccountStatus.ACTIVE;
  return true;
}
