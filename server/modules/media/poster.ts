import { Readable } from 'node:stream';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Media } from '../../db/generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { makeImageDerivatives } from './derivatives.ts';
import { SNIFF_BYTES, sniffFileType } from './file-types.ts';
import { FileTooLargeError, UnsupportedFileTypeError } from './ingest.ts';
import { authorizeMedia } from './policy.ts';
import { fileKey } from './service.ts';

/** A still is a single frame: more than this is not one. */
export const MAX_POSTER_BYTES = 10 * 1024 * 1024;

/** The body, whole, or FileTooLargeError as soon as it passes `max` bytes (the rest is not read). */
async function readCapped(source: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    size += (chunk as Buffer).length;
    if (size > max) {
      source.destroy();
      throw new FileTooLargeError(max);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Sets an uploaded video's poster frame (recording §3 `poster`). The server has no video decoder,
 * so the browser that uploaded the video captures a frame and sends it here; it is taken like any
 * image (type by content, upright, no metadata) and becomes the video's `poster` and `thumb`.
 */
export async function setVideoPoster(services: Services, viewer: Viewer, id: number, source: Readable): Promise<Media> {
  const media = await services.prisma.media.findUnique({ where: { id } });
  if (!media) throw new NotFoundError();
  actingEntityId(viewer);
  authorizeMedia(viewer, 'setPoster', media);
  if (media.mediaType !== 'v' || media.link) throw new ValidationError([{ field: 'id', code: 'NOT_A_VIDEO', message: 'Only an uploaded video takes a poster frame' }]);
  const bytes = await readCapped(source, MAX_POSTER_BYTES);
  const type = await sniffFileType(bytes.subarray(0, SNIFF_BYTES), 'poster');
  if (type?.kind !== 'i') throw new UnsupportedFileTypeError();
  await makeImageDerivatives(
    services.storage,
    () => Readable.from(bytes),
    (name) => fileKey(media.dbKey, name === 'pres' ? 'poster' : 'thumb'),
  );
  return services.prisma.media.update({ where: { id }, data: { hasPoster: true, hasThumb: true } });
}
