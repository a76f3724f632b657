import { Router } from 'express';
import { ValidationError } from '../../errors.ts';
import { fieldText, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { contentPage, contentPageById, contentPages } from './content-pages.ts';
import { contentRecord } from './present.ts';

/** Content pages over REST (recording §7): `GET /api/help/{identifier}` with `_lc` and `id` or `category`. */
export function articlesRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);

  router.get(
    '/api/help/:identifier',
    route(async (req) => {
      const language = fieldText(req.query._lc) || undefined;
      const id = fieldText(req.query.id);
      const category = fieldText(req.query.category);
      if (id) {
        if (!/^\d{1,9}$/.test(id)) throw new ValidationError([{ field: 'id', code: 'FORMAT_ERROR' }]);
        return { data: contentRecord(await contentPageById(services, req.viewer, Number(id))) };
      }
      if (category) return { data: (await contentPages(services, req.viewer, { language, category })).map(contentRecord) };
      return { data: contentRecord(await contentPage(services, req.viewer, { identifier: String(req.params.identifier), language })) };
    }),
  );
  return router;
}
