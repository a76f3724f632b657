import type { Request, RequestHandler } from 'express';
import type { Services } from '../../services.ts';

/** The entity an entity's subdomain ties the app to (social-core §1). */
export interface Site {
  entityId: number;
  subdomain: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** the entity of the request's subdomain; null on the main host (or without PUBLIC_ORIGIN) */
    site: Site | null;
  }
}

/**
 * The label of a host `{label}.{the PUBLIC_ORIGIN host}` (ports compared too), or null for the main host
 * and any other host. Only PUBLIC_ORIGIN makes a host a subdomain: without it there is no subdomain mode.
 */
export function subdomainLabel(host: string | undefined, publicOrigin: string | undefined): string | null {
  if (!host || !publicOrigin) return null;
  const publicHost = new URL(publicOrigin).host.toLowerCase();
  const suffix = `.${publicHost}`;
  const lower = host.toLowerCase();
  if (!lower.endsWith(suffix)) return null;
  const label = lower.slice(0, -suffix.length);
  return label && !label.includes('.') ? label : null;
}

/** The origin of a subdomain: PUBLIC_ORIGIN's scheme and host with the label in front. */
export function subdomainOrigin(publicOrigin: string, label: string): string {
  const url = new URL(publicOrigin);
  return `${url.protocol}//${label}.${url.host}`;
}

const API_PATH = /^\/(graphql|api|asspUND\.al|media\/files)(\/|$)/;

/**
 * Resolves the site of each request from its Host. A subdomain no entity has leads nowhere: pages
 * are sent to the same path on the main host, API requests answer 404 SITE_NOT_FOUND.
 */
export function siteResolver(services: Services): RequestHandler {
  const { publicOrigin } = services.config;
  return async (req, res, next) => {
    req.site = null;
    const label = subdomainLabel(requestHost(req), publicOrigin);
    if (!label || !publicOrigin) return next();
    try {
      const entity = await services.prisma.entity.findUnique({ where: { subdomain: label }, select: { id: true } });
      if (entity) {
        req.site = { entityId: entity.id, subdomain: label };
        return next();
      }
    } catch (error) {
      return next(error);
    }
    if (API_PATH.test(req.path)) {
      res.status(404).json({ error_code: 'SITE_NOT_FOUND', message: `No entity has the subdomain ${label}` });
      return;
    }
    res.redirect(302, new URL(req.originalUrl, new URL(publicOrigin).origin).href);
  };
}

/** The Host the client asked for (X-Forwarded-Host only behind a trusted proxy: Express's own rule). */
function requestHost(req: Request): string | undefined {
  return req.host || undefined;
}
