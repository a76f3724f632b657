import { Router } from 'express';
import { restRoute } from '../../http/rest.ts';
import { sessionCookies } from '../../http/request-state.ts';
import type { Services } from '../../services.ts';
import { sessionForRest } from './present.ts';
import { endOtherSessions, endSession, listSessions } from './service.ts';

/** The viewer's sessions on the account page (issue 19); guests hear 401 UNAUTHORIZED. */
export function sessionsRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);

  router.get(
    '/api/profile/sessions',
    route(async (req) => ({ data: (await listSessions(services, req.viewer)).map(sessionForRest) })),
  );

  // "End all other sessions": the current one stays.
  router.delete(
    '/api/profile/sessions',
    route(async (req) => ({ code: 'SESSIONS_ENDED', count: await endOtherSessions(services, req.viewer) })),
  );

  router.delete(
    '/api/profile/sessions/:id',
    route(async (req, res) => {
      const { current } = await endSession(services, req.viewer, String(req.params.id));
      // The session of this request is gone: so is its cookie.
      if (current) sessionCookies(req, res, services.config.cookieDomain).clear();
      return { code: 'SESSION_ENDED', current };
    }),
  );
  return router;
}
