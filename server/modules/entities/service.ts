import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Entity, Prisma } from '../../db/generated/prisma/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { richTextInput, sanitizeRichText } from '../rich-text/sanitize.ts';
import { publishBadgeCounts } from '../notifications/badge-counts.ts';
import type { Db } from '../objects/registry.ts';
import { notBlockedWith } from '../privacy/visibility.ts';
import { joinRequestUrl, withdrawNotifications } from '../relations/service.ts';
import { geoFilterCountry, isCountryCode } from '@domain/geo/countries.ts';
import { recordAudit } from '../audit/log.ts';
import { actsAsSiteAdmin, authorizeEntity } from './policy.ts';
import { adminLetters } from './rights.ts';
import { entityIdsMatching } from './search.ts';
import { ADMIN_CODES, COMMUNITY_ENTITY, GROUP_ENTITY, PERSON_ENTITY, PROJECT_ENTITY, RelationCode } from '@domain/entities.ts';

type Tx = Prisma.TransactionClient;

/** The entity types of the community list's tabs (recording §3). */
export const LISTED_TYPES = [COMMUNITY_ENTITY, PERSON_ENTITY, GROUP_ENTITY, PROJECT_ENTITY] as const;
/** Types a user may create; the community and persons come from elsewhere. */
export const CREATABLE_TYPES: readonly number[] = [GROUP_ENTITY, PROJECT_ENTITY];

/** Autocomplete limits (social-core §9): 20 for ajax sources, 30 for forms. */
export const AUTOCOMPLETE_SIZE = 20;
export const AUTOCOMPLETE_MAX_SIZE = 30;
/** How many name matches a search considers before the other filters. */
const SEARCH_CAP = 2000;

/** Relation letters that may be given the right to publish a note, question or alert. */
export const PUBLISH_LETTERS = 'ACEMRmc';

// ---------------------------------------------------------------------------------------------
// Rights

/** The viewer's relation letters towards an entity (none for a guest). */
export async function viewerCodes(db: Db, viewer: Viewer, entityId: number): Promise<string[]> {
  const me = viewer.user?.entityId;
  return me === undefined ? [] : codesOf(db, me, entityId);
}

async function codesOf(db: Db, fromId: number, toId: number): Promise<string[]> {
  const rows = await db.entityRelation.findMany({ where: { fromId, toId }, select: { code: true }, orderBy: { id: 'asc' } });
  return rows.map((row) => row.code);
}

/**
 * The entity a change is about, with the viewer's relation letters towards it: a guest is
 * UNAUTHORIZED, a missing entity DATA_NOT_FOUND. What the viewer may change is `entityPolicy`'s.
 */
export async function entityForChange(db: Db, viewer: Viewer, entityId: number) {
  const me = actingEntityId(viewer);
  const entity = await db.entity.findUnique({ where: { id: entityId } });
  if (!entity) throw new NotFoundError();
  return { entity, codes: await codesOf(db, me, entityId) };
}

/** The audit entry of a site ADMIN's act on an entity (issue 21 part 2), written in the act's transaction. */
export async function auditEntityAct(
  db: Db,
  viewer: Viewer,
  action: 'ENTITY_EDIT' | 'ENTITY_SETTINGS' | 'ENTITY_ADMIN_LETTER' | 'ENTITY_SUBDOMAIN' | 'ENTITY_MERGE' | 'ENTITY_ARCHIVE' | 'ENTITY_UNARCHIVE',
  entity: Pick<Entity, 'id' | 'displayName'>,
  details: Prisma.InputJsonObject = {},
): Promise<void> {
  await recordAudit(db, {
    actorId: actingEntityId(viewer),
    action,
    objectId: encodeGlobalID('Entity', String(entity.id)),
    subject: entity.displayName,
    details,
  });
}

// ---------------------------------------------------------------------------------------------
// Create, edit, settings, delete

/** An introduction as kept and shown: rich text through the one allowlist, with whether it removed anything. */
export const richTextDescription = richTextInput.transform(sanitizeRichText);
const description = richTextDescription;
const country = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => value === '' || isCountryCode(value), 'INVALID_COUNTRY')
  .transform((value) => value || null);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null);
const imageUrl = z
  .string()
  .trim()
  .max(1000)
  .refine((value) => value === '' || /^(https?:\/\/|\/)/.test(value), 'INVALID_URL')
  .transform((value) => value || null);

