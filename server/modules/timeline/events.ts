import type { Services } from '../../services.ts';

/**
 * Announces that an item changed. Call it after the transaction commits; the payload carries only
 * the id (and the privacy level it had before, when that changed or the item is gone), so nothing
 * private travels on the bus and every subscriber re-reads the item through its own visibility
 * filter, telling from `previousPrivacy` whether it had the item on screen.
 */
export function publishTimelineItemChanged(services: Pick<Services, 'bus'>, itemId: number, previousPrivacy?: number): void {
  services.bus.pubsub.publish('timelineItemChanged', previousPrivacy === undefined ? { itemId } : { itemId, previousPrivacy });
}

/**
 * Announces that an item was deleted. The row is gone, so no subscriber can re-read it: every one
 * hears the id, which no longer points at anything.
 */
export function publishTimelineItemDeleted(services: Pick<Services, 'bus'>, itemId: number): void {
  services.bus.pubsub.publish('timelineItemChanged', { itemId, deleted: true });
}
