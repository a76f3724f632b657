import { LIST_MAX_ITEMS } from '@domain/paging.ts';
import { TAG_SUGGESTION_LIMIT } from '@domain/tags.ts';
import type { TimelineItem } from '../../db/generated/prisma/client.ts';
import { abilitiesType } from '../../graphql/abilities.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { LikeableRef } from '../likes/likeable.ts';
import { objectKey } from '../objects/registry.ts';
import { ITEM_ACTIONS, itemPolicy } from '../privacy/policy.ts';
import { visibleTimelineItems } from '../privacy/visibility.ts';
import { listAnswers, QUESTION_CATEGORY, type TimelineAnswer } from './answers.ts';
import { popularTags } from './tags.ts';
import { countHomeTimeline, entityTimelineWhere, homeTimelineWhere, searchTimelineWhere, TIMELINE_ORDER } from './service.ts';

const ItemViewerCanRef = abilitiesType('ItemViewerCan', ITEM_ACTIONS, 'What the viewer may do with a timeline item: set its privacy, remove, share, like, comment');

const TimelineItemRef = builder.prismaNode('TimelineItem', {
  id: { field: 'id' },
  interfaces: [LikeableRef],
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
    tags: t.exposeStringList('tags', { description: "the #hashtags of a post's or article's text, lower case, without the #" }),
    url: t.exposeString('url', { nullable: true }),
    thumbnailImageUrl: t.exposeString('thumbnailImageUrl', { nullable: true }),
    privacy: t.exposeInt('privacy'),
    evaluationCount: t.exposeInt('evaluationCount'),
    commentCount: t.exposeInt('commentCount'),
    shareCount: t.exposeInt('shareCount'),
    owner: t.relation('owner'),
    ownedByViewer: t.boolean({
      resolve: (item, _args, context) => item.ownerId === context.viewer.user?.entityId,
    }),
    viewerCan: t.field({
      type: ItemViewerCanRef,
      resolve: (item, _args, context) => itemPolicy(context.viewer, item),
    }),
  }),
});

const TimelineAnswerRef = builder.objectRef<TimelineAnswer>('TimelineAnswer').implement({
  description: 'An answer to a question item (social-core §3 timeline answer item): a top-level comment on it',
  fields: (t) => ({
    recId: t.exposeInt('id', { description: "the answer's comment id" }),
    profileImage: t.exposeString('profileImage', { nullable: true }),
    displayName: t.exposeString('displayName'),
    answerText: t.exposeString('answerText'),
    evaluationCount: t.exposeInt('evaluationCount'),
    commentCount: t.exposeInt('commentCount'),
    time: t.expose('time', { type: 'DateTime' }),
    category: t.exposeString('category'),
  }),
});

/** How many answers a question item lists at most in one request. */
const ANSWERS_MAX = 100;

builder.prismaObjectField('TimelineItem', 'answers', (t) =>
  t.field({
    type: [TimelineAnswerRef],
    description: 'The answers to a QUESTION item, oldest first (none for other categories)',
    args: { first: t.arg.int({ defaultValue: 20 }) },
    resolve: async (item, args, context) => {
      // Every card of a timeline asks; only a question's costs queries.
      if (item.category !== QUESTION_CATEGORY) return [];
      const size = Math.max(0, Math.min(args.first ?? 20, ANSWERS_MAX));
      return (await listAnswers(context.services, context.viewer, item.id, { page: 0, size, sort: undefined })).answers;
    },
  }),
);

builder.queryField('timeline', (t) =>
  t.prismaConnection({
    type: 'TimelineItem',
    cursor: 'id',
    description:
      'The home timeline: every item the viewer may see, newest first, or with `following` only those of the people and entities the viewer follows (totalCount counts up to 2000)',
    args: { following: t.arg.boolean({ description: 'only the items of whom the viewer follows' }) },
    totalCount: (_parent, args, context) => countHomeTimeline(context, context.viewer, args),
    resolve: (query, _parent, args, context) =>
      context.prisma.timelineItem.findMany({
        ...query,
        where: homeTimelineWhere(context.viewer, args),
        orderBy: TIMELINE_ORDER,
        relationLoadStrategy: 'join',
      }),
  }),
);

builder.prismaObjectField('Entity', 'timeline', (t) =>
  t.prismaConnection({
    type: 'TimelineItem',
    cursor: 'id',
    description: 'The items the entity (a person) owns that the viewer may see, newest first, for their page (totalCount counts up to 2000)',
    totalCount: (entity, _args, context) =>
      context.prisma.timelineItem.count({ where: entityTimelineWhere(context.viewer, entity.id), orderBy: TIMELINE_ORDER, take: LIST_MAX_ITEMS }),
    resolve: (query, entity, _args, context) =>
      context.prisma.timelineItem.findMany({
        ...query,
        where: entityTimelineWhere(context.viewer, entity.id),
        orderBy: TIMELINE_ORDER,
        relationLoadStrategy: 'join',
      }),
  }),
);

