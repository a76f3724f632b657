import type { Readable } from 'node:stream';
import busboy from 'busboy';
import parseRange from 'range-parser';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { actingEntityId } from '../../auth/viewer.ts';
import type { Media } from '../../db/generated/prisma/client.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { fieldText, pagedList, parsePageQuery, restRoute, sendRestError, sendStream } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId } from '../../validation.ts';
import { MAX_UPLOAD_BYTES } from './file-types.ts';
import { setVideoPoster } from './poster.ts';
import { addVideoLink } from './video-links.ts';
import {
  deleteMedia,
  fileKey,
  findReadableMedia,
  listMedia,
  type MediaFilter,
  type MediaInfoInput,
  type MediaVariant,
  updateMediaInfo,
  type UploadRequest,
  uploadMedia,
} from './service.ts';
import { mayReadFile } from './policy.ts';
import { mediaForRest } from './present.ts';

const putQuery = z.object({
  key: z.string(),
  file_name: z.string().default(''),
  attributes: z.string().max(10_000).default('{}'),
  entity_id: recordId.optional(),
});

function parseAttributes(text: string): UploadRequest['attributes'] {
  try {
    return JSON.parse(text) as UploadRequest['attributes'];
  } catch {
    throw new ValidationError([{ field: 'attributes', code: 'FORMAT_ERROR' }]);
  }
}

/**
 * An upload refused before its body was read to the end: the answer goes out at once and the
 * connection is closed after it, so the client stops sending (a 1 GB stream is not read through).
 */
function refuseUpload(req: Request, res: Response, error: unknown, services: Services): void {
  if (!req.readableEnded) {
    res.set('Connection', 'close');
    res.once('finish', () => req.socket.destroySoon());
  }
  sendRestError(res, error, services.logger);
}

/** `POST /api/upload/media`: multipart with `params` (JSON: key, fileName, EXIF attributes) first, then `fileData`. */
function receiveMultipart(req: Request, services: Services): Promise<Media> {
  return new Promise((resolve, reject) => {
    let params: UploadRequest | undefined;
    let received = false;
    const parser = busboy({ headers: req.headers, limits: { files: 1, fields: 5, fieldSize: 20_000, fileSize: MAX_UPLOAD_BYTES + 1 } });
    parser.on('field', (name, value) => {
      if (name !== 'params') return;
      try {
        const parsed = JSON.parse(value) as { key?: unknown; fileName?: unknown; file_name?: unknown; entity_id?: unknown } & Record<string, unknown>;
        const { key, fileName, file_name: snakeName, entity_id: entityId, ...attributes } = parsed;
        params = { clientKey: fieldText(key), fileName: fieldText(fileName ?? snakeName), attributes, entityId: entityId == null ? null : Number(entityId) };
      } catch {
        reject(new ValidationError([{ field: 'params', code: 'FORMAT_ERROR' }]));
      }
    });
    parser.on('file', (name, stream: Readable, info) => {
      if (name !== 'fileData' || received) return void stream.resume();
      received = true;
      if (!params) {
        stream.resume();
        return reject(new ValidationError([{ field: 'params', code: 'FIELD_REQUIRED', message: 'params must come before fileData' }]));
      }
      uploadMedia(services, req.viewer, { ...params, fileName: params.fileName || info.filename }, stream).then(resolve, reject);
    });
    parser.on('error', reject);
    parser.on('close', () => {
      if (!received) reject(new ValidationError([{ field: 'fileData', code: 'FIELD_REQUIRED' }]));
    });
    req.pipe(parser);
  });
}

const VARIANTS = new Set<MediaVariant>(['orig', 'thumb', 'pres', 'poster']);
const idParam = z.object({ id: recordId });

/**
 * The upload calls of recording §7 and social-core §7, the media reads and removal, and the files:
 * served to whoever may see the medium (one query with the visibility rule); originals keep their
 * EXIF and are for their owner and validators only.
 */
