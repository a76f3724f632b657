import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { clientKey, consumeAll, createLimiter } from './rate-limits.ts';

const WINDOW_SECONDS = 3600;

export interface RestoreLimits {
  /** restore requests for one address per hour */
  perAddress: number;
  /** restore requests from one client IP per hour, whatever the address */
  perIp: number;
}

/**
 * Password-restore requests per address and per client IP per hour. Every request counts, for an
 * address with an account or without, so the mailer cannot flood a mailbox and the limit's answer
 * tells nothing about which addresses have accounts.
 */
export class RestoreLimiter {
  private readonly perAddress: RateLimiterAbstract;
  private readonly perIp: RateLimiterAbstract;

  constructor(limits: RestoreLimits, redis?: Redis) {
    this.perAddress = createLimiter({ keyPrefix: 'restore_address', points: limits.perAddress, durationSeconds: WINDOW_SECONDS }, redis);
    this.perIp = createLimiter({ keyPrefix: 'restore_ip', points: limits.perIp, durationSeconds: WINDOW_SECONDS }, redis);
  }

  /** Throws RateLimitError when the address or the IP has spent its budget. */
  async reserve(address: string, ip: string): Promise<void> {
    await consumeAll([
      [this.perAddress, address],
      [this.perIp, clientKey(ip)],
    ]);
  }
}
