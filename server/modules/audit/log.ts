import type { AuditActionName } from '@domain/audit.ts';
import type { AuditAction, Prisma } from '../../db/generated/prisma/client.ts';
import type { Db } from '../objects/registry.ts';

export interface AuditRecord {
  /** the person who acted (their entity) */
  actorId: number;
  action: AuditActionName & AuditAction;
  /** the global id of what was acted on */
  objectId?: string | null;
  /** a short label of what was acted on, as it is now */
  subject?: string;
  reason?: string | null;
  /** the change in the action's own terms */
  details?: Prisma.InputJsonObject;
}

const SUBJECT_MAX = 300;

/**
 * Appends an entry to the audit log. Called inside the action's own transaction where it has one,
 * so an action is never done without its entry nor logged without being done.
 */
export async function recordAudit(db: Db, entry: AuditRecord): Promise<void> {
  await db.auditEntry.create({
    data: {
      actorId: entry.actorId,
      action: entry.action,
      objectId: entry.objectId ?? null,
      subject: (entry.subject ?? '').slice(0, SUBJECT_MAX),
      reason: entry.reason ?? null,
      details: entry.details ?? {},
    },
  });
}
