import { ENTITY_ACTIVITIES, ENTITY_ARCHIVE_STATES, ENTITY_SIZES } from '@domain/entity-admin.ts';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { numericId } from '../../graphql/ids.ts';
import { adminEntityWhere, lastActivity, mergeEntities, setEntityArchived } from './admin.ts';
import { joinPolicy } from './join-policy.ts';
import { entitiesAdminPolicy } from './policy.ts';
import { EntityRef } from './schema.ts';
import { DEFAULT_ENTITY_ORDER } from './service.ts';

const ERROR_TYPES = [ValidationError, ConflictError, ForbiddenError, NotFoundError, UnauthorizedError];

const EntitySizeEnum = builder.enumType('EntitySize', {
  values: ENTITY_SIZES,
  description: 'members: small 0–9, medium 10–99, large 100 or more',
});
const EntityActivityEnum = builder.enumType('EntityActivity', {
  values: ENTITY_ACTIVITIES,
  description: 'last activity: month (30 days), year, dormant (nothing for a year)',
});
const EntityArchiveStateEnum = builder.enumType('EntityArchiveState', {
  values: ENTITY_ARCHIVE_STATES,
  description: 'active (default): not archived; archived; all',
});

builder.prismaObjectFields(EntityRef, (t) => ({
  archivedAt: t.expose('archivedAt', { type: 'DateTime', nullable: true, description: 'when a site ADMIN archived it; null: not archived' }),
  mergedInto: t.relation('mergedInto', { nullable: true, description: 'the entity it was merged into (it is archived then)' }),
  joinPolicy: t.string({
    nullable: true,
    description: 'how one joins it: open (at once) or request (an A, C or E accepts); null for a person',
    select: { type: true },
    resolve: (entity) => joinPolicy(entity.type) ?? null,
  }),
  lastActivityAt: t.field({
    type: 'DateTime',
    description: 'the last item posted in or by it, member joining, or its creation (entity administration)',
    select: { createdAt: true },
    resolve: (entity, _args, context) => lastActivity(context.prisma, entity),
  }),
}));

builder.queryField('adminEntities', (t) =>
  t.prismaConnection({
    type: 'Entity',
    cursor: 'id',
    description:
      'Every entity for its administration (`/admin/entity/list/`, site ADMIN): type (people only when asked or chosen), country, size, activity, a name search and the archive state; by name',
    authScopes: (_parent, _args, context) => entitiesAdminPolicy(context.viewer).list,
    args: {
      type: t.arg.int(),
      people: t.arg.boolean(),
      country: t.arg.string(),
      size: t.arg({ type: EntitySizeEnum }),
      activity: t.arg({ type: EntityActivityEnum }),
      query: t.arg.string(),
      archived: t.arg({ type: EntityArchiveStateEnum }),
    },
    totalCount: async (_parent, args, context) => context.prisma.entity.count({ where: await adminEntityWhere(context.prisma, args) }),
    resolve: async (query, _parent, args, context) =>
      context.prisma.entity.findMany({ ...query, where: await adminEntityWhere(context.prisma, args), orderBy: DEFAULT_ENTITY_ORDER }),
  }),
);

builder.queryField('adminEntity', (t) =>
  t.prismaField({
    type: 'Entity',
    nullable: true,
    description: 'One entity for its administration, archived or blocked ones too (site ADMIN); null when missing',
    authScopes: (_parent, _args, context) => entitiesAdminPolicy(context.viewer).list,
    args: { recId: t.arg.int({ required: true }) },
    resolve: (query, _root, { recId }, context) => context.prisma.entity.findUnique({ ...query, where: { id: recId } }),
  }),
);

const ArchiveEntityInput = builder.inputType('SetEntityArchivedInput', {
  fields: (t) => ({
    entity: t.globalID({ required: true, for: EntityRef }),
    archived: t.boolean({ required: true }),
  }),
});

const EntityAdminPayload = builder.objectRef<{ token: string; entityId: number }>('EntityAdminPayload').implement({
  fields: (t) => ({
    code: t.exposeString('token', { description: 'success token for the toast' }),
    entity: t.prismaField({
      type: 'Entity',
      resolve: (query, change, _args, context) => context.prisma.entity.findUniqueOrThrow({ ...query, where: { id: change.entityId } }),
    }),
  }),
});

builder.mutationField('setEntityArchived', (t) =>
  t.field({
    type: EntityAdminPayload,
    description: 'Archives an entity (hidden from lists and search, read-only) or takes it out of the archive (site ADMIN); audited',
    args: { input: t.arg({ type: ArchiveEntityInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: ERROR_TYPES, directResult: true, union: { name: 'SetEntityArchivedResult' } },
    resolve: async (_root, { input }, context) => {
      const saved = await setEntityArchived(context.services, context.viewer, numericId(input.entity.id, 'Entity', 'entity'), input.archived);
      return { token: 'VALUE_SET', entityId: saved.id };
    },
  }),
);

const MergeEntitiesInput = builder.inputType('MergeEntitiesInput', {
  fields: (t) => ({
    source: t.globalID({ required: true, for: EntityRef, description: 'the duplicate: archived and pointing at the target afterwards' }),
    target: t.globalID({ required: true, for: EntityRef, description: 'the original that keeps everything' }),
  }),
});

const MergeEntitiesPayload = builder.objectRef<{ sourceId: number; targetId: number; moved: number }>('MergeEntitiesPayload').implement({
  fields: (t) => ({
    code: t.string({ resolve: () => 'OPERATION_SUCCEEDED' }),
    source: t.prismaField({
      type: 'Entity',
      resolve: (query, change, _args, context) => context.prisma.entity.findUniqueOrThrow({ ...query, where: { id: change.sourceId } }),
    }),
    target: t.prismaField({
      type: 'Entity',
      resolve: (query, change, _args, context) => context.prisma.entity.findUniqueOrThrow({ ...query, where: { id: change.targetId } }),
    }),
    moved: t.exposeInt('moved', { description: 'rows moved to the target (relations, items, posts, media…)' }),
  }),
});

builder.mutationField('mergeEntities', (t) =>
  t.field({
    type: MergeEntitiesPayload,
    description:
      'Merges a duplicate entity into another of the same type (site ADMIN): members, relations, posts, items, media, journal, collections, messages move; the duplicate is archived. MERGE_TYPE_MISMATCH, MERGE_PERSON, ALREADY_MERGED (409)',
    args: { input: t.arg({ type: MergeEntitiesInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: ERROR_TYPES, directResult: true, union: { name: 'MergeEntitiesResult' } },
    resolve: async (_root, { input }, context) => {
      const sourceId = numericId(input.source.id, 'Entity', 'source');
      const targetId = numericId(input.target.id, 'Entity', 'target');
      const { moved } = await mergeEntities(context.services, context.viewer, sourceId, targetId);
      const total = Object.entries(moved)
        .filter(([key]) => !key.endsWith('.skipped'))
        .reduce((sum, [, count]) => sum + count, 0);
      return { sourceId, targetId, moved: total };
    },
  }),
);
