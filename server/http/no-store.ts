import type { RequestHandler } from 'express';

/**
 * API answers are personal (they depend on the session), so no cache may keep them: every answer
 * says no-store unless its route sets a Cache-Control of its own (media files do).
 */
export const noStoreByDefault: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
