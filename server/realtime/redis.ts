import { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';

/** The process's two Redis connections: one for commands (publish, rate limits), one in subscriber mode. */
export interface RedisConnections {
  commands: Redis;
  subscriber: Redis;
  close(): Promise<void>;
}

/**
 * Connects to Redis without ever waiting for it. Commands fail at once while the connection is
 * down (no offline queue), so callers fall back instead of hanging or failing requests; ioredis
 * keeps reconnecting on its own. The outage is logged once when it starts and once when it ends.
 */
export function connectRedis(url: string, logger: Logger): RedisConnections {
  const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1 } as const;
  const commands = new Redis(url, options);
  // Channels are subscribed again by the event target on each 'ready', including those whose first SUBSCRIBE failed.
  const subscriber = new Redis(url, { ...options, autoResubscribe: false });
  const down = new Set<Redis>();
  for (const client of [commands, subscriber]) {
    client.on('error', (error: Error) => {
      if (!down.size) {
        logger.warn(`Redis is unreachable (${error.message}): until it returns, subscriptions reach this process's clients only and rate limits count per process`);
      }
      down.add(client);
    });
    client.on('ready', () => {
      if (down.delete(client) && !down.size) logger.info('Redis is reachable again: subscriptions and rate limits are shared between processes');
    });
  }
  return {
    commands,
    subscriber,
    async close() {
      await Promise.all(
        [commands, subscriber].map(async (client) => {
          if (client.status === 'ready') await client.quit();
          else client.disconnect();
        }),
      );
    },
  };
}
