import { Router } from 'express';
import { pagedList, parsePageQuery, parseSort, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { z } from 'zod';
import { parseInput } from '../../validation.ts';
import { listAnswers } from './answers.ts';
import { listHomeTimeline, searchTimeline } from './service.ts';

export function timelineRoutes(services: Services): Router {
  const router = Router();
  const homeTimeline = restRoute(services.logger, async (req) => {
    const page = parsePageQuery(req.query);
    const { descending } = parseSort(page.sort, ['time'], { field: 'time', descending: true });
    const listPage = { ...page, oldestFirst: !descending };
    // `query` filters the list like Query.searchTimeline; a list sent without text is the whole timeline.
    const text = typeof req.query.query === 'string' ? req.query.query.trim() : '';
    // `following=1`: only the items of whom the viewer follows (social-core §4 FOLLOWED).
    const following = req.query.following === '1' || req.query.following === 'true';
    const { items, total } = text ? await searchTimeline(services, req.viewer, text, listPage) : await listHomeTimeline(services, req.viewer, listPage, { following });
    const data = items.map((item) => ({
      id: item.id,
      referenced_id: item.referencedId,
      time: item.time.toISOString(),
      category: item.category,
      title: item.title,
      title_token: item.titleToken,
      summary: item.summary,
      url: item.url,
      thumbnail_image_url: item.thumbnailImageUrl,
      owned_by: item.ownerId,
      owned_by_name: item.owner.displayName,
      privacy_status: item.privacy,
      evaluation_count: item.evaluationCount,
      comment_count: item.commentCount,
      share_count: item.shareCount,
    }));
    return pagedList(data, total, page);
  });
  router.get('/api/timeline', homeTimeline);
  router.get('/api/home', homeTimeline);
  // The answers to a question item, as timeline answer items (social-core §3).
  router.get(
    '/api/timeline/:id/answers',
    restRoute(services.logger, async (req) => {
      const { id } = parseInput(z.object({ id: z.coerce.number().int().positive() }), req.params);
      const page = parsePageQuery(req.query);
      const { answers, total } = await listAnswers(services, req.viewer, id, page);
      const data = answers.map((answer) => ({
        id: answer.id,
        profile_image: answer.profileImage,
        display_name: answer.displayName,
        answer_text: answer.answerText,
        evaluation_count: answer.evaluationCount,
        comment_count: answer.commentCount,
        time: answer.time.toISOString(),
        category: answer.category,
      }));
      return pagedList(data, total, page);
    }),
  );
  return router;
}
