import { AccountStatus } from '../../auth/account-status.ts';
import { z } from 'zod';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import { ValidationError } from '../../errors.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { deliverStaged, type DispatchServices, type Notice, stageNotices, type StagedNotices } from './dispatcher.ts';
import { authorizeNotificationAdmin } from './policy.ts';
import { recordAudit } from '../audit/log.ts';
import { ANNOUNCEMENT_ROLES, ANNOUNCEMENT_TEXT_MAX, type AnnouncementRole, isSitePath } from '@domain/notification-kinds.ts';

/** Recipients staged in one go: one settings query and one insert each. */
const STAGE_BATCH = 1000;

const announceSchema = z.strictObject({
  text: z
    .string({ error: 'FIELD_REQUIRED' })
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, 'FIELD_REQUIRED').max(ANNOUNCEMENT_TEXT_MAX, 'DATA_TOO_LONG')),
  url: z
    .string()
    .trim()
    .transform((url) => url || null)
    .refine((url) => url === null || isSitePath(url), 'FORMAT_ERROR')
    .nullish(),
  minRole: z.enum(ANNOUNCEMENT_ROLES, { error: 'FORMAT_ERROR' }).default('USER'),
});

export interface AnnounceInput {
  text?: unknown;
  url?: unknown;
  minRole?: unknown;
}

/** Who an announcement to `minRole` and above reaches: active accounts of that role or higher, never its author. */
function audienceWhere(minRole: AnnouncementRole, authorId: number): Prisma.UserWhereInput {
  return { status: AccountStatus.ACTIVE, role: { in: [...ANNOUNCEMENT_ROLES.slice(ANNOUNCEMENT_ROLES.indexOf(minRole))] }, entityId: { not: authorId } };
}

/** How many people an announcement to `minRole` and above would reach (the count the admin sees before sending). */
export async function announcementAudienceCount(services: Services, viewer: Viewer, minRole: unknown): Promise<number> {
  authorizeNotificationAdmin(viewer, 'announce');
  const role = parseInput(announceSchema.shape.minRole, minRole ?? undefined);
  return services.prisma.user.count({ where: audienceWhere(role, actingEntityId(viewer)) });
}

/**
 * Sends an admin's announcement notification (SITE_ANNOUNCEMENT, the ANNOUNCEMENT kind) to everyone
 * or to a role and above, through the dispatcher, so each person's channels apply: always in the
 * notification list, pushed and mailed to those who chose it. The announcement and every row are
 * written in one transaction; nobody to reach is NO_RECIPIENTS.
 */
export async function sendAnnouncement(services: DispatchServices, viewer: Viewer, input: AnnounceInput) {
  authorizeNotificationAdmin(viewer, 'announce');
  const authorId = actingEntityId(viewer);
  const { text, url, minRole } = parseInput(announceSchema, Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== null)));
  const recipients = await services.prisma.user.findMany({ where: audienceWhere(minRole, authorId), select: { entityId: true }, orderBy: { id: 'asc' } });
  if (!recipients.length) throw new ValidationError([{ field: 'minRole', code: 'NO_RECIPIENTS' }]);
  const { announcement, staged } = await services.prisma.$transaction(
    async (tx) => {
      const announcement = await tx.announcement.create({
        data: { authorId, text, url: url ?? null, minRole, recipientCount: recipients.length },
        select: { id: true, text: true, url: true, minRole: true, recipientCount: true, createdAt: true, author: { select: { id: true, displayName: true } } },
      });
      await recordAudit(tx, { actorId: authorId, action: 'ANNOUNCEMENT_SEND', subject: text, details: { minRole, url: url ?? null, recipients: recipients.length } });
      const staged: StagedNotices[] = [];
      for (let at = 0; at < recipients.length; at += STAGE_BATCH) {
        const notices: Notice[] = recipients
          .slice(at, at + STAGE_BATCH)
          .map(({ entityId }) => ({ recipientId: entityId, token: 'SITE_ANNOUNCEMENT', url: url ?? null, text }));
        staged.push(await stageNotices(tx, notices));
      }
      return { announcement, staged };
    },
    { timeout: 120_000 },
  );
  for (const batch of staged) await deliverStaged(services, batch);
  return announcement;
}
