import { setMaxListeners } from 'node:events';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from '@graphql-yoga/subscription';
import { Redis } from 'ioredis';

export interface BadgeCounts {
  notificationCount: number;
  messageCount: number;
}

/** Topics and their payloads; the first tuple element is the routing id (an entity id). */
export type Topics = {
  viewerCounts: [entityId: number, counts: BadgeCounts];
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
};

export interface RealtimeBus {
  pubsub: PubSub<Topics>;
  close(): Promise<void>;
}

/**
 * In-memory by default. With Redis every server process sees every other's events,
 * so several stateless processes can sit behind one load balancer.
 */
export function createBus(redisUrl?: string): RealtimeBus {
  if (!redisUrl) {
    // Every open home timeline listens to timelineItemChanged: lift Node's warning at 10 listeners.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return { pubsub: createPubSub<Topics>({ eventTarget }), close: async () => {} };
  }
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget<CustomEvent>({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<Topics>({ eventTarget }),
    async close() {
      await Promise.all([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