const entityFields = {
  displayName: z.string().trim().min(1).max(120),
  description: description.optional(),
  locationText: optionalText(200).nullish(),
  country: country.nullish(),
  subType: z.number().int().min(0).max(999).nullish(),
  profileImageUrl: imageUrl.nullish(),
};

const createSchema = z.object({
  type: z
    .number()
    .int()
    .refine((type) => CREATABLE_TYPES.includes(type), 'INVALID_ENTITY_TYPE'),
  ...entityFields,
});
const updateSchema = z.object({
  displayName: entityFields.displayName.optional(),
  description: entityFields.description,
  locationText: entityFields.locationText,
  country: entityFields.country,
  subType: entityFields.subType,
  profileImageUrl: entityFields.profileImageUrl,
});

export type CreateEntityInput = z.input<typeof createSchema>;
export type UpdateEntityInput = z.input<typeof updateSchema>;

/** A created or edited entity, and whether the sanitiser removed something from its introduction. */
export interface EntitySaved {
  entity: Entity;
  richTextCleaned: boolean;
}

/** Drops undefined keys (a field left out is not changed; null clears it). */
function defined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** A logged-in user creates a group (2) or a project (6) and becomes its administrator (A) and member. */
export async function createEntity(services: Services, viewer: Viewer, input: CreateEntityInput): Promise<EntitySaved> {
  const me = actingEntityId(viewer);
  const data = parseInput(createSchema, input);
  const entity = await services.prisma.$transaction(async (tx) => {
    const created = await tx.entity.create({
      data: {
        type: data.type,
        displayName: data.displayName,
        description: data.description?.html ?? '',
        locationText: data.locationText ?? null,
        country: data.country ?? null,
        subType: data.subType ?? null,
        profileImageUrl: data.profileImageUrl ?? null,
      },
    });
    await tx.entityRelation.createMany({
      data: [
        { fromId: me, toId: created.id, code: 'A' },
        { fromId: me, toId: created.id, code: RelationCode.MEMBER },
      ],
    });
    return created;
  });
  return { entity, richTextCleaned: data.description?.stripped ?? false };
}

/** Name, description, location, country, sub type and image: A only (or a site ADMIN). */
export async function updateEntity(services: Services, viewer: Viewer, entityId: number, input: UpdateEntityInput): Promise<EntitySaved> {
  const { description: sent, ...data } = parseInput(updateSchema, input);
  const updated = await services.prisma.$transaction(async (tx) => {
    const { entity, codes } = await entityForChange(tx, viewer, entityId);
    authorizeEntity(viewer, 'edit', { ...entity, codes });
    const changes = defined({ ...data, description: sent?.html });
    const saved = await tx.entity.update({ where: { id: entityId }, data: changes });
    if (actsAsSiteAdmin(viewer, { ...entity, codes })) await auditEntityAct(tx, viewer, 'ENTITY_EDIT', saved, { fields: Object.keys(changes) });
    return saved;
  });
  return { entity: updated, richTextCleaned: sent?.stripped ?? false };
}

/** A pub_* value: the relation letters allowed to publish, deduplicated in the canonical order. */
const publishLetters = z
  .string()
  .trim()
  .refine((value) => [...value].every((letter) => PUBLISH_LETTERS.includes(letter)), 'INVALID_RELATION_LETTERS')
  .transform((value) => [...PUBLISH_LETTERS].filter((letter) => value.includes(letter)).join(''));
const settingsSchema = z.object({
  pubNote: publishLetters.optional(),
  pubQuestion: publishLetters.optional(),
  pubAlert: publishLetters.optional(),
});
export type EntitySettingsInput = z.input<typeof settingsSchema>;

/** Which letters may publish notes, questions and alerts: the owner's (A) control. */
export async function updateEntitySettings(services: Services, viewer: Viewer, entityId: number, input: EntitySettingsInput): Promise<Entity> {
  const data = parseInput(settingsSchema, input);
  return services.prisma.$transaction(async (tx) => {
    const { entity, codes } = await entityForChange(tx, viewer, entityId);
    authorizeEntity(viewer, 'settings', { ...entity, codes });
    const saved = await tx.entity.update({ where: { id: entityId }, data: defined(data) });
    if (actsAsSiteAdmin(viewer, { ...entity, codes })) await auditEntityAct(tx, viewer, 'ENTITY_SETTINGS', saved, defined(data));
    return saved;
  });
}

