import { Router } from 'express';
import { restRoute } from '../../http/rest.ts';
import { sessionCookies } from '../../http/request-state.ts';
import type { Services } from '../../services.ts';
import { removeAccount } from './service.ts';

/**
 * `DELETE /api/identity/dummy` (social-core §7): removes the account, then logs out. The JSON body
 * carries `password` (422 FIELD_REQUIRED without it, unless the account has none)
 * and `records` (also in the query): ANONYMISE (the default) or DELETE.
 */
export function accountRemovalRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);
  router.delete(
    '/api/identity/dummy',
    route(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      // The password only in the body: a query string ends up in logs.
      const input = { password: body.password, records: body.records ?? req.query.records };
      const removed = await removeAccount(services, req.viewer, input as Parameters<typeof removeAccount>[2], req.clientInfo);
      sessionCookies(req, res, services.config.cookieDomain).clear();
      return { data: { removed: true, records: removed.records } };
    }),
  );
  return router;
}
