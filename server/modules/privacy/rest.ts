import { Router } from 'express';
import { restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { removeItem, setPrivacy } from './service.ts';

/** `POST /api/post/privacy/{id}/{value}` and `DELETE /api/timeline/{id}` (social-core §7); the service validates both numbers. */
export function privacyRoutes(services: Services): Router {
  const router = Router();
  router.post(
    '/api/post/privacy/:id/:value',
    restRoute(services.logger, async (req) => {
      const item = await setPrivacy(services, req.viewer, Number(req.params.id), Number(req.params.value));
      return { success: true, message: 'VALUE_SET', privacy_status: item.privacy };
    }),
  );
  router.delete(
    '/api/timeline/:id',
    restRoute(services.logger, async (req) => {
      await removeItem(services, req.viewer, Number(req.params.id));
      return { success: true };
    }),
  );
  return router;
}
