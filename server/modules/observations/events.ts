import type { Observation } from '../../db/generated/prisma/client.ts';
import type { Services } from '../../services.ts';
import { ReviewStatus } from '@domain/observations/enums.ts';

/**
 * Announces the records that have just become accepted (a validator's approval, or a record saved
 * or edited straight into accepted), with the status each had before (`before`, by id; none for a
 * new record). Call it after the transaction commits. Only ids and statuses travel on the bus: every
 * `observationAccepted` subscriber re-reads the record through its own visibility rule and map
 * filter, and sees it presented as it may (`presentPlace`).
 */
export function publishNewlyAccepted(
  services: Pick<Services, 'bus'>,
  records: readonly Pick<Observation, 'id' | 'status'>[],
  before: ReadonlyMap<number, number> = new Map(),
): void {
  for (const record of records) {
    const previousStatus = before.get(record.id);
    if (record.status !== ReviewStatus.ACCEPTED || previousStatus === ReviewStatus.ACCEPTED) continue;
    services.bus.pubsub.publish('observationAccepted', previousStatus === undefined ? { observationId: record.id } : { observationId: record.id, previousStatus });
  }
}

/** The statuses records had before a change, by id, for `publishNewlyAccepted`. */
export const statusesBefore = (records: readonly Pick<Observation, 'id' | 'status'>[]): Map<number, number> =>
  new Map(records.map((record) => [record.id, record.status]));
