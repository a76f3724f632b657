import { isIP } from 'node:net';
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

/**
 * The key a client is counted under: its IPv4 address (also when written IPv4-mapped, ::ffff:a.b.c.d),
 * or the /64 network of its IPv6 address, since one subscriber usually holds a whole /64 and could
 * otherwise take a fresh address for every attempt.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const groups = (part: string) => (part ? part.split(':').flatMap(ipv4AsGroups) : []);
  const leading = groups(head);
  const trailing = tail === undefined ? [] : groups(tail);
  const all = [...leading, ...Array<string>(8 - leading.length - trailing.length).fill('0'), ...trailing];
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** A dotted IPv4 tail of an IPv6 address (64:ff9b::1.2.3.4) as its two 16-bit groups. */
function ipv4AsGroups(part: string): string[] {
  if (!part.includes('.')) return [part];
  const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