/** The search filter once per request: the connection's count and page share its matching ids. */
const searchFilters = new WeakMap<object, Map<string, ReturnType<typeof searchTimelineWhere>>>();
function searchFilter(context: GraphQLContext, text: string) {
  let filters = searchFilters.get(context);
  if (!filters) searchFilters.set(context, (filters = new Map<string, ReturnType<typeof searchTimelineWhere>>()));
  let filter = filters.get(text);
  if (!filter) filters.set(text, (filter = searchTimelineWhere(context, context.viewer, text)));
  return filter;
}

builder.queryField('searchTimeline', (t) =>
  t.prismaConnection({
    type: 'TimelineItem',
    cursor: 'id',
    description:
      'Timeline items whose title or summary contain the text, ignoring case and accents, newest first; only items the viewer may see. Empty text is a VALIDATION_ERROR (clients never send it).',
    args: { query: t.arg.string({ required: true }) },
    totalCount: async (_parent, { query }, context) =>
      context.prisma.timelineItem.count({ where: await searchFilter(context, query), orderBy: TIMELINE_ORDER, take: LIST_MAX_ITEMS }),
    resolve: async (query, _parent, args, context) =>
      context.prisma.timelineItem.findMany({
        ...query,
        where: await searchFilter(context, args.query),
        orderBy: TIMELINE_ORDER,
        relationLoadStrategy: 'join',
      }),
  }),
);

const TagRef = builder.objectRef<{ name: string; count: number }>('Tag').implement({
  description: 'A #hashtag and how many of the items the viewer may see carry it',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'lower case, without the #' }),
    count: t.exposeInt('count'),
  }),
});

builder.queryField('tags', (t) =>
  t.field({
    type: [TagRef],
    description: `The most used #hashtags starting with the prefix (a leading # and case ignored; empty: all), counted over the items the viewer may see only, most used first; at most ${TAG_SUGGESTION_LIMIT}, all by default`,
    args: { prefix: t.arg.string({ required: true }), first: t.arg.int() },
    resolve: (_root, args, context) => popularTags(context, context.viewer, args.prefix, args.first ?? TAG_SUGGESTION_LIMIT),
  }),
);

/** One change of a timeline item, as one subscriber sees it. */
type TimelineItemChange = { item: TimelineItem; removedId?: never } | { item?: never; removedId: number };

const TimelineItemChangeRef = builder.objectRef<TimelineItemChange>('TimelineItemChange').implement({
  description: 'An item the subscriber sees changed (item), or an item they saw is no longer visible to them (removedId)',
  fields: (t) => ({
    item: t.field({ type: TimelineItemRef, nullable: true, resolve: (change) => change.item ?? null }),
    removedId: t.id({
      nullable: true,
      resolve: (change) => (change.removedId === undefined ? null : objectKey({ kind: 'TimelineItem', id: change.removedId })),
    }),
  }),
});

builder.subscriptionField('timelineItemChanged', (t) =>
  t.field({
    type: TimelineItemChangeRef,
    description:
      "Changes of timeline items (privacy, removal, edits), each re-read through the subscriber's own visibility filter: the item while visible, its id once it is not or once it is deleted; nothing about items the subscriber never saw",
    subscribe: async function* (_root, _args, context) {
      const changes = context.services.bus.pubsub.subscribe('timelineItemChanged');
      // Items this subscription announced as visible: an id-only change that hides one of them is a removal.
      const announced = new Set<number>();
      try {
        for await (const { itemId, previousPrivacy, deleted } of changes) {
          if (deleted) {
            announced.delete(itemId);
            yield { removedId: itemId };
            continue;
          }
          const item = await context.prisma.timelineItem.findFirst({ where: { id: itemId, AND: [visibleTimelineItems(context.viewer)] } });
          if (item) {
            announced.add(itemId);
            yield { item };
            continue;
          }
          const sawIt =
            announced.delete(itemId) ||
            (previousPrivacy !== undefined &&
              (await context.prisma.timelineItem.count({
                where: { id: itemId, AND: [visibleTimelineItems(context.viewer, previousPrivacy)] },
              })) > 0);
          if (sawIt) yield { removedId: itemId };
        }
      } finally {
        await changes.return?.();
      }
    },
    resolve: (change) => change,
  }),
);
