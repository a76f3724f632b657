import { offsetForArgs, resolveOffsetConnection } from '@pothos/plugin-relay';
import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Services } from '../../services.ts';
import { EntityRef } from '../entities/schema.ts';
import {
  acceptFriendRequest,
  acceptJoinRequest,
  blockEntity,
  followEntity,
  joinEntity,
  leaveEntity,
  rejectFriendRequest,
  rejectJoinRequest,
  type RelationOutcome,
  reportEntity,
  revokeFriendRequest,
  revokeJoinRequest,
  sendFriendRequest,
  unblockEntity,
  unfollowEntity,
  unfriend,
} from './service.ts';
import { listRelatedWindow } from './lists.ts';
import { allowedActions, FOLLOW_STATES, followState, RELATION_ACTIONS, RELATION_STATES, relationState } from '@domain/relations.ts';

const RelationStateEnum = builder.enumType('RelationState', {
  description: "The viewer's relation to a person or entity (social-core §4); NO_RELATION for a guest or oneself",
  values: RELATION_STATES,
});
const FollowStateEnum = builder.enumType('FollowState', {
  description: 'Whether the viewer follows a person or entity (social-core §4); independent of friendship and membership',
  values: FOLLOW_STATES,
});
const RelationActionEnum = builder.enumType('RelationAction', {
  description: 'What the viewer may do in a relation state (the action table of social-core §4)',
  values: RELATION_ACTIONS,
});

/** The viewer's letters towards, and block of, each listed entity, loaded with the entity itself (no query per entity). */
function viewerTies(context: GraphQLContext) {
  // Entity ids start at 1: a guest's 0 matches nothing.
  const me = context.viewer.user?.entityId ?? 0;
  return {
    type: true,
    relationsTo: { where: { fromId: me }, select: { code: true } },
    blockedBy: { where: { blockerId: me }, select: { blockerId: true } },
  };
}

interface EntityWithTies {
  id: number;
  type: number;
  relationsTo: { code: string }[];
  blockedBy: unknown[];
}

function viewerTiesOf(entity: EntityWithTies, viewer: Viewer) {
  const me = viewer.user?.entityId;
  return me === undefined || me === entity.id ? null : { codes: entity.relationsTo.map(({ code }) => code), blocked: entity.blockedBy.length > 0 };
}

function viewerState(entity: EntityWithTies, viewer: Viewer) {
  return relationState(entity.type, viewerTiesOf(entity, viewer));
}

builder.prismaObjectFields(EntityRef, (t) => ({
  viewerRelation: t.field({
    type: RelationStateEnum,
    select: (_args, context) => viewerTies(context),
    resolve: (entity, _args, context) => viewerState(entity, context.viewer),
  }),
  viewerActions: t.field({
    type: [RelationActionEnum],
    select: (_args, context) => viewerTies(context),
    resolve: (entity, _args, context) => [...allowedActions(viewerState(entity, context.viewer))],
  }),
  viewerFollowState: t.field({
    type: FollowStateEnum,
    nullable: true,
    description: 'FOLLOWED or NOT_FOLLOWED; null for a guest or oneself',
    select: (_args, context) => viewerTies(context),
    resolve: (entity, _args, context) => followState(viewerTiesOf(entity, context.viewer)),
  }),
}));

const RelationPayload = builder.objectRef<RelationOutcome>('RelationPayload').implement({
  fields: (t) => ({
    code: t.exposeString('token', { description: 'success token for the toast, e.g. FRIEND_REQUEST_SENT' }),
    entity: t.prismaField({
      type: 'Entity',
      resolve: (query, outcome, _args, context) => context.prisma.entity.findUniqueOrThrow({ ...query, where: { id: outcome.entity.id } }),
    }),
    viewerRelation: t.field({ type: RelationStateEnum, resolve: (outcome) => outcome.state }),
    viewerActions: t.field({ type: [RelationActionEnum], resolve: (outcome) => [...allowedActions(outcome.state)] }),
    viewerFollowState: t.field({ type: FollowStateEnum, nullable: true, resolve: (outcome) => outcome.followState }),
  }),
});

