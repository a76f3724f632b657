import { Router } from 'express';
import { z } from 'zod';
import { pagedList, parsePageQuery, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId } from '../../validation.ts';
import { type ChannelChoice, type NotificationKind, notificationPreferences } from '@domain/notification-kinds.ts';
import { setNotificationChannels } from './preferences.ts';
import { deleteNotification, listNotifications } from './service.ts';
import { actingEntityId } from '../../auth/viewer.ts';

const idSchema = z.object({ id: recordId });

const presentChannels = (kind: NotificationKind, channels: ChannelChoice) => ({ kind, in_app: channels.inApp, push: channels.push, email: channels.email });

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
  // The channels per notification kind (issue 18): read all, set one kind's (`{in_app?, push?, email?}`).
  router.get(
    '/api/notification/settings',
    restRoute(services.logger, (req) => {
      actingEntityId(req.viewer);
      const data = notificationPreferences(req.viewer.user!.settings).map(({ kind, channels }) => presentChannels(kind, channels));
      return Promise.resolve({ data });
    }),
  );
  router.put(
    '/api/notification/settings/:kind',
    restRoute(services.logger, async (req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const { kind, channels } = await setNotificationChannels(services, req.viewer, { kind: req.params.kind, inApp: body.in_app, push: body.push, email: body.email });
      return { data: presentChannels(kind, channels) };
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