/** Deletes a group-like entity with its relations and board (A only). */
export async function deleteEntity(services: Services, viewer: Viewer, entityId: number): Promise<{ id: number }> {
  const { entity, codes } = await entityForChange(services.prisma, viewer, entityId);
  authorizeEntity(viewer, 'delete', { ...entity, codes });
  await services.prisma.entity.delete({ where: { id: entityId } });
  return { id: entityId };
}

// ---------------------------------------------------------------------------------------------
// Members and admin letters

const adminCode = z.enum(ADMIN_CODES);

/** Locks the entity row so that two changes of its admins run one after the other. */
async function lockEntity(tx: Tx, entityId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Entity" WHERE id = ${entityId} FOR UPDATE`;
}

const memberCodes = (db: Db, memberId: number, entityId: number) => codesOf(db, memberId, entityId);

async function assertNotLastOwner(tx: Tx, entityId: number, memberId: number): Promise<void> {
  const owners = await tx.entityRelation.count({ where: { toId: entityId, code: 'A', fromId: { not: memberId } } });
  if (owners === 0) throw new ConflictError('LAST_ADMIN_CANNOT_BE_REMOVED', 'The last administrator (A) cannot be removed');
}

export interface MemberChange {
  token: string;
  entityId: number;
  memberId: number;
  /** the member's admin letters afterwards */
  adminCodes: string[];
  /** when the member joined (null after removal) */
  since: Date | null;
}

async function memberSince(db: Db, memberId: number, entityId: number): Promise<Date | null> {
  const row = await db.entityRelation.findFirst({ where: { fromId: memberId, toId: entityId }, orderBy: { id: 'asc' }, select: { createdAt: true } });
  return row?.createdAt ?? null;
}

/** Grants an admin letter (A, C, E, M or R) to one of the entity's members: A only. */
export async function setAdminRelation(services: Services, viewer: Viewer, entityId: number, memberId: number, code: string): Promise<MemberChange> {
  const letter = parseInput(z.object({ code: adminCode }), { code }).code;
  return services.prisma.$transaction(async (tx) => {
    const { entity, codes: mine } = await entityForChange(tx, viewer, entityId);
    authorizeEntity(viewer, 'settings', { ...entity, codes: mine });
    await lockEntity(tx, entityId);
    const theirs = await memberCodes(tx, memberId, entityId);
    if (!theirs.includes(RelationCode.MEMBER) && adminLetters(theirs).length === 0) throw new ConflictError('NOT_A_MEMBER', 'Only members can be given admin rights');
    await tx.entityRelation.createMany({ data: [{ fromId: memberId, toId: entityId, code: letter }], skipDuplicates: true });
    if (actsAsSiteAdmin(viewer, { ...entity, codes: mine })) await auditEntityAct(tx, viewer, 'ENTITY_ADMIN_LETTER', entity, { member: memberId, granted: letter });
    return {
      token: 'VALUE_SET',
      entityId,
      memberId,
      adminCodes: adminLetters(await memberCodes(tx, memberId, entityId)),
      since: await memberSince(tx, memberId, entityId),
    };
  });
}

/** Takes an admin letter from a member: A only; the last A stays. */
export async function removeAdminRelation(services: Services, viewer: Viewer, entityId: number, memberId: number, code: string): Promise<MemberChange> {
  const letter = parseInput(z.object({ code: adminCode }), { code }).code;
  return services.prisma.$transaction(async (tx) => {
    const { entity, codes: mine } = await entityForChange(tx, viewer, entityId);
    authorizeEntity(viewer, 'settings', { ...entity, codes: mine });
    await lockEntity(tx, entityId);
    if (letter === 'A') await assertNotLastOwner(tx, entityId, memberId);
    await tx.entityRelation.deleteMany({ where: { fromId: memberId, toId: entityId, code: letter } });
    if (actsAsSiteAdmin(viewer, { ...entity, codes: mine })) await auditEntityAct(tx, viewer, 'ENTITY_ADMIN_LETTER', entity, { member: memberId, revoked: letter });
    return {
      token: 'VALUE_SET',
      entityId,
      memberId,
      adminCodes: adminLetters(await memberCodes(tx, memberId, entityId)),
      since: await memberSince(tx, memberId, entityId),
    };
  });
}

