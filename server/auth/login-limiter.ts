import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { clientKey, consumeAll, createLimiter } from './rate-limits.ts';

const WINDOW_SECONDS = 15 * 60;
const DAY_SECONDS = 24 * 3600;

export interface LoginLimits {
  /** failures for one account from one client IP per 15 minutes */
  perAccountAndIp: number;
  /** failures from one client IP per 15 minutes, whatever the account */
  perIp: number;
  /** failures from one client IP per day: a slow guesser stays under the 15-minute budget */
  perIpPerDay: number;
}

/**
 * Guards password checks as OWASP and rate-limiter-flexible's login protection advise: an account
 * is locked only for the IP guessing at it, so an attacker elsewhere cannot lock its owner out,
 * and each IP has a budget per 15 minutes and per day across all accounts.
 *
 * Every attempt reserves its point before the password is checked; a successful login gives the
 * points back (and clears the account's failures from that IP).
 */
export class LoginLimiter {
  private readonly perAccountAndIp: RateLimiterAbstract;
  private readonly perIp: RateLimiterAbstract;
  private readonly perIpPerDay: RateLimiterAbstract;

  constructor(limits: LoginLimits, redis?: Redis) {
    this.perAccountAndIp = createLimiter({ keyPrefix: 'login_fail_account_ip', points: limits.perAccountAndIp, durationSeconds: WINDOW_SECONDS }, redis);
    this.perIp = createLimiter({ keyPrefix: 'login_fail_ip', points: limits.perIp, durationSeconds: WINDOW_SECONDS }, redis);
    this.perIpPerDay = createLimiter({ keyPrefix: 'login_fail_ip_day', points: limits.perIpPerDay, durationSeconds: DAY_SECONDS }, redis);
  }

  /** Counts the attempt as a failure in advance; throws RateLimitError when a budget is spent. */
  async reserve(account: string, clientIp: string): Promise<{ succeeded(): Promise<void> }> {
    const ip = clientKey(clientIp);
    const accountAndIp = `${account}|${ip}`;
    await consumeAll([
      [this.perAccountAndIp, accountAndIp],
      [this.perIp, ip],
      [this.perIpPerDay, ip],
    ]);
    return {
      succeeded: async () => {
        await Promise.all([this.perAccountAndIp.delete(accountAndIp), this.perIp.reward(ip, 1), this.perIpPerDay.reward(ip, 1)]);
      },
    };
  }
}
