import { Router } from 'express';
import { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import { fieldText, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId } from '../../validation.ts';
import { mediaForRest } from '../media/present.ts';
import { cropImage, type ProfileImageChange, removeProfileImage, setProfileImage } from './service.ts';

const cropBody = ({ points, rotation, format }: Record<string, unknown>) => ({ points, rotation, format });

const entityIdOf = (value: unknown) => parseInput(z.object({ entity_id: recordId.optional() }), { entity_id: value ?? undefined }).entity_id;

function profileForRest({ entity, media }: ProfileImageChange, viewer: Viewer) {
  return { entity_id: entity.id, profile_image_url: entity.profileImageUrl, media: media && mediaForRest(media, viewer) };
}

/** The image editor of social-core §2 (`/image/edit/{dbkey}`) and the profile image (`/profile/image/`). */
export function imagesRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);

  /** `{points: [x1, y1, x2, y2], rotation, format}` → the new media item holding the crop. */
  router.post(
    '/api/image/edit/:dbKey',
    route(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const media = await cropImage(services, req.viewer, { dbKey: String(req.params.dbKey), ...cropBody(body) });
      res.status(201);
      return { data: mediaForRest(media, req.viewer) };
    }),
  );

  /** `{db_key, points, rotation, format, entity_id}`: a square crop becomes the profile image. */
  router.post(
    '/api/profile/image',
    route(async (req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const dbKey = fieldText(body.db_key ?? body.dbKey);
      const change = await setProfileImage(services, req.viewer, { dbKey, ...cropBody(body), entityId: entityIdOf(body.entity_id) });
      return { data: profileForRest(change, req.viewer) };
    }),
  );

  router.delete(
    '/api/profile/image',
    route(async (req) => {
      const change = await removeProfileImage(services, req.viewer, { entityId: entityIdOf(req.query.entity_id) });
      return { data: profileForRest(change, req.viewer) };
    }),
  );

  return router;
}
