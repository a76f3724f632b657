import { Router } from 'express';
import { z } from 'zod';
import { restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { decideConsent } from './service.ts';

const bodySchema = z.object({ accepted: z.boolean().default(true) });

/** `POST /api/consent/{name}` (social-core §7): body `accepted` (default true) → `data.consent`. */
export function consentRoutes(services: Services): Router {
  const router = Router();
  router.post(
    '/api/consent/:name',
    restRoute(services.logger, async (req) => {
      const { accepted } = parseInput(bodySchema, req.body ?? {});
      const consent = await decideConsent(services, req.viewer, req.params.name as string, accepted);
      return { data: { consent: { id: consent.id, name: consent.name, accepted: consent.accepted, timestamp: consent.createdAt.toISOString() } } };
    }),
  );
  return router;
}
