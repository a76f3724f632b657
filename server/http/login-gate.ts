import type { RequestHandler } from 'express';
import { UnauthorizedError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { sendRestError } from './rest.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * POSTs open to guests: matching a species name list against the catalogue (it only reads), and
 * following an e-mail change link (its token is the proof).
 */
const PUBLIC_POSTS = new Set(['/species/import', '/profile/email/confirm']);

/**
 * Every REST write (but the reads sent as POST) and everything under /api/my/ is for a signed-in
 * viewer. Mounted before the body parsers and the routes, so a guest hears 401 before any body is
 * read or validated; the services still check their own rights (role, ownership) after this.
 */
export function loginGate(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const publicRead = req.method === 'POST' && PUBLIC_POSTS.has(req.path);
    const needsLogin = (WRITES.has(req.method) && !publicRead) || req.path.startsWith('/my/');
    if (!needsLogin || req.viewer.user) return next();
    // The unread body is not drained: the connection closes after the answer.
    res.set('Connection', 'close');
    sendRestError(res, new UnauthorizedError(), logger);
  };
}
