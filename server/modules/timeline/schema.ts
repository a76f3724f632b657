import { builder } from '../../graphql/builder.ts';
import { visibleTimelineItems } from '../privacy/visibility.ts';
import { countHomeTimeline, homeTimelineWhere, TIMELINE_ORDER } from './service.ts';

builder.prismaNode('TimelineItem', {
  id: { field: 'id' },
  nullable: true,
  // Extra filters on a unique lookup: node(id:) answers null for an item the viewer may not see.
  findUnique: (id, context) => ({ id: Number(id), AND: [visibleTimelineItems(context.viewer)] }),
  fields: (t) => ({
    recId: t.exposeInt('id'),
    referencedId: t.exposeInt('referencedId', { nullable: true }),
    time: t.expose('time', { type: 'DateTime' }),
    category: t.exposeString('category'),
    title: t.exposeString('title'),
    titleToken: t.exposeString('titleToken', { nullable: true }),
    summary: t.exposeString('summary'),
    url: t.exposeString('url', { nullable: true }),
    thumbnailImageUrl: t.exposeString('thumbnailImageUrl', { nullable: true }),
    privacy: t.exposeInt('privacy'),
    evaluationCount: t.exposeInt('evaluationCount'),
    commentCount: t.exposeInt('commentCount'),
    shareCount: t.exposeInt('shareCount'),
    owner: t.relation('owner'),
    ownedByViewer: t.boolean({
      select: { ownerId: true },
      resolve: (item, _args, context) => item.ownerId === context.viewer.user?.entityId,
    }),
  }),
});

builder.queryField('timeline', (t) =>
  t.prismaConnection({
    type: 'TimelineItem',
    cursor: 'id',
    description: 'The home timeline: every item the viewer may see, newest first (totalCount counts up to 2000)',
    totalCount: (_parent, _args, context) => countHomeTimeline(context, context.viewer),
    resolve: (query, _parent, _args, context) =>
      context.prisma.timelineItem.findMany({
        ...query,
        where: homeTimelineWhere(context.viewer),
        orderBy: TIMELINE_ORDER,
        relationLoadStrategy: 'join',
      }),
  }),
);
