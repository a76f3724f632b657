import { offsetForArgs, resolveOffsetConnection } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { EntityRef } from '../entities/schema.ts';
import { objectKey } from '../objects/registry.ts';
import { findLikers, like, type LikeState, likedByViewer, unlike } from './service.ts';

/** Likers are listed 20 at a time, at most 100. */
const LIKERS_PAGE_SIZE = 20;

/** One request's liked-state lookups, batched into a single statement. */
const likedLoaders = new WeakMap<GraphQLContext, DataLoader<string, boolean>>();

function likedLoader(context: GraphQLContext): DataLoader<string, boolean> {
  let loader = likedLoaders.get(context);
  if (!loader) {
    loader = new DataLoader(async (keys) => {
      const liked = await likedByViewer(context, context.viewer, keys);
      return keys.map((key) => liked.has(key));
    });
    likedLoaders.set(context, loader);
  }
  return loader;
}

builder.prismaObjectField('TimelineItem', 'likedByViewer', (t) =>
  t.boolean({
    resolve: (item, _args, context) => likedLoader(context).load(objectKey({ kind: 'TimelineItem', id: item.id })),
  }),
);

builder.prismaObjectField('Comment', 'likedByViewer', (t) =>
  t.boolean({
    resolve: (comment, _args, context) => likedLoader(context).load(objectKey({ kind: 'Comment', id: comment.id })),
  }),
);

const LikeInput = builder.inputType('LikeInput', {
  fields: (t) => ({ objectId: t.id({ required: true, description: 'the global id of a timeline item or comment' }) }),
});

const LikePayload = builder.objectRef<LikeState>('LikePayload').implement({
  fields: (t) => ({
    objectId: t.id({ resolve: (state) => state.objectKey }),
    evaluationCount: t.exposeInt('evaluationCount'),
    likedByViewer: t.exposeBoolean('liked'),
    node: t.node({ description: 'the liked object, refreshed', id: (state) => state.objectKey }),
  }),
});

for (const [name, change, resultName] of [
  ['like', like, 'LikeResult'],
  ['unlike', unlike, 'UnlikeResult'],
] as const) {
  builder.mutationField(name, (t) =>
    t.field({
      type: LikePayload,
      args: { input: t.arg({ type: LikeInput, required: true }) },
      authScopes: { loggedIn: true },
      errors: { types: [ForbiddenError, NotFoundError], directResult: true, union: { name: resultName } },
      resolve: async (_root, { input }, context) => {
        const state = await change(context.services, context.viewer, String(input.objectId));
        // The payload's node reads the new state; an earlier read in this request must not shadow it.
        likedLoader(context).clear(state.objectKey).prime(state.objectKey, state.liked);
        return state;
      },
    }),
  );
}

builder.queryField('likers', (t) =>
  t.connection(
    {
      type: EntityRef,
      nullable: true,
      description: 'Who liked an object, most recent first; null when the viewer may not see the object',
      args: { objectId: t.arg.id({ required: true }) },
      resolve: async (_root, args, context) => {
        const paging = { args, defaultSize: LIKERS_PAGE_SIZE, maxSize: LIST_PAGE_SIZE };
        const { offset, limit } = offsetForArgs(paging);
        try {
          const { entities, total } = await findLikers(context, context.viewer, String(args.objectId), { skip: offset, take: limit });
          return resolveOffsetConnection({ ...paging, totalCount: total }, () => entities);
        } catch (error) {
          if (error instanceof NotFoundError) return null;
          throw error;
        }
      },
    },
    { fields: (t) => ({ totalCount: t.int({ resolve: (connection) => connection.totalCount }) }) },
  ),
);
