import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { consumeAll, createLimiter } from '../../auth/rate-limits.ts';

export interface MessageLimits {
  /** messages a person may send an hour */
  perHour: number;
  /** of those, first messages to people (or groups) they have no tie with, per day */
  toStrangersPerDay: number;
}

/**
 * Sending budgets per sender. A first message to a stranger (no friendship, no membership, no earlier
 * conversation) also spends the stricter daily budget, which keeps one account from spamming many
 * people while conversations run freely.
 */
export class MessageLimiter {
  private readonly perHour: RateLimiterAbstract;
  private readonly toStrangers: RateLimiterAbstract;

  constructor(limits: MessageLimits, redis?: Redis) {
    this.perHour = createLimiter({ keyPrefix: 'message_send', points: limits.perHour, durationSeconds: 3600 }, redis);
    this.toStrangers = createLimiter({ keyPrefix: 'message_stranger', points: limits.toStrangersPerDay, durationSeconds: 86_400 }, redis);
  }

  /** Throws RateLimitError (429 TOO_MANY_REQUESTS) when a budget is spent. */
  async reserve(senderId: number, { stranger }: { stranger: boolean }): Promise<void> {
    const key = String(senderId);
    await consumeAll(
      stranger
        ? [
            [this.perHour, key],
            [this.toStrangers, key],
          ]
        : [[this.perHour, key]],
    );
  }
}
