import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Viewer } from '../../auth/viewer.ts';
import { COLLECTION_ITEM_KINDS, type CollectionItemKind, collectionPath } from '@domain/collections.ts';
import { LIST_MAX_ITEMS } from '@domain/paging.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { numericId, optionalId } from '../../graphql/ids.ts';
import { visibleMedia } from '../media/service.ts';
import {
  addCollectionItem,
  type AddCollectionItemInput,
  collectionAbilities,
  collectionListWhere,
  COLLECTION_ORDER,
  countVisibleItems,
  createCollection,
  type CreateCollectionInput,
  deleteCollection,
  ITEM_ORDER,
  itemKind,
  itemShowingWhere,
  moveCollectionItem,
  removeCollectionItem,
  updateCollection,
  type UpdateCollectionInput,
  visibleItems,
} from './service.ts';
import { visibleCollections } from './visibility.ts';

const CollectionItemKindEnum = builder.enumType('CollectionItemKind', { values: COLLECTION_ITEM_KINDS });
/** The GraphQL type whose ids an item of each kind takes. */
const KIND_TYPENAME = { OBSERVATION: 'Observation', MEDIA: 'Media', SPECIES: 'Species', ARTICLE: 'Article' } as const satisfies Record<CollectionItemKind, string>;

export const CollectionItemRef = builder.prismaNode('CollectionItem', {
  id: { field: 'id' },
  nullable: true,
  description: 'A record, photo, species or article in a collection, in its place; shown only to whom may see the thing itself',
  findUnique: (id, context) => ({ id: Number(id), collection: visibleCollections(context.viewer), AND: [visibleItems(context.viewer)] }),
  fields: (t) => ({
    recId: t.exposeInt('id'),
    position: t.exposeInt('position', { description: 'its place in the collection, 0 first' }),
    note: t.exposeString('note', { description: 'the curator’s caption' }),
    kind: t.field({
      type: CollectionItemKindEnum,
      select: { observationId: true, mediaId: true, speciesId: true, articleId: true },
      resolve: (item) => itemKind(item),
    }),
    observation: t.relation('observation', { nullable: true }),
    media: t.relation('media', { nullable: true }),
    species: t.relation('species', { nullable: true }),
    article: t.relation('article', { nullable: true }),
  }),
});

