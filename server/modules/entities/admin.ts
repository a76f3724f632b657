import { z } from 'zod';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Entity, Prisma } from '../../db/generated/prisma/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import type { Db } from '../objects/registry.ts';
import { geoFilterCountry } from '@domain/geo/countries.ts';
import { ENTITY_ACTIVITIES, ENTITY_ARCHIVE_STATES, ENTITY_SIZES, sizeRange } from '@domain/entity-admin.ts';
import { PERSON_ENTITY, RelationCode } from '@domain/entities.ts';
import { joinPolicy } from './join-policy.ts';
import { authorizeEntitiesAdmin } from './policy.ts';
import { entityIdsMatching } from './search.ts';
import { auditEntityAct, DEFAULT_ENTITY_ORDER, listAdmins } from './service.ts';

/**
 * Entity administration (issue 21 part 2, `/admin/entity/…`): a site ADMIN lists every entity with
 * filters, merges a duplicate into its original and archives entities. Editing fields, settings,
 * admin letters and the subdomain are the entity's own services (`service.ts`, subdomains), which a
 * site ADMIN passes through `entityPolicy` and which audit a site ADMIN's acts.
 */

const DAY = 24 * 60 * 60 * 1000;
const SEARCH_CAP = 2000;

export const adminEntityFilterSchema = z.object({
  type: z.coerce.number().int().min(-1).max(99).nullish(),
  /** people (type 0) are left out unless asked for or their type is chosen */
  people: z.boolean().nullish(),
  country: z.string().trim().max(10).nullish(),
  size: z.enum(ENTITY_SIZES).nullish(),
  activity: z.enum(ENTITY_ACTIVITIES).nullish(),
  query: z.string().trim().max(200).nullish(),
  archived: z.enum(ENTITY_ARCHIVE_STATES).nullish(),
});
export type AdminEntityFilter = z.input<typeof adminEntityFilterSchema>;

/** Where an entity was active since a moment: created, posted to or by, joined. */
function activeSince(since: Date): Prisma.EntityWhereInput {
  return {
    OR: [
      { createdAt: { gte: since } },
      { boardItems: { some: { time: { gte: since } } } },
      { timelineItems: { some: { time: { gte: since } } } },
      { relationsTo: { some: { code: RelationCode.MEMBER, createdAt: { gte: since } } } },
    ],
  };
}

/** The ids of entities holding at least `min` members. */
async function idsWithMembers(db: Db, min: number): Promise<number[]> {
  const rows = await db.entityRelation.groupBy({
    by: ['toId'],
    where: { code: RelationCode.MEMBER },
    having: { toId: { _count: { gte: min } } },
  });
  return rows.map((row) => row.toId);
}

/** The admin list's filter as a Prisma filter (the admin sees blocked and archived entities too). */
export async function adminEntityWhere(db: Db, filter: AdminEntityFilter, now = new Date()): Promise<Prisma.EntityWhereInput> {
  const data = parseInput(adminEntityFilterSchema, filter);
  const conditions: Prisma.EntityWhereInput[] = [];
  if (data.type !== undefined && data.type !== null) conditions.push({ type: data.type });
  else if (!data.people) conditions.push({ type: { not: PERSON_ENTITY } });
  const country = geoFilterCountry(data.country);
  if (country) conditions.push({ country });
  if (data.size) {
    const { min, max } = sizeRange(data.size);
    if (min > 0) conditions.push({ id: { in: await idsWithMembers(db, min) } });
    if (max !== null) conditions.push({ id: { notIn: await idsWithMembers(db, max + 1) } });
  }
  if (data.activity === 'month') conditions.push(activeSince(new Date(now.getTime() - 30 * DAY)));
  else if (data.activity === 'year') conditions.push(activeSince(new Date(now.getTime() - 365 * DAY)));
  else if (data.activity === 'dormant') conditions.push({ NOT: activeSince(new Date(now.getTime() - 365 * DAY)) });
  if (data.query) conditions.push({ id: { in: await entityIdsMatching(db, data.query, SEARCH_CAP) } });
  const archived = data.archived ?? 'active';
  if (archived === 'active') conditions.push({ archivedAt: null });
  else if (archived === 'archived') conditions.push({ archivedAt: { not: null } });
  return { AND: conditions };
}

