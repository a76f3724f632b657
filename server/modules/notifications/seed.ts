import { viewerFor } from '../../auth/viewer.ts';
import { sendAnnouncement } from './announcements.ts';
import type { DispatchServices } from './dispatcher.ts';

const DAY = 24 * 3600_000;

/**
 * The demo's announcement notification: the admin tells everyone, through each one's own channels,
 * that notifications can come by e-mail, two days ago (so it shows on /admin/notification/ and in
 * every notification list, read, below the newer notices).
 */
export async function seedDemoAnnouncement(services: DispatchServices): Promise<void> {
  const admin = await services.prisma.user.findUnique({ where: { email: 'admin@lepke.test' }, include: { entity: true } });
  if (!admin) return;
  const announcement = await sendAnnouncement(services, viewerFor(admin, 'demo-seed'), {
    text: 'Újdonság: az értesítéseidet e-mailben is kérheted, azonnal vagy napi, illetve heti összefoglalóban. Fajtánként a Beállításokban választhatsz.',
    url: '/profile/settings/',
  });
  const twoDaysAgo = new Date(Date.now() - 2 * DAY);
  await services.prisma.announcement.update({ where: { id: announcement.id }, data: { createdAt: twoDaysAgo } });
  // Read already, so the demo's badges stay what the README and the browser tests say.
  await services.prisma.notification.updateMany({ where: { token: 'SITE_ANNOUNCEMENT' }, data: { createdAt: twoDaysAgo, readAt: twoDaysAgo } });
}
