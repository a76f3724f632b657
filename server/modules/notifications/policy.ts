import { type Abilities, authorizeNow } from '../../auth/policy.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { hasRole } from '@domain/roles.ts';

export const NOTIFICATION_ADMIN_ACTIONS = ['overview', 'announce'] as const;
export type NotificationAdminAction = (typeof NOTIFICATION_ADMIN_ACTIONS)[number];

/** Site admins see what the notification channels sent and send announcement notifications (`/admin/notification/`, an ADMIN route). */
export function notificationAdminPolicy(viewer: Viewer): Abilities<NotificationAdminAction> {
  const admin = hasRole(viewer.role, 'ADMIN');
  return { overview: admin, announce: admin };
}

export const authorizeNotificationAdmin = (viewer: Viewer, action: NotificationAdminAction) => authorizeNow(notificationAdminPolicy, viewer, action, null);
