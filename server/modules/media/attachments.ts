import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { Db } from '../objects/registry.ts';

/** Media attached to a generalised record: the place of such a record is withheld from others. */
const SHOWN_BY_GENERALISED_RECORD: Prisma.MediaWhereInput = {
  attachments: { some: { item: { observation: { is: { informationWithheld: { not: null } } } } } },
};

/**
 * Makes `mediaIds` the media a timeline item shows, inside the caller's transaction (the post or
 * record is written in it too), and refreshes the sensitive mark of every medium that came or went.
 */
export async function setItemMedia(tx: Db, itemId: number, mediaIds: readonly number[]): Promise<void> {
  const before = await tx.mediaAttachment.findMany({ where: { itemId }, select: { mediaId: true } });
  await tx.mediaAttachment.deleteMany({ where: { itemId, mediaId: { notIn: [...mediaIds] } } });
  await tx.mediaAttachment.createMany({ data: mediaIds.map((mediaId) => ({ mediaId, itemId })), skipDuplicates: true });
  await refreshMediaSensitivity(tx, [...before.map((row) => row.mediaId), ...mediaIds]);
}

/** The media a set of timeline items show (before the items go, to refresh them afterwards). */
export async function mediaOfItems(tx: Db, itemIds: readonly number[]): Promise<number[]> {
  const rows = await tx.mediaAttachment.findMany({ where: { itemId: { in: [...itemIds] } }, select: { mediaId: true } });
  return rows.map((row) => row.mediaId);
}

/**
 * A medium is sensitive while a generalised record shows it: others get neither its original nor
 * its place. Called after anything that changes attachments or a record's generalisation.
 */
export async function refreshMediaSensitivity(tx: Db, mediaIds: readonly number[]): Promise<void> {
  const ids = [...new Set(mediaIds)];
  if (!ids.length) return;
  await tx.media.updateMany({ where: { id: { in: ids }, sensitive: false, ...SHOWN_BY_GENERALISED_RECORD }, data: { sensitive: true } });
  await tx.media.updateMany({ where: { id: { in: ids }, sensitive: true, NOT: [SHOWN_BY_GENERALISED_RECORD] }, data: { sensitive: false } });
}
