import { GUEST } from '../../auth/viewer.ts';
import type { Db } from '../objects/registry.ts';
import { URL_SELECT, visibleMedia } from '../media/service.ts';
import { pictureOf } from './images.ts';
import type { PreviewMeta } from './meta.ts';

/**
 * A media item's preview, if a guest may see it (`visibleMedia(GUEST)`: media of a hidden record
 * or post are not): its title or caption and its picture. Never its place.
 */
export async function mediaPreview(db: Db, id: number): Promise<PreviewMeta | null> {
  const media = await db.media.findFirst({
    where: { id, AND: [visibleMedia(GUEST)] },
    select: { id: true, title: true, caption: true, description: true, fileName: true, mediaType: true, ...URL_SELECT },
  });
  if (!media) return null;
  return {
    title: media.title || media.caption || media.fileName,
    description: media.description || media.caption,
    path: `/media/${media.id}`,
    image: media.mediaType === 'i' || media.mediaType === 'v' ? pictureOf(media) : null,
    type: 'article',
  };
}
