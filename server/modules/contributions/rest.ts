import { Router } from 'express';
import { z } from 'zod';
import { restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId } from '../../validation.ts';
import { type Contributor, listContributors, setContributors } from './service.ts';

const idParam = z.object({ recordId });
const bodySchema = z.object({ contributors: z.array(z.object({ entity_id: z.unknown(), role: z.unknown() })) });

const contributorForRest = (row: Contributor) => ({ entity_id: row.entityId, display_name: row.displayName, role: row.role });

/** `GET|PUT /api/contribution/edit/{recordId}` (recording §7): a record's contributors and their roles. */
export function contributionsRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);

  router.get(
    '/api/contribution/edit/:recordId',
    route(async (req) => {
      const { recordId: id } = parseInput(idParam, req.params);
      return { data: (await listContributors(services.prisma, req.viewer, id)).map(contributorForRest) };
    }),
  );
  router.put(
    '/api/contribution/edit/:recordId',
    route(async (req) => {
      const { recordId: id } = parseInput(idParam, req.params);
      const { contributors } = parseInput(bodySchema, req.body ?? {});
      const rows = contributors.map((row) => ({ entityId: row.entity_id, role: row.role }));
      const saved = await setContributors(services, req.viewer, id, rows);
      return { data: saved.map(contributorForRest), message: 'SAVED' };
    }),
  );
  return router;
}
