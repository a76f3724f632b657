import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { clientKey, consumeAll, createLimiter } from '../../auth/rate-limits.ts';

const WINDOW_SECONDS = 3600;
/** A client IP may ask for this many times an account's budget (several people behind one address). */
const IP_FACTOR = 4;

/**
 * E-mail change requests per account and per client IP per hour. Every request that passes
 * validation counts, whether its address was free or taken, so the answer (always the same) cannot
 * be used to test addresses in bulk, nor the mailer to flood someone's mailbox.
 */
export class EmailChangeLimiter {
  private readonly perUser: RateLimiterAbstract;
  private readonly perIp: RateLimiterAbstract;

  constructor(perHour: number, redis?: Redis) {
    this.perUser = createLimiter({ keyPrefix: 'email_change_user', points: perHour, durationSeconds: WINDOW_SECONDS }, redis);
    this.perIp = createLimiter({ keyPrefix: 'email_change_ip', points: perHour * IP_FACTOR, durationSeconds: WINDOW_SECONDS }, redis);
  }

  /** Throws RateLimitError when the account or the IP has spent its budget. */
  async reserve(userId: number, ip: string): Promise<void> {
    await consumeAll([
      [this.perUser, String(userId)],
      [this.perIp, clientKey(ip)],
    ]);
  }
}
