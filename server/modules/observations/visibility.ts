import type { Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { Privacy } from '@domain/privacy.ts';
import { visibleTimelineItems } from '../privacy/visibility.ts';
import { ReviewStatus } from '@domain/observations/enums.ts';
import { isValidator } from './policy.ts';

/** The category of a record's timeline item. */
export const RECORD_CATEGORY = 'OBSERVATION';

/** Of other people's records, only the accepted and the pending ones are shown. */
const STATUSES_SHOWN_TO_OTHERS: readonly number[] = [ReviewStatus.ACCEPTED, ReviewStatus.PENDING];
const SHOWN_TO_OTHERS = { status: { in: [...STATUSES_SHOWN_TO_OTHERS] } };

/**
 * The status part of `visibleObservations` for one record in hand: whether a record of this
 * uploader in this status is shown to the viewer (its item's privacy aside).
 */
export function statusShownTo(viewer: Viewer, uploaderId: number, status: number): boolean {
  return isValidator(viewer) || viewer.user?.entityId === uploaderId || STATUSES_SHOWN_TO_OTHERS.includes(status);
}

/**
 * The records a viewer may read, as a filter inside every query. Validators see every record
 * that is not removed; others see what its item's privacy allows, and of other people's records
 * only the accepted and the pending ones.
 */
export function visibleObservations(viewer: Viewer): Prisma.ObservationWhereInput {
  if (isValidator(viewer)) return { item: { privacy: { not: Privacy.REMOVED } } };
  const me = viewer.user?.entityId;
  return { item: visibleTimelineItems(viewer), ...(me === undefined ? SHOWN_TO_OTHERS : { OR: [{ uploaderId: me }, SHOWN_TO_OTHERS] }) };
}

/**
 * The same rule seen from the timeline items: the items whose record the viewer may read (a
 * record's item is owned by its uploader), for queries that start from items.
 */
export function visibleRecordItems(viewer: Viewer): Prisma.TimelineItemWhereInput {
  if (isValidator(viewer)) return { category: RECORD_CATEGORY, privacy: { not: Privacy.REMOVED } };
  const me = viewer.user?.entityId;
  const shown: Prisma.TimelineItemWhereInput = { observation: { is: SHOWN_TO_OTHERS } };
  return { category: RECORD_CATEGORY, AND: [visibleTimelineItems(viewer), me === undefined ? shown : { OR: [{ ownerId: me }, shown] }] };
}
