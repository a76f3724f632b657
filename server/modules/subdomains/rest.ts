import { Router } from 'express';
import { z } from 'zod';
import { restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId } from '../../validation.ts';
import { setEntitySubdomain, siteState } from './service.ts';

const idParam = z.object({ id: recordId });
const subdomainBody = z.object({ subdomain: z.string().max(200).nullable().optional() });

/** GET /api/site (the site of the request's host) and PUT /api/admin/entity/{id}/subdomain (ADMIN). */
export function subdomainsRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);

  router.get(
    '/api/site',
    route(async (req) => {
      const site = await siteState(services, req.viewer, req.site);
      return { data: { subdomain: site.subdomain, entity_id: site.entityId, login_path: site.loginPath, can_enter_members_area: site.can.enterMembersArea } };
    }),
  );

  router.put(
    '/api/admin/entity/:id/subdomain',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      const { subdomain } = parseInput(subdomainBody, req.body ?? {});
      const entity = await setEntitySubdomain(services, req.viewer, id, subdomain ?? null);
      return { message: 'VALUE_SET', data: { id: entity.id, subdomain: entity.subdomain } };
    }),
  );
  return router;
}
