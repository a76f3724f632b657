import { Router } from 'express';
import { z } from 'zod';
import { pagedList, parsePageQuery, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId } from '../../validation.ts';
import { deleteNotification, listNotifications } from './service.ts';

const idSchema = z.object({ id: recordId });

/** `GET /api/notification/` (paged `list.data`, newest first) and `DELETE /api/notification/{id}` (social-core §7). */
export function notificationsRoutes(services: Services): Router {
  const router = Router();
  router.get(
    '/api/notification/',
    restRoute(services.logger, async (req) => {
      const page = parsePageQuery(req.query);
      const { notifications, total } = await listNotifications(services, req.viewer, page);
      const data = notifications.map((notification) => ({
        id: notification.id,
        token: notification.token,
        url: notification.url,
        created_at: notification.createdAt.toISOString(),
        read: notification.readAt !== null,
        actor: notification.actor && {
          id: notification.actor.id,
          type: notification.actor.type,
          display_name: notification.actor.displayName,
          profile_image_url: notification.actor.profileImageUrl,
        },
      }));
      return pagedList(data, total, page);
    }),
  );
  const remove = restRoute(services.logger, async (req) => {
    const { id } = parseInput(idSchema, req.params);
    const counts = await deleteNotification(services, req.viewer, id);
    return { data: { id, notification_count: counts.notificationCount } };
  });
  // Only numeric ids: `DELETE /api/notification/subscribe` belongs to the push module.
  router.delete('/api/notification/:id', (req, res, next) => {
    if (/^\d+$/.test(String(req.params.id))) void remove(req, res, next);
    else next();
  });
  return router;
}
