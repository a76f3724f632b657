import { encodeGlobalID } from '@pothos/plugin-relay';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';

/**
 * The media review's demo (`/admin/media/review/`): the demo moderator has reviewed the demo's
 * photos but the three newest, which wait in the "new" tab, and Kezdő Kata has reported another
 * person's photo, which waits in the "reported" tab (and in the dispute queue).
 */
export async function seedDemoMediaReview(prisma: PrismaClient): Promise<void> {
  const [moderator, reporter] = await Promise.all([
    prisma.user.findUnique({ where: { email: 'moderator@lepke.test' }, select: { entityId: true } }),
    prisma.user.findUnique({ where: { email: 'user@lepke.test' }, select: { entityId: true } }),
  ]);
  if (!moderator || !reporter) return;
  const media = await prisma.media.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { id: true, ownerId: true } });
  if (media.length < 5) return;
  const waiting = media.slice(0, 3).map(({ id }) => id);
  await prisma.media.updateMany({ where: { id: { notIn: waiting } }, data: { reviewedAt: new Date(), reviewedById: moderator.entityId } });
  const reported = media.slice(3).find(({ ownerId }) => ownerId !== reporter.entityId);
  if (reported) {
    await prisma.dispute.create({
      data: {
        reporterId: reporter.entityId,
        objectId: encodeGlobalID('Media', reported.id),
        reason: 'Szerintem ezen a képen nem lepke van, hanem egy molylepkének látszó tegzes.',
      },
    });
  }
}
