import { type Request, type RequestHandler, Router } from 'express';
import { NotFoundError } from '../../errors.ts';
import { sendRestError, siteOrigin } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { BLOG_FEED_PATH } from '@domain/articles.ts';
import { blogFeed, journalFeed } from './feeds.ts';

const ATOM = 'application/atom+xml; charset=utf-8';

/**
 * The Atom feeds: `/blog/feed.atom` and `/entity/{id}/journal/feed.atom` (404 DATA_NOT_FOUND for an
 * entity without a journal). Read as a guest whoever asks, revalidated by their ETag, as a feed
 * reader polls them.
 */
export function linkPreviewRoutes(services: Services): Router {
  const router = Router();
  const send =
    (build: (req: Request, origin: string) => Promise<string>): RequestHandler =>
    async (req, res) => {
      try {
        const xml = await build(req, siteOrigin(req, services.config.publicOrigin));
        res.setHeader('Cache-Control', 'no-cache');
        res.type(ATOM).send(xml);
      } catch (error) {
        sendRestError(res, error, services.logger);
      }
    };
  router.get(
    BLOG_FEED_PATH,
    send((_req, origin) => blogFeed(services, origin)),
  );
  router.get(
    '/entity/:id/journal/feed.atom',
    send((req, origin) => {
      const id = String(req.params.id);
      if (!/^\d{1,9}$/.test(id)) throw new NotFoundError();
      return journalFeed(services, origin, Number(id));
    }),
  );
  return router;
}
