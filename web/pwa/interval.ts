/**
 * Whether `intervalMs` has passed since `lastAt` (`null`: never happened). A `lastAt` in the
 * future, left behind by a clock that was set back, counts as elapsed so that it cannot block
 * for longer than intended.
 */
export function hasIntervalElapsed(lastAt: number | null, now: number, intervalMs: number): boolean {
  return lastAt === null || now < lastAt || now - lastAt >= intervalMs;
}
