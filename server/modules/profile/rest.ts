import { Router } from 'express';
import { restRoute } from '../../http/rest.ts';
import { clientInfo } from '../../http/request-state.ts';
import type { Services } from '../../services.ts';
import { profileForRest, profileInputFromRest } from './present.ts';
import { richTextNotice } from '../rich-text/sanitize.ts';
import { confirmEmailChange, type EmailChangeInput, loadProfile, requestEmailChange, updateProfile, type UpdateProfileInput } from './service.ts';

const bodyOf = (body: unknown): Record<string, unknown> => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {});

/** The viewer's own profile (recording §7) and the e-mail change; guests hear 401 UNAUTHORIZED. */
export function profileRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);

  router.get(
    '/api/profile/me',
    route(async (req) => ({ data: profileForRest(await loadProfile(services, req.viewer)) })),
  );

  router.get(
    '/api/profile/part/full',
    route(async (req) => {
      const profile = await loadProfile(services, req.viewer);
      return { data: { profile: profileForRest(profile), setting: profile.settings } };
    }),
  );

  router.post(
    '/api/profile/me',
    route(async (req) => {
      // The service parses every field; the REST names are only mapped here.
      const input = profileInputFromRest(bodyOf(req.body)) as UpdateProfileInput;
      const { profile, stateChange, richTextCleaned } = await updateProfile(services, req.viewer, input);
      return { code: 'SAVED', state_change: stateChange, data: profileForRest(profile), ...richTextNotice(richTextCleaned) };
    }),
  );

  router.post(
    '/api/profile/email',
    route(async (req) => {
      const body = bodyOf(req.body);
      const input = { newEmail: body.new_email ?? body.newEmail, currentPassword: body.current_password ?? body.currentPassword } as EmailChangeInput;
      const { email } = await requestEmailChange(services, req.viewer, input, clientInfo(req));
      return { code: 'EMAIL_CHANGE_LINK_SENT', email };
    }),
  );

  router.post(
    '/api/profile/email/confirm',
    route(async (req) => {
      const { email } = await confirmEmailChange(services, { token: bodyOf(req.body).token as string }, req.viewer);
      return { code: 'EMAIL_CHANGED', email };
    }),
  );
  return router;
}
