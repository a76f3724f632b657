import type { Request } from 'express';
import type { Services } from '../../services.ts';
import { siteOrigin } from '../../http/rest.ts';
import { articlePreview, contentPreview } from './articles.ts';
import { BLOG_FEED_PATH, journalFeedPath } from '@domain/articles.ts';
import { journalEntity } from './feeds.ts';
import { mediaPreview } from './media.ts';
import { type PreviewMeta, renderHead, siteMeta } from './meta.ts';
import { recordPreview } from './records.ts';
import { speciesPreview } from './species.ts';
import { plainText } from '../rich-text/sanitize.ts';

/** An id in a path: digits a database id can hold. */
const ID = '(\\d{1,9})';
/** A content page's address or a species' URI: one path segment. */
const SEGMENT = '([^/]{1,200})';

type Presenter = (services: Services, match: string[]) => Promise<PreviewMeta | null>;

/**
 * The pages whose shared links get a preview of their own (their paths as web/routes.ts has them),
 * each read as a guest whoever asks: crawlers are guests, and a cache may hand the page to anybody.
 * A page showing nothing a guest may see gets the site's preview.
 */
const PAGES: [RegExp, Presenter][] = [
  [new RegExp(`^/observation/${ID}/?$`), (services, [id]) => recordPreview(services.prisma, Number(id))],
  [new RegExp(`^/blog/${ID}/?$`), (services, [id]) => articlePreview(services, 'BLOG', Number(id))],
  [new RegExp(`^/story/${ID}/?$`), (services, [id]) => articlePreview(services, 'STORY', Number(id))],
  [new RegExp(`^/info/(?:popup/)?${SEGMENT}/?$`), (services, [identifier]) => contentPreview(services, identifier!, `/info/${identifier}`)],
  [new RegExp(`^/content/${SEGMENT}/?$`), (services, [identifier]) => contentPreview(services, identifier!, `/content/${identifier}`)],
  [new RegExp(`^/species/${SEGMENT}/?$`), (services, [key]) => speciesPreview(services.prisma, key!)],
  [new RegExp(`^/media/${ID}/?$`), (services, [id]) => mediaPreview(services.prisma, Number(id))],
  [/^\/blog\/?$/, () => Promise.resolve({ ...siteMeta('/blog/'), title: 'Blog', feeds: [{ title: 'Blog', path: BLOG_FEED_PATH }] })],
  [
    new RegExp(`^/entity/${ID}/journal/?$`),
    async (services, [id]) => {
      const entity = await journalEntity(services, Number(id));
      if (!entity) return null;
      const path = `/entity/${entity.id}/journal/`;
      return {
        title: entity.displayName,
        description: plainText(entity.description),
        path,
        type: 'website',
        feeds: [{ title: entity.displayName, path: journalFeedPath(entity.id) }],
      };
    },
  ],
];

/** The HTML head of a page with a preview, or null for the web app's page as built. */
export function linkPreviewHead(services: Services) {
  return async (req: Request): Promise<{ title: string; tags: string } | null> => {
    for (const [pattern, present] of PAGES) {
      const match = pattern.exec(req.path);
      if (!match) continue;
      let captured: string[] | null;
      try {
        captured = match.slice(1).map((part) => decodeURIComponent(part));
      } catch {
        // an undecodable address names nothing
        captured = null;
      }
      try {
        const meta = (captured && (await present(services, captured))) ?? siteMeta(req.path);
        return renderHead(meta, siteOrigin(req, services.config.publicOrigin));
      } catch (error) {
        // The page works without its preview: a failed read costs the preview only.
        services.logger.error('Link preview failed', error);
        return null;
      }
    }
    return null;
  };
}
