import { Router } from 'express';
import { z } from 'zod';
import { NotFoundError } from '../../errors.ts';
import { pagedList, parsePageQuery, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { int4, parseInput, recordId } from '../../validation.ts';
import { entityCardForRest, entityForRest } from './present.ts';
import { AUTOCOMPLETE_SIZE, autocompleteEntities, entityLabels, entityPage, findVisibleEntity, viewerCodes } from './service.ts';
import { entityStat } from './stats.ts';

const listQuery = z.object({
  type: int4.optional(),
  country: z.string().max(10).optional(),
  geo: z.string().max(10).optional(),
  query: z.string().max(200).optional(),
});
const idParam = z.object({ id: recordId });
const acQuery = z.object({ query: z.string().default(''), _size: z.string().optional(), types: z.string().optional() });
const intList = (value: string | undefined) =>
  (value ?? '')
    .split(/[,|]/)
    .map((part) => Number(part.trim()))
    .filter((id) => int4.safeParse(id).success);

/** GET /api/entity (the community list), GET /api/entity/{id} (data.data) and the entity autocomplete sources. */
export function entitiesRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);
  const db = services.prisma;

  router.get(
    '/api/entity',
    route(async (req) => {
      const filter = parseInput(listQuery, req.query);
      const page = parsePageQuery(req.query);
      const { rows, total } = await entityPage(db, req.viewer, { ...filter, country: filter.country ?? filter.geo }, page);
      return pagedList(
        rows.map((row) => ({ ...entityCardForRest(row), member_count: row._count.relationsTo })),
        total,
        page,
      );
    }),
  );

  router.get(
    '/api/entity/:id',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      const entity = await findVisibleEntity(db, req.viewer, id);
      if (!entity) throw new NotFoundError();
      const [stat, codes] = await Promise.all([entityStat(db, req.viewer, entity), viewerCodes(db, req.viewer, id)]);
      return { data: { data: entityForRest(req.viewer, entity, stat, codes) } };
    }),
  );

  // Autocomplete source (social-core §7: `_size` and `query`, response list.data); empty text is 422.
  router.get(
    '/api/ac/entity',
    route(async (req) => {
      const { query, _size, types } = parseInput(acQuery, req.query);
      const found = await autocompleteEntities(db, req.viewer, {
        query,
        size: _size ?? AUTOCOMPLETE_SIZE,
        types: types ? intList(types) : undefined,
      });
      const data = found.map((entity) => ({ ...entityCardForRest(entity), text: entity.displayName }));
      return pagedList(data, data.length, { page: 0, size: Math.max(1, data.length), sort: undefined });
    }),
  );

  // Labels of already selected values: GET /api/ac/starter/{types}?values=1,2 (types: entity, people).
  router.get(
    '/api/ac/starter/:types',
    route(async (req) => {
      const kinds = String(req.params.types).split(/[,|]/);
      const values = intList(typeof req.query.values === 'string' ? req.query.values : undefined).filter((id) => id > 0);
      const wantsEntities = kinds.some((kind) => kind === 'entity' || kind === 'people');
      const found = wantsEntities ? await entityLabels(db, req.viewer, values) : [];
      const data = found
        .filter((entity) => kinds.includes('entity') || entity.type === 0)
        .map((entity) => ({
          id: entity.id,
          text: entity.displayName,
          type: entity.type,
          source: entity.type === 0 && !kinds.includes('entity') ? 'people' : 'entity',
          profile_image_url: entity.profileImageUrl,
        }));
      return pagedList(data, data.length, { page: 0, size: Math.max(1, data.length), sort: undefined });
    }),
  );
  return router;
}
