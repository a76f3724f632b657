import { offsetForArgs, resolveOffsetConnection } from '@pothos/plugin-relay';
import { MEDIA_REVIEW_ACTIONS, MEDIA_REVIEW_FLAGS, MEDIA_REVIEW_PAGE_MAX, MEDIA_REVIEW_TABS } from '@domain/media-review.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { numericId } from '../../graphql/ids.ts';
import { disputePolicy } from '../moderation/policy.ts';
import { MediaRef } from './schema.ts';
import type { Db } from '../objects/registry.ts';
import { type MediaReviewInfo, mediaReviewInfo, mediaReviewQueue, reviewMedia } from './review.ts';

const MediaReviewTabEnum = builder.enumType('MediaReviewTab', { values: MEDIA_REVIEW_TABS });
const MediaReviewActionEnum = builder.enumType('MediaReviewAction', { values: MEDIA_REVIEW_ACTIONS });
const MediaReviewFlagEnum = builder.enumType('MediaReviewFlag', { values: MEDIA_REVIEW_FLAGS });

interface ReviewState {
  media: {
    id: number;
    ownerId: number;
    reviewedAt: Date | null;
    hiddenAt: Date | null;
    reviewFlag: (typeof MEDIA_REVIEW_FLAGS)[number] | null;
    reviewNote: string | null;
  };
  /** read once for the fields that need it */
  info?: Promise<MediaReviewInfo>;
}

const infoOf = (state: ReviewState, db: Db) => (state.info ??= mediaReviewInfo(db, state.media));

const MediaReviewRef = builder.objectRef<ReviewState>('MediaReview').implement({
  description: 'A medium as media review sees it (moderators and admins): its state, owner, record and open reports',
  fields: (t) => ({
    reviewedAt: t.field({ type: 'DateTime', nullable: true, resolve: (state) => state.media.reviewedAt }),
    hiddenAt: t.field({ type: 'DateTime', nullable: true, resolve: (state) => state.media.hiddenAt }),
    hidden: t.boolean({ resolve: (state) => state.media.hiddenAt !== null }),
    flag: t.field({ type: MediaReviewFlagEnum, nullable: true, resolve: (state) => state.media.reviewFlag }),
    note: t.string({ nullable: true, resolve: (state) => state.media.reviewNote }),
    ownerName: t.string({ resolve: async (state, _args, context) => (await infoOf(state, context.prisma)).ownerName }),
    ownerRecId: t.int({ resolve: (state) => state.media.ownerId }),
    recordRecId: t.int({
      nullable: true,
      description: 'the record it is a photo of, if any',
      resolve: async (state, _args, context) => (await infoOf(state, context.prisma)).recordId,
    }),
    speciesName: t.string({ nullable: true, resolve: async (state, _args, context) => (await infoOf(state, context.prisma)).speciesName }),
    openReports: t.int({ resolve: async (state, _args, context) => (await infoOf(state, context.prisma)).openReports }),
    reports: t.stringList({ description: 'the open reports’ reasons', resolve: async (state, _args, context) => (await infoOf(state, context.prisma)).reports }),
  }),
});

builder.objectField(MediaRef, 'review', (t) =>
  t.field({
    type: MediaReviewRef,
    nullable: true,
    description: 'its review state (media review, /admin/media/review/): moderators and admins only, null for others',
    resolve: (media, _args, context) => (disputePolicy(context.viewer).handle ? { media } : null),
  }),
);

builder.queryField('mediaReviewQueue', (t) =>
  t.connection(
    {
      type: MediaRef,
      description: 'Media review (moderators and admins; /admin/media/review/): new media, media with open reports, hidden media; newest first',
      authScopes: (_parent, _args, context) => disputePolicy(context.viewer).handle,
      args: { tab: t.arg({ type: MediaReviewTabEnum, defaultValue: 'new' }) },
      resolve: async (_root, args, context) => {
        const paging = { args, defaultSize: 24, maxSize: MEDIA_REVIEW_PAGE_MAX };
        const { offset, limit } = offsetForArgs(paging);
        const { total, rows } = await mediaReviewQueue(context.services, context.viewer, args.tab ?? 'new', { skip: offset, take: limit });
        return resolveOffsetConnection({ ...paging, totalCount: total }, () => rows);
      },
    },
    { fields: (t) => ({ totalCount: t.int({ resolve: (connection) => connection.totalCount }) }) },
  ),
);

const ReviewMediaPayload = builder.objectRef<{ media: Awaited<ReturnType<typeof reviewMedia>> }>('ReviewMediaPayload').implement({
  fields: (t) => ({ media: t.field({ type: MediaRef, resolve: (payload) => payload.media }) }),
});

builder.mutationField('reviewMedia', (t) =>
  t.field({
    type: ReviewMediaPayload,
    description: 'Approve, hide, restore a medium, or flag it as not a lepidopteran or the wrong species, with an optional note (moderators and admins)',
    args: { id: t.arg.id({ required: true }), action: t.arg({ type: MediaReviewActionEnum, required: true }), note: t.arg.string() },
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, ForbiddenError, NotFoundError, ConflictError], directResult: true, union: { name: 'ReviewMediaResult' } },
    resolve: async (_root, args, context) => ({
      media: await reviewMedia(context.services, context.viewer, numericId(args.id, 'Media', 'id'), args.action, args.note),
    }),
  }),
);