/**
 * Removes a person from an entity: their membership, join request and admin letters. A, C and E
 * may; only A may remove someone holding A, and the last A stays.
 */
export async function removeMember(services: Services, viewer: Viewer, entityId: number, memberId: number): Promise<MemberChange> {
  const { change, notified } = await services.prisma.$transaction(async (tx) => {
    const { entity, codes: mine } = await entityForChange(tx, viewer, entityId);
    authorizeEntity(viewer, 'manageMembers', { ...entity, codes: mine });
    await lockEntity(tx, entityId);
    const theirs = await memberCodes(tx, memberId, entityId);
    if (!theirs.some((code) => code === RelationCode.MEMBER || code === RelationCode.JOIN_REQUEST_SENT || (ADMIN_CODES as readonly string[]).includes(code))) {
      throw new ConflictError('NOT_A_MEMBER', 'Not a member of the entity');
    }
    if (theirs.includes('A')) {
      authorizeEntity(viewer, 'settings', { ...entity, codes: mine });
      await assertNotLastOwner(tx, entityId, memberId);
    }
    await tx.entityRelation.deleteMany({
      where: { fromId: memberId, toId: entityId, code: { in: [RelationCode.MEMBER, RelationCode.JOIN_REQUEST_SENT, ...ADMIN_CODES] } },
    });
    // A removed request stops notifying the deciders, as a decision or a revocation does.
    const notified = await withdrawNotifications(tx, 'JOIN_REQUEST_GOT', joinRequestUrl(entityId, memberId));
    return { change: { token: 'OPERATION_SUCCEEDED', entityId, memberId, adminCodes: [], since: null }, notified };
  });
  await Promise.all(notified.map((recipientId) => publishBadgeCounts(services, recipientId)));
  return change;
}

// ---------------------------------------------------------------------------------------------
// Reading: the community list, one entity, stats, autocomplete

export interface EntityFilter {
  type?: number | null;
  /** a geo filter value: a country code, or EU / empty for all of Europe */
  country?: string | null;
  query?: string | null;
}

/** The community list's filter: type tab, geo filter and name search; blocked entities left out. */
export async function entityListWhere(db: Db, viewer: Viewer, filter: EntityFilter): Promise<Prisma.EntityWhereInput> {
  const me = viewer.user?.entityId;
  const conditions: Prisma.EntityWhereInput[] = [];
  if (filter.type !== undefined && filter.type !== null) conditions.push({ type: filter.type });
  else conditions.push({ type: { in: [...LISTED_TYPES] } });
  const countryCode = geoFilterCountry(filter.country);
  if (countryCode) conditions.push({ country: countryCode });
  const text = filter.query?.trim();
  if (text) conditions.push({ id: { in: await entityIdsMatching(db, text, SEARCH_CAP) } });
  if (me !== undefined) conditions.push(notBlockedWith(me));
  conditions.push({ archivedAt: null });
  return { AND: conditions };
}

const SORTS: Record<string, Prisma.EntityOrderByWithRelationInput[]> = {
  display_name: [{ displayName: 'asc' }, { id: 'asc' }],
  '-display_name': [{ displayName: 'desc' }, { id: 'desc' }],
  id: [{ id: 'asc' }],
  '-id': [{ id: 'desc' }],
  created_at: [{ createdAt: 'asc' }, { id: 'asc' }],
  '-created_at': [{ createdAt: 'desc' }, { id: 'desc' }],
};
export const DEFAULT_ENTITY_ORDER = SORTS.display_name!;

export function entityOrder(sort: string | undefined): Prisma.EntityOrderByWithRelationInput[] {
  if (!sort) return DEFAULT_ENTITY_ORDER;
  const order = SORTS[sort.trim()];
  if (!order) throw new ValidationError([{ field: '_sort', code: 'FORMAT_ERROR' }]);
  return order;
}

/** One page of the community list, each entity with its member count (`GET /api/entity`). */
export async function entityPage(db: Db, viewer: Viewer, filter: EntityFilter, page: { page: number; size: number; sort: string | undefined }) {
  const where = await entityListWhere(db, viewer, filter);
  const [rows, total] = await Promise.all([
    db.entity.findMany({
      where,
      orderBy: entityOrder(page.sort),
      skip: page.page * page.size,
      take: page.size,
      include: { _count: { select: { relationsTo: { where: { code: RelationCode.MEMBER } } } } },
    }),
    db.entity.count({ where }),
  ]);
  return { rows, total };
}

