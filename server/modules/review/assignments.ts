import { z } from 'zod';
import { isCountryCode } from '@domain/geo/countries.ts';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import { AccountStatus } from '../../auth/account-status.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId } from '../../validation.ts';
import { recordAudit } from '../audit/log.ts';
import type { Db } from '../objects/registry.ts';
import { authorizeReview } from './policy.ts';

/** The roles that review records: site moderators and admins (recording §4). */
export const VALIDATOR_ROLES = ['MODERATOR', 'ADMIN'] as const;

/** What an assignment may narrow: null or absent means any. */
export interface AssignmentScope {
  country: string | null;
  region: string | null;
  family: string | null;
  genus: string | null;
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

const assignmentInput = z.object({
  validatorId: recordId,
  country: optionalText(2)
    .transform((value) => value?.toUpperCase() ?? null)
    .refine((value) => value === null || isCountryCode(value), { message: 'FORMAT_ERROR' }),
  region: optionalText(100),
  family: optionalText(100),
  genus: optionalText(100),
});
export type AssignmentInput = z.input<typeof assignmentInput>;

/** The validators (active site moderators and admins) whom records may be shared among, by name. */
export async function listValidators(services: Services, viewer: Viewer) {
  authorizeReview(viewer, 'assignValidators');
  const users = await services.prisma.user.findMany({
    where: { role: { in: [...VALIDATOR_ROLES] }, status: AccountStatus.ACTIVE },
    select: { entityId: true },
  });
  return services.prisma.entity.findMany({ where: { id: { in: users.map((user) => user.entityId) } }, orderBy: [{ displayName: 'asc' }, { id: 'asc' }] });
}

/** Every assignment, by validator then oldest first (admins). */
export function listAssignments(services: Services, viewer: Viewer) {
  authorizeReview(viewer, 'assignValidators');
  return services.prisma.validatorAssignment.findMany({ orderBy: [{ validatorId: 'asc' }, { id: 'asc' }], include: { validator: true } });
}

/**
 * Gives a validator a share of the review work: records of a country (and region of it), and/or of
 * a family or genus. At least one of them narrows it, a region needs its country, and a family or
 * genus must be one of the catalogue's, so an assignment can never silently match nothing.
 */
export async function addAssignment(services: Services, viewer: Viewer, input: AssignmentInput) {
  authorizeReview(viewer, 'assignValidators');
  const data = parseInput(assignmentInput, input);
  if (!data.country && !data.region && !data.family && !data.genus) throw new ValidationError([{ field: 'country', code: 'ASSIGNMENT_EMPTY' }]);
  if (data.region && !data.country) throw new ValidationError([{ field: 'country', code: 'FIELD_REQUIRED' }]);
  const validator = await services.prisma.user.findUnique({ where: { entityId: data.validatorId }, select: { role: true, status: true } });
  if (!validator || !(VALIDATOR_ROLES as readonly string[]).includes(validator.role) || validator.status !== AccountStatus.ACTIVE) {
    throw new ValidationError([{ field: 'validatorId', code: 'NOT_A_VALIDATOR' }]);
  }
  for (const rank of ['family', 'genus'] as const) {
    const name = data[rank];
    if (name && !(await services.prisma.species.findFirst({ where: { [rank]: { equals: name, mode: 'insensitive' } }, select: { family: true, genus: true } }))) {
      throw new ValidationError([{ field: rank, code: 'UNKNOWN_TAXON' }]);
    }
  }
  const me = actingEntityId(viewer);
  return services.prisma.$transaction(async (tx) => {
    const created = await tx.validatorAssignment.create({ data, include: { validator: true } });
    await recordAudit(tx, {
      actorId: me,
      action: 'VALIDATOR_ASSIGN',
      subject: created.validator.displayName,
      details: { assignment: created.id, validatorId: data.validatorId, ...scopeOf(created) },
    });
    return created;
  });
}

/** Takes an assignment back; the validator again gets only what nobody's assignment matches. */
export async function removeAssignment(services: Services, viewer: Viewer, id: number): Promise<void> {
  authorizeReview(viewer, 'assignValidators');
  const me = actingEntityId(viewer);
  await services.prisma.$transaction(async (tx) => {
    const current = await tx.validatorAssignment.findUnique({ where: { id }, include: { validator: true } });
    if (!current) throw new NotFoundError();
    await tx.validatorAssignment.delete({ where: { id } });
    await recordAudit(tx, {
      actorId: me,
      action: 'VALIDATOR_UNASSIGN',
      subject: current.validator.displayName,
      details: { assignment: id, validatorId: current.validatorId, ...scopeOf(current) },
    });
  });
}

const scopeOf = ({ country, region, family, genus }: AssignmentScope) => ({ country, region, family, genus });

/** The records an assignment matches, as a filter of the review list. */
export function assignmentWhere({ country, region, family, genus }: AssignmentScope): Prisma.ObservationWhereInput {
  return {
    ...(country ? { country } : {}),
    ...(region ? { region: { equals: region, mode: 'insensitive' } } : {}),
    ...(family || genus
      ? {
          species: {
            ...(family ? { family: { equals: family, mode: 'insensitive' } } : {}),
            ...(genus ? { genus: { equals: genus, mode: 'insensitive' } } : {}),
          },
        }
      : {}),
  } satisfies Prisma.ObservationWhereInput;
}

/** What an assignment looks at in a record. */
export interface AssignableRecord {
  country: string;
  region: string | null;
  species: { family: string; genus: string } | null;
}

const same = (wanted: string | null, actual: string | null | undefined) => wanted === null || (actual ?? '').toLowerCase() === wanted.toLowerCase();

/** Whether an assignment matches a record: each thing it narrows agrees (taxa and regions regardless of case). */
export function assignmentMatches(assignment: AssignmentScope, record: AssignableRecord): boolean {
  return (
    same(assignment.country, record.country) &&
    same(assignment.region, record.region) &&
    same(assignment.family, record.species?.family) &&
    same(assignment.genus, record.species?.genus)
  );
}

/** The records matching any of the viewer's assignments ("mine" in the review list); none when the viewer has none. */
export async function myAssignmentsWhere(db: Db, viewer: Viewer): Promise<Prisma.ObservationWhereInput> {
  const mine = await db.validatorAssignment.findMany({ where: { validatorId: actingEntityId(viewer) } });
  return { OR: mine.length ? mine.map(assignmentWhere) : [{ id: -1 }] };
}