const EntityActionInput = builder.inputType('EntityActionInput', {
  fields: (t) => ({
    entity: t.globalID({ required: true, for: EntityRef, description: 'the person or entity acted on' }),
    message: t.string({ description: "sendFriendRequest only: the request dialog's optional message, delivered as a private message" }),
  }),
});
const JoinRequestDecisionInput = builder.inputType('JoinRequestDecisionInput', {
  fields: (t) => ({
    entity: t.globalID({ required: true, for: EntityRef, description: 'the entity the viewer administers' }),
    member: t.globalID({ required: true, for: EntityRef, description: 'the person who asked to join' }),
  }),
});
const ReportEntityInput = builder.inputType('ReportEntityInput', {
  fields: (t) => ({
    entity: t.globalID({ required: true, for: EntityRef }),
    reason: t.string({ required: true }),
  }),
});

function entityId({ id }: { id: string }): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value <= 0) throw new NotFoundError();
  return value;
}

const ERROR_TYPES = [ValidationError, ConflictError, ForbiddenError, NotFoundError];
const resultUnion = (mutation: string) => ({ name: `${mutation[0]!.toUpperCase()}${mutation.slice(1)}Result` });

type EntityAction = (services: Services, viewer: Viewer, entityId: number, message?: string | null) => Promise<RelationOutcome>;
const ENTITY_ACTIONS: Record<string, EntityAction> = {
  sendFriendRequest,
  revokeFriendRequest,
  acceptFriendRequest,
  rejectFriendRequest,
  unfriend,
  joinEntity,
  leaveEntity,
  revokeJoinRequest,
  blockEntity,
  unblockEntity,
  followEntity,
  unfollowEntity,
};

for (const [name, act] of Object.entries(ENTITY_ACTIONS)) {
  builder.mutationField(name, (t) =>
    t.field({
      type: RelationPayload,
      args: { input: t.arg({ type: EntityActionInput, required: true }) },
      authScopes: { loggedIn: true },
      errors: { types: ERROR_TYPES, directResult: true, union: resultUnion(name) },
      resolve: (_root, { input }, context) => act(context.services, context.viewer, entityId(input.entity), input.message),
    }),
  );
}

for (const [name, decide] of Object.entries({ acceptJoinRequest, rejectJoinRequest })) {
  builder.mutationField(name, (t) =>
    t.field({
      type: RelationPayload,
      description: 'An administrator (A, C or E) decides a join request; the payload is about the entity',
      args: { input: t.arg({ type: JoinRequestDecisionInput, required: true }) },
      authScopes: { loggedIn: true },
      errors: { types: ERROR_TYPES, directResult: true, union: resultUnion(name) },
      resolve: (_root, { input }, context) => decide(context.services, context.viewer, entityId(input.entity), entityId(input.member)),
    }),
  );
}

builder.mutationField('reportEntity', (t) =>
  t.field({
    type: RelationPayload,
    args: { input: t.arg({ type: ReportEntityInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: ERROR_TYPES, directResult: true, union: resultUnion('reportEntity') },
    resolve: (_root, { input }, context) => reportEntity(context.services, context.viewer, entityId(input.entity), input.reason),
  }),
);

builder.prismaObjectField(EntityRef, 'relatedEntities', (t) =>
  t.connection(
    {
      type: EntityRef,
      nullable: true,
      description:
        'The entities holding the relation letter `relType` towards this one (m members, b friends, A/C/E/M/R admins; j join requests for its deciders only), oldest first; null for an unknown letter or a list the viewer may not see',
      args: { relType: t.arg.string({ required: true }) },
      select: { id: true },
      resolve: async (entity, args, context) => {
        const paging = { args, defaultSize: LIST_PAGE_SIZE, maxSize: LIST_PAGE_SIZE };
        const { offset, limit } = offsetForArgs(paging);
        try {
          const { entities, total } = await listRelatedWindow(context.services, context.viewer, entity.id, args.relType, { skip: offset, take: limit });
          return resolveOffsetConnection({ ...paging, totalCount: total }, () => entities);
        } catch (error) {
          if (error instanceof NotFoundError || error instanceof ForbiddenError || error instanceof UnauthorizedError) return null;
          throw error;
        }
      },
    },
    { fields: (t) => ({ totalCount: t.int({ resolve: (connection) => connection.totalCount }) }) },
  ),
);
