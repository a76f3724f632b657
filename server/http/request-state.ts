import type { Request, Response } from 'express';
import type { NewSession } from '../auth/sessions.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { SessionCookies } from '../graphql/context.ts';
import type { ClientInfo } from '../services.ts';

declare module 'express-serve-static-core' {
  interface Request {
    viewer: Viewer;
    clientInfo: ClientInfo;
  }
}

export function clientInfo(req: Request): ClientInfo {
  return { ip: req.ip ?? req.socket.remoteAddress ?? 'unknown', userAgent: req.get('user-agent') };
}

/** httpOnly, SameSite=Lax; Secure whenever the request came over https (directly or via a trusted proxy). */
export function sessionCookies(req: Request, res: Response): SessionCookies {
  const base = { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' } as const;
  return {
    set(session: NewSession) {
      res.cookie(SESSION_COOKIE, session.token, { ...base, expires: session.expiresAt });
    },
    clear() {
      res.clearCookie(SESSION_COOKIE, base);
    },
  };
}
