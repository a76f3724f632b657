import { type Request, Router } from 'express';
import { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import { pagedList, parsePageQuery, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId } from '../../validation.ts';
import { listLikers } from '../likes/service.ts';
import { objectKey } from '../objects/registry.ts';
import { listRelated } from './lists.ts';
import {
  acceptFriendRequest,
  blockEntity,
  followEntity,
  joinEntity,
  leaveEntity,
  rejectFriendRequest,
  type RelationOutcome,
  reportEntity,
  revokeFriendRequest,
  sendFriendRequest,
  unblockEntity,
  unfollowEntity,
  unfriend,
} from './service.ts';

const idSchema = z.object({ id: recordId });
const reasonSchema = z.object({ reason: z.string() });

type Body = Record<string, unknown>;
const bodyOf = (req: Request): Body => (req.body as Body | undefined) ?? {};

/** The success token (`code`), the viewer's new letters as an `entity_relation` entry, and the state they make. */
function relationReply({ token, entity, codes, state, followState }: RelationOutcome) {
  return {
    code: token,
    entity: { id: entity.id, type: entity.type, display_name: entity.displayName },
    entity_relation: { [entity.id]: codes },
    relation_state: state,
    follow_state: followState,
  };
}

type EntityAction = (services: Services, viewer: Viewer, entityId: number) => Promise<RelationOutcome>;

/** The friend and membership calls of social-core §7, plus follow, unfollow, block, unblock, report and the relation lists. */
/** Relation type of the LIKEDBY list (`/entity_relation_list_popup/{id}?_reltype=l`). */
const LIKED_BY = 'l';

export function relationsRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);
  const act = (action: EntityAction, idOf: (req: Request) => unknown) =>
    route(async (req) => relationReply(await action(services, req.viewer, parseInput(idSchema, { id: idOf(req) }).id)));
  const byPath = (req: Request) => req.params.id;

  // The request dialog posts a form; the target may come as `id` or `entity_id`.
  router.post(
    '/api/friend/request/send/',
    route(async (req) => {
      const body = bodyOf(req);
      const { id } = parseInput(idSchema, { id: body.id ?? body.entity_id });
      const message = typeof body.message === 'string' ? body.message : undefined;
      return relationReply(await sendFriendRequest(services, req.viewer, id, message));
    }),
  );
  router.post('/api/friend/request/revoke/:id', act(revokeFriendRequest, byPath));
  router.post('/api/friend/request/accept/:id', act(acceptFriendRequest, byPath));
  router.post('/api/friend/request/reject/:id', act(rejectFriendRequest, byPath));
  router.post('/api/friend/unfriend/:id', act(unfriend, byPath));
  router.post('/api/entity/join/:id', act(joinEntity, byPath));
  router.post('/api/entity/leave/:id', act(leaveEntity, byPath));
  router.post('/api/entity/block/:id', act(blockEntity, byPath));
  router.post('/api/entity/unblock/:id', act(unblockEntity, byPath));
  router.post('/api/entity/follow/:id', act(followEntity, byPath));
  router.post('/api/entity/unfollow/:id', act(unfollowEntity, byPath));
  router.post(
    '/api/entity/report/:id',
    route(async (req) => {
      const { id } = parseInput(idSchema, req.params);
      const { reason } = parseInput(reasonSchema, bodyOf(req));
      return relationReply(await reportEntity(services, req.viewer, id, reason));
    }),
  );

  router.get(
    '/api/entity/relation/:entityId/:relType',
    route(async (req) => {
      const { id } = parseInput(idSchema, { id: req.params.entityId });
      const page = parsePageQuery(req.query);
      if (req.params.relType === LIKED_BY) {
        // The LIKEDBY popup's list: here the id is a timeline item's, and the likes module answers.
        const likers = await listLikers(services, req.viewer, objectKey({ kind: 'TimelineItem', id }), page);
        const data = likers.data.map((entity) => ({
          id: entity.id,
          type: entity.type,
          display_name: entity.displayName,
          profile_image_url: entity.profileImageUrl,
        }));
        return pagedList(data, likers.total, page);
      }
      const { entities, total } = await listRelated(services, req.viewer, id, String(req.params.relType), page);
      const data = entities.map((entity) => ({
        id: entity.id,
        type: entity.type,
        sub_type: entity.subType,
        display_name: entity.displayName,
        profile_image_url: entity.profileImageUrl,
        location_text: entity.locationText,
      }));
      return pagedList(data, total, page);
    }),
  );
  return router;
}
