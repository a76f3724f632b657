import { Router } from 'express';
import { restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { subscribePush, unsubscribePush } from './service.ts';

/**
 * `POST /api/notification/subscribe` with JSON `{subscription, device_id}` and
 * `DELETE /api/notification/subscribe?device_id=…` (social-core §7). Mounted before the
 * notification routes, so `subscribe` is never read as a notification id.
 */
export function pushRoutes(services: Services): Router {
  const router = Router();
  router.post(
    '/api/notification/subscribe',
    restRoute(services.logger, async (req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const stored = await subscribePush(services, req.viewer, { subscription: body.subscription, deviceId: body.device_id });
      return { success: true, data: { device_id: stored.deviceId, endpoint: stored.endpoint, updated_at: stored.updatedAt.toISOString() } };
    }),
  );
  router.delete(
    '/api/notification/subscribe',
    restRoute(services.logger, async (req) => {
      const removed = await unsubscribePush(services, req.viewer, { deviceId: req.query.device_id });
      return { success: true, data: { removed } };
    }),
  );
  return router;
}
