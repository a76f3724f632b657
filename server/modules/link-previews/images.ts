import { GUEST } from '../../auth/viewer.ts';
import type { Db } from '../objects/registry.ts';
import { mediaUrls, URL_SELECT, visibleMedia } from '../media/service.ts';

/** The media kinds a preview can show as a picture: images, and videos by their poster. */
const PICTURED_KINDS = ['i', 'v'];

/**
 * The preview picture of media in their order: the first a guest may see that has one, at the
 * presentation size (1600 px at most, what link previews scale down), a video by its poster.
 * One query.
 */
export async function firstPicture(db: Db, mediaIds: readonly number[]): Promise<string | null> {
  if (mediaIds.length === 0) return null;
  const rows = await db.media.findMany({
    where: { id: { in: [...mediaIds] }, mediaType: { in: PICTURED_KINDS }, AND: [visibleMedia(GUEST)] },
    select: { id: true, ...URL_SELECT },
  });
  for (const id of mediaIds) {
    const row = rows.find((each) => each.id === id);
    const picture = row && pictureOf(row);
    if (picture) return picture;
  }
  return null;
}

/** A media item's preview picture: the presentation size, else the thumbnail, else a poster. */
export function pictureOf(media: Parameters<typeof mediaUrls>[0]): string | null {
  const urls = mediaUrls(media);
  return urls.pres ?? urls.thumb ?? urls.poster;
}
