import { setMaxListeners } from 'node:events';
import { createPubSub, type PubSub } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from './redis-event-target.ts';
import type { RedisConnections } from './redis.ts';

export interface BadgeCounts {
  notificationCount: number;
  messageCount: number;
}

/** Topics and their payloads; the first tuple element is the routing id (an entity id). */
export type Topics = {
  viewerCounts: [entityId: number, counts: BadgeCounts];
  /** a message arrived in the entity's inbox: open conversations with its correspondent show it */
  messageReceived: [ownerId: number, event: { copyId: number; correspondentId: number }];
  /** a timeline item was created, edited, re-privacied or removed; subscribers re-read it through their own visibility filter */
  timelineItemChanged: [
    change: {
      itemId: number;
      /** the level before a privacy change, so subscribers can tell whether they saw it */
      previousPrivacy?: number;
      /** the item no longer exists: there is nothing left to re-read */
      deleted?: true;
    },
  ];
  /** a record became accepted (review, or saved straight into accepted); subscribers re-read it through their own visibility and filter */
  observationAccepted: [event: { observationId: number; /** its status before; absent for a new record */ previousStatus?: number }];
  /** a write happened somewhere: guests' cached answers are stale (server/http/guest-cache.ts) */
  guestAnswersStale: [event: Record<string, never>];
};

export interface RealtimeBus {
  pubsub: PubSub<Topics>;
}

/**
 * In-memory without Redis. With Redis every server process sees every other's events, so several
 * stateless processes can sit behind one load balancer; events published in a process reach its
 * own subscribers even while Redis is down.
 */
export function createBus(redis?: RedisConnections): RealtimeBus {
  if (redis) return { pubsub: createPubSub<Topics>({ eventTarget: createRedisEventTarget<Topics>(redis) }) };
  // Every open home timeline listens to timelineItemChanged: lift Node's warning at 10 listeners.
  const eventTarget = new EventTarget();
  setMaxListeners(0, eventTarget);
  return { pubsub: createPubSub<Topics>({ eventTarget }) };
}
