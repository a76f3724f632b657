import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitError } from '../errors.ts';

const WINDOW_SECONDS = 15 * 60;

/**
 * Counts failed logins per account and per client IP over a 15-minute window. Once either budget
 * is spent, further attempts are refused before the password is even checked.
 */
export class LoginLimiter {
  private readonly perAccount: RateLimiterAbstract;
  private readonly perIp: RateLimiterAbstract;

  constructor(limits: { perAccount: number; perIp: number }, redis?: Redis) {
    const make = (keyPrefix: string, points: number) =>
      redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: WINDOW_SECONDS })
        : new RateLimiterMemory({ keyPrefix, points, duration: WINDOW_SECONDS });
    this.perAccount = make('login_fail_account', limits.perAccount);
    this.perIp = make('login_fail_ip', limits.perIp);
  }

  async assertAllowed(account: string, ip: string): Promise<void> {
    const [byAccount, byIp] = await Promise.all([this.perAccount.get(account), this.perIp.get(ip)]);
    for (const [state, limiter] of [[byAccount, this.perAccount], [byIp, this.perIp]] as const) {
      if (state && state.consumedPoints >= limiter.points) {
        throw new RateLimitError(Math.ceil(state.msBeforeNext / 1000));
      }
    }
  }

  async recordFailure(account: string, ip: string): Promise<void> {
    await Promise.all([swallowRejection(this.perAccount.consume(account)), swallowRejection(this.perIp.consume(ip))]);
  }

  async recordSuccess(account: string): Promise<void> {
    await this.perAccount.delete(account);
  }
}

/** consume() rejects with a RateLimiterRes once the budget is spent; that is expected here. */
async function swallowRejection(attempt: Promise<RateLimiterRes>): Promise<void> {
  try {
    await attempt;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
  }
}
