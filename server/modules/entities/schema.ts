import { offsetForArgs, resolveOffsetConnection } from '@pothos/plugin-relay';
import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { COUNTRIES, EUROPE_CODE } from '@domain/geo/countries.ts';
import { entityPolicy } from './policy.ts';
import { adminLetters, type EntityRights } from './rights.ts';
import {
  AUTOCOMPLETE_MAX_SIZE,
  AUTOCOMPLETE_SIZE,
  autocompleteEntities,
  createEntity,
  DEFAULT_ENTITY_ORDER,
  deleteEntity,
  entityListWhere,
  findVisibleEntity,
  listAdmins,
  listMembers,
  type MemberChange,
  type MemberRow,
  removeAdminRelation,
  removeMember,
  setAdminRelation,
  updateEntity,
  updateEntitySettings,
} from './service.ts';
import { entityStat, type EntityStat } from './stats.ts';
import { RelationCode } from '@domain/entities.ts';

export const EntityRef = builder.prismaNode('Entity', {
  id: { field: 'id' },
  select: { id: true },
  description: 'A person (type 0), community (-1), group (2) or project (6)',
  fields: (t) => ({
    recId: t.exposeInt('id', { description: 'the numeric id used in routes and the REST API' }),
    type: t.exposeInt('type'),
    subType: t.exposeInt('subType', { nullable: true }),
    displayName: t.exposeString('displayName'),
    profileImageUrl: t.exposeString('profileImageUrl', { nullable: true }),
    locationText: t.exposeString('locationText', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

/** The viewer's letters towards each listed entity, loaded with the entity (the same selection as the relation fields). */
function viewerLetters(context: GraphQLContext) {
  const me = context.viewer.user?.entityId ?? 0;
  return { relationsTo: { where: { fromId: me }, select: { code: true } } };
}

const EntityRightsRef = builder.objectRef<EntityRights>('EntityRights').implement({
  description:
    'What the viewer may do with an entity (social-core §6): A edits, deletes, changes settings and admins (owner-only), moderates and advertises; C and E moderate, advertise and manage members; M moderates; R advertises. A site ADMIN may do everything',
  fields: (t) => ({
    edit: t.exposeBoolean('edit'),
    delete: t.exposeBoolean('delete'),
    settings: t.exposeBoolean('settings', { description: 'the owner-only controls: publishing settings and admin letters' }),
    moderate: t.exposeBoolean('moderate'),
    advertise: t.exposeBoolean('advertise'),
    manageMembers: t.exposeBoolean('manageMembers'),
  }),
});

const EntityStatRef = builder.objectRef<EntityStat>('EntityStat').implement({
  description:
    "An entity page's counters (recording §3 stat), counted among what the viewer may see; charts are the years with records (each a chart of /entity/{id}/chart/)",
  fields: (t) => ({
    observationCount: t.exposeInt('observationCount'),
    speciesCount: t.exposeInt('speciesCount'),
    mediaCount: t.exposeInt('mediaCount'),
    postCount: t.exposeInt('postCount'),
    chartCount: t.exposeInt('chartCount'),
    memberCount: t.exposeInt('memberCount', { description: "members (m); a person's friends" }),
  }),
});

const EntityMemberRef = builder.objectRef<MemberRow & { toId: number }>('EntityMember').implement({
  description: 'A member of an entity with the admin letters they hold',
  fields: (t) => ({
    id: t.id({ description: 'stable per entity and member', resolve: (row) => `${row.toId}:${row.entityId}` }),
    entity: t.prismaField({
      type: 'Entity',
      // Same-shaped findUnique calls of one tick are batched by Prisma into one statement.
      resolve: (query, row, _args, context) => context.prisma.entity.findUniqueOrThrow({ ...query, where: { id: row.entityId } }),
    }),
    adminCodes: t.exposeStringList('adminCodes', { description: 'A, C, E, M, R held towards the entity' }),
    since: t.expose('since', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields(EntityRef, (t) => ({
  description: t.exposeString('description', { description: "the entity's introduction (sanitised HTML)" }),
  country: t.exposeString('country', { nullable: true, description: 'ISO 3166-1 alpha-2 country; the geo filter reads it' }),
  pubNote: t.exposeString('pubNote', { description: 'relation letters that may publish notes' }),
  pubQuestion: t.exposeString('pubQuestion', { description: 'relation letters that may publish questions' }),
  pubAlert: t.exposeString('pubAlert', { description: 'relation letters that may publish alerts' }),
  memberCount: t.relationCount('relationsTo', { where: { code: RelationCode.MEMBER }, description: 'holders of m' }),
  viewerAdminCodes: t.stringList({
    description: "the viewer's admin letters (A, C, E, M, R) towards the entity",
    select: (_args, context) => viewerLetters(context),
    resolve: (entity, _args, context) => (context.viewer.user ? adminLetters(entity.relationsTo.map(({ code }) => code)) : []),
  }),
  viewerRights: t.field({
    type: EntityRightsRef,
    select: (_args, context) => ({ ...viewerLetters(context), type: true, archivedAt: true }),
    resolve: (entity, _args, context) => entityPolicy(context.viewer, { ...entity, codes: context.viewer.user ? entity.relationsTo.map(({ code }) => code) : [] }),
  }),
  stat: t.field({
    type: EntityStatRef,
    select: { type: true },
    resolve: (entity, _args, context) => entityStat(context.prisma, context.viewer, entity),
  }),
  admins: t.field({
    type: [EntityMemberRef],
    description: 'the holders of admin letters, each once with their letters',
    resolve: async (entity, _args, context) => (await listAdmins(context.prisma, entity.id)).map((row) => ({ ...row, toId: entity.id })),
  }),
  members: t.connection(
    {
      type: EntityMemberRef,
      description: 'members (m) oldest first, with their admin letters; 100 a page',
      resolve: async (entity, args, context) => {
        const paging = { args, defaultSize: LIST_PAGE_SIZE, maxSize: LIST_PAGE_SIZE };
        const { offset, limit } = offsetForArgs(paging);
        const { members, total } = await listMembers(context.prisma, context.viewer, entity.id, { offset, limit });
        return resolveOffsetConnection({ ...paging, totalCount: total }, () => members.map((row) => ({ ...row, toId: entity.id })));
      },
    },
    { name: 'EntityMemberConnection', fields: (t) => ({ totalCount: t.int({ resolve: (connection) => connection.totalCount }) }) },
  ),
}));

// ---------------------------------------------------------------------------------------------
// Queries

builder.queryField('entity', (t) =>
  t.prismaField({
    type: 'Entity',
    nullable: true,
    description: 'One entity by its numeric id (routes /entity/{id}, /people/{id}); null when missing or blocked',
    args: { recId: t.arg.int({ required: true }) },
    resolve: async (query, _root, { recId }, context) => {
      const found = await findVisibleEntity(context.prisma, context.viewer, recId);
      return found && context.prisma.entity.findUnique({ ...query, where: { id: found.id } });
    },
  }),
);

builder.queryField('entities', (t) =>
  t.prismaConnection({
    type: 'Entity',
    cursor: 'id',
    defaultSize: LIST_PAGE_SIZE,
    maxSize: LIST_PAGE_SIZE,
    description: 'The community list: a type tab (-1, 0, 2, 6; all when absent), the geo filter (a country code; EU or absent = Europe) and a name search',
    args: { type: t.arg.int(), country: t.arg.string(), query: t.arg.string() },
    totalCount: async (_parent, args, context) => context.prisma.entity.count({ where: await entityListWhere(context.prisma, context.viewer, args) }),
    resolve: async (query, _parent, args, context) =>
      context.prisma.entity.findMany({ ...query, where: await entityListWhere(context.prisma, context.viewer, args), orderBy: DEFAULT_ENTITY_ORDER }),
  }),
);

builder.queryField('geoFilterCountries', (t) =>
  t.stringList({
    description: 'the country codes of the geo filter; EU (Europe) is the default and narrows nothing',
    resolve: () => COUNTRIES.map((country) => country.code),
  }),
);
builder.queryField('defaultGeoFilter', (t) => t.string({ resolve: () => EUROPE_CODE }));

builder.queryField('autocompleteEntities', (t) =>
  t.prismaField({
    type: ['Entity'],
    description: `Entities and people whose name contains the text (accent-insensitive), names starting with it first; blocked ones left out. Empty text answers an empty list. At most ${AUTOCOMPLETE_MAX_SIZE}, ${AUTOCOMPLETE_SIZE} by default`,
    args: { query: t.arg.string({ required: true }), first: t.arg.int(), types: t.arg.intList() },
    resolve: async (query, _root, args, context) => {
      if (!args.query.trim()) return [];
      const found = await autocompleteEntities(context.prisma, context.viewer, {
        query: args.query,
        size: Math.min(Math.max(args.first ?? AUTOCOMPLETE_SIZE, 1), AUTOCOMPLETE_MAX_SIZE),
        types: args.types ?? undefined,
      });
      if (!found.length) return [];
      const rows = await context.prisma.entity.findMany({ ...query, where: { id: { in: found.map((entity) => entity.id) } } });
      const rank = new Map(found.map((entity, index) => [entity.id, index]));
      return rows.toSorted((a, b) => rank.get(a.id)! - rank.get(b.id)!);
    },
  }),
);

// ---------------------------------------------------------------------------------------------
// Mutations

const ERROR_TYPES = [ValidationError, ConflictError, ForbiddenError, NotFoundError, UnauthorizedError];
const resultUnion = (mutation: string) => ({ name: `${mutation[0]!.toUpperCase()}${mutation.slice(1)}Result` });

function numericId({ id }: { id: string }): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value <= 0) throw new NotFoundError();
  return value;
}

interface EntityChange {
  token: string;
  entityId: number;
  /** whether the sanitiser removed something from the introduction as sent */
  richTextCleaned?: boolean;
}

const EntityPayload = builder.objectRef<EntityChange>('EntityPayload').implement({
  fields: (t) => ({
    code: t.exposeString('token', { description: 'success token for the toast' }),
    entity: t.prismaField({
      type: 'Entity',
      resolve: (query, change, _args, context) => context.prisma.entity.findUniqueOrThrow({ ...query, where: { id: change.entityId } }),
    }),
    richTextCleaned: t.boolean({
      description: 'whether the sanitiser removed tags, attributes or addresses from the introduction as sent (the RICH_TEXT_CLEANED notice)',
      resolve: (change) => change.richTextCleaned ?? false,
    }),
  }),
});

const DeleteEntityPayload = builder.objectRef<EntityChange>('DeleteEntityPayload').implement({
  fields: (t) => ({
    code: t.exposeString('token'),
    deletedId: t.id({ description: 'the global id of the deleted entity', resolve: (change) => Buffer.from(`Entity:${change.entityId}`).toString('base64') }),
    recId: t.exposeInt('entityId'),
  }),
});

const EntityMemberPayload = builder.objectRef<MemberChange>('EntityMemberPayload').implement({
  fields: (t) => ({
    code: t.exposeString('token'),
    entity: t.prismaField({
      type: 'Entity',
      resolve: (query, change, _args, context) => context.prisma.entity.findUniqueOrThrow({ ...query, where: { id: change.entityId } }),
    }),
    member: t.prismaField({
      type: 'Entity',
      resolve: (query, change, _args, context) => context.prisma.entity.findUniqueOrThrow({ ...query, where: { id: change.memberId } }),
    }),
    adminCodes: t.exposeStringList('adminCodes', { description: "the member's admin letters afterwards" }),
    membership: t.field({
      type: EntityMemberRef,
      nullable: true,
      description: "the member's row with their new letters; null after removal",
      resolve: (change) => (change.since ? { entityId: change.memberId, toId: change.entityId, adminCodes: change.adminCodes, since: change.since } : null),
    }),
    memberEdgeId: t.id({ description: 'the EntityMember id (for removing it from lists)', resolve: (change) => `${change.entityId}:${change.memberId}` }),
  }),
});

const CreateEntityInput = builder.inputType('CreateEntityInput', {
  fields: (t) => ({
    type: t.int({ required: true, description: '2 group or 6 project' }),
    displayName: t.string({ required: true }),
    description: t.string(),
    locationText: t.string(),
    country: t.string({ description: 'ISO country code of the geo filter list' }),
    subType: t.int(),
    profileImageUrl: t.string(),
  }),
});

const UpdateEntityInput = builder.inputType('UpdateEntityInput', {
  fields: (t) => ({
    entity: t.globalID({ required: true, for: EntityRef }),
    displayName: t.string(),
    description: t.string(),
    locationText: t.string({ description: 'absent: unchanged; empty or null: cleared' }),
    country: t.string(),
    subType: t.int(),
    profileImageUrl: t.string(),
  }),
});

const UpdateEntitySettingsInput = builder.inputType('UpdateEntitySettingsInput', {
  fields: (t) => ({
    entity: t.globalID({ required: true, for: EntityRef }),
    pubNote: t.string({ description: 'letters of A C E M R m c' }),
    pubQuestion: t.string(),
    pubAlert: t.string(),
  }),
});

const DeleteEntityInput = builder.inputType('DeleteEntityInput', {
  fields: (t) => ({ entity: t.globalID({ required: true, for: EntityRef }) }),
});

const AdminRelationInput = builder.inputType('AdminRelationInput', {
  fields: (t) => ({
    entity: t.globalID({ required: true, for: EntityRef }),
    member: t.globalID({ required: true, for: EntityRef }),
    code: t.string({ required: true, description: 'A, C, E, M or R' }),
  }),
});

const RemoveMemberInput = builder.inputType('RemoveMemberInput', {
  fields: (t) => ({
    entity: t.globalID({ required: true, for: EntityRef }),
    member: t.globalID({ required: true, for: EntityRef }),
  }),
});

const orUndefined = <T>(value: T | null | undefined) => (value === null ? undefined : value);

builder.mutationField('createEntity', (t) =>
  t.field({
    type: EntityPayload,
    description: 'Creates a group (2) or project (6); the creator becomes its administrator (A) and member',
    args: { input: t.arg({ type: CreateEntityInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: ERROR_TYPES, directResult: true, union: resultUnion('createEntity') },
    resolve: async (_root, { input }, context) => {
      const { entity, richTextCleaned } = await createEntity(context.services, context.viewer, {
        ...input,
        description: orUndefined(input.description),
      });
      return { token: 'OPERATION_SUCCEEDED', entityId: entity.id, richTextCleaned };
    },
  }),
);

builder.mutationField('updateEntity', (t) =>
  t.field({
    type: EntityPayload,
    description: "Edits an entity's name, description, location, country, sub type and image (A; a person their own)",
    args: { input: t.arg({ type: UpdateEntityInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: ERROR_TYPES, directResult: true, union: resultUnion('updateEntity') },
    resolve: async (_root, { input }, context) => {
      const { entity, ...fields } = input;
      const { entity: updated, richTextCleaned } = await updateEntity(context.services, context.viewer, numericId(entity), {
        ...fields,
        displayName: orUndefined(fields.displayName),
        description: orUndefined(fields.description),
      });
      return { token: 'VALUE_SET', entityId: updated.id, richTextCleaned };
    },
  }),
);

builder.mutationField('updateEntitySettings', (t) =>
  t.field({
    type: EntityPayload,
    description: 'Which relation letters may publish notes, questions and alerts (owner-only: A)',
    args: { input: t.arg({ type: UpdateEntitySettingsInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: ERROR_TYPES, directResult: true, union: resultUnion('updateEntitySettings') },
    resolve: async (_root, { input }, context) => {
      const updated = await updateEntitySettings(context.services, context.viewer, numericId(input.entity), {
        pubNote: orUndefined(input.pubNote),
        pubQuestion: orUndefined(input.pubQuestion),
        pubAlert: orUndefined(input.pubAlert),
      });
      return { token: 'VALUE_SET', entityId: updated.id };
    },
  }),
);

builder.mutationField('deleteEntity', (t) =>
  t.field({
    type: DeleteEntityPayload,
    description: 'Deletes a group-like entity with its relations and board (A)',
    args: { input: t.arg({ type: DeleteEntityInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: ERROR_TYPES, directResult: true, union: resultUnion('deleteEntity') },
    resolve: async (_root, { input }, context) => {
      const { id } = await deleteEntity(context.services, context.viewer, numericId(input.entity));
      return { token: 'OPERATION_SUCCEEDED', entityId: id };
    },
  }),
);

for (const [name, change] of Object.entries({ setAdminRelation, removeAdminRelation })) {
  builder.mutationField(name, (t) =>
    t.field({
      type: EntityMemberPayload,
      description: 'Grants or takes an admin letter (A, C, E, M, R) of a member (owner-only: A); the last A cannot be removed',
      args: { input: t.arg({ type: AdminRelationInput, required: true }) },
      authScopes: { loggedIn: true },
      errors: { types: ERROR_TYPES, directResult: true, union: resultUnion(name) },
      resolve: (_root, { input }, context) => change(context.services, context.viewer, numericId(input.entity), numericId(input.member), input.code),
    }),
  );
}

builder.mutationField('removeMember', (t) =>
  t.field({
    type: EntityMemberPayload,
    description: 'Removes a member with their admin letters (A, C, E; only A removes an A)',
    args: { input: t.arg({ type: RemoveMemberInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: ERROR_TYPES, directResult: true, union: resultUnion('removeMember') },
    resolve: (_root, { input }, context) => removeMember(context.services, context.viewer, numericId(input.entity), numericId(input.member)),
  }),
);