export function mediaRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);

  router.post('/api/upload/media', async (req, res) => {
    try {
      if (!req.is('multipart/form-data')) throw new ValidationError([{ field: 'fileData', code: 'FIELD_REQUIRED' }]);
      res.status(201).json({ data: mediaForRest(await receiveMultipart(req, services), req.viewer) });
    } catch (error) {
      refuseUpload(req, res, error, services);
    }
  });

  router.put('/api/upload', async (req, res) => {
    try {
      const query = parseInput(putQuery, req.query);
      const request = { clientKey: query.key, fileName: query.file_name, attributes: parseAttributes(query.attributes), entityId: query.entity_id };
      res.status(201).json({ data: mediaForRest(await uploadMedia(services, req.viewer, request, req), req.viewer) });
    } catch (error) {
      refuseUpload(req, res, error, services);
    }
  });

  const oneMedia = route(async (req) => {
    const { id } = parseInput(idParam, req.params);
    return { data: mediaForRest(await findReadableMedia(services, req.viewer, { id }), req.viewer) };
  });
  router.get('/api/media/:id', oneMedia);

  /** A paged media list (`_page`, `_size`) of the filter the request asks for. */
  const mediaList = (filterOf: (req: Request) => MediaFilter) =>
    route(async (req) => {
      const page = parsePageQuery(req.query);
      const { rows, total } = await listMedia(services, req.viewer, filterOf(req), page);
      return pagedList(
        rows.map((media) => mediaForRest(media, req.viewer)),
        total,
        page,
      );
    });

  /** The attachment browser: the viewer's own media to attach (recording §2 /attachment/browser_popup/). */
  router.get(
    '/api/attachment/browser',
    mediaList((req) => ({
      uploaderId: actingEntityId(req.viewer),
      mediaType: parseInput(z.object({ media_type: z.enum(['i', 'v', 'a', 'f']).optional() }), req.query).media_type,
    })),
  );
  router.get('/api/attachment/:id', oneMedia);

  router.get(
    '/api/entity/media/:entityId',
    mediaList((req) => parseInput(z.object({ entityId: recordId }), req.params)),
  );

  /** The featured media of a profile: the viewer's own, or `?entity_id=`'s (recording §7). */
  router.get(
    '/api/profile/part/featured_media',
    mediaList((req) => ({
      uploaderId: parseInput(z.object({ entity_id: recordId.optional() }), req.query).entity_id ?? actingEntityId(req.viewer),
      featured: true,
    })),
  );

  router.post(
    '/api/media/video',
    route(async (req, res) => {
      const { url } = parseInput(z.object({ url: z.string().trim().min(1).max(1000) }), req.body ?? {});
      res.status(201);
      return { data: mediaForRest(await addVideoLink(services, req.viewer, url), req.viewer) };
    }),
  );

  router.post(
    '/api/media/:id',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      return { data: mediaForRest(await updateMediaInfo(services, req.viewer, id, (req.body ?? {}) as MediaInfoInput), req.viewer) };
    }),
  );

  /** A video's poster frame, captured by the browser that uploaded it: the image as the body. */
  router.put('/api/media/:id/poster', async (req, res) => {
    try {
      const { id } = parseInput(idParam, req.params);
      res.json({ data: mediaForRest(await setVideoPoster(services, req.viewer, id, req), req.viewer) });
    } catch (error) {
      refuseUpload(req, res, error, services);
    }
  });

  router.delete(
    '/api/media/:id',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      await deleteMedia(services, req.viewer, id);
      return { data: { id } };
    }),
  );

  router.get(
    '/media/files/:dbKey/:variant',
    route(async (req, res) => {
      const { dbKey, variant } = parseInput(z.object({ dbKey: z.string().regex(/^[0-9a-f]{32}$/), variant: z.string() }), req.params);
      if (!VARIANTS.has(variant as MediaVariant)) throw new NotFoundError();
      const media = await findReadableMedia(services, req.viewer, { dbKey });
      const original = variant === 'orig';
      if (original && !mayReadFile(req.viewer, media)) throw new ForbiddenError();
      const key = fileKey(dbKey, variant as MediaVariant);
      const size = await services.storage.size(key);
      if (size === null) throw new NotFoundError();
      res.set({
        'Content-Type': original ? media.mime : 'image/webp',
        // Who may see a medium changes with what shows it: no shared cache keeps a copy.
        'Cache-Control': 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
        'Accept-Ranges': 'bytes',
        ...(original ? { 'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(media.fileName)}` } : {}),
      });
      // One byte range (a video or sound seeking) is answered 206; several, or a malformed header, get the whole file.
      const ranges = req.headers.range ? parseRange(size, req.headers.range) : undefined;
      if (ranges === -1) {
        res.status(416).set('Content-Range', `bytes */${size}`).end();
        return;
      }
      const range = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
      const file = await services.storage.read(key, range);
      if (!file) throw new NotFoundError();
      if (range) res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
      res.set('Content-Length', String(file.size));
      await sendStream(res, file.body);
    }),
  );

  return router;
}
