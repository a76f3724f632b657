import type { Viewer } from '../../auth/viewer.ts';
import type { Services } from '../../services.ts';
import { mediaUrls, URL_SELECT, visibleMedia } from '../media/service.ts';

/**
 * The thumbnail of each record's first attached photo that the viewer may see (in the record's own
 * order of media), else null: the lists show it instead of the species' thumbnail. One query for all.
 */
export async function firstPhotoThumbnails(prisma: Services['prisma'], viewer: Viewer, records: readonly (readonly number[])[]): Promise<(string | null)[]> {
  const ids = [...new Set(records.flat())];
  if (!ids.length) return records.map(() => null);
  const photos = await prisma.media.findMany({
    where: { AND: [visibleMedia(viewer), { id: { in: ids }, mediaType: 'i', hasThumb: true }] },
    select: { id: true, ...URL_SELECT },
  });
  const thumbs = new Map(photos.map((photo) => [photo.id, mediaUrls(photo).thumb]));
  return records.map((mediaIds) => mediaIds.map((id) => thumbs.get(id)).find((thumb) => thumb != null) ?? null);
}
