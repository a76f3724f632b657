import { Router } from 'express';
import { z } from 'zod';
import { COMMENT_PAGE_SIZE } from '@domain/paging.ts';
import { pagedList, parsePageQuery, parseSort, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId, recordIdOrNew } from '../../validation.ts';
import { objectKey, parseObjectKey } from '../objects/registry.ts';
import { addComment, deleteComment, editComment, type ListedComment, listComments } from './service.ts';

/** In the REST paths an object is a timeline item's numeric id (social-core §7). */
const objectParam = recordId;
const threadParam = recordIdOrNew.optional();
const idParam = recordId;

const pathSchema = z.object({ objectId: objectParam, subThreadId: threadParam });
const addBodySchema = z.object({
  sub_thread_id: recordIdOrNew.nullish(),
  reply_to: recordId.nullish(),
  // A missing message reaches the service empty, which answers FIELD_REQUIRED.
  message: z.string().default(''),
});
const editBodySchema = z.object({ message: z.string().default('') });

function timelineItemKey(id: number): string {
  return objectKey({ kind: 'TimelineItem', id });
}

/** A comment in the spec's field names (social-core §3); ids of objects are numeric as in the paths. */
function commentForRest(comment: ListedComment) {
  return {
    id: comment.id,
    comment_id: comment.id,
    created_by: comment.createdById,
    display_name: comment.createdBy.displayName,
    profile_image_url: comment.createdBy.profileImageUrl,
    created_at: comment.createdAt.toISOString(),
    updated_at: comment.updatedAt.toISOString(),
    message: comment.message,
    evaluation_count: comment.evaluationCount,
    comment_count: comment.commentCount,
    related_to: parseObjectKey(comment.objectId).id,
    sub_thread_id: comment.subThreadId ?? 0,
    reply_to: comment.replyToId,
    reply_to_display_name: comment.replyToName,
    can_edit: comment.permissions.canEdit,
    can_delete: comment.permissions.canDelete,
    can_report: comment.permissions.canReport,
  };
}

export function commentsRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);
  const paths = '/api/comment/:objectId{/:subThreadId}';

  router.post(
    paths,
    route(async (req) => {
      const { objectId, subThreadId } = parseInput(pathSchema, req.params);
      const body = parseInput(addBodySchema, req.body ?? {});
      const { comment } = await addComment(services, req.viewer, {
        objectId: timelineItemKey(objectId),
        subThreadId: subThreadId ?? body.sub_thread_id,
        replyTo: body.reply_to,
        message: body.message,
      });
      return { setData: { comment_id: comment.id } };
    }),
  );

  router.patch(
    '/api/comment/:id',
    route(async (req) => {
      const id = parseInput(idParam, req.params.id);
      const { message } = parseInput(editBodySchema, req.body ?? {});
      const comment = await editComment(services, req.viewer, { commentId: id, message });
      return { setData: { comment_id: comment.id } };
    }),
  );

  router.delete(
    '/api/comment/:id',
    route(async (req) => {
      const { comment } = await deleteComment(services, req.viewer, parseInput(idParam, req.params.id));
      return {
        getComment: {
          related_to: parseObjectKey(comment.objectId).id,
          reply_to: comment.replyToId,
          sub_thread_id: comment.subThreadId ?? 0,
        },
      };
    }),
  );

  router.get(
    paths,
    route(async (req) => {
      const { objectId, subThreadId } = parseInput(pathSchema, req.params);
      const { page, size, sort } = parsePageQuery({ _size: String(COMMENT_PAGE_SIZE), ...req.query });
      const { descending } = parseSort(sort, ['id'], { field: 'id', descending: false });
      const pageQuery = { page, size: Math.min(size, COMMENT_PAGE_SIZE), sort };
      const { comments, total } = await listComments(
        services,
        req.viewer,
        { objectId: timelineItemKey(objectId), subThreadId },
        { ...pageQuery, newestFirst: descending },
      );
      return pagedList(comments.map(commentForRest), total, pageQuery);
    }),
  );
  return router;
}
