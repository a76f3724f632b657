import { Router } from 'express';
import { z } from 'zod';
import { MEDIA_REVIEW_ACTIONS, MEDIA_REVIEW_PAGE_MAX, MEDIA_REVIEW_TABS } from '@domain/media-review.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Media } from '../../db/generated/prisma/client.ts';
import { pagedList, parsePageQuery, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { mediaForRest } from './present.ts';
import { mediaReviewInfo, mediaReviewQueue, reviewMedia } from './review.ts';

const tabQuery = z.object({ tab: z.enum(MEDIA_REVIEW_TABS).default('new') });
const actionParams = z.object({ id: z.coerce.number().int().positive(), action: z.enum(MEDIA_REVIEW_ACTIONS) });
const actionBody = z.object({ note: z.string().nullish() });

/** A medium of the review queue: the REST media shape with its review state, owner, record and open reports. */
async function reviewedForRest(services: Services, media: Media, viewer: Viewer) {
  const info = await mediaReviewInfo(services.prisma, media);
  return {
    ...mediaForRest(media, viewer),
    reviewed_at: media.reviewedAt?.toISOString() ?? null,
    hidden_at: media.hiddenAt?.toISOString() ?? null,
    review_flag: media.reviewFlag,
    review_note: media.reviewNote,
    owner_id: info.ownerId,
    owner_name: info.ownerName,
    record_id: info.recordId,
    species_name: info.speciesName,
    open_reports: info.openReports,
  };
}

/**
 * `GET /api/admin/media/review?tab=new|reported|hidden` with the paged-list query: the media review
 * queue; `POST /api/admin/media/review/{id}/{action}` `{note?}`: approve, hide, restore,
 * notLepidoptera, wrongSpecies (moderators and admins).
 */
export function mediaReviewRoutes(services: Services): Router {
  const router = Router();
  router.get(
    '/api/admin/media/review',
    restRoute(services.logger, async (req) => {
      const page = parsePageQuery(req.query, MEDIA_REVIEW_PAGE_MAX);
      const { tab } = parseInput(tabQuery, req.query);
      const { total, rows } = await mediaReviewQueue(services, req.viewer, tab, { skip: page.page * page.size, take: page.size });
      return pagedList(await Promise.all(rows.map((media) => reviewedForRest(services, media, req.viewer))), total, page);
    }),
  );
  router.post(
    '/api/admin/media/review/:id/:action',
    restRoute(services.logger, async (req) => {
      const { id, action } = parseInput(actionParams, req.params);
      const { note } = parseInput(actionBody, req.body ?? {});
      return reviewedForRest(services, await reviewMedia(services, req.viewer, id, action, note), req.viewer);
    }),
  );
  return router;
}
