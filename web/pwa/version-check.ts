import { clearCacheStorage } from './cache-storage.ts';
import { hasIntervalElapsed } from './interval.ts';
import { activateLatestServiceWorker } from './service-worker-update.ts';
import { browserLocalStorage, readTimestamp, writeTimestamp, type KeyValueStorage } from './timestamp-storage.ts';
import { isNewerVersion } from './version-compare.ts';

/** A version-triggered reload happens at most once in this many milliseconds. */
export const VERSION_RELOAD_INTERVAL_MS = 120_000;

const LAST_RELOAD_KEY = 'lepke.pwa.versionReloadAt';

export interface VersionReloadState {
  serverVersion: string;
  clientVersion: string;
  lastReloadAt: number | null;
  now: number;
}

export function shouldReloadForVersion({ serverVersion, clientVersion, lastReloadAt, now }: VersionReloadState): boolean {
  return isNewerVersion(serverVersion, clientVersion) && hasIntervalElapsed(lastReloadAt, now, VERSION_RELOAD_INTERVAL_MS);
}

/** Everything `checkFrontendVersion` reads or does; each defaults to the browser's own. */
export interface VersionCheckOptions {
  /** Defaults to the build's `__APP_VERSION__`. */
  clientVersion?: string;
  /** Where the last reload time is kept; defaults to localStorage. */
  storage?: KeyValueStorage | null;
  now?: () => number;
  clearCaches?: () => Promise<void>;
  /** Fetches the new service worker and makes it skip waiting. */
  updateServiceWorker?: () => Promise<void>;
  reload?: () => void;
}

/**
 * Brings the page up to the server's frontend version: when `serverVersion` is newer than this
 * build, clears Cache Storage, activates the latest service worker and reloads, at most once per
 * `VERSION_RELOAD_INTERVAL_MS`. Resolves `true` when it reloads.
 */
export async function checkFrontendVersion(serverVersion: string, options: VersionCheckOptions = {}): Promise<boolean> {
  const {
    clientVersion = __APP_VERSION__,
    storage = browserLocalStorage(),
    now = Date.now,
    clearCaches = () => clearCacheStorage(globalThis.caches),
    updateServiceWorker = () => activateLatestServiceWorker(browserServiceWorkerContainer()),
    reload = () => window.location.reload(),
  } = options;
  const time = now();
  const lastReloadAt = readTimestamp(storage, LAST_RELOAD_KEY);
  if (!shouldReloadForVersion({ serverVersion, clientVersion, lastReloadAt, now: time })) return false;
  // Unless the reload time is kept, a server announcing a version this build never reaches
  // (a misconfigured FRONTEND_VERSION) would reload the page forever.
  if (!writeTimestamp(storage, LAST_RELOAD_KEY, time)) return false;
  await bestEffort(clearCaches);
  await bestEffort(updateServiceWorker);
  reload();
  return true;
}

/** `navigator.serviceWorker` is missing outside secure contexts. */
function browserServiceWorkerContainer(): ServiceWorkerContainer | undefined {
  return 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
}

/** A failed clean-up must not stop the reload: the new version can still come from the network. */
async function bestEffort(step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    console.warn('Frontend update step failed', error);
  }
}
