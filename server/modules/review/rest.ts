import { Router } from 'express';
import { z } from 'zod';
import { pagedList, parsePageQuery, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId } from '../../validation.ts';
import { OBSERVATION_FLAGS } from '@domain/observations/enums.ts';
import { observationForRest } from '../observations/present.ts';
import { addAssignment, listAssignments, removeAssignment } from './assignments.ts';
import { addReviewComment, appeal, decide, listReviewEvents, REVIEW_LIST_STATUSES, reviewPage } from './service.ts';

const idParam = z.object({ id: recordId });
const decisionParam = z.object({ id: recordId, decision: z.enum(['approve', 'reject', 'revoke']) });
const listQuery = z.object({
  list: z.enum(['pending', 'accepted']).default('pending'),
  flag: z.enum(OBSERVATION_FLAGS).optional(),
  mine: z.enum(['true', 'false', '1', '0']).optional(),
});
const messageBody = z.object({ message: z.string().default('') });
const reasonBody = z.object({ reason: z.string().optional(), message: z.string().optional() });

const eventForRest = (event: Awaited<ReturnType<typeof listReviewEvents>>[number]) => ({
  id: event.id,
  action: event.action,
  from_status: event.fromStatus,
  to_status: event.toStatus,
  message: event.message,
  created_by: event.actorId,
  display_name: event.actor.displayName,
  profile_image_url: event.actor.profileImageUrl,
  created_at: event.createdAt.toISOString(),
});

/** The validation list, review decisions, review comments (`/api/observation/review/comment/{_id}`) and appeals. */
export function reviewRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);
  const db = services.prisma;

  router.get(
    '/api/observation/review',
    route(async (req) => {
      const { list, flag, mine } = parseInput(listQuery, req.query);
      const page = parsePageQuery(req.query);
      const { rows, total } = await reviewPage(db, req.viewer, { status: REVIEW_LIST_STATUSES[list], flag, mine: mine === 'true' || mine === '1' }, page);
      return pagedList(
        rows.map((row) => observationForRest(req.viewer, row)),
        total,
        page,
      );
    }),
  );

  router.get(
    '/api/observation/review/comment/:id',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      const events = await listReviewEvents(services, req.viewer, id);
      return pagedList(events.map(eventForRest), events.length, { page: 0, size: Math.max(1, events.length), sort: undefined });
    }),
  );

  router.post(
    '/api/observation/review/comment/:id',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      const { message } = parseInput(messageBody, req.body ?? {});
      const event = await addReviewComment(services, req.viewer, id, message);
      return { data: { id: event.id } };
    }),
  );

  router.post(
    '/api/observation/review/:id/:decision',
    route(async (req) => {
      const { id, decision } = parseInput(decisionParam, req.params);
      const { reason, message } = parseInput(reasonBody, req.body ?? {});
      const { observation } = await decide(services, req.viewer, id, decision.toUpperCase() as 'APPROVE' | 'REJECT' | 'REVOKE', reason ?? message);
      return {
        data: { id: observation.id, status: observation.status, reviewed_by: observation.reviewerId, reviewed_at: observation.reviewedAt?.toISOString() ?? null },
      };
    }),
  );

  router.post(
    '/api/my/observation/:id/appeal',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      const { reason, message } = parseInput(reasonBody, req.body ?? {});
      const { observation } = await appeal(services, req.viewer, id, reason ?? message ?? '');
      return { data: { id: observation.id, status: observation.status } };
    }),
  );

  // Validators' assignments (admins): who reviews which records.
  const assignmentForRest = (row: Awaited<ReturnType<typeof listAssignments>>[number]) => ({
    id: row.id,
    validator_id: row.validatorId,
    display_name: row.validator.displayName,
    country: row.country,
    region: row.region,
    family: row.family,
    genus: row.genus,
    created_at: row.createdAt.toISOString(),
  });
  const assignmentBody = z.object({
    validator_id: z.unknown(),
    country: z.unknown().optional(),
    region: z.unknown().optional(),
    family: z.unknown().optional(),
    genus: z.unknown().optional(),
  });

  router.get(
    '/api/admin/review/validator',
    route(async (req) => {
      const rows = await listAssignments(services, req.viewer);
      return { data: rows.map(assignmentForRest) };
    }),
  );

  router.post(
    '/api/admin/review/validator',
    route(async (req) => {
      const body = parseInput(assignmentBody, req.body ?? {});
      const created = await addAssignment(services, req.viewer, {
        validatorId: body.validator_id,
        country: body.country as string | undefined,
        region: body.region as string | undefined,
        family: body.family as string | undefined,
        genus: body.genus as string | undefined,
      });
      return { data: assignmentForRest(created) };
    }),
  );

  router.delete(
    '/api/admin/review/validator/:id',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      await removeAssignment(services, req.viewer, id);
      return { data: { id } };
    }),
  );
  return router;
}
