import { z } from 'zod';
import { authorize } from '../../auth/policy.ts';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Collection, CollectionItem, Prisma } from '../../db/generated/prisma/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId } from '../../validation.ts';
import type { Db } from '../objects/registry.ts';
import {
  COLLECTION_ITEM_KINDS,
  COLLECTION_LICENCES,
  COLLECTION_MAX_ITEMS,
  COLLECTION_NOTE_MAX_LENGTH,
  COLLECTION_TITLE_MAX_LENGTH,
  type CollectionItemKind,
} from '@domain/collections.ts';
import { Privacy, PRIVACY_CHOICES } from '@domain/privacy.ts';
import { visibleArticles } from '../articles/policy.ts';
import { visibleMedia } from '../media/service.ts';
import { visibleObservations } from '../observations/visibility.ts';
import { richTextInput, sanitizeRichText } from '../rich-text/sanitize.ts';
import { type CollectionAction, type CollectionFacts, collectionPolicy, editableCollections } from './policy.ts';
import { visibleCollections } from './visibility.ts';

const fields = {
  title: z.string().trim().min(1).max(COLLECTION_TITLE_MAX_LENGTH),
  description: richTextInput,
  access: z
    .number()
    .int()
    .refine((level) => PRIVACY_CHOICES.includes(level), 'FORMAT_ERROR'),
  license: z.enum(COLLECTION_LICENCES),
  licenseText: z.string().trim().max(5000),
  coverMediaId: recordId.nullable(),
};
type CollectionFields = { [Name in keyof typeof fields]: z.output<(typeof fields)[Name]> };

const changeSchema = z.object(fields).partial();
const createSchema = changeSchema.extend({ entityId: recordId.nullish() });
const updateSchema = changeSchema.extend({ id: recordId });
const addSchema = z.object({
  collectionId: recordId,
  observationId: recordId.nullish(),
  mediaId: recordId.nullish(),
  speciesId: recordId.nullish(),
  articleId: recordId.nullish(),
  note: z.string().trim().max(COLLECTION_NOTE_MAX_LENGTH).nullish(),
});
const moveSchema = z.object({ id: recordId, afterId: recordId.nullable() });

export type CreateCollectionInput = z.input<typeof createSchema>;
export type UpdateCollectionInput = z.input<typeof updateSchema>;
export type AddCollectionItemInput = z.input<typeof addSchema>;
export type MoveCollectionItemInput = z.input<typeof moveSchema>;

const DEFAULTS: Omit<CollectionFields, 'title'> = { description: '', access: Privacy.ANYBODY, license: 'CC_BY_4_0', licenseText: '', coverMediaId: null };

/** A saved collection, and whether its description lost what the rich-text allowlist does not keep (RICH_TEXT_CLEANED). */
export type SavedCollection = Collection & { richTextCleaned: boolean };

/** The item's column of each kind. */
const TARGET_COLUMN = { OBSERVATION: 'observationId', MEDIA: 'mediaId', SPECIES: 'speciesId', ARTICLE: 'articleId' } as const satisfies Record<
  CollectionItemKind,
  keyof CollectionItem
>;

/** The kind of an item: the one target column it has. */
export function itemKind(item: Pick<CollectionItem, 'observationId' | 'mediaId' | 'speciesId' | 'articleId'>): CollectionItemKind {
  return COLLECTION_ITEM_KINDS.find((kind) => item[TARGET_COLUMN[kind]] !== null) ?? 'SPECIES';
}

/**
 * The items of a collection a viewer sees: each only as the thing it shows is visible to them on
 * its own (a record by `visibleObservations`, so its status and privacy; a medium by
 * `visibleMedia`; an article by `visibleArticles`; species are the catalogue's, everybody's). A
 * private record in a public collection stays its uploader's; the counts count only these.
 */
export function visibleItems(viewer: Viewer): Prisma.CollectionItemWhereInput {
  return {
    OR: [
      { observation: { is: visibleObservations(viewer) } },
      { media: { is: visibleMedia(viewer) } },
      { speciesId: { not: null } },
      { article: { is: visibleArticles(viewer) } },
    ],
  };
}

/** The order items are shown in. */
export const ITEM_ORDER: Prisma.CollectionItemOrderByWithRelationInput[] = [{ position: 'asc' }, { id: 'asc' }];

