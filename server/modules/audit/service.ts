import { z } from 'zod';
import { AUDIT_ACTIONS } from '@domain/audit.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { authorizeAuditLog } from './policy.ts';

export const auditFilterSchema = z.object({
  action: z.enum(AUDIT_ACTIONS).nullish(),
  actorId: z.number().int().positive().nullish(),
  /** YYYY-MM-DD: from this day on (UTC) */
  since: z.iso.date().nullish(),
  /** YYYY-MM-DD: up to this day, inclusive (UTC) */
  until: z.iso.date().nullish(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** The entries a filter asks for: one action, one actor, a period of whole days. */
export function auditWhere(filter: AuditFilter): Prisma.AuditEntryWhereInput {
  const { action, actorId, since, until } = parseInput(auditFilterSchema, filter);
  return {
    ...(action ? { action } : {}),
    ...(actorId ? { actorId } : {}),
    ...(since || until
      ? { createdAt: { ...(since ? { gte: new Date(`${since}T00:00:00Z`) } : {}), ...(until ? { lte: new Date(`${until}T23:59:59.999Z`) } : {}) } }
      : {}),
  };
}

export const AUDIT_ORDER = [{ createdAt: 'desc' }, { id: 'desc' }] satisfies Prisma.AuditEntryOrderByWithRelationInput[];

/** A page of the audit log, newest first, with the total the filter matches (REST `/api/admin/audit`). */
export async function auditPage(services: Services, viewer: Viewer, filter: AuditFilter, page: { page: number; size: number }) {
  authorizeAuditLog(viewer);
  const where = auditWhere(filter);
  const [total, entries] = await Promise.all([
    services.prisma.auditEntry.count({ where }),
    services.prisma.auditEntry.findMany({
      where,
      orderBy: AUDIT_ORDER,
      skip: page.page * page.size,
      take: page.size,
      include: { actor: { select: { id: true, displayName: true } } },
    }),
  ]);
  return { total, entries };
}