/** One entity the viewer may see: not one that blocked the viewer or that the viewer blocked. */
export async function findVisibleEntity(db: Db, viewer: Viewer, entityId: number): Promise<Entity | null> {
  const me = viewer.user?.entityId;
  return db.entity.findFirst({ where: { id: entityId, ...(me === undefined ? {} : notBlockedWith(me)) } });
}

const acSchema = z.object({
  query: z.string().trim().min(1),
  // more than the limit is clamped to it, not refused
  size: z.coerce
    .number()
    .int()
    .min(1)
    .default(AUTOCOMPLETE_SIZE)
    .transform((size) => Math.min(size, AUTOCOMPLETE_MAX_SIZE)),
  types: z.array(z.number().int()).optional(),
});
export type AutocompleteInput = z.input<typeof acSchema>;

/**
 * The entity and people autocomplete source: names containing the text, accent-insensitive, names
 * starting with it first; blocked entities left out. Empty text is FIELD_REQUIRED (the client never
 * sends it, social-core §5).
 */
export async function autocompleteEntities(db: Db, viewer: Viewer, input: AutocompleteInput): Promise<Entity[]> {
  const { query, size, types } = parseInput(acSchema, input);
  const ids = await entityIdsMatching(db, query, SEARCH_CAP);
  const me = viewer.user?.entityId;
  const rows = await db.entity.findMany({
    where: {
      id: { in: ids },
      type: { in: types?.length ? types : [...LISTED_TYPES] },
      archivedAt: null,
      ...(me === undefined ? {} : notBlockedWith(me)),
    },
  });
  const rank = new Map(ids.map((id, index) => [id, index]));
  return rows.toSorted((a, b) => rank.get(a.id)! - rank.get(b.id)!).slice(0, size);
}

/** Labels of already selected entities (GET /api/ac/starter/{types}); unknown and blocked ids are left out. */
export async function entityLabels(db: Db, viewer: Viewer, ids: number[]): Promise<Entity[]> {
  const me = viewer.user?.entityId;
  if (!ids.length) return [];
  return db.entity.findMany({
    where: { id: { in: ids.slice(0, AUTOCOMPLETE_MAX_SIZE * 10) }, ...(me === undefined ? {} : notBlockedWith(me)) },
    orderBy: { id: 'asc' },
  });
}

export interface MemberRow {
  entityId: number;
  adminCodes: string[];
  since: Date;
}

/** An entity's members (holders of m), oldest first, each with their admin letters; blocked ones left out. */
export async function listMembers(db: Db, viewer: Viewer, entityId: number, { offset, limit }: { offset: number; limit: number }) {
  const me = viewer.user?.entityId;
  const where: Prisma.EntityRelationWhereInput = { toId: entityId, code: RelationCode.MEMBER, ...(me === undefined ? {} : { from: notBlockedWith(me) }) };
  const [rows, total] = await Promise.all([
    db.entityRelation.findMany({
      where,
      orderBy: { id: 'asc' },
      skip: offset,
      take: limit,
      select: {
        fromId: true,
        createdAt: true,
        from: { select: { relationsFrom: { where: { toId: entityId, code: { in: [...ADMIN_CODES] } }, select: { code: true } } } },
      },
    }),
    db.entityRelation.count({ where }),
  ]);
  const members: MemberRow[] = rows.map((row) => ({
    entityId: row.fromId,
    since: row.createdAt,
    adminCodes: adminLetters(row.from.relationsFrom.map(({ code }) => code)),
  }));
  return { members, total };
}

/** The holders of admin letters of an entity, each once with their letters, in order of their first letter. */
export async function listAdmins(db: Db, entityId: number): Promise<MemberRow[]> {
  const rows = await db.entityRelation.findMany({
    where: { toId: entityId, code: { in: [...ADMIN_CODES] } },
    orderBy: { id: 'asc' },
    select: { fromId: true, code: true, createdAt: true },
  });
  const byMember = new Map<number, MemberRow>();
  for (const row of rows) {
    const admin = byMember.get(row.fromId) ?? { entityId: row.fromId, adminCodes: [], since: row.createdAt };
    admin.adminCodes = adminLetters([...admin.adminCodes, row.code]);
    byMember.set(row.fromId, admin);
  }
  return [...byMember.values()];
}

export { geoFilterCountry };
