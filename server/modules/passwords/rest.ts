import { Router } from 'express';
import { sessionCookies, clientInfo } from '../../http/request-state.ts';
import { restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { stateForRest } from '../users/rest.ts';
import { loadUserState } from '../users/user-state.ts';
import { changePassword, checkRestoreToken, requestPasswordRestore, RESTORE_REQUESTED, restorePassword, setPassword } from './service.ts';

const bodyOf = (body: unknown): Record<string, unknown> => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {});
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The password paths (recording §7 `/api/password/restore`): POST asks for a link, GET with
 * `?token=` checks one, PUT sets the new password with it and signs in; POST /api/password/change
 * and /api/password/set for a signed-in person. The service functions do every check.
 */
export function passwordsRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);

  router.post(
    '/api/password/restore',
    route(async (req, res) => {
      await requestPasswordRestore(services, { email: text(bodyOf(req.body).email) }, clientInfo(req));
      res.status(202);
      return { code: RESTORE_REQUESTED };
    }),
  );

  router.get(
    '/api/password/restore',
    route(async (req) => ({ data: await checkRestoreToken(services, { token: text(req.query.token) }) })),
  );

  router.put(
    '/api/password/restore',
    route(async (req, res) => {
      const body = bodyOf(req.body);
      const input = { token: text(body.token), password: text(body.password), passwordRetype: text(body.password_retype ?? body.passwordRetype) };
      const result = await restorePassword(services, input, clientInfo(req));
      if (result.kind === 'challenge') return { code: 'TWO_FACTOR_REQUIRED', challenge: result.challenge, expires_at: result.expiresAt.toISOString() };
      sessionCookies(req, res, services.config.cookieDomain).set(result.session);
      const state = await loadUserState(services, { role: result.user.role, user: result.user, sessionId: null });
      return { code: 'PASSWORD_CHANGED', _state: stateForRest(state, 'minimal') };
    }),
  );

  router.post(
    '/api/password/change',
    route(async (req) => {
      const body = bodyOf(req.body);
      const input = {
        currentPassword: text(body.current_password ?? body.currentPassword),
        password: text(body.password),
        passwordRetype: text(body.password_retype ?? body.passwordRetype),
      };
      await changePassword(services, req.viewer, input, clientInfo(req));
      return { code: 'PASSWORD_CHANGED' };
    }),
  );

  router.post(
    '/api/password/set',
    route(async (req) => {
      const body = bodyOf(req.body);
      await setPassword(services, req.viewer, { password: text(body.password), passwordRetype: text(body.password_retype ?? body.passwordRetype) }, clientInfo(req));
      return { code: 'PASSWORD_CHANGED' };
    }),
  );
  return router;
}
