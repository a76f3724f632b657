import type { Request, Response } from 'express';
import type { NewSession } from '../auth/sessions.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { SessionCookies } from '../graphql/context.ts';
import type { ClientInfo } from '../services.ts';
import { isNameLanguage, type NameLanguage } from '@domain/species/names.ts';

declare module 'express-serve-static-core' {
  interface Request {
    viewer: Viewer;
    clientInfo: ClientInfo;
  }
}

export function clientInfo(req: Request): ClientInfo {
  return { ip: req.ip ?? req.socket.remoteAddress ?? 'unknown', userAgent: req.get('user-agent'), language: uiLanguage(req.get('accept-language')) };
}

/** The first language of an Accept-Language header (its primary subtag: ro-RO is ro) when the UI has it. */
function uiLanguage(header: string | undefined): NameLanguage | undefined {
  const primary = header?.split(',')[0]?.split(';')[0]?.trim().split('-')[0]?.toLowerCase();
  return isNameLanguage(primary) ? primary : undefined;
}

/**
 * httpOnly, SameSite=Lax; Secure whenever the request came over https (directly or via a trusted proxy).
 * Host-only unless the operator sets COOKIE_DOMAIN: then the main host and its subdomains share it.
 */
export function sessionCookies(req: Request, res: Response, cookieDomain: string | undefined): SessionCookies {
  const base = { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', ...(cookieDomain ? { domain: cookieDomain } : {}) } as const;
  return {
    set(session: NewSession) {
      res.cookie(SESSION_COOKIE, session.token, { ...base, expires: session.expiresAt });
    },
    clear() {
      res.clearCookie(SESSION_COOKIE, base);
    },
  };
}
