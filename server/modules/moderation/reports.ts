import { decodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import { NotFoundError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { DISPUTE_REASON_MAX } from '@domain/disputes.ts';
import { loadVisibleObject, parseObjectKey } from '../objects/registry.ts';

/** The reason of a report, and of a moderator's action on it. */
export const reportReasonSchema = z.string().trim().min(1).max(DISPUTE_REASON_MAX);

export interface Report {
  id: number;
  objectId: string;
}

/**
 * Files a report (a dispute for moderators) about an entity (a user, group or project) or any
 * object the reporter can see. Reporting the same thing again updates the reason instead of
 * piling up duplicates.
 */
export async function reportObject(services: Services, viewer: Viewer, objectId: string, reason: string): Promise<Report> {
  const reporterId = actingEntityId(viewer);
  const text = parseInput(reportReasonSchema, reason);
  await assertReportable(services, viewer, objectId);
  return fileReport(services, reporterId, objectId, text);
}

/**
 * Files a report the caller has already found reportable (a message is reportable by whom it
 * reached, which the messages module checks).
 */
export async function fileReport(services: Services, reporterId: number, objectId: string, reason: string): Promise<Report> {
  const text = parseInput(reportReasonSchema, reason);
  const dispute = await services.prisma.dispute.upsert({
    where: { reporterId_objectId: { reporterId, objectId } },
    create: { reporterId, objectId, reason: text },
    update: { reason: text, status: 'open', resolvedAt: null, resolvedById: null, resolution: null, resolutionReason: null },
    select: { id: true, objectId: true },
  });
  return dispute;
}

async function assertReportable(services: Services, viewer: Viewer, objectId: string): Promise<void> {
  let typename: string;
  let id: string;
  try {
    ({ typename, id } = decodeGlobalID(objectId));
  } catch {
    throw new NotFoundError();
  }
  if (typename === 'Entity') {
    const entity = await services.prisma.entity.findUnique({ where: { id: Number(id) || 0 }, select: { id: true } });
    if (!entity) throw new NotFoundError();
    return;
  }
  await loadVisibleObject(services.prisma, viewer, parseObjectKey(objectId));
}
