import type { NewSession } from '../auth/sessions.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { PrismaClient } from '../db/generated/prisma/client.ts';
import type { Site } from '../modules/subdomains/site.ts';
import type { ClientInfo, Services } from '../services.ts';

/** Cookie access for requests that have a response to write to (not subscriptions). */
export interface SessionCookies {
  set(session: NewSession): void;
  clear(): void;
}

export interface GraphQLContext {
  services: Services;
  prisma: PrismaClient;
  viewer: Viewer;
  /** the entity of the request's subdomain (subdomain mode); null or absent on the main host and in subscriptions */
  site?: Site | null;
  client: ClientInfo;
  cookies: SessionCookies | undefined;
  /** the request's cookies (HTTP only; a subscription has none) */
  requestCookies?: Record<string, string | undefined>;
}
