/** What the benchmarks share: the server process and its scratch database (tests/support), latency figures. */
export { admin, databaseUrl, startServer } from '../support/server-process.ts';

export interface LatencySummary {
  mean: number;
  p50: number;
  p99: number;
}

/** Mean and nearest-rank percentiles of latency samples in milliseconds. */
export function latencySummary(samples: number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length, p50: rank(50), p99: rank(99) };
}
