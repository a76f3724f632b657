import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitError } from '../errors.ts';

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/**
 * A counter shared by every server process through Redis when there is one. While Redis is
 * unreachable each process counts in its own memory (the insurance limiter) rather than failing
 * the request; the shared count resumes when Redis returns.
 */
export function createLimiter({ keyPrefix, points, durationSeconds }: LimiterOptions, redis?: Redis): RateLimiterAbstract {
  const inMemory = new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
  if (!redis) return inMemory;
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points,
    duration: durationSeconds,
    rejectIfRedisNotReady: true,
    insuranceLimiter: inMemory,
  });
}

/**
 * Takes one point from each limiter at once, before the guarded work is done, so parallel
 * requests cannot all pass a check made before any of them was counted. Refuses with the longest
 * wait when any budget is spent.
 */
export async function consumeAll(points: readonly (readonly [RateLimiterAbstract, string])[]): Promise<void> {
  const results = await Promise.allSettled(points.map(([limiter, key]) => limiter.consume(key)));
  let waitMs = -1;
  for (const result of results) {
    if (result.status === 'fulfilled') continue;
    if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
    waitMs = Math.max(waitMs, result.reason.msBeforeNext);
  }
  if (waitMs >= 0) throw new RateLimitError(Math.max(1, Math.ceil(waitMs / 1000)));
}