/** The viewer's letters towards a collection's entity: what `collectionPolicy` reads. */
async function factsOf(db: Db, viewer: Viewer, collection: { ownerId: number | null; entityId: number | null }): Promise<CollectionFacts> {
  const me = viewer.user?.entityId;
  const entityCodes =
    collection.entityId !== null && me !== undefined
      ? (await db.entityRelation.findMany({ where: { fromId: me, toId: collection.entityId }, select: { code: true } })).map(({ code }) => code)
      : [];
  return { ownerId: collection.ownerId, entityId: collection.entityId, entityCodes };
}

/** What the viewer may do with a collection (the `viewerCan…` of the API). */
export async function collectionAbilities(db: Db, viewer: Viewer, collection: Pick<Collection, 'ownerId' | 'entityId'>) {
  return collectionPolicy(viewer, await factsOf(db, viewer, collection));
}

const authorizeCollection = async (db: Db, viewer: Viewer, action: CollectionAction, collection: { ownerId: number | null; entityId: number | null }) =>
  authorize(collectionPolicy, viewer, action, await factsOf(db, viewer, collection));

/** A collection the viewer may see, or not found (so a hidden one's existence does not leak). */
export async function loadVisibleCollection(db: Db, viewer: Viewer, id: number): Promise<Collection> {
  const collection = await db.collection.findFirst({ where: { id, AND: [visibleCollections(viewer)] } });
  if (!collection) throw new NotFoundError();
  return collection;
}

/** A collection the viewer curates: hidden ones are not found, visible ones of others forbidden. */
export async function loadEditableCollection(db: Db, viewer: Viewer, id: number): Promise<Collection> {
  const collection = await loadVisibleCollection(db, viewer, parseInput(recordId, id));
  await authorizeCollection(db, viewer, 'edit', collection);
  return collection;
}

/** The items of a collection the viewer sees, in order, with what each shows. */
export function listVisibleItems<Include extends Prisma.CollectionItemInclude>(db: Db, viewer: Viewer, collectionId: number, include: Include) {
  return db.collectionItem.findMany({ where: { collectionId, AND: [visibleItems(viewer)] }, orderBy: ITEM_ORDER, include });
}

/**
 * The item of a collection that shows a given record, medium, species or article, among those the
 * viewer sees: what tells the "add to collection" sheet whether the thing is in already (and which
 * item to take out).
 */
export function itemShowingWhere(viewer: Viewer, collectionId: number, kind: CollectionItemKind, targetId: number): Prisma.CollectionItemWhereInput {
  return { collectionId, [TARGET_COLUMN[kind]]: targetId, AND: [visibleItems(viewer)] };
}

/** How many of a collection's items the viewer sees. */
export function countVisibleItems(db: Db, viewer: Viewer, collectionId: number): Promise<number> {
  return db.collectionItem.count({ where: { collectionId, AND: [visibleItems(viewer)] } });
}

/** The rules between fields: a custom licence has its text. */
function checkCollection(data: CollectionFields): void {
  if (data.license === 'CUSTOM' && !data.licenseText) throw new ValidationError([{ field: 'licenseText', code: 'FIELD_REQUIRED' }]);
}

/** A cover is the curator's own medium or one the curator sees. */
async function checkCover(db: Db, viewer: Viewer, coverMediaId: number | null): Promise<void> {
  if (coverMediaId === null) return;
  const me = actingEntityId(viewer);
  const found = await db.media.findFirst({ where: { id: coverMediaId, OR: [{ ownerId: me }, visibleMedia(viewer)] }, select: { id: true } });
  if (!found) throw new ValidationError([{ field: 'coverMediaId', code: 'DATA_NOT_FOUND' }]);
}

async function write(
  services: Services,
  viewer: Viewer,
  data: CollectionFields,
  save: (values: Omit<CollectionFields, 'access'> & { privacy: number }) => Promise<Collection>,
) {
  checkCollection(data);
  await checkCover(services.prisma, viewer, data.coverMediaId);
  const { html: description, stripped: richTextCleaned } = sanitizeRichText(data.description);
  const { access, ...rest } = data;
  const saved = await save({ ...rest, description, privacy: access });
  return { ...saved, richTextCleaned };
}

