import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { consumeAll, createLimiter } from '../../auth/rate-limits.ts';
import { UnauthorizedError } from '../../errors.ts';

/** wrong codes one sign-in challenge takes before it ends (the password must be given again) */
export const CHALLENGE_ATTEMPTS = 5;
/** wrong codes per account per 15 minutes, across challenges and the account page's forms */
export const ACCOUNT_ATTEMPTS = 10;
const WINDOW_SECONDS = 15 * 60;

export const CHALLENGE_ENDED = 'TWO_FACTOR_CHALLENGE_EXPIRED';

/**
 * Guards TOTP and recovery code checks: six digits fall to guessing without a limit. Every check
 * reserves its point first, so parallel guesses are counted too; a right code clears the account's.
 * A challenge is keyed by its stored hash, never the secret itself.
 */
export class TwoFactorLimiter {
  private readonly perChallenge: RateLimiterAbstract;
  private readonly perAccount: RateLimiterAbstract;

  constructor(redis?: Redis) {
    this.perChallenge = createLimiter({ keyPrefix: 'twofa_challenge', points: CHALLENGE_ATTEMPTS, durationSeconds: WINDOW_SECONDS }, redis);
    this.perAccount = createLimiter({ keyPrefix: 'twofa_account', points: ACCOUNT_ATTEMPTS, durationSeconds: WINDOW_SECONDS }, redis);
  }

  /**
   * Counts one check in advance: a spent challenge is CHALLENGE_ENDED (401), a spent account
   * budget TOO_MANY_REQUESTS (429).
   */
  async reserve(userId: number, challengeId?: string): Promise<{ succeeded(): Promise<void>; challengeSpent: boolean }> {
    let remaining = Infinity;
    if (challengeId) {
      try {
        remaining = (await this.perChallenge.consume(challengeId)).remainingPoints;
      } catch (error) {
        if (error instanceof RateLimiterRes) throw new UnauthorizedError(CHALLENGE_ENDED, 'Too many wrong codes: sign in again');
        throw error;
      }
    }
    const account = String(userId);
    await consumeAll([[this.perAccount, account]]);
    return {
      challengeSpent: remaining <= 0,
      succeeded: async () => void (await this.perAccount.delete(account)),
    };
  }
}
