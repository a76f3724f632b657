import { Router } from 'express';
import { restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { richTextNotice } from '../rich-text/sanitize.ts';
import { genusNoteForEdit, type GenusNoteView, saveGenusNote } from './genus.ts';

const genusForRest = (view: GenusNoteView) => ({ genus: view.genus, note: view.note, species_count: view.species, updated_at: view.updatedAt?.toISOString() ?? null });

/** `GET|PUT /api/genus/edit/{id or name}` (recording §7): a genus' note, for site admins. */
export function genusRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);
  router.get(
    '/api/genus/edit/:genus',
    route(async (req) => ({ data: genusForRest(await genusNoteForEdit(services, req.viewer, String(req.params.genus))) })),
  );
  router.put(
    '/api/genus/edit/:genus',
    route(async (req) => {
      const saved = await saveGenusNote(services, req.viewer, String(req.params.genus), req.body ?? {});
      return { data: genusForRest(saved), message: 'SAVED', ...richTextNotice(saved.cleaned) };
    }),
  );
  return router;
}
