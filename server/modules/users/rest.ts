import { Router } from 'express';
import { GUEST } from '../../auth/viewer.ts';
import { fieldText, restRoute } from '../../http/rest.ts';
import { sessionCookies } from '../../http/request-state.ts';
import type { Services } from '../../services.ts';
import { parseObjectKey } from '../objects/registry.ts';
import { savedGeoFilter } from './profile-settings.ts';
import { logout } from './service.ts';
import { loadUserState, type UserState } from './user-state.ts';

type Detail = 'minimal' | 'standard' | 'full';

/** Liked objects by the numeric ids the like paths take: `/api/like/{id}` items, `/api/like/{id}/comment` comments. */
function likedIds(keys: readonly string[]) {
  const refs = keys.map(parseObjectKey);
  return {
    liked: refs.filter((ref) => ref.kind === 'TimelineItem').map((ref) => ref.id),
    liked_comments: refs.filter((ref) => ref.kind === 'Comment').map((ref) => ref.id),
  };
}

/** The user state in the spec's key names (`_state` of GET /api/dataset/user). */
export function stateForRest(state: UserState, detail: Detail) {
  const minimal = {
    auth_role: state.role,
    auth_entityId: state.entityId,
    auth_displayName: state.displayName,
    auth_language: state.language,
    notification: state.notificationCount,
    message: state.messageCount,
    version: { frontend: state.frontendVersion },
    updated_at: state.updatedAt?.toISOString() ?? null,
  };
  if (detail === 'minimal') return minimal;
  const standard = {
    ...minimal,
    auth_userid: state.userId,
    auth_mainEntityId: state.mainEntityId,
    auth_entityType: state.entityType,
    auth_memberArray: state.memberArray,
    auth_status: state.status,
    auth_profileImageUrl: state.profileImageUrl,
    entity_relation: Object.fromEntries(state.relations),
    ...likedIds(state.liked),
    _geo_filter: savedGeoFilter(state.settings),
  };
  if (detail === 'standard') return standard;
  return {
    ...standard,
    'auth-t2': state.entities,
    profile: { profile_image_url: state.profileImageUrl, display_name: state.displayName, setting: state.settings },
  };
}

export function usersRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);

  const dataset = (detail: Detail) => route(async (req) => ({ _state: stateForRest(await loadUserState(services, req.viewer), detail) }));
  router.get('/api/dataset/user', dataset('standard'));
  router.get('/api/dataset/user/_full', dataset('full'));
  router.get('/api/dataset/user/_minimal', dataset('minimal'));

  router.get(
    '/api/logout',
    route(async (req, res) => {
      await logout(services, req.viewer);
      sessionCookies(req, res, services.config.cookieDomain).clear();
      return { _state: stateForRest(await loadUserState(services, GUEST), 'minimal') };
    }),
  );

  // The older logout: a form post with _op=ao, answered with a redirect home.
  router.post(
    '/asspUND.al',
    route(async (req, res) => {
      const op = (req.body as Record<string, unknown> | undefined)?._op ?? req.query._op;
      if (op !== 'ao') {
        res.status(422).json({ error_code: 'VALIDATION_ERROR', message: `Unknown operation: ${fieldText(op)}` });
        return;
      }
      await logout(services, req.viewer);
      sessionCookies(req, res, services.config.cookieDomain).clear();
      res.redirect(303, '/');
    }),
  );
  return router;
}
