import { Router } from 'express';
import { z } from 'zod';
import { MessageAudience, MessageBox } from '@domain/messages.ts';
import { pagedList, parsePageQuery, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId } from '../../validation.ts';
import { listConversationMessages, listConversations, listWritableEntities, markConversationRead } from './conversations.ts';
import { cardForRest, conversationsForRest, messagesForRest } from './present.ts';
import {
  addressee,
  broadcastAudienceCount,
  broadcastMessage,
  deleteMessage,
  listBox,
  openMessage,
  reportMessage,
  restoreMessage,
  saveDraft,
  sendMessage,
  trashMessage,
} from './service.ts';

const idParam = z.object({ id: recordId });
const toParam = z.object({ toEntityId: recordId });
const boxQuery = z.object({ box: z.coerce.number().pipe(z.enum(MessageBox)).default(MessageBox.INBOX) });
const nameQuery = z.object({ q: z.string().trim().max(100).optional() });
const reportBody = z.object({ reason: z.string() });

/** The compose form's fields (recording §3: subject, message, attachment). */
const composeBody = z.object({
  subject: z.string().default(''),
  message: z.string().default(''),
  attachment: z.array(recordId).default([]),
  audience: z.enum(MessageAudience).optional(),
  reply_to: recordId.optional(),
  forward_of: recordId.optional(),
  /** the draft to save again or to send */
  draft_id: recordId.optional(),
  /** true: keep it as a draft instead of sending */
  draft: z.boolean().default(false),
});

/** A site admin's broadcast audience (`/admin/message/`): checked by the service, which names every problem's token. */
const broadcastQuery = z.object({
  audience: z.string().optional(),
  role: z.string().optional(),
  entity_id: z.string().optional(),
});
const broadcastBody = broadcastQuery.extend({ subject: z.string().default(''), message: z.string().default('') });
const broadcastAudienceOf = (query: z.output<typeof broadcastQuery>) => ({ audience: query.audience, role: query.role, entityId: query.entity_id });

/**
 * The message calls of recording §7: `GET /api/message` (a box, paged), `GET /api/message/{id}` (and
 * the spec's `/api/messsage/{id}` spelling) which marks it read, `GET|POST /api/message/send/{toEntityId}`,
 * the conversations board, `/api/entity/_msb?recipients` (whom one may write to); ours: trash, restore,
 * report and delete for good.
 */
export function messagesRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);
  const db = services.prisma;

  router.get(
    '/api/message',
    route(async (req) => {
      const { box } = parseInput(boxQuery, req.query);
      const page = parsePageQuery(req.query);
      const { copies, total } = await listBox(services, req.viewer, box, { skip: page.page * page.size, take: page.size });
      return pagedList(await messagesForRest(db, copies), total, page);
    }),
  );

  router.get(
    '/api/message/board',
    route(async (req) => {
      const page = parsePageQuery(req.query);
      const { conversations, total } = await listConversations(services, req.viewer, { skip: page.page * page.size, take: page.size });
      return pagedList(await conversationsForRest(db, conversations), total, page);
    }),
  );
  router.get(
    '/api/message/board/:id',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      const page = parsePageQuery(req.query);
      const { copies, total } = await listConversationMessages(services, req.viewer, id, { skip: page.page * page.size, take: page.size });
      await markConversationRead(services, req.viewer, id);
      return pagedList(await messagesForRest(db, copies), total, page);
    }),
  );

  router.get(
    '/api/message/send/:toEntityId',
    route(async (req) => {
      const { toEntityId } = parseInput(toParam, req.params);
      const target = await addressee(services, req.viewer, toEntityId);
      return { data: { entity: cardForRest(target.entity), can_write: target.canWrite, can_announce: target.canAnnounce } };
    }),
  );
  router.post(
    '/api/message/send/:toEntityId',
    route(async (req, res) => {
      const { toEntityId } = parseInput(toParam, req.params);
      const body = parseInput(composeBody, req.body ?? {});
      const input = {
        toEntityId,
        audience: body.audience ?? null,
        subject: body.subject,
        body: body.message,
        mediaIds: body.attachment,
        replyToId: body.reply_to ?? null,
        forwardOfId: body.forward_of ?? null,
      };
      const draftId = body.draft_id ?? null;
      if (body.draft) {
        const copy = await saveDraft(services, req.viewer, input, draftId);
        return { data: (await messagesForRest(db, [copy]))[0], message: 'SAVED' };
      }
      const sent = await sendMessage(services, req.viewer, input, draftId);
      res.status(201);
      return { data: (await messagesForRest(db, [sent.copy]))[0], recipient_count: sent.recipientIds.length };
    }),
  );

  // ours: a site admin's broadcast to everyone, a role or a group's or project's members, and its count beforehand
  router.get(
    '/api/admin/message/count',
    route(async (req) => {
      const count = await broadcastAudienceCount(services, req.viewer, broadcastAudienceOf(parseInput(broadcastQuery, req.query)));
      return { data: { count } };
    }),
  );
  router.post(
    '/api/admin/message',
    route(async (req, res) => {
      const body = parseInput(broadcastBody, req.body ?? {});
      const sent = await broadcastMessage(services, req.viewer, { ...broadcastAudienceOf(body), subject: body.subject, body: body.message });
      res.status(201);
      return { data: (await messagesForRest(db, [sent.copy]))[0], recipient_count: sent.recipientIds.length };
    }),
  );

  for (const path of ['/api/message/:id', '/api/messsage/:id']) {
    router.get(
      path,
      route(async (req) => {
        const { id } = parseInput(idParam, req.params);
        return { data: (await messagesForRest(db, [await openMessage(services, req.viewer, id)]))[0] };
      }),
    );
  }
  for (const [action, change] of [
    ['trash', trashMessage],
    ['restore', restoreMessage],
  ] as const) {
    router.post(
      `/api/message/:id/${action}`,
      route(async (req) => {
        const { id } = parseInput(idParam, req.params);
        return { data: (await messagesForRest(db, [await change(services, req.viewer, id)]))[0] };
      }),
    );
  }
  router.post(
    '/api/message/:id/report',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      const { reason } = parseInput(reportBody, req.body ?? {});
      await reportMessage(services, req.viewer, id, reason);
      return { data: { id }, message: 'ENTITY_REPORTED' };
    }),
  );
  router.delete(
    '/api/message/:id',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      await deleteMessage(services, req.viewer, id);
      return { data: { id } };
    }),
  );

  // `/api/entity/_msb` lists message-board posts (posts/rest.ts); asked with `recipients`, it lists
  // whom the viewer may write to instead.
  const recipients = route(async (req) => {
    const { q } = parseInput(nameQuery, req.query);
    const page = parsePageQuery(req.query);
    const { entities, total } = await listWritableEntities(services, req.viewer, q || null, { skip: page.page * page.size, take: page.size });
    return pagedList(entities.map(cardForRest), total, page);
  });
  router.get('/api/entity/_msb', (req, res, next) => (req.query.recipients === undefined ? next() : recipients(req, res, next)));
  return router;
}
