import type { RequestHandler } from 'express';
import { UnauthorizedError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { sendRestError } from './rest.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes open to guests: matching a species name list against the catalogue (it only reads),
 * following an e-mail change link (its token is the proof), and the forgotten-password pair —
 * asking for a restore link and setting the new password with it (the token again), and scoring a
 * species quiz's round (it writes nothing; guests play published quizzes too).
 */
const GUEST_WRITES = new Set(['POST /species/import', 'POST /profile/email/confirm', 'POST /password/restore', 'PUT /password/restore', 'POST /quiz/species']);

/**
 * Every REST write (but GUEST_WRITES) and everything under /api/my/ is for a signed-in
 * viewer. Mounted before the body parsers and the routes, so a guest hears 401 before any body is
 * read or validated; the services still check their own rights (role, ownership) after this.
 */
export function loginGate(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const guestWrite = GUEST_WRITES.has(`${req.method} ${req.path}`);
    const needsLogin = (WRITES.has(req.method) && !guestWrite) || req.path.startsWith('/my/');
    if (!needsLogin || req.viewer.user) return next();
    // The unread body is not drained: the connection closes after the answer.
    res.set('Connection', 'close');
    sendRestError(res, new UnauthorizedError(), logger);
  };
}
