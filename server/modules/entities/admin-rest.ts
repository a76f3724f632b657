import { Router } from 'express';
import { z } from 'zod';
import { pagedList, parsePageQuery, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId } from '../../validation.ts';
import { setEntitySubdomain } from '../subdomains/service.ts';
import { adminEntity, adminEntityPage, mergeEntities, setEntityArchived } from './admin.ts';
import { authorizeEntitiesAdmin } from './policy.ts';
import { entityCardForRest } from './present.ts';
import { updateEntity, updateEntitySettings } from './service.ts';

const idParam = z.object({ id: recordId });
const listQuery = z.object({
  type: z.string().optional(),
  people: z.enum(['0', '1', 'true', 'false']).optional(),
  country: z.string().optional(),
  size: z.string().optional(),
  activity: z.string().optional(),
  query: z.string().optional(),
  archived: z.string().optional(),
});
const saveBody = z.object({
  display_name: z.string().optional(),
  description: z.string().optional(),
  location_text: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  sub_type: z.number().int().nullable().optional(),
  profile_image_url: z.string().nullable().optional(),
  pub_note: z.string().optional(),
  pub_question: z.string().optional(),
  pub_alert: z.string().optional(),
  subdomain: z.string().max(200).nullable().optional(),
});
const mergeBody = z.object({ into: recordId });

type Full = Awaited<ReturnType<typeof adminEntity>>;

/** `GET /api/admin/entity/part/full/{id}`: the entity with its settings, subdomain, join policy, admins, counts and archive state. */
function fullForRest({ entity, memberCount, lastActivityAt, admins, joinPolicy }: Full) {
  return {
    ...entityCardForRest(entity),
    description: entity.description,
    pub_note: entity.pubNote,
    pub_question: entity.pubQuestion,
    pub_alert: entity.pubAlert,
    subdomain: entity.subdomain,
    join_policy: joinPolicy,
    member_count: memberCount,
    last_activity_at: lastActivityAt.toISOString(),
    archived_at: entity.archivedAt?.toISOString() ?? null,
    merged_into_id: entity.mergedIntoId,
    admins: admins.map((admin) => ({ entity_id: admin.entityId, admin_codes: admin.adminCodes, since: admin.since.toISOString() })),
  };
}

/**
 * Entity administration's REST calls (recording §7, issue 21 part 2; site ADMIN only): the list,
 * `GET /api/admin/entity/part/full/{id}`, `GET /api/admin/entity/{id}` (the edit form's data) and
 * saving it (`PUT`/`POST`), merging and archiving (admin letters are GraphQL's `setAdminRelation`); the same services as GraphQL.
 */
export function entitiesAdminRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);

  router.get(
    '/api/admin/entity',
    route(async (req) => {
      const query = parseInput(listQuery, req.query);
      const page = parsePageQuery(req.query, 100);
      const { rows, total } = await adminEntityPage(
        services,
        req.viewer,
        {
          type: query.type === undefined || query.type === '' ? null : Number(query.type),
          people: query.people === '1' || query.people === 'true',
          country: query.country,
          size: (query.size || null) as never,
          activity: (query.activity || null) as never,
          query: query.query,
          archived: (query.archived || null) as never,
        },
        page,
      );
      const data = rows.map((row) => ({
        ...entityCardForRest(row),
        member_count: row._count.relationsTo,
        last_activity_at: row.lastActivityAt.toISOString(),
        archived_at: row.archivedAt?.toISOString() ?? null,
        subdomain: row.subdomain,
      }));
      return pagedList(data, total, page);
    }),
  );

  router.get(
    '/api/admin/entity/part/full/:id',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      return { data: fullForRest(await adminEntity(services, req.viewer, id)) };
    }),
  );

  router.get(
    '/api/admin/entity/:id',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      return { data: fullForRest(await adminEntity(services, req.viewer, id)) };
    }),
  );

  const save = route(async (req) => {
    authorizeEntitiesAdmin(req.viewer);
    const { id } = parseInput(idParam, req.params);
    const body = parseInput(saveBody, req.body ?? {});
    let richTextCleaned = false;
    const fields = {
      displayName: body.display_name,
      description: body.description,
      locationText: body.location_text,
      country: body.country,
      subType: body.sub_type,
      profileImageUrl: body.profile_image_url,
    };
    if (Object.values(fields).some((value) => value !== undefined)) {
      richTextCleaned = (await updateEntity(services, req.viewer, id, fields)).richTextCleaned;
    }
    const settings = { pubNote: body.pub_note, pubQuestion: body.pub_question, pubAlert: body.pub_alert };
    if (Object.values(settings).some((value) => value !== undefined)) await updateEntitySettings(services, req.viewer, id, settings);
    if (body.subdomain !== undefined) await setEntitySubdomain(services, req.viewer, id, body.subdomain);
    return { message: 'SAVED', data: { ...fullForRest(await adminEntity(services, req.viewer, id)), rich_text_cleaned: richTextCleaned } };
  });
  router.put('/api/admin/entity/:id', save);
  router.post('/api/admin/entity/:id', save);

  router.post(
    '/api/admin/entity/:id/merge',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      const { into } = parseInput(mergeBody, req.body ?? {});
      const { source, target, moved } = await mergeEntities(services, req.viewer, id, into);
      return { message: 'OPERATION_SUCCEEDED', data: { id: source.id, merged_into_id: target.id, moved } };
    }),
  );

  for (const [path, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    router.post(
      `/api/admin/entity/:id/${path}`,
      route(async (req) => {
        const { id } = parseInput(idParam, req.params);
        const entity = await setEntityArchived(services, req.viewer, id, archived);
        return { message: 'VALUE_SET', data: { id: entity.id, archived_at: entity.archivedAt?.toISOString() ?? null } };
      }),
    );
  }
  return router;
}
