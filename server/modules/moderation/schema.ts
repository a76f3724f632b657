import { encodeGlobalID, offsetForArgs, resolveOffsetConnection } from '@pothos/plugin-relay';
import { DISPUTE_ACTIONS, DISPUTE_KINDS, DISPUTE_PAGE_MAX, DISPUTE_STATUSES } from '@domain/disputes.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { numericId } from '../../graphql/ids.ts';
import { reportObject } from './reports.ts';
import { actOnDispute, type DisputeCase, disputeCase, type DisputeContent, disputeQueue, type DisputeReport } from './disputes.ts';
import { disputePolicy } from './policy.ts';

const DisputeStatusEnum = builder.enumType('DisputeStatus', { values: DISPUTE_STATUSES });
const DisputeKindEnum = builder.enumType('DisputeKind', { values: DISPUTE_KINDS });
const DisputeActionEnum = builder.enumType('DisputeAction', { values: DISPUTE_ACTIONS });

const DisputeReportRef = builder.objectRef<DisputeReport>('DisputeReport').implement({
  description: 'One report of the reported thing: who filed it, why and when',
  fields: (t) => ({
    recId: t.exposeInt('id'),
    reporterRecId: t.exposeInt('reporterId'),
    reporterName: t.exposeString('reporterName'),
    reason: t.exposeString('reason'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const DisputeContentRef = builder.objectRef<DisputeContent>('DisputeContent').implement({
  description: 'The reported thing as a moderator judges it, whatever its privacy',
  fields: (t) => ({
    exists: t.exposeBoolean('exists', { description: 'false once it was deleted' }),
    title: t.exposeString('title'),
    text: t.exposeString('text'),
    authorRecId: t.exposeInt('authorId', { nullable: true, description: "the author's entity (or the reported person or entity); its admin page is /admin/user/{id}" }),
    authorName: t.exposeString('authorName', { nullable: true }),
    authorIsPerson: t.boolean({
      description: 'whether the author is a person with an account (who can be warned and suspended)',
      resolve: (content) => content.authorRole !== null,
    }),
    context: t.exposeString('context', { description: 'the post a comment is on; the decision an appeal is against' }),
    path: t.exposeString('path', { nullable: true }),
    hidden: t.exposeBoolean('hidden'),
  }),
});

const DisputeRef = builder.node(builder.objectRef<DisputeCase>('Dispute'), {
  description: 'A card of the dispute queue (/admin/dispute/): every report of one thing in one status, or an appeal',
  id: { resolve: (dispute) => dispute.id },
  loadOne: async (id, context) => {
    if (!disputePolicy(context.viewer).handle) return null;
    try {
      return await disputeCase(context.services, context.viewer, Number(id));
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  },
  fields: (t) => ({
    recId: t.exposeInt('id'),
    objectId: t.exposeString('objectId', { description: 'the global id of what is reported' }),
    kind: t.expose('kind', { type: DisputeKindEnum }),
    status: t.expose('status', { type: DisputeStatusEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    reports: t.field({ type: [DisputeReportRef], resolve: (dispute) => dispute.reports }),
    content: t.field({ type: DisputeContentRef, resolve: (dispute) => dispute.content }),
    earlierReports: t.exposeInt('earlierReports', { description: 'other reports of the same thing, handled before or since' }),
    authorReports: t.exposeInt('authorReports', { description: "reports of the author and of the author's other things" }),
    resolution: t.exposeString('resolution', { nullable: true }),
    resolutionReason: t.exposeString('resolutionReason', { nullable: true }),
    resolvedAt: t.expose('resolvedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('disputes', (t) =>
  t.connection(
    {
      type: DisputeRef,
      description: 'The dispute queue grouped by reported thing (moderators and admins; `/admin/dispute/`)',
      authScopes: (_parent, _args, context) => disputePolicy(context.viewer).handle,
      args: {
        status: t.arg({ type: DisputeStatusEnum, defaultValue: 'open' }),
        kind: t.arg({ type: DisputeKindEnum }),
      },
      resolve: async (_root, args, context) => {
        const paging = { args, defaultSize: 20, maxSize: DISPUTE_PAGE_MAX };
        const { offset, limit } = offsetForArgs(paging);
        const { total, cases } = await disputeQueue(
          context.services,
          context.viewer,
          { status: args.status ?? 'open', kind: args.kind ?? null },
          { skip: offset, take: limit },
        );
        return resolveOffsetConnection({ ...paging, totalCount: total }, () => cases);
      },
    },
    { fields: (t) => ({ totalCount: t.int({ resolve: (connection) => connection.totalCount }) }) },
  ),
);

builder.queryField('dispute', (t) =>
  t.field({
    type: DisputeRef,
    nullable: true,
    description: 'One card of the dispute queue by any of its reports (moderators and admins)',
    args: { id: t.arg.id({ required: true }) },
    authScopes: (_parent, _args, context) => disputePolicy(context.viewer).handle,
    resolve: async (_root, args, context) => {
      try {
        return await disputeCase(context.services, context.viewer, numericId(args.id, 'Dispute', 'id'));
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
  }),
);

const errorTypes = [ValidationError, ForbiddenError, NotFoundError, ConflictError];

const DisputePayload = builder.objectRef<{ dispute: DisputeCase }>('ActOnDisputePayload').implement({
  fields: (t) => ({ dispute: t.field({ type: DisputeRef, resolve: (payload) => payload.dispute }) }),
});

builder.mutationField('actOnDispute', (t) =>
  t.field({
    type: DisputePayload,
    description: 'Dismiss a dispute, hide, restore or remove the reported post or comment, or warn its author; a reason is required',
    args: { id: t.arg.id({ required: true }), action: t.arg({ type: DisputeActionEnum, required: true }), reason: t.arg.string({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'ActOnDisputeResult' } },
    resolve: async (_root, args, context) => ({
      dispute: await actOnDispute(context.services, context.viewer, numericId(args.id, 'Dispute', 'id'), args.action, args.reason),
    }),
  }),
);

const ReportTimelineItemPayload = builder.objectRef<{ reportedId: string }>('ReportTimelineItemPayload').implement({
  fields: (t) => ({ reportedId: t.exposeID('reportedId', { description: 'the global id of the reported item' }) }),
});

builder.mutationField('reportTimelineItem', (t) =>
  t.field({
    type: ReportTimelineItemPayload,
    description: 'Report a post or other timeline item the viewer sees to the moderators, with a reason',
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'ReportTimelineItemResult' } },
    resolve: async (_root, args, context) => {
      const objectId = encodeGlobalID('TimelineItem', numericId(args.id, 'TimelineItem', 'id'));
      await reportObject(context.services, context.viewer, objectId, args.reason);
      return { reportedId: objectId };
    },
  }),
);
