import type { Observation } from '../../db/generated/prisma/client.ts';
import type { Services } from '../../services.ts';
import { ReviewStatus } from '@domain/observations/enums.ts';

/**
 * Announces the records that have just become accepted (a validator's approval, or a record saved
 * or edited straight into accepted). Call it after the transaction commits. Only the id travels on
 * the bus: every `observationAccepted` subscriber re-reads the record through its own visibility
 * rule and map filter, and sees it presented as it may (`presentPlace`).
 */
export function publishNewlyAccepted(
  services: Pick<Services, 'bus'>,
  records: readonly Pick<Observation, 'id' | 'status'>[],
  wasAccepted: ReadonlySet<number> = new Set(),
): void {
  for (const record of records) {
    if (record.status === ReviewStatus.ACCEPTED && !wasAccepted.has(record.id)) services.bus.pubsub.publish('observationAccepted', { observationId: record.id });
  }
}