/** A new collection: the viewer's own, or a group's or project's they administer (A, C, E). */
export async function createCollection(services: Services, viewer: Viewer, input: CreateCollectionInput): Promise<SavedCollection> {
  const { entityId = null, ...given } = parseInput(createSchema, input ?? {});
  const me = actingEntityId(viewer);
  if (entityId !== null && !(await services.prisma.entity.findFirst({ where: { id: entityId, type: { in: [2, 6] } }, select: { id: true } }))) {
    throw new NotFoundError();
  }
  await authorizeCollection(services.prisma, viewer, 'edit', { ownerId: null, entityId });
  if (!given.title) throw new ValidationError([{ field: 'title', code: 'FIELD_REQUIRED' }]);
  const data: CollectionFields = { ...DEFAULTS, title: '', ...definedOnly(given) };
  return write(services, viewer, data, (values) => services.prisma.collection.create({ data: { ...values, ownerId: me, entityId } }));
}

/** Changes a collection; what the input leaves out stays. */
export async function updateCollection(services: Services, viewer: Viewer, input: UpdateCollectionInput): Promise<SavedCollection> {
  const { id, ...given } = parseInput(updateSchema, input ?? {});
  const current = await loadEditableCollection(services.prisma, viewer, id);
  const data: CollectionFields = {
    title: current.title,
    description: current.description,
    access: current.privacy,
    license: current.license as CollectionFields['license'],
    licenseText: current.licenseText,
    coverMediaId: current.coverMediaId,
    ...definedOnly(given),
  };
  // A cover kept as it was is not asked again (its owner may have narrowed who sees it since).
  const coverChanged = data.coverMediaId !== current.coverMediaId;
  return write(services, viewer, coverChanged ? data : { ...data, coverMediaId: null }, (values) =>
    services.prisma.collection.update({ where: { id }, data: { ...values, coverMediaId: data.coverMediaId } }),
  );
}

/** Deletes a collection with its items (the things they show stay). */
export async function deleteCollection(services: Services, viewer: Viewer, id: number): Promise<Collection> {
  const current = await loadVisibleCollection(services.prisma, viewer, parseInput(recordId, id));
  await authorizeCollection(services.prisma, viewer, 'delete', current);
  await services.prisma.collection.delete({ where: { id: current.id } });
  return current;
}

/** The thing an item is to show, if the viewer may add it: a record or article they see, their own medium, a species. */
async function checkTarget(db: Db, viewer: Viewer, kind: CollectionItemKind, id: number): Promise<void> {
  const me = actingEntityId(viewer);
  const found =
    kind === 'OBSERVATION'
      ? await db.observation.findFirst({ where: { id, AND: [visibleObservations(viewer)] }, select: { id: true } })
      : kind === 'MEDIA'
        ? // A collection shows its curators' own media: adding one publishes it to whom sees the collection.
          await db.media.findFirst({ where: { id, ownerId: me }, select: { id: true } })
        : kind === 'SPECIES'
          ? await db.species.findUnique({ where: { id }, select: { id: true } })
          : await db.article.findFirst({ where: { id, AND: [visibleArticles(viewer)] }, select: { id: true } });
  if (!found) throw new NotFoundError();
}

/** Adds a record, medium, species or article at the end of a collection the viewer curates. */
export async function addCollectionItem(services: Services, viewer: Viewer, input: AddCollectionItemInput): Promise<CollectionItem> {
  const { collectionId, note, ...targets } = parseInput(addSchema, input ?? {});
  const given = COLLECTION_ITEM_KINDS.filter((kind) => targets[TARGET_COLUMN[kind]] != null);
  if (given.length !== 1) throw new ValidationError([{ field: 'item', code: given.length ? 'FORMAT_ERROR' : 'FIELD_REQUIRED' }]);
  const kind = given[0]!;
  const column = TARGET_COLUMN[kind];
  const targetId = targets[column]!;
  const collection = await loadEditableCollection(services.prisma, viewer, collectionId);
  await checkTarget(services.prisma, viewer, kind, targetId);
  return services.prisma.$transaction(async (tx) => {
    // One writer at a time per collection: the count and the positions stay whole.
    await tx.$queryRaw`SELECT id FROM "Collection" WHERE id = ${collection.id} FOR UPDATE`;
    if (await tx.collectionItem.findFirst({ where: { collectionId, [column]: targetId }, select: { id: true } })) {
      throw new ConflictError('COLLECTION_ITEM_EXISTS', 'The collection holds this already');
    }
    const last = await tx.collectionItem.aggregate({ where: { collectionId }, _count: true, _max: { position: true } });
    if (last._count >= COLLECTION_MAX_ITEMS) throw new ConflictError('COLLECTION_FULL', `A collection holds at most ${COLLECTION_MAX_ITEMS} items`);
    const item = await tx.collectionItem.create({ data: { collectionId, [column]: targetId, note: note ?? '', position: (last._max.position ?? -1) + 1 } });
    await tx.collection.update({ where: { id: collectionId }, data: { updatedAt: new Date() } });
    return item;
  });
}

