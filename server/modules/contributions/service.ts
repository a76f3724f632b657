import { z } from 'zod';
import { CONTRIBUTION_ROLES, type ContributionRole, CONTRIBUTORS_MAX } from '@domain/contributions.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { ForbiddenError, ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId } from '../../validation.ts';
import type { Db } from '../objects/registry.ts';
import { authorizeRecord } from '../observations/policy.ts';
import { findVisibleObservation } from '../observations/service.ts';
import { notBlockedWith } from '../privacy/visibility.ts';
import { isBlockedBetween } from '../relations/blocks.ts';

/** A contributor as the record view shows it. */
export interface Contributor {
  observationId: number;
  entityId: number;
  role: ContributionRole;
  displayName: string;
}

const contributorsSchema = z.array(z.object({ entityId: recordId, role: z.enum(CONTRIBUTION_ROLES) })).max(CONTRIBUTORS_MAX, { message: 'TOO_MANY_ITEMS' });

/**
 * The contributors of a record the viewer may see, in the order they were given; a record the viewer
 * may not see is DATA_NOT_FOUND, its list included. People blocked either way with the viewer are left out.
 */
export async function listContributors(db: Db, viewer: Viewer, observationId: number): Promise<Contributor[]> {
  await findVisibleObservation(db, viewer, observationId);
  return contributorsOf(db, viewer, [observationId]);
}

/** Many records' contributors at once (the records are visible already). */
export async function contributorsOf(db: Db, viewer: Viewer, observationIds: readonly number[]): Promise<Contributor[]> {
  const me = viewer.user?.entityId;
  const rows = await db.observationContributor.findMany({
    where: { observationId: { in: [...observationIds] }, ...(me === undefined ? {} : { entity: notBlockedWith(me) }) },
    orderBy: [{ observationId: 'asc' }, { position: 'asc' }],
    select: { observationId: true, entityId: true, role: true, entity: { select: { displayName: true } } },
  });
  return rows.map(({ entity, role, ...row }) => ({ ...row, role: role as ContributionRole, displayName: entity.displayName }));
}

/**
 * Replaces a record's contributors (its uploader and site admins). Each must be an active person the
 * record's uploader may reach: an unknown id, a group or an inactive account is DATA_NOT_FOUND on
 * its row, a block either way with the uploader BLOCKED. A pair given twice is kept once.
 */
export async function setContributors(services: Services, viewer: Viewer, observationId: number, raw: unknown): Promise<Contributor[]> {
  const db = services.prisma;
  const record = await findVisibleObservation(db, viewer, observationId);
  authorizeRecord(viewer, 'editContributors', record);
  const rows = parseInput(contributorsSchema, raw);
  const ids = [...new Set(rows.map((row) => row.entityId))];
  const people = await db.entity.findMany({ where: { id: { in: ids }, type: 0, user: { status: 1 } }, select: { id: true } });
  const found = new Set(people.map((person) => person.id));
  const missing = rows.flatMap((row, index) => (found.has(row.entityId) ? [] : [{ field: `contributors.${index}.entityId`, code: 'DATA_NOT_FOUND' }]));
  if (missing.length) throw new ValidationError(missing);
  for (const id of ids) {
    if (await isBlockedBetween(db, record.uploaderId, id)) throw new ForbiddenError('BLOCKED', 'One of you has blocked the other');
  }
  const seen = new Set<string>();
  const unique = rows.filter((row) => {
    const key = `${row.entityId}:${row.role}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  await db.$transaction([
    db.observationContributor.deleteMany({ where: { observationId } }),
    db.observationContributor.createMany({ data: unique.map((row, position) => ({ observationId, entityId: row.entityId, role: row.role, position })) }),
  ]);
  return contributorsOf(db, viewer, [observationId]);
}
