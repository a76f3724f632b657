import { type Abilities, authorize, authorizeNow } from '../../auth/policy.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Media } from '../../db/generated/prisma/client.ts';
import type { Db } from '../objects/registry.ts';
import { isValidator } from '../observations/policy.ts';
import { publishTargetsWhere } from '../posts/kinds.ts';

export const MEDIA_ACTIONS = ['edit', 'delete', 'setPoster', 'crop', 'readOriginal'] as const;
export type MediaAction = (typeof MEDIA_ACTIONS)[number];

/**
 * A media item (recording §3): its owner edits its info and sets a video's poster; the owner and
 * validators delete it, crop it and read the original, whose EXIF keeps the GPS.
 */
export function mediaPolicy(viewer: Viewer, media: Pick<Media, 'ownerId'>): Abilities<MediaAction> {
  const mine = viewer.user !== null && viewer.user.entityId === media.ownerId;
  const original = mine || isValidator(viewer);
  return { edit: mine, delete: original, setPoster: mine, crop: original, readOriginal: original };
}

export const authorizeMedia = (viewer: Viewer, action: MediaAction, media: Pick<Media, 'ownerId'>) => authorizeNow(mediaPolicy, viewer, action, media);

export type MediaListAction = 'add';

/** A group's or project's media list takes uploads from those who may publish to the entity (social-core §6). */
export async function mediaListPolicy(viewer: Viewer, { db, entityId }: { db: Db; entityId: number }): Promise<Abilities<MediaListAction>> {
  const me = viewer.user?.entityId;
  if (me === undefined) return { add: false };
  return { add: (await db.entity.count({ where: { id: entityId, ...publishTargetsWhere(me) } })) > 0 };
}

export const authorizeMediaList = (viewer: Viewer, action: MediaListAction, list: { db: Db; entityId: number }) =>
  authorize(mediaListPolicy, viewer, action, list, 'NOT_ENTITY_MEMBER', 'Only members of the group or project may add to its media list');

/** The original file keeps the photo's EXIF, GPS included: for its owner and validators only. */
export function mayReadOriginal(viewer: Viewer, media: Pick<Media, 'ownerId'>): boolean {
  return mediaPolicy(viewer, media).readOriginal;
}

/**
 * Who gets the original file. A photo's keeps its EXIF, GPS included, so it is its owner's and
 * validators'; everybody else sees its derivatives. A sound, a video or a document has no
 * derivative to show instead: whoever may see the item may play or read it, unless it belongs to
 * a sensitive record.
 */
export function mayReadFile(viewer: Viewer, media: Pick<Media, 'ownerId' | 'mediaType' | 'sensitive'>): boolean {
  return (media.mediaType !== 'i' && !media.sensitive) || mayReadOriginal(viewer, media);
}

/** A named place finer than the region (geounit, geosubunit, location): hidden from others when the media belongs to a sensitive record. */
export function mayReadFinePlace(viewer: Viewer, media: Pick<Media, 'ownerId' | 'sensitive'>): boolean {
  return !media.sensitive || mayReadOriginal(viewer, media);
}
