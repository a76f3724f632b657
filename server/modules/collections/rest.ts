import { Router } from 'express';
import { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import { actingEntityId } from '../../auth/viewer.ts';
import { NotFoundError } from '../../errors.ts';
import { fieldText, pagedList, parsePageQuery, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId, recordIdOrNew } from '../../validation.ts';
import { Privacy } from '@domain/privacy.ts';
import { visibleMedia } from '../media/service.ts';
import { richTextNotice } from '../rich-text/sanitize.ts';
import { COLLECTION_INCLUDE, collectionRecord, ITEM_INCLUDE, itemRecord } from './present.ts';
import {
  addCollectionItem,
  collectionAbilities,
  collectionListWhere,
  COLLECTION_ORDER,
  countVisibleItems,
  createCollection,
  deleteCollection,
  listVisibleItems,
  loadEditableCollection,
  loadVisibleCollection,
  moveCollectionItem,
  removeCollectionItem,
  updateCollection,
} from './service.ts';

const listQuery = z.object({ owner: recordId.optional(), entity: recordId.optional() });

/**
 * Collections over REST (recording §7): `GET /api/collection` (a page of those the viewer sees;
 * `owner`, `entity`, `q`), `GET /api/collection/{id}` (with the items the viewer sees),
 * `GET|PUT|POST /api/collection/edit/{id}` (the curator's form; `0` is a new one, which PUT or POST
 * creates), `DELETE /api/collection/{id}`, and the items: `POST /api/collection/edit/{id}/item`,
 * `DELETE /api/collection/edit/{id}/item/{itemId}`, `PUT /api/collection/edit/{id}/item/{itemId}/move`
 * (`{after}`), over the same services as GraphQL.
 */
export function collectionsRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);
  const db = services.prisma;

  /** A collection as the viewer sees it, with its visible items when asked. */
  const present = async (viewer: Viewer, id: number, withItems: boolean) => {
    const [collection, cover, itemCount] = await Promise.all([
      db.collection.findUniqueOrThrow({ where: { id }, include: COLLECTION_INCLUDE }),
      db.media.findFirst({ where: { coverOf: { some: { id } }, AND: [visibleMedia(viewer)] } }),
      countVisibleItems(db, viewer, id),
    ]);
    const viewerCanEdit = (await collectionAbilities(db, viewer, collection)).edit;
    const record = collectionRecord(collection, { itemCount, cover, viewerCanEdit });
    if (!withItems) return record;
    const items = await listVisibleItems(db, viewer, id, ITEM_INCLUDE);
    return { ...record, items: items.map((item) => itemRecord(viewer, item)) };
  };

  router.get(
    '/api/collection',
    route(async (req) => {
      const page = parsePageQuery(req.query);
      const filter = parseInput(listQuery, { owner: req.query.owner || undefined, entity: req.query.entity || undefined });
      const where = collectionListWhere(req.viewer, { ownerId: filter.owner, entityId: filter.entity, search: fieldText(req.query.q) || null });
      const [rows, total] = await Promise.all([
        db.collection.findMany({ where, orderBy: COLLECTION_ORDER, skip: page.page * page.size, take: page.size, select: { id: true } }),
        db.collection.count({ where }),
      ]);
      return pagedList(await Promise.all(rows.map((row) => present(req.viewer, row.id, false))), total, page);
    }),
  );
  router.get(
    '/api/collection/:id',
    route(async (req) => {
      const collection = await loadVisibleCollection(db, req.viewer, parseInput(recordId, req.params.id));
      return { data: await present(req.viewer, collection.id, true) };
    }),
  );
  router.delete(
    '/api/collection/:id',
    route(async (req) => {
      const deleted = await deleteCollection(services, req.viewer, parseInput(recordId, req.params.id));
      return { data: { id: deleted.id } };
    }),
  );

  router.get(
    '/api/collection/edit/:id',
    route(async (req) => {
      const id = parseInput(recordIdOrNew, req.params.id);
      if (id === 0) {
        actingEntityId(req.viewer);
        return { data: { id: 0, title: '', description: '', access: Privacy.ANYBODY, license: 'CC_BY_4_0', license_text: '', cover_media: null, items: [] } };
      }
      await loadEditableCollection(db, req.viewer, id);
      return { data: await present(req.viewer, id, true) };
    }),
  );
  const save = route(async (req) => {
    const id = parseInput(recordIdOrNew, req.params.id);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const input = {
      title: body.title,
      description: body.description,
      access: body.access,
      license: body.license,
      licenseText: body.license_text ?? body.licenseText,
      coverMediaId: body.cover_media_id ?? body.coverMediaId,
    } as Record<string, unknown>;
    const saved =
      id === 0
        ? await createCollection(services, req.viewer, { ...input, entityId: body.entity_id ?? body.entityId })
        : await updateCollection(services, req.viewer, { ...input, id });
    return { data: await present(req.viewer, saved.id, true), ...richTextNotice(saved.richTextCleaned) };
  });
  router.put('/api/collection/edit/:id', save);
  router.post('/api/collection/edit/:id', save);

  router.post(
    '/api/collection/edit/:id/item',
    route(async (req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const item = await addCollectionItem(services, req.viewer, {
        collectionId: parseInput(recordId, req.params.id),
        observationId: body.observation_id ?? body.observationId,
        mediaId: body.media_id ?? body.mediaId,
        speciesId: body.species_id ?? body.speciesId,
        articleId: body.article_id ?? body.articleId,
        note: body.note as string | undefined,
      });
      return { data: await present(req.viewer, item.collectionId, true) };
    }),
  );
  /** An item of the collection in the path (one of another is not found there). */
  const itemOf = async (collectionId: number, itemId: number) => {
    const item = await db.collectionItem.findFirst({ where: { id: itemId, collectionId }, select: { id: true } });
    if (!item) throw new NotFoundError();
    return item.id;
  };
  router.delete(
    '/api/collection/edit/:id/item/:itemId',
    route(async (req) => {
      const collectionId = parseInput(recordId, req.params.id);
      const removed = await removeCollectionItem(services, req.viewer, await itemOf(collectionId, parseInput(recordId, req.params.itemId)));
      return { data: await present(req.viewer, removed.collectionId, true) };
    }),
  );
  router.put(
    '/api/collection/edit/:id/item/:itemId/move',
    route(async (req) => {
      const collectionId = parseInput(recordId, req.params.id);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const moved = await moveCollectionItem(services, req.viewer, {
        id: await itemOf(collectionId, parseInput(recordId, req.params.itemId)),
        afterId: body.after ?? null,
      });
      return { data: await present(req.viewer, moved.collectionId, true) };
    }),
  );
  return router;
}
