import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { numericId } from '../../graphql/ids.ts';
import { ObservationFlagEnum, ObservationRef } from '../observations/schema.ts';
import { RoleEnum } from '../users/schema.ts';
import { reviewPolicy } from './policy.ts';
import { listReviewRules, updateReviewRule } from './rules.ts';
import { addAssignment, listAssignments, listValidators, removeAssignment } from './assignments.ts';
import { DECISIONS } from '@domain/observations/review.ts';
import { addReviewComment, appeal, decide, listReviewEvents, REVIEW_LIST_STATUSES, reviewListOrder, reviewListWhere } from './service.ts';

const ReviewActionEnum = builder.enumType('ReviewAction', { values: ['COMMENT', 'APPROVE', 'REJECT', 'REVOKE', 'APPEAL', 'TAXON_CHANGE'] as const });
const ReviewDecisionEnum = builder.enumType('ReviewDecision', { values: DECISIONS });
const ReviewListEnum = builder.enumType('ReviewList', { values: ['pending', 'accepted'] as const });

builder.prismaObject('ReviewEvent', {
  description: "A step of a record's review: a decision with its reason, a comment, an appeal",
  fields: (t) => ({
    recId: t.exposeInt('id'),
    action: t.expose('action', { type: ReviewActionEnum }),
    fromStatus: t.exposeInt('fromStatus', { nullable: true }),
    toStatus: t.exposeInt('toStatus', { nullable: true }),
    message: t.exposeString('message'),
    actor: t.relation('actor'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('reviewQueue', (t) =>
  t.prismaConnection({
    type: 'Observation',
    cursor: 'id',
    description:
      'The validation list (/observation/review/): pending records of others oldest first, or accepted ones latest decision first, optionally those with a flag or those of my assignments; validators only',
    args: {
      list: t.arg({ type: ReviewListEnum, required: true }),
      flag: t.arg({ type: ObservationFlagEnum }),
      mine: t.arg.boolean({ description: "only records matching the viewer's validator assignments" }),
    },
    authScopes: (_parent, _args, context) => reviewPolicy(context.viewer).validate,
    totalCount: async (_parent, args, context) =>
      context.prisma.observation.count({
        where: await reviewListWhere(context.prisma, context.viewer, { status: REVIEW_LIST_STATUSES[args.list], flag: args.flag, mine: args.mine }),
      }),
    resolve: async (query, _parent, args, context) =>
      context.prisma.observation.findMany({
        ...query,
        where: await reviewListWhere(context.prisma, context.viewer, { status: REVIEW_LIST_STATUSES[args.list], flag: args.flag, mine: args.mine }),
        orderBy: reviewListOrder(REVIEW_LIST_STATUSES[args.list]),
      }),
  }),
);

builder.prismaObjectField(ObservationRef, 'reviewEvents', (t) =>
  t.prismaField({
    type: ['ReviewEvent'],
    description: "The record's review history and comments, for its uploader and validators (empty for others)",
    resolve: async (_query, record, _args, context) => {
      try {
        return await listReviewEvents(context.services, context.viewer, record.id);
      } catch (error) {
        if (error instanceof NotFoundError || error instanceof ForbiddenError) return [];
        throw error;
      }
    },
  }),
);

const ReviewPayload = builder.objectRef<{ observationId: number; eventId: number }>('ReviewPayload').implement({
  fields: (t) => ({
    observation: t.prismaField({
      type: 'Observation',
      resolve: (query, payload, _args, context) => context.prisma.observation.findUniqueOrThrow({ ...query, where: { id: payload.observationId } }),
    }),
    event: t.prismaField({
      type: 'ReviewEvent',
      resolve: (query, payload, _args, context) => context.prisma.reviewEvent.findUniqueOrThrow({ ...query, where: { id: payload.eventId } }),
    }),
  }),
});

const errorTypes = [ValidationError, ForbiddenError, NotFoundError, ConflictError];
const asPayload = ({ observation, event }: { observation: { id: number }; event: { id: number } }) => ({ observationId: observation.id, eventId: event.id });

builder.mutationField('reviewObservation', (t) =>
  t.field({
    type: ReviewPayload,
    description: 'Approve, reject or revoke a record (validators); reject and revoke need a reason',
    args: { id: t.arg.id({ required: true }), decision: t.arg({ type: ReviewDecisionEnum, required: true }), reason: t.arg.string() },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'ReviewObservationResult' } },
    resolve: async (_root, args, context) =>
      asPayload(await decide(context.services, context.viewer, numericId(args.id, 'Observation', 'id'), args.decision, args.reason)),
  }),
);

builder.mutationField('addReviewComment', (t) =>
  t.field({
    type: ReviewPayload,
    description: "A comment in the record's review conversation (its uploader and validators)",
    args: { id: t.arg.id({ required: true }), message: t.arg.string({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'AddReviewCommentResult' } },
    resolve: async (_root, args, context) => {
      const observationId = numericId(args.id, 'Observation', 'id');
      const event = await addReviewComment(context.services, context.viewer, observationId, args.message);
      return { observationId, eventId: event.id };
    },
  }),
);

builder.mutationField('appealReview', (t) =>
  t.field({
    type: ReviewPayload,
    description: 'The uploader disputes a rejection: the record returns to pending and moderators get a dispute',
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'AppealReviewResult' } },
    resolve: async (_root, args, context) => asPayload(await appeal(context.services, context.viewer, numericId(args.id, 'Observation', 'id'), args.reason)),
  }),
);

const ReviewRuleKindEnum = builder.enumType('ReviewRuleKind', {
  values: ['GENUS', 'FLIGHT_PERIOD', 'OUTSIDE_KNOWN_SQUARES', 'DIFFICULTY', 'PROTECTED', 'THREATENED'] as const,
});

builder.prismaObject('ReviewRule', {
  description: 'An automatic check at entry: it flags records, and demands review for the roles admins choose',
  fields: (t) => ({
    kind: t.expose('kind', { type: ReviewRuleKindEnum }),
    enabled: t.exposeBoolean('enabled'),
    roles: t.field({ type: [RoleEnum], description: 'the uploader roles whose records it flags; empty: every role', resolve: (rule) => rule.roles }),
    reviewRoles: t.field({
      type: [RoleEnum],
      description: 'the uploader roles for whom its flag demands review (and media); empty: a flag only',
      resolve: (rule) => rule.reviewRoles,
    }),
    params: t.expose('params', { type: 'JSON' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('reviewRules', (t) =>
  t.prismaField({
    type: ['ReviewRule'],
    authScopes: (_parent, _args, context) => reviewPolicy(context.viewer).editRules,
    resolve: (_query, _root, _args, context) => listReviewRules(context.services, context.viewer),
  }),
);

builder.mutationField('updateReviewRule', (t) =>
  t.prismaField({
    type: 'ReviewRule',
    args: {
      kind: t.arg({ type: ReviewRuleKindEnum, required: true }),
      enabled: t.arg.boolean(),
      roles: t.arg({ type: [RoleEnum] }),
      reviewRoles: t.arg({ type: [RoleEnum] }),
      params: t.arg({ type: 'JSON' }),
    },
    authScopes: (_parent, _args, context) => reviewPolicy(context.viewer).editRules,
    errors: { types: [ValidationError, NotFoundError, ForbiddenError], directResult: true, union: { name: 'UpdateReviewRuleResult' } },
    resolve: (_query, _root, args, context) =>
      updateReviewRule(context.services, context.viewer, args.kind, {
        enabled: args.enabled ?? undefined,
        roles: args.roles ?? undefined,
        reviewRoles: args.reviewRoles ?? undefined,
        params: args.params ?? undefined,
      }),
  }),
);

// Validators' assignments (issue 21 part 5): who reviews which records.

const ValidatorAssignmentRef = builder.prismaObject('ValidatorAssignment', {
  description: "A validator's share of the review work: records of a country (and region), and/or of a family or genus; null narrows nothing",
  fields: (t) => ({
    recId: t.exposeInt('id'),
    validator: t.relation('validator'),
    country: t.exposeString('country', { nullable: true }),
    region: t.exposeString('region', { nullable: true }),
    family: t.exposeString('family', { nullable: true }),
    genus: t.exposeString('genus', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('validatorAssignments', (t) =>
  t.prismaField({
    type: ['ValidatorAssignment'],
    description: 'Every validator assignment (admins)',
    authScopes: (_parent, _args, context) => reviewPolicy(context.viewer).assignValidators,
    resolve: (_query, _root, _args, context) => listAssignments(context.services, context.viewer),
  }),
);

builder.queryField('reviewValidators', (t) =>
  t.prismaField({
    type: ['Entity'],
    description: 'The people who review records (active moderators and admins), whom assignments name (admins)',
    authScopes: (_parent, _args, context) => reviewPolicy(context.viewer).assignValidators,
    resolve: (_query, _root, _args, context) => listValidators(context.services, context.viewer),
  }),
);

builder.mutationField('addValidatorAssignment', (t) =>
  t.prismaField({
    type: ValidatorAssignmentRef,
    description: 'Gives a validator the records of a country (and region) and/or a family or genus (admins)',
    args: {
      validatorRecId: t.arg.int({ required: true }),
      country: t.arg.string(),
      region: t.arg.string(),
      family: t.arg.string(),
      genus: t.arg.string(),
    },
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, ForbiddenError], directResult: true, union: { name: 'AddValidatorAssignmentResult' } },
    resolve: (_query, _root, args, context) =>
      addAssignment(context.services, context.viewer, {
        validatorId: args.validatorRecId,
        country: args.country,
        region: args.region,
        family: args.family,
        genus: args.genus,
      }),
  }),
);

builder.mutationField('removeValidatorAssignment', (t) =>
  t.field({
    type: builder.objectRef<{ recId: number }>('RemoveValidatorAssignmentPayload').implement({ fields: (f) => ({ removedRecId: f.exposeInt('recId') }) }),
    description: 'Takes a validator assignment back (admins)',
    args: { recId: t.arg.int({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [ForbiddenError, NotFoundError], directResult: true, union: { name: 'RemoveValidatorAssignmentResult' } },
    resolve: async (_root, { recId }, context) => {
      await removeAssignment(context.services, context.viewer, recId);
      return { recId };
    },
  }),
);
