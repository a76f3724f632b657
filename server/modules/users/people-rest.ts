import { Router } from 'express';
import { z } from 'zod';
import { ACCOUNT_ROLES } from '@domain/roles.ts';
import { pagedList, parsePageQuery, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { adminPerson, peoplePage, promotionSuggestions, reportsAgainst, setRole } from './people.ts';
import { liftSuspension, listSanctions, suspendAccount } from './sanctions.ts';

const filterQuery = z.object({ search: z.string().optional(), role: z.enum(ACCOUNT_ROLES).optional() });
const idParam = z.object({ id: z.coerce.number().int().positive() });
const body = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/**
 * The people screens' REST paths (issue 21 part 3; moderators and admins): `GET /api/admin/user`
 * (`?search=&role=` and the paged-list query; `?suggested=1` the promotion suggestions),
 * `GET /api/admin/user/{entityId}`, `POST …/role` `{role, reason}`, `POST …/suspend`
 * `{days, reason}` (no days: until lifted), `POST …/unsuspend` `{reason}`.
 */
export function peopleRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);
  const account = async (req: Parameters<Parameters<typeof restRoute>[1]>[0], entityId: number) => {
    const { user, figures, suspension, assignableRoles, canSanction } = await adminPerson(services, req.viewer, entityId);
    const [sanctions, reports] = await Promise.all([listSanctions(services, req.viewer, entityId), reportsAgainst(services, req.viewer, entityId)]);
    return {
      data: {
        entity_id: user.entityId,
        display_name: user.entity.displayName,
        email: user.email,
        username: user.username,
        role: user.role,
        status: user.status,
        created_at: user.createdAt.toISOString(),
        records: { accepted: figures.accepted, rejected: figures.rejected, pending: figures.pending, acceptance_rate: figures.acceptanceRate },
        suspended_until: suspension ? (suspension.until?.toISOString() ?? null) : undefined,
        suspended: suspension !== null,
        assignable_roles: assignableRoles,
        can_suspend: canSanction,
        sanctions: sanctions.map((each) => ({
          id: each.id,
          kind: each.kind,
          reason: each.reason,
          created_at: each.createdAt.toISOString(),
          until: each.until?.toISOString() ?? null,
          lifted_at: each.liftedAt?.toISOString() ?? null,
          by: { id: each.by.id, display_name: each.by.displayName },
          lifted_by: each.liftedBy && { id: each.liftedBy.id, display_name: each.liftedBy.displayName },
        })),
        reports: reports.map((each) => ({
          id: each.id,
          object_id: each.objectId,
          reason: each.reason,
          status: each.status,
          created_at: each.createdAt.toISOString(),
          reporter: { id: each.reporter.id, display_name: each.reporter.displayName },
        })),
      },
    };
  };

  router.get(
    '/api/admin/user',
    route(async (req) => {
      if (req.query.suggested) {
        const rows = await promotionSuggestions(services, req.viewer);
        return {
          data: rows.map((row) => ({
            entity_id: row.entityId,
            display_name: row.displayName,
            role: row.role,
            suggested: row.suggested,
            records: { accepted: row.figures.accepted, rejected: row.figures.rejected, acceptance_rate: row.figures.acceptanceRate },
          })),
        };
      }
      const page = parsePageQuery(req.query, 100);
      const { search, role } = parseInput(filterQuery, req.query);
      const { total, users } = await peoplePage(services, req.viewer, { search, role }, page);
      const data = users.map((user) => ({
        entity_id: user.entityId,
        display_name: user.entity.displayName,
        email: user.email,
        username: user.username,
        role: user.role,
        status: user.status,
      }));
      return pagedList(data, total, page);
    }),
  );
  router.get(
    '/api/admin/user/:id',
    route(async (req) => account(req, parseInput(idParam, req.params).id)),
  );
  router.post(
    '/api/admin/user/:id/role',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      const { role, reason } = body(req.body);
      await setRole(services, req.viewer, { entityId: id, role: role as never, reason: reason as string | undefined });
      return account(req, id);
    }),
  );
  router.post(
    '/api/admin/user/:id/suspend',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      const { days, reason } = body(req.body);
      await suspendAccount(services, req.viewer, {
        entityId: id,
        days: days === undefined || days === null || days === '' ? null : Number(days),
        reason: reason as string,
      });
      return account(req, id);
    }),
  );
  router.post(
    '/api/admin/user/:id/unsuspend',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      await liftSuspension(services, req.viewer, { entityId: id, reason: body(req.body).reason as string | undefined });
      return account(req, id);
    }),
  );
  return router;
}
