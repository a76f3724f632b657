import express, { type Request, Router } from 'express';
import { z } from 'zod';
import { BIBLIOGRAPHY_FORMATS, BIBLIOGRAPHY_TYPES, type BibliographyFormat } from '@domain/bibliography.ts';
import { isLanguage, type Language } from '@domain/languages.ts';
import { authorizeBibliography } from './policy.ts';
import { pagedList, parsePageQuery, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId, recordIdOrNew } from '../../validation.ts';
import { citedByForRest, itemForRest } from './present.ts';
import { citedBy, deleteItem, exportItems, findItem, importItems, type ItemInput, ITEM_ORDER, itemSearchWhere, saveItem, setLinked, asItem } from './service.ts';

/** The download of each format: its media type and file extension. */
const DOWNLOAD: Record<BibliographyFormat, { type: string; extension: string }> = {
  bibtex: { type: 'application/x-bibtex; charset=utf-8', extension: 'bib' },
  ris: { type: 'application/x-research-info-systems; charset=utf-8', extension: 'ris' },
};

const idParam = z.object({ id: recordId });
const editParam = z.object({ id: recordIdOrNew });
const formatQuery = z.object({ format: z.enum(BIBLIOGRAPHY_FORMATS).optional() });
const listQuery = z.object({ query: z.string().max(200).optional() });
const importBody = z.object({ text: z.string().min(1), format: z.enum(BIBLIOGRAPHY_FORMATS).optional() });
const linkBody = z.union([z.object({ species_id: recordId }), z.object({ article_id: recordId })]);

const optionalText = z.preprocess((value) => value ?? undefined, z.string().optional());
/** The edit endpoint's body: the spec's names, `publishdata` as {publisher, place} (or the two flat). */
const bodySchema = z.object({
  type: z.enum(BIBLIOGRAPHY_TYPES).optional(),
  creator: optionalText,
  date: optionalText,
  title: z.string().optional(),
  pubin2: optionalText,
  journal: optionalText,
  volume: optionalText,
  issue: optionalText,
  publishdata: z.object({ publisher: optionalText, place: optionalText }).optional(),
  publisher: optionalText,
  place: optionalText,
  pgsepar: optionalText,
  pages: optionalText,
  weburl: optionalText,
  dlfile: optionalText,
  doi: z.string().nullish(),
});

function saveInput(body: unknown): ItemInput {
  const { publishdata, publisher, place, title, ...rest } = parseInput(bodySchema, body ?? {});
  return { ...rest, title: title ?? '', publisher: publishdata?.publisher ?? publisher, place: publishdata?.place ?? place };
}

/** The citation's language: `?_lc=` as the help pages take it, else the request's Accept-Language. */
function languageOf(req: Request): Language | undefined {
  const asked = req.query._lc;
  return isLanguage(asked) ? asked : req.clientInfo.language;
}

/** A pasted text's format when the form names none: BibTeX entries start with @, RIS records with TY. */
function guessFormat(text: string): BibliographyFormat {
  return /^\s*TY {2}- /.test(text) ? 'ris' : 'bibtex';
}

/**
 * The bibliography over REST (recording §2, §7): `GET /api/bibliography` (search, paged),
 * `GET /api/bibliography/{id}` (`?format=bibtex|ris` downloads), the edit endpoint
 * `GET|POST|PUT /api/bibliography/edit/{id}` (0 or POST for a new item), `DELETE /api/bibliography/{id}`,
 * `POST /api/bibliography/import` and `POST /api/bibliography/{id}/link|unlink`.
 */
export function bibliographyRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);

  router.get(
    '/api/bibliography',
    route(async (req) => {
      const { query } = parseInput(listQuery, { query: req.query.query });
      const page = parsePageQuery(req.query, 200);
      const where = itemSearchWhere(query);
      const [rows, total] = await Promise.all([
        services.prisma.bibliographyItem.findMany({ where, orderBy: ITEM_ORDER, skip: page.page * page.size, take: page.size }),
        services.prisma.bibliographyItem.count({ where }),
      ]);
      const language = languageOf(req);
      return pagedList(
        rows.map((row) => itemForRest(asItem(row), language)),
        total,
        page,
      );
    }),
  );

  router.post(
    '/api/bibliography/import',
    express.text({ type: ['text/plain', 'application/x-bibtex', 'application/x-research-info-systems'], limit: '1mb' }),
    route(async (req, res) => {
      const { text, format } =
        typeof req.body === 'string' ? { text: req.body, format: parseInput(formatQuery, req.query).format } : parseInput(importBody, req.body ?? {});
      const result = await importItems(services, req.viewer, text, format ?? guessFormat(text));
      const language = languageOf(req);
      res.status(result.created.length ? 201 : 200);
      return {
        data: {
          created: result.created.map((item) => itemForRest(item, language)),
          duplicates: result.duplicates.map(({ index, item }) => ({ index, item: itemForRest(item, language) })),
        },
      };
    }),
  );

  router.get(
    '/api/bibliography/edit/:id',
    route(async (req) => {
      const { id } = parseInput(editParam, req.params);
      authorizeBibliography(req.viewer, id === 0 ? 'create' : 'edit');
      if (id === 0) return { data: { id: 0, type: 'ARTICLE', creator: '', title: '', publishdata: { publisher: '', place: '' } } };
      return { data: itemForRest(await findItem(services.prisma, id), languageOf(req)) };
    }),
  );
  const create: Parameters<typeof restRoute>[1] = async (req, res) => {
    const item = await saveItem(services, req.viewer, null, saveInput(req.body));
    res.status(201);
    return { data: itemForRest(item, languageOf(req)) };
  };
  router.post('/api/bibliography/edit', route(create));
  router.post(
    '/api/bibliography/edit/:id',
    route(async (req, res) => {
      const { id } = parseInput(editParam, req.params);
      if (id === 0) return create(req, res);
      return { data: itemForRest(await saveItem(services, req.viewer, id, saveInput(req.body)), languageOf(req)) };
    }),
  );
  router.put(
    '/api/bibliography/edit/:id',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      return { data: itemForRest(await saveItem(services, req.viewer, id, saveInput(req.body)), languageOf(req)) };
    }),
  );

  router.get(
    '/api/bibliography/:id',
    route(async (req, res) => {
      const { id } = parseInput(idParam, req.params);
      const { format } = parseInput(formatQuery, req.query);
      const item = await findItem(services.prisma, id);
      if (format) {
        const { type, extension } = DOWNLOAD[format];
        res.set({ 'Content-Type': type, 'Content-Disposition': `attachment; filename="lepke-bibliography-${id}.${extension}"` });
        res.send(await exportItems(services.prisma, [id], format));
        return undefined;
      }
      return { data: { ...itemForRest(item, languageOf(req)), cited_by: citedByForRest(await citedBy(services.prisma, req.viewer, id)) } };
    }),
  );
  router.delete(
    '/api/bibliography/:id',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      return { data: itemForRest(await deleteItem(services, req.viewer, id), languageOf(req)) };
    }),
  );

  for (const [path, linked] of [
    ['link', true],
    ['unlink', false],
  ] as const) {
    router.post(
      `/api/bibliography/:id/${path}`,
      route(async (req) => {
        const { id } = parseInput(idParam, req.params);
        const body = parseInput(linkBody, req.body ?? {});
        const target = 'species_id' in body ? ({ kind: 'species', id: body.species_id } as const) : ({ kind: 'article', id: body.article_id } as const);
        await setLinked(services, req.viewer, id, target, linked);
        return { data: citedByForRest(await citedBy(services.prisma, req.viewer, id)) };
      }),
    );
  }
  return router;
}
