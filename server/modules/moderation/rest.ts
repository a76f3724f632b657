import { Router } from 'express';
import { z } from 'zod';
import { DISPUTE_ACTIONS, DISPUTE_KINDS, DISPUTE_PAGE_MAX, DISPUTE_STATUSES } from '@domain/disputes.ts';
import { pagedList, parsePageQuery, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { actOnDispute, disputeQueue } from './disputes.ts';
import { disputeForRest } from './present.ts';

const filterQuery = z.object({ status: z.enum(DISPUTE_STATUSES).default('open'), kind: z.enum(DISPUTE_KINDS).optional() });
const actionParams = z.object({ id: z.coerce.number().int().positive(), action: z.enum(DISPUTE_ACTIONS) });
const actionBody = z.object({ reason: z.string() });

/**
 * `GET /api/admin/dispute?status=&kind=` with the paged-list query: the dispute queue, grouped by
 * reported thing; `POST /api/admin/dispute/{id}/{action}` `{reason}`: dismiss, hide, restore,
 * remove or warn (moderators and admins).
 */
export function disputeRoutes(services: Services): Router {
  const router = Router();
  router.get(
    '/api/admin/dispute',
    restRoute(services.logger, async (req) => {
      const page = parsePageQuery(req.query, DISPUTE_PAGE_MAX);
      const { status, kind } = parseInput(filterQuery, req.query);
      const { total, cases } = await disputeQueue(services, req.viewer, { status, kind: kind ?? null }, { skip: page.page * page.size, take: page.size });
      return pagedList(cases.map(disputeForRest), total, page);
    }),
  );
  router.post(
    '/api/admin/dispute/:id/:action',
    restRoute(services.logger, async (req) => {
      const { id, action } = parseInput(actionParams, req.params);
      const { reason } = parseInput(actionBody, req.body ?? {});
      return disputeForRest(await actOnDispute(services, req.viewer, id, action, reason));
    }),
  );
  return router;
}
