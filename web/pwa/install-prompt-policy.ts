import { hasIntervalElapsed } from './interval.ts';

/** The install offer is shown at most once in this many milliseconds. */
export const INSTALL_PROMPT_INTERVAL_MS = 120_000;

export function shouldShowInstallPrompt(lastShownAt: number | null, now: number): boolean {
  return hasIntervalElapsed(lastShownAt, now, INSTALL_PROMPT_INTERVAL_MS);
}
