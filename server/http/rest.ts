import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { clientError } from '../client-errors.ts';
import { AccountSuspendedError, RateLimitError, ValidationError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { parseInput } from '../validation.ts';

/** A REST compat handler returns the JSON body; thrown AppErrors become the spec's `{error_code}` responses. */
export type RestHandler = (req: Request, res: Response) => Promise<unknown>;

export function restRoute(logger: Logger, handler: RestHandler): RequestHandler {
  return async (req, res) => {
    try {
      const body = await handler(req, res);
      if (!res.headersSent) res.json(body);
    } catch (error) {
      sendRestError(res, error, logger);
    }
  };
}

/** A client's error answers its status and token; anything else is logged and answers 500. */
export function sendRestError(res: Response, error: unknown, logger: Logger): void {
  const known = clientError(error);
  if (!known) {
    logger.error('REST handler failed', error);
    res.status(500).json({ error_code: 'SERVER_ERROR', message: 'Server side error' });
    return;
  }
  if (known instanceof RateLimitError) res.set('Retry-After', String(known.retryAfterSeconds));
  res.status(known.status).json({
    error_code: known.code,
    message: known.message,
    ...(known instanceof ValidationError ? { fields: known.fields } : {}),
    ...(known instanceof AccountSuspendedError ? { until: known.until?.toISOString() ?? null } : {}),
  });
}

/**
 * An error raised before a route ran (body parsers, upload parsing, the URL checks), answered in
 * the shape the path's clients read: GraphQL's `errors` on /graphql, `{error_code}` elsewhere.
 */
export function sendRequestError(req: Request, res: Response, error: unknown, logger: Logger): void {
  const known = clientError(error);
  if (!req.originalUrl.startsWith('/graphql') || !known) return sendRestError(res, error, logger);
  res.status(known.status).json({ errors: [{ message: known.message, extensions: { code: known.code } }] });
}

/**
 * Streams a file to the client. A client that goes away mid-way (a closed tab, a seek in a video)
 * ends the download: that is not a failure of ours and is not logged.
 */
export async function sendStream(res: Response, body: Readable): Promise<void> {
  try {
    await pipeline(body, res);
  } catch (error) {
    if (res.destroyed && (error as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    throw error;
  }
}

/** Paged list query of social-core §7: `_page` (from 0), `_size`, `_sort`. */
const pageQuerySchema = z.object({
  _page: z.coerce.number().int().min(0).default(0),
  _size: z.coerce.number().int().min(1).max(2000).default(100),
  _sort: z.string().max(100).optional(),
});

/** A scalar request field as text, as String() reads it; an object or array (no sensible text) reads as ''. */
export function fieldText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

export interface PageQuery {
  page: number;
  size: number;
  sort: string | undefined;
}

/** The page of a list; `maxSize` lifts the usual 2000 for a list the spec asks whole (the map's 200000). */
export function parsePageQuery(query: Request['query'], maxSize?: number): PageQuery {
  const schema = maxSize === undefined ? pageQuerySchema : pageQuerySchema.extend({ _size: z.coerce.number().int().min(1).max(maxSize).default(100) });
  const { _page, _size, _sort } = parseInput(schema, query);
  return { page: _page, size: _size, sort: _sort };
}

export interface SortOrder<Field extends string> {
  field: Field;
  descending: boolean;
}

/**
 * `_sort` of a list that honours it: a field, `-` first for descending; `A.` (the list's own table,
 * as in the spec's `_sort=A.id`) may prefix it. Absent: the list's usual order; a field the list
 * cannot sort by is refused, not silently ignored.
 */
export function parseSort<Field extends string>(sort: string | undefined, fields: readonly Field[], usual: SortOrder<Field>): SortOrder<Field> {
  if (sort === undefined || sort === '') return usual;
  const descending = sort.startsWith('-');
  const field = sort.slice(descending ? 1 : 0).replace(/^A\./, '');
  if (!(fields as readonly string[]).includes(field)) throw new ValidationError([{ field: '_sort', code: 'FORMAT_ERROR' }]);
  return { field: field as Field, descending };
}

export function pagedList<T>(data: T[], totalElements: number, { page, size }: PageQuery) {
  return {
    list: {
      data,
      page: { number: page, size, totalElements, totalPages: Math.ceil(totalElements / size) },
    },
  };
}

/** The site's address as links in answers give it: PUBLIC_ORIGIN when set, else the request's own. */
export function siteOrigin(req: Request, publicOrigin: string | undefined): string {
  return publicOrigin ? new URL(publicOrigin).origin : `${req.protocol}://${req.get('host')}`;
}
