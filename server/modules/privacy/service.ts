import { z } from 'zod';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { TimelineItem } from '../../db/generated/prisma/client.ts';
import { NotFoundError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { followItemPrivacy } from '../articles/service.ts';
import { loadVisibleObject } from '../objects/registry.ts';
import { publishTimelineItemChanged } from '../timeline/events.ts';
import { defaultPrivacy, Privacy, PRIVACY_CHOICES, type PrivacyLevel } from '@domain/privacy.ts';
import { authorizeOwnItem } from './policy.ts';

const itemIdSchema = z.number().int().positive();

const privacyInputSchema = z.object({
  itemId: itemIdSchema,
  privacy: z
    .number()
    .int()
    .refine((level) => PRIVACY_CHOICES.includes(level), 'FORMAT_ERROR')
    .transform((level) => level as PrivacyLevel),
});

/** Who a new item of this kind reaches unless its author says otherwise: the viewer's `{kind}_pp` setting. */
export function viewerDefaultPrivacy(viewer: Viewer, kind: string): PrivacyLevel {
  return defaultPrivacy(viewer.user?.settings ?? {}, kind);
}

/** Sets who may see one of the viewer's own timeline items (social-core §6). */
export function setPrivacy(services: Services, viewer: Viewer, itemId: number, level: number): Promise<TimelineItem> {
  const input = parseInput(privacyInputSchema, { itemId, privacy: level });
  return changePrivacy(services, viewer, input.itemId, input.privacy);
}

/** Removes one of the viewer's own timeline items: the row stays at privacy -1, which no list ever shows. */
export async function removeItem(services: Services, viewer: Viewer, itemId: number): Promise<void> {
  await changePrivacy(services, viewer, parseInput(z.object({ itemId: itemIdSchema }), { itemId }).itemId, Privacy.REMOVED);
}

async function changePrivacy(services: Services, viewer: Viewer, itemId: number, privacy: PrivacyLevel): Promise<TimelineItem> {
  const me = actingEntityId(viewer);
  // Someone else's hidden item is not found, so its existence does not leak; a visible one is forbidden.
  const item = await loadVisibleObject(services.prisma, viewer, { kind: 'TimelineItem', id: itemId });
  authorizeOwnItem(viewer, privacy === Privacy.REMOVED ? 'remove' : 'setPrivacy', item);
  // The row lock orders concurrent changes, so the level read here is the one this update replaces.
  const { previous, updated } = await services.prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ privacy: number }[]>`
      SELECT privacy FROM "TimelineItem" WHERE id = ${itemId} AND "ownerId" = ${me} AND privacy <> ${Privacy.REMOVED} FOR UPDATE`;
    // Removed by a concurrent request since it was loaded.
    if (!row) throw new NotFoundError();
    const updated = await tx.timelineItem.update({ where: { id: itemId }, data: { privacy } });
    if (updated.articleId !== null) await followItemPrivacy(tx, updated.articleId, privacy, me);
    return { previous: row.privacy, updated };
  });
  // After the commit: every subscriber re-reads the item through its own filter; the previous level
  // tells those who no longer see it whether they saw it before (the lock icon, or its removal).
  publishTimelineItemChanged(services, itemId, previous);
  return updated;
}
