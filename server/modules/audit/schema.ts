import { decodeGlobalID } from '@pothos/plugin-relay';
import { articlePath } from '@domain/articles.ts';
import { builder } from '../../graphql/builder.ts';
import type { Db } from '../objects/registry.ts';
import { AUDIT_ACTIONS } from '@domain/audit.ts';
import { auditPolicy } from './policy.ts';
import { AUDIT_ORDER, auditWhere } from './service.ts';

const AuditActionEnum = builder.enumType('AuditAction', { values: AUDIT_ACTIONS });

builder.prismaObject('AuditEntry', {
  description: 'What an admin, moderator, editor or validator did, when and why (the audit log)',
  fields: (t) => ({
    recId: t.exposeInt('id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    action: t.expose('action', { type: AuditActionEnum }),
    actorRecId: t.exposeInt('actorId', { nullable: true, description: "the actor's entity (a removed account's under its anonymised name)" }),
    actorName: t.string({ nullable: true, select: { actor: { select: { displayName: true } } }, resolve: (entry) => entry.actor?.displayName ?? null }),
    objectId: t.exposeString('objectId', { nullable: true, description: 'the global id of what was acted on' }),
    objectPath: t.string({
      nullable: true,
      description: 'the page of what was acted on while it exists; the page itself decides who sees it',
      resolve: (entry, _args, context) => (entry.objectId ? objectPath(context.prisma, entry.objectId) : null),
    }),
    subject: t.exposeString('subject', { description: 'what was acted on, as it was labelled then' }),
    reason: t.exposeString('reason', { nullable: true }),
    details: t.expose('details', { type: 'JSON', description: 'the change in the action’s own terms' }),
  }),
});

builder.queryField('auditLog', (t) =>
  t.prismaConnection({
    type: 'AuditEntry',
    cursor: 'id',
    description: 'The audit log, newest first (moderators and admins; `/admin/audit/`)',
    authScopes: (_parent, _args, context) => auditPolicy(context.viewer).read,
    args: {
      action: t.arg({ type: AuditActionEnum }),
      actorRecId: t.arg.int({ description: 'one actor (entity recId)' }),
      since: t.arg.string({ description: 'YYYY-MM-DD: from this day on' }),
      until: t.arg.string({ description: 'YYYY-MM-DD: up to this day, inclusive' }),
    },
    totalCount: (_parent, args, context) => context.prisma.auditEntry.count({ where: auditWhere(filterOf(args)) }),
    resolve: (query, _parent, args, context) => context.prisma.auditEntry.findMany({ ...query, where: auditWhere(filterOf(args)), orderBy: AUDIT_ORDER }),
  }),
);

function filterOf(args: { action?: (typeof AUDIT_ACTIONS)[number] | null; actorRecId?: number | null; since?: string | null; until?: string | null }) {
  return {
    action: args.action ?? null,
    actorId: args.actorRecId ?? null,
    since: args.since ?? null,
    until: args.until ?? null,
  };
}

async function objectPath(db: Db, objectId: string): Promise<string | null> {
  const { typename, id } = decodeGlobalID(objectId);
  if (typename === 'Observation') return `/observation/${id}`;
  if (typename === 'Article') {
    const article = await db.article.findUnique({ where: { id: Number(id) }, select: { id: true, kind: true, identifier: true, entityId: true } });
    return article && articlePath(article);
  }
  if (typename === 'Entity') {
    // a person's account (role changes, sanctions): the people screen of the account
    const user = await db.user.findUnique({ where: { entityId: Number(id) }, select: { entityId: true } });
    return user && `/admin/user/${user.entityId}`;
  }
  return null;
}
