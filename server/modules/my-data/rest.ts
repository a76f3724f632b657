import { Router } from 'express';
import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { MY_DATA_FILE_NAME, MY_DATA_PATH } from '@domain/account-removal.ts';
import { consumeAll, createLimiter } from '../../auth/rate-limits.ts';
import { actingEntityId } from '../../auth/viewer.ts';
import { restRoute, sendStream, siteOrigin } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { myDataArchive } from './service.ts';

/** Downloads per account and hour: a whole account is heavy to read. */
export const MY_DATA_DOWNLOADS_PER_HOUR = 5;

/** Downloads per person and hour, counted in Redis when configured, so every process shares them. */
export function createMyDataLimiter(redis?: Redis): RateLimiterAbstract {
  return createLimiter({ keyPrefix: 'my_data_export', points: MY_DATA_DOWNLOADS_PER_HOUR, durationSeconds: 3600 }, redis);
}

/** `GET /api/profile/export.zip`: the signed-in person's own data as a zip (GDPR art. 20), as an attachment. */
export function myDataRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);
  router.get(
    MY_DATA_PATH,
    route(async (req, res) => {
      const entityId = actingEntityId(req.viewer);
      await consumeAll([[services.myDataLimiter, String(entityId)]]);
      const stream = myDataArchive(services, req.viewer, siteOrigin(req, services.config.publicOrigin));
      res.status(200).attachment(MY_DATA_FILE_NAME).type('application/zip');
      try {
        await sendStream(res, stream);
      } catch (error) {
        // Headers are gone: the client sees a cut download, never a file that looks whole.
        services.logger.error('My data export failed', error);
        res.destroy();
      }
    }),
  );
  return router;
}
