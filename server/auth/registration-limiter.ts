import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { clientKey, consumeAll, createLimiter } from './rate-limits.ts';

const WINDOW_SECONDS = 3600;

/**
 * Registrations per client IP per hour. Every attempt that reaches the address check counts,
 * taken or not, so EXISTING_USER cannot be used to test addresses in bulk.
 */
export class RegistrationLimiter {
  private readonly perIp: RateLimiterAbstract;

  constructor(perIpPerHour: number, redis?: Redis) {
    this.perIp = createLimiter({ keyPrefix: 'register_ip', points: perIpPerHour, durationSeconds: WINDOW_SECONDS }, redis);
  }

  /** Throws RateLimitError when the IP has spent its budget. */
  async reserve(ip: string): Promise<void> {
    await consumeAll([[this.perIp, clientKey(ip)]]);
  }
}
