import { Router } from 'express';
import { authorizeNow } from '../../auth/policy.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { ValidationError } from '../../errors.ts';
import { fieldText, pagedList, parsePageQuery, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId } from '../../validation.ts';
import { richTextNotice } from '../rich-text/sanitize.ts';
import { contentAdminPolicy } from './policy.ts';
import { contentPage, contentPageById, contentPages } from './content-pages.ts';
import { articleRecord, contentRecord, revisionRecord, WITH_AUTHOR } from './present.ts';
import {
  type ArticleFilter,
  articleListWhere,
  articleOrder,
  articleRevisions,
  createArticle,
  deleteArticle,
  loadVisibleArticle,
  restoreArticleRevision,
  updateArticle,
} from './service.ts';

/**
 * Articles over REST (recording §7): content pages (`GET /api/help/{identifier}` with `_lc` and `id`
 * or `category`), the admin's content pages (`/api/admin/content`, `/api/admin/content/{id}`) and
 * blog posts (`GET /api/blog/{id}`), over the same services as GraphQL.
 */
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

  /** A page of a kind's articles the viewer may read, newest (or in order) first. */
  const list = async (filter: ArticleFilter, query: Parameters<typeof parsePageQuery>[0], viewer: Viewer) => {
    const page = parsePageQuery(query);
    const where = articleListWhere(viewer, filter);
    const [rows, total] = await Promise.all([
      services.prisma.article.findMany({ where, orderBy: articleOrder(filter.kind), skip: page.page * page.size, take: page.size, include: WITH_AUTHOR }),
      services.prisma.article.count({ where }),
    ]);
    return pagedList(rows.map(articleRecord), total, page);
  };
  const filterQuery = (query: Parameters<typeof parsePageQuery>[0]) => ({
    category: fieldText(query.category) || null,
    language: fieldText(query.language ?? query._lc) || null,
    status: (fieldText(query.status).toUpperCase() || null) as ArticleFilter['status'],
    search: fieldText(query.q) || null,
  });
  const checkStatus = (status: string | null | undefined) => {
    if (status && status !== 'DRAFT' && status !== 'PUBLISHED') throw new ValidationError([{ field: 'status', code: 'FORMAT_ERROR' }]);
  };

  router.get(
    '/api/blog',
    route((req) => list({ kind: 'BLOG', ...filterQuery(req.query), status: null }, req.query, req.viewer)),
  );
  router.get(
    '/api/blog/:id',
    route(async (req) => {
      const article = await loadVisibleArticle(services.prisma, req.viewer, parseInput(recordId, req.params.id), 'BLOG');
      return { data: articleRecord(await withAuthor(article.id)) };
    }),
  );

  router.get(
    '/api/admin/content',
    route((req) => {
      manageContent(req.viewer);
      const filter = filterQuery(req.query);
      checkStatus(filter.status);
      return list({ kind: 'CONTENT', ...filter }, req.query, req.viewer);
    }),
  );
  router.post(
    '/api/admin/content',
    route(async (req) => {
      manageContent(req.viewer);
      const created = await createArticle(services, req.viewer, { ...(req.body as object), kind: 'CONTENT' });
      return { data: articleRecord(await withAuthor(created.id)), ...richTextNotice(created.richTextCleaned) };
    }),
  );
  router.get(
    '/api/admin/content/:id',
    route(async (req) => {
      manageContent(req.viewer);
      const id = parseInput(recordId, req.params.id);
      const revisions = await articleRevisions(services, req.viewer, id, 'CONTENT');
      return { data: { ...articleRecord(await withAuthor(id)), revisions: revisions.map(revisionRecord) } };
    }),
  );
  router.put(
    '/api/admin/content/:id',
    route(async (req) => {
      manageContent(req.viewer);
      const id = parseInput(recordId, req.params.id);
      const updated = await updateArticle(services, req.viewer, { ...(req.body as object), id }, 'CONTENT');
      return { data: articleRecord(await withAuthor(id)), ...richTextNotice(updated.richTextCleaned) };
    }),
  );
  router.post(
    '/api/admin/content/:id/restore/:revisionId',
    route(async (req) => {
      manageContent(req.viewer);
      const id = parseInput(recordId, req.params.id);
      const restored = await restoreArticleRevision(services, req.viewer, parseInput(recordId, req.params.revisionId), id);
      return { data: articleRecord(await withAuthor(restored.id)) };
    }),
  );
  router.delete(
    '/api/admin/content/:id',
    route(async (req) => {
      manageContent(req.viewer);
      const id = parseInput(recordId, req.params.id);
      await deleteArticle(services, req.viewer, id, 'CONTENT');
      return { data: { id } };
    }),
  );

  const manageContent = (viewer: Viewer) => authorizeNow(contentAdminPolicy, viewer, 'manage', undefined);
  const withAuthor = (id: number) => services.prisma.article.findUniqueOrThrow({ where: { id }, include: WITH_AUTHOR });
  return router;
}
