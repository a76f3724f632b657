import type { Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { Privacy } from '../privacy/levels.ts';
import { visibleTimelineItems } from '../privacy/visibility.ts';
import { ReviewStatus } from './entry-rules.ts';
import { isValidator } from './sensitivity.ts';

/**
 * The records a viewer may read, as a filter inside every query. Validators see every record
 * that is not removed; others see what its item's privacy allows, and of other people's records
 * only the accepted and the pending ones.
 */
export function visibleObservations(viewer: Viewer): Prisma.ObservationWhereInput {
  if (isValidator(viewer)) return { item: { privacy: { not: Privacy.REMOVED } } };
  const me = viewer.user?.entityId;
  const shown = { status: { in: [ReviewStatus.ACCEPTED, ReviewStatus.PENDING] } };
  return { item: visibleTimelineItems(viewer), ...(me === undefined ? shown : { OR: [{ uploaderId: me }, shown] }) };
}
