import type { Services } from '../../services.ts';

/**
 * Announces that an item changed. Call it after the transaction commits; the payload carries only
 * the id, so nothing private travels on the bus and every subscriber re-reads the item through its
 * own visibility filter.
 */
export function publishTimelineItemChanged(services: Pick<Services, 'bus'>, itemId: number): void {
  services.bus.pubsub.publish('timelineItemChanged', { itemId });
}
