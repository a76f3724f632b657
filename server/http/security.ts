import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { BadRequestError } from '../errors.ts';

export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // a chosen video is played from a blob: URL to capture its poster frame (web/features/media/video-poster.ts)
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // A social-login popup (web/features/social-login/popup.ts) keeps its opener while on the provider's pages.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site: a browser always sends Origin on
 * cross-site POST/PUT/PATCH/DELETE, so one that is present must be our own origin.
 */
export function sameOriginWrites(publicOrigin: string | undefined): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get('origin');
    if (SAFE_METHODS.has(req.method) || !origin || isOwnOrigin(origin, req, publicOrigin)) return next();
    res.status(403).json({ error_code: 'FORBIDDEN', message: 'Cross-site request refused' });
  };
}

export function isOwnOrigin(origin: string, req: Request, publicOrigin: string | undefined): boolean {
  if (publicOrigin && origin === new URL(publicOrigin).origin) return true;
  return origin === `${req.protocol}://${req.get('host')}`;
}

/** A NUL byte, raw or as a JSON escape: no text of ours holds one, and PostgreSQL refuses it in text. */
const NUL_IN_URL = /%00/;
const NUL_ESCAPE = Buffer.from('\\u0000');
const NUL_MESSAGE = 'The request holds a NUL character';

/** Refuses a NUL byte in the URL (400 BAD_CHARACTER) before any route reads it. */
export function refuseNulInUrl(): RequestHandler {
  return (req, _res, next) => next(NUL_IN_URL.test(req.originalUrl) ? new BadRequestError('BAD_CHARACTER', NUL_MESSAGE) : undefined);
}

/** The `verify` hook of express.json: a body with an escaped NUL is refused (400 BAD_CHARACTER) before it is parsed. */
export function refuseNulInJson(_req: Request, _res: Response, body: Buffer): void {
  if (body.includes(NUL_ESCAPE)) throw new BadRequestError('BAD_CHARACTER', NUL_MESSAGE);
}
