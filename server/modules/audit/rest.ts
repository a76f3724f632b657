import { Router } from 'express';
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_PAGE_MAX } from '@domain/audit.ts';
import { pagedList, parsePageQuery, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { auditPage } from './service.ts';

const filterQuery = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  actor: z.coerce.number().int().positive().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
});

/** `GET /api/admin/audit?action=&actor=&from=&to=` with the paged-list query: the audit log, newest first (moderators and admins). */
export function auditRoutes(services: Services): Router {
  const router = Router();
  router.get(
    '/api/admin/audit',
    restRoute(services.logger, async (req) => {
      const page = parsePageQuery(req.query, AUDIT_PAGE_MAX);
      const { action, actor, from, to } = parseInput(filterQuery, req.query);
      const { total, entries } = await auditPage(services, req.viewer, { action, actorId: actor, since: from, until: to }, page);
      const data = entries.map((entry) => ({
        id: entry.id,
        created_at: entry.createdAt.toISOString(),
        action: entry.action,
        actor: entry.actor && { id: entry.actor.id, display_name: entry.actor.displayName },
        object_id: entry.objectId,
        subject: entry.subject,
        reason: entry.reason,
        details: entry.details,
      }));
      return pagedList(data, total, page);
    }),
  );
  return router;
}
