import { Router } from 'express';
import { z } from 'zod';
import { restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { int4, parseInput, recordId } from '../../validation.ts';
import { removeItem, setPrivacy } from './service.ts';

const privacyParams = z.object({ id: recordId, value: int4 });

/** `POST /api/post/privacy/{id}/{value}` and `DELETE /api/timeline/{id}` (social-core §7); the service checks the privacy value. */
export function privacyRoutes(services: Services): Router {
  const router = Router();
  router.post(
    '/api/post/privacy/:id/:value',
    restRoute(services.logger, async (req) => {
      const { id, value } = parseInput(privacyParams, req.params);
      const item = await setPrivacy(services, req.viewer, id, value);
      return { success: true, message: 'VALUE_SET', privacy_status: item.privacy };
    }),
  );
  router.delete(
    '/api/timeline/:id',
    restRoute(services.logger, async (req) => {
      await removeItem(services, req.viewer, parseInput(recordId, req.params.id));
      return { success: true };
    }),
  );
  return router;
}