export const CollectionRef = builder.prismaNode('Collection', {
  id: { field: 'id' },
  nullable: true,
  description: 'A curated, ordered set of records, photos, species and articles (recording §3); node(id:) is null for one the viewer may not see',
  findUnique: (id, context) => ({ id: Number(id), AND: [visibleCollections(context.viewer)] }),
  fields: (t) => ({
    recId: t.exposeInt('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { description: 'sanitised HTML' }),
    access: t.exposeInt('privacy', { description: 'who may see it: 0 only me, 1 friends, 2 same group, 9 everyone' }),
    license: t.exposeString('license', { description: 'CC0, CC_BY_4_0, CC_BY_NC_4_0 or CUSTOM (licenseText)' }),
    licenseText: t.exposeString('licenseText'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    owner: t.relation('owner', { description: 'the curator who made it' }),
    entity: t.relation('entity', { nullable: true, description: 'the group or project it belongs to' }),
    cover: t.relation('coverMedia', {
      nullable: true,
      description: 'its cover, when the viewer may see that medium',
      query: (_args, context) => ({ where: visibleMedia(context.viewer) }),
    }),
    path: t.string({ select: { id: true }, resolve: (collection) => collectionPath(collection.id) }),
    itemCount: t.int({
      description: 'how many of its items the viewer sees',
      select: { id: true },
      resolve: (collection, _args, context) => countVisibleItems(context.prisma, context.viewer, collection.id),
    }),
    items: t.relatedConnection('items', {
      cursor: 'id',
      description: 'its items the viewer may see, in order',
      query: (_args, context) => ({ where: visibleItems(context.viewer), orderBy: ITEM_ORDER }),
      totalCount: true,
    }),
    itemFor: t.prismaField({
      type: 'CollectionItem',
      nullable: true,
      description: 'its item showing this record, photo, species or article, if it holds one the viewer sees (the "add to collection" sheet’s tick)',
      args: { kind: t.arg({ type: CollectionItemKindEnum, required: true }), id: t.arg.id({ required: true }) },
      select: { id: true },
      resolve: (query, collection, args, context) =>
        context.prisma.collectionItem.findFirst({
          ...query,
          where: itemShowingWhere(context.viewer, collection.id, args.kind, numericId(args.id, KIND_TYPENAME[args.kind], 'id')),
        }),
    }),
    viewerCanEdit: t.boolean({
      select: { ownerId: true, entityId: true },
      resolve: async (collection, _args, context) => (await collectionAbilities(context.prisma, context.viewer, collection)).edit,
    }),
    viewerCanDelete: t.boolean({
      select: { ownerId: true, entityId: true },
      resolve: async (collection, _args, context) => (await collectionAbilities(context.prisma, context.viewer, collection)).delete,
    }),
  }),
});

builder.queryField('collections', (t) =>
  t.prismaConnection({
    type: 'Collection',
    cursor: 'id',
    description: 'The collections the viewer may see, newest changed first: everybody’s public ones, a person’s or an entity’s',
    args: {
      ownerId: t.arg.id(),
      entityId: t.arg.id(),
      mine: t.arg.boolean({ description: 'only the viewer’s own' }),
      editable: t.arg.boolean({ description: 'only those the viewer curates: their own and their groups’ and projects’ they administer (A, C, E)' }),
      search: t.arg.string(),
    },
    totalCount: (_parent, args, context) =>
      context.prisma.collection.count({ where: collectionListWhere(context.viewer, filterOf(args, context.viewer)), take: LIST_MAX_ITEMS }),
    resolve: (query, _parent, args, context) =>
      context.prisma.collection.findMany({ ...query, where: collectionListWhere(context.viewer, filterOf(args, context.viewer)), orderBy: COLLECTION_ORDER }),
  }),
);

function filterOf(
  args: { ownerId?: string | number | null; entityId?: string | number | null; mine?: boolean | null; editable?: boolean | null; search?: string | null },
  viewer: Viewer,
) {
  // A guest's own are none: an id no entity has.
  const mine = args.mine ? (viewer.user?.entityId ?? -1) : null;
  return {
    ownerId: mine ?? optionalId(args.ownerId ?? undefined, 'Entity', 'ownerId') ?? null,
    entityId: optionalId(args.entityId ?? undefined, 'Entity', 'entityId') ?? null,
    search: args.search ?? null,
    editable: args.editable ?? null,
  };
}

type InputFields = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];
const collectionFields = (t: InputFields) => ({
  title: t.string(),
  description: t.string({ description: 'HTML; sanitised with the one rich-text allowlist' }),
  access: t.int({ description: 'privacy level: 0 only me, 1 friends, 2 same group, 9 everyone' }),
  license: t.string({ description: 'CC0, CC_BY_4_0, CC_BY_NC_4_0 or CUSTOM (then licenseText is required)' }),
  licenseText: t.string(),
  coverMediaId: t.id({ description: 'a medium of the curator’s or one they see; null for none' }),
});

const CreateCollectionInputRef = builder.inputType('CreateCollectionInput', {
  fields: (t) => ({ entityId: t.id({ description: 'the group or project it belongs to (its admins curate it)' }), ...collectionFields(t) }),
});
const UpdateCollectionInputRef = builder.inputType('UpdateCollectionInput', { fields: (t) => ({ id: t.id({ required: true }), ...collectionFields(t) }) });
const AddCollectionItemInputRef = builder.inputType('AddCollectionItemInput', {
  description: 'exactly one of observationId, mediaId (the viewer’s own), speciesId, articleId',
  fields: (t) => ({
    collectionId: t.id({ required: true }),
    observationId: t.id(),
    mediaId: t.id(),
    speciesId: t.id(),
    articleId: t.id(),
    note: t.string({ description: 'a caption' }),
  }),
});

/** GraphQL's nulls for "not given" (the service keeps what is not given); coverMediaId may be emptied with null. */
function given<T extends Record<string, unknown>>(input: T) {
  return Object.fromEntries(Object.entries(input).filter(([name, value]) => value !== null || name === 'coverMediaId')) as { [K in keyof T]: Exclude<T[K], null> };
}

const CollectionPayload = builder.objectRef<{ id: number; richTextCleaned: boolean }>('CollectionPayload').implement({
  fields: (t) => ({
    richTextCleaned: t.exposeBoolean('richTextCleaned', { description: 'the description lost tags or attributes the rich-text allowlist does not keep' }),
    collection: t.prismaField({
      type: 'Collection',
      resolve: (query, saved, _args, context) => context.prisma.collection.findUniqueOrThrow({ ...query, where: { id: saved.id } }),
    }),
  }),
});
const DeleteCollectionPayload = builder.objectRef<{ id: number }>('DeleteCollectionPayload').implement({
  fields: (t) => ({ deletedId: t.id({ resolve: (deleted) => encodeGlobalID('Collection', deleted.id) }) }),
});
const CollectionItemPayload = builder.objectRef<{ id: number; collectionId: number }>('CollectionItemPayload').implement({
  description: 'The item changed and its collection, as it now is',
  fields: (t) => ({
    itemId: t.id({ resolve: (item) => encodeGlobalID('CollectionItem', item.id) }),
    collection: t.prismaField({
      type: 'Collection',
      resolve: (query, item, _args, context) => context.prisma.collection.findUniqueOrThrow({ ...query, where: { id: item.collectionId } }),
    }),
  }),
});

const writeErrors = [ValidationError, ForbiddenError, NotFoundError, ConflictError];

builder.mutationField('createCollection', (t) =>
  t.field({
    type: CollectionPayload,
    args: { input: t.arg({ type: CreateCollectionInputRef, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: writeErrors, directResult: true, union: { name: 'CreateCollectionResult' } },
    resolve: (_root, { input }, context) =>
      createCollection(context.services, context.viewer, {
        ...given(input),
        entityId: optionalId(input.entityId ?? undefined, 'Entity', 'entityId'),
        coverMediaId: optionalId(input.coverMediaId, 'Media', 'coverMediaId'),
      } as CreateCollectionInput),
  }),
);

builder.mutationField('updateCollection', (t) =>
  t.field({
    type: CollectionPayload,
    args: { input: t.arg({ type: UpdateCollectionInputRef, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: writeErrors, directResult: true, union: { name: 'UpdateCollectionResult' } },
    resolve: (_root, { input }, context) =>
      updateCollection(context.services, context.viewer, {
        ...given(input),
        id: numericId(input.id, 'Collection', 'id'),
        coverMediaId: optionalId(input.coverMediaId, 'Media', 'coverMediaId'),
      } as UpdateCollectionInput),
  }),
);

builder.mutationField('deleteCollection', (t) =>
  t.field({
    type: DeleteCollectionPayload,
    args: { id: t.arg.id({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: writeErrors, directResult: true, union: { name: 'DeleteCollectionResult' } },
    resolve: (_root, args, context) => deleteCollection(context.services, context.viewer, numericId(args.id, 'Collection', 'id')),
  }),
);

builder.mutationField('addCollectionItem', (t) =>
  t.field({
    type: CollectionItemPayload,
    description: 'Adds a record, a photo of the viewer’s, a species or an article at the end of a collection they curate',
    args: { input: t.arg({ type: AddCollectionItemInputRef, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: writeErrors, directResult: true, union: { name: 'AddCollectionItemResult' } },
    resolve: (_root, { input }, context) =>
      addCollectionItem(context.services, context.viewer, {
        collectionId: numericId(input.collectionId, 'Collection', 'collectionId'),
        observationId: optionalId(input.observationId, 'Observation', 'observationId'),
        mediaId: optionalId(input.mediaId, 'Media', 'mediaId'),
        speciesId: optionalId(input.speciesId, 'Species', 'speciesId'),
        articleId: optionalId(input.articleId, 'Article', 'articleId'),
        note: input.note,
      } satisfies AddCollectionItemInput),
  }),
);

builder.mutationField('removeCollectionItem', (t) =>
  t.field({
    type: CollectionItemPayload,
    args: { id: t.arg.id({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: writeErrors, directResult: true, union: { name: 'RemoveCollectionItemResult' } },
    resolve: (_root, args, context) => removeCollectionItem(context.services, context.viewer, numericId(args.id, 'CollectionItem', 'id')),
  }),
);

builder.mutationField('moveCollectionItem', (t) =>
  t.field({
    type: CollectionItemPayload,
    description: 'Puts an item just after another of its collection (afterId null: first)',
    args: { id: t.arg.id({ required: true }), afterId: t.arg.id() },
    authScopes: { loggedIn: true },
    errors: { types: writeErrors, directResult: true, union: { name: 'MoveCollectionItemResult' } },
    resolve: (_root, args, context) =>
      moveCollectionItem(context.services, context.viewer, {
        id: numericId(args.id, 'CollectionItem', 'id'),
        afterId: optionalId(args.afterId, 'CollectionItem', 'afterId') ?? null,
      }),
  }),
);