/** The last time something happened in or to an entity: an item posted in or by it, a member joining, its creation. */
export async function lastActivity(db: Db, entity: Pick<Entity, 'id' | 'createdAt'>): Promise<Date> {
  const [board, own, joined] = await Promise.all([
    db.timelineItem.aggregate({ where: { entityId: entity.id }, _max: { time: true } }),
    db.timelineItem.aggregate({ where: { ownerId: entity.id }, _max: { time: true } }),
    db.entityRelation.aggregate({ where: { toId: entity.id, code: RelationCode.MEMBER }, _max: { createdAt: true } }),
  ]);
  const times = [entity.createdAt, board._max?.time ?? null, own._max?.time ?? null, joined._max.createdAt].filter((time): time is Date => time !== null);
  return new Date(Math.max(...times.map((time) => time.getTime())));
}

/** A page of the admin list for REST `GET /api/admin/entity`, each entity with its member count. */
export async function adminEntityPage(services: Services, viewer: Viewer, filter: AdminEntityFilter, page: { page: number; size: number }) {
  authorizeEntitiesAdmin(viewer);
  const db = services.prisma;
  const where = await adminEntityWhere(db, filter);
  const [total, rows] = await Promise.all([
    db.entity.count({ where }),
    db.entity.findMany({
      where,
      orderBy: DEFAULT_ENTITY_ORDER,
      skip: page.page * page.size,
      take: page.size,
      include: { _count: { select: { relationsTo: { where: { code: RelationCode.MEMBER } } } } },
    }),
  ]);
  const withActivity = await Promise.all(rows.map(async (row) => ({ ...row, lastActivityAt: await lastActivity(db, row) })));
  return { total, rows: withActivity };
}

/** One entity as its administration shows it: the entity, member count, last activity, admins and join policy. */
export async function adminEntity(services: Services, viewer: Viewer, entityId: number) {
  authorizeEntitiesAdmin(viewer);
  const db = services.prisma;
  const entity = await db.entity.findUnique({ where: { id: entityId } });
  if (!entity) throw new NotFoundError();
  const [memberCount, lastActivityAt, admins] = await Promise.all([
    db.entityRelation.count({ where: { toId: entityId, code: RelationCode.MEMBER } }),
    lastActivity(db, entity),
    listAdmins(db, entityId),
  ]);
  return { entity, memberCount, lastActivityAt, admins, joinPolicy: joinPolicy(entity.type) ?? null };
}

// ---------------------------------------------------------------------------------------------
// Archive

/** Archives an entity (hidden from the community list, autocomplete and search; read-only) or takes it out of the archive. */
export async function setEntityArchived(services: Services, viewer: Viewer, entityId: number, archived: boolean): Promise<Entity> {
  authorizeEntitiesAdmin(viewer, 'archive');
  return services.prisma.$transaction(async (tx) => {
    const entity = await tx.entity.findUnique({ where: { id: entityId } });
    if (!entity) throw new NotFoundError();
    if (entity.type === PERSON_ENTITY) throw new ConflictError('ENTITY_IS_PERSON', 'People are not archived here; suspend the account instead');
    if (Boolean(entity.archivedAt) === archived) return entity;
    const saved = await tx.entity.update({
      where: { id: entityId },
      data: archived ? { archivedAt: new Date() } : { archivedAt: null, mergedIntoId: null },
    });
    await auditEntityAct(tx, viewer, archived ? 'ENTITY_ARCHIVE' : 'ENTITY_UNARCHIVE', saved);
    return saved;
  });
}

// ---------------------------------------------------------------------------------------------
// Merge

/**
 * A column that points at an entity, moved from the duplicate to the original; `unique` names the
 * other columns of a unique key it shares, whose clashing rows stay with the duplicate (and go when
 * the duplicate goes).
 */
interface EntityColumn {
  table: string;
  column: string;
  unique?: readonly string[];
}

