import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { AppError, RateLimitError, ValidationError } from '../errors.ts';
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

export function sendRestError(res: Response, error: unknown, logger: Logger): void {
  if (error instanceof AppError) {
    if (error instanceof RateLimitError) res.set('Retry-After', String(error.retryAfterSeconds));
    res.status(error.status).json({
      error_code: error.code,
      message: error.message,
      ...(error instanceof ValidationError ? { fields: error.fields } : {}),
    });
    return;
  }
  logger.error('REST handler failed', error);
  res.status(500).json({ error_code: 'SERVER_ERROR', message: 'Server side error' });
}

/** Paged list query of social-core §7: `_page` (from 0), `_size`, `_sort`. */
const pageQuerySchema = z.object({
  _page: z.coerce.number().int().min(0).default(0),
  _size: z.coerce.number().int().min(1).max(2000).default(100),
  _sort: z.string().max(100).optional(),
});

export interface PageQuery {
  page: number;
  size: number;
  sort: string | undefined;
}

export function parsePageQuery(query: Request['query']): PageQuery {
  const { _page, _size, _sort } = parseInput(pageQuerySchema, query);
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
