import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

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