const MOVED_COLUMNS: readonly EntityColumn[] = [
  { table: 'EntityRelation', column: 'toId', unique: ['fromId', 'code'] },
  { table: 'EntityRelation', column: 'fromId', unique: ['toId', 'code'] },
  { table: 'TimelineItem', column: 'entityId' },
  { table: 'TimelineItem', column: 'ownerId' },
  { table: 'Post', column: 'entityId' },
  { table: 'Post', column: 'authorId' },
  { table: 'Media', column: 'entityId' },
  { table: 'Media', column: 'ownerId', unique: ['clientKey'] },
  { table: 'Article', column: 'entityId' },
  { table: 'Article', column: 'authorId' },
  { table: 'Collection', column: 'entityId' },
  { table: 'Collection', column: 'ownerId' },
  { table: 'Message', column: 'entityId' },
  { table: 'Message', column: 'toId' },
  { table: 'Message', column: 'fromId' },
  { table: 'MessageCopy', column: 'ownerId', unique: ['messageId'] },
  { table: 'MessageCopy', column: 'correspondentId' },
  { table: 'Comment', column: 'createdById' },
  { table: 'ObservationContributor', column: 'entityId', unique: ['observationId', 'role'] },
];

async function moveColumn(tx: Db, { table, column, unique }: EntityColumn, from: number, to: number): Promise<number> {
  const clash = unique?.length
    ? ` AND NOT EXISTS (SELECT 1 FROM "${table}" x WHERE x."${column}" = $2 AND ${unique.map((key) => `x."${key}" IS NOT DISTINCT FROM t."${key}"`).join(' AND ')})`
    : '';
  return tx.$executeRawUnsafe(`UPDATE "${table}" t SET "${column}" = $2 WHERE t."${column}" = $1${clash}`, from, to);
}

export interface MergeResult {
  source: Entity;
  target: Entity;
  moved: Record<string, number>;
}

/**
 * Merges the duplicate `sourceId` into `targetId` (same type, neither a person): its members and
 * relations (duplicates skipped), board items, posts, media, journal, collections, messages,
 * comments and record contributions move to the original, which takes over the subdomain if it has
 * none; the duplicate stays archived with `mergedIntoId` pointing at the original. One transaction,
 * audited.
 */
export async function mergeEntities(services: Services, viewer: Viewer, sourceId: number, targetId: number): Promise<MergeResult> {
  authorizeEntitiesAdmin(viewer, 'merge');
  if (sourceId === targetId) throw new ValidationError([{ field: 'into', code: 'MERGE_SAME_ENTITY' }]);
  return services.prisma.$transaction(async (tx) => {
    // both rows locked, lower id first, so that two merges never wait on each other crosswise
    await tx.$queryRaw`SELECT id FROM "Entity" WHERE id IN (${Math.min(sourceId, targetId)}, ${Math.max(sourceId, targetId)}) ORDER BY id FOR UPDATE`;
    const [source, target] = await Promise.all([tx.entity.findUnique({ where: { id: sourceId } }), tx.entity.findUnique({ where: { id: targetId } })]);
    if (!source || !target) throw new NotFoundError();
    if (source.type === PERSON_ENTITY || target.type === PERSON_ENTITY) throw new ConflictError('MERGE_PERSON', 'People are not merged here');
    if (source.type !== target.type) throw new ConflictError('MERGE_TYPE_MISMATCH', 'Only entities of the same type are merged');
    if (source.mergedIntoId !== null) throw new ConflictError('ALREADY_MERGED', 'This entity was merged already');
    if (target.mergedIntoId !== null) throw new ConflictError('MERGE_TARGET_MERGED', 'The target was merged into another entity');
    const moved: Record<string, number> = {};
    for (const column of MOVED_COLUMNS) moved[`${column.table}.${column.column}`] = await moveColumn(tx, column, sourceId, targetId);
    // what could not move (a relation the original holds already) and relations the merge turned onto itself
    const dropped = await tx.entityRelation.deleteMany({ where: { OR: [{ toId: sourceId }, { fromId: sourceId }, { fromId: targetId, toId: targetId }] } });
    moved['EntityRelation.skipped'] = dropped.count;
    const subdomain = source.subdomain;
    const archived = await tx.entity.update({ where: { id: sourceId }, data: { archivedAt: source.archivedAt ?? new Date(), mergedIntoId: targetId, subdomain: null } });
    const kept = subdomain && !target.subdomain ? await tx.entity.update({ where: { id: targetId }, data: { subdomain } }) : target;
    await auditEntityAct(tx, viewer, 'ENTITY_MERGE', kept, { merged: sourceId, mergedName: source.displayName, moved, by: actingEntityId(viewer) });
    return { source: archived, target: kept, moved };
  });
}
