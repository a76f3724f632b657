/** The preloader never blocks the app for longer than this, even if loading seems to hang. */
export const PRELOADER_MAX_MS = 20_000;

/**
 * Tracks whether the current preloader activation has outlived its time limit.
 * `subscribe` and `isExpired` fit `useSyncExternalStore`.
 */
export interface PreloaderTimer {
  /** Starts (or restarts) the limit for a new activation. */
  start: () => void;
  /** Ends the activation and clears the expiry. */
  stop: () => void;
  isExpired: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

export function createPreloaderTimer(maxMs: number = PRELOADER_MAX_MS): PreloaderTimer {
  const listeners = new Set<() => void>();
  let expired = false;
  let timeout: ReturnType<typeof setTimeout> | undefined;

  const setExpired = (value: boolean) => {
    if (expired === value) return;
    expired = value;
    for (const listener of listeners) listener();
  };

  const stop = () => {
    clearTimeout(timeout);
    timeout = undefined;
    setExpired(false);
  };

  return {
    start() {
      stop();
      timeout = setTimeout(() => setExpired(true), maxMs);
    },
    stop,
    isExpired: () => expired,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