/** An item of a collection the viewer curates (one they do not see is not found). */
async function loadEditableItem(db: Db, viewer: Viewer, id: number): Promise<CollectionItem & { collection: Collection }> {
  const item = await db.collectionItem.findFirst({
    where: { id: parseInput(recordId, id), collection: visibleCollections(viewer), AND: [visibleItems(viewer)] },
    include: { collection: true },
  });
  if (!item) throw new NotFoundError();
  await authorizeCollection(db, viewer, 'edit', item.collection);
  return item;
}

/** Takes an item out of its collection. */
export async function removeCollectionItem(services: Services, viewer: Viewer, id: number): Promise<CollectionItem & { collection: Collection }> {
  const item = await loadEditableItem(services.prisma, viewer, id);
  await services.prisma.$transaction([
    services.prisma.collectionItem.delete({ where: { id: item.id } }),
    services.prisma.collection.update({ where: { id: item.collectionId }, data: { updatedAt: new Date() } }),
  ]);
  return item;
}

/**
 * Moves an item to just after another of the same collection (`afterId` null: to the top), then
 * numbers the items 0, 1, 2… again. Placing by a neighbour rather than an index keeps a curator's
 * move right while items they cannot see (a co-curator's friends-only record) sit between.
 */
export async function moveCollectionItem(services: Services, viewer: Viewer, input: MoveCollectionItemInput): Promise<CollectionItem & { collection: Collection }> {
  const { id, afterId } = parseInput(moveSchema, input ?? {});
  const item = await loadEditableItem(services.prisma, viewer, id);
  await services.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Collection" WHERE id = ${item.collectionId} FOR UPDATE`;
    const order = (await tx.collectionItem.findMany({ where: { collectionId: item.collectionId }, orderBy: ITEM_ORDER, select: { id: true, position: true } })).filter(
      (row) => row.id !== item.id,
    );
    const at = afterId === null ? 0 : order.findIndex((row) => row.id === afterId) + 1;
    if (afterId !== null && (at === 0 || afterId === item.id)) throw new ValidationError([{ field: 'afterId', code: 'DATA_NOT_FOUND' }]);
    order.splice(at, 0, { id: item.id, position: item.position });
    for (const [position, row] of order.entries()) {
      if (row.position !== position || row.id === item.id) await tx.collectionItem.update({ where: { id: row.id }, data: { position } });
    }
    await tx.collection.update({ where: { id: item.collectionId }, data: { updatedAt: new Date() } });
  });
  return item;
}

/** What a list of collections asks for (`/collection/`, a person's or an entity's). */
export interface CollectionFilter {
  ownerId?: number | null;
  entityId?: number | null;
  /** words in the title */
  search?: string | null;
  /** only those the viewer curates (`editableCollections`) */
  editable?: boolean | null;
}

/** The visible collections a list shows. */
export function collectionListWhere(viewer: Viewer, filter: CollectionFilter): Prisma.CollectionWhereInput {
  const search = filter.search?.trim().slice(0, 100);
  return {
    AND: [
      visibleCollections(viewer),
      {
        ...(filter.ownerId ? { ownerId: filter.ownerId } : {}),
        ...(filter.entityId ? { entityId: filter.entityId } : {}),
        ...(search ? { title: { contains: search, mode: 'insensitive' as const } } : {}),
      },
      ...(filter.editable ? [editableCollections(viewer)] : []),
    ],
  };
}

/** Newest changed first. */
export const COLLECTION_ORDER: Prisma.CollectionOrderByWithRelationInput[] = [{ updatedAt: 'desc' }, { id: 'desc' }];

function definedOnly<T extends object>(given: T): Partial<T> {
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as Partial<T>;
}
