import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './test-support.ts';
import { checkFrontendVersion, shouldReloadForVersion, VERSION_RELOAD_INTERVAL_MS } from './version-check.ts';

const NOW = 1_700_000_000_000;
const RELOAD_KEY = 'lepke.pwa.versionReloadAt';

describe('shouldReloadForVersion', () => {
  const state = { serverVersion: '1.1.0', clientVersion: '1.0.0', lastReloadAt: null, now: NOW };

  it('reloads for a newer server version', () => {
    expect(shouldReloadForVersion(state)).toBe(true);
  });

  it('does not reload for the same or an older server version', () => {
    expect(shouldReloadForVersion({ ...state, serverVersion: '1.0.0' })).toBe(false);
    expect(shouldReloadForVersion({ ...state, serverVersion: '0.9.0' })).toBe(false);
  });

  it('reloads at most once per interval', () => {
    expect(VERSION_RELOAD_INTERVAL_MS).toBe(120_000);
    expect(shouldReloadForVersion({ ...state, lastReloadAt: NOW - 1_000 })).toBe(false);
    expect(shouldReloadForVersion({ ...state, lastReloadAt: NOW - VERSION_RELOAD_INTERVAL_MS + 1 })).toBe(false);
    expect(shouldReloadForVersion({ ...state, lastReloadAt: NOW - VERSION_RELOAD_INTERVAL_MS })).toBe(true);
  });
});

describe('checkFrontendVersion', () => {
  function fakes(initialStorage: Record<string, string> = {}) {
    const calls: string[] = [];
    const storage = memoryStorage(initialStorage);
    return {
      calls,
      storage,
      options: {
        clientVersion: '1.0.0',
        storage,
        now: () => NOW,
        clearCaches: vi.fn(() => {
          calls.push('clearCaches');
          return Promise.resolve();
        }),
        updateServiceWorker: vi.fn(() => {
          calls.push('updateServiceWorker');
          return Promise.resolve();
        }),
        reload: vi.fn(() => void calls.push('reload')),
      },
    };
  }

  it('clears the caches, updates the service worker and then reloads for a newer version', async () => {
    const { calls, storage, options } = fakes();
    await expect(checkFrontendVersion('1.0.1', options)).resolves.toBe(true);
    expect(calls).toEqual(['clearCaches', 'updateServiceWorker', 'reload']);
    expect(storage.values.get(RELOAD_KEY)).toBe(String(NOW));
  });

  it('does nothing when the client is up to date', async () => {
    const { calls, storage, options } = fakes();
    await expect(checkFrontendVersion('1.0.0', options)).resolves.toBe(false);
    expect(calls).toEqual([]);
    expect(storage.values.has(RELOAD_KEY)).toBe(false);
  });

  it('does not reload again within the interval of the last reload', async () => {
    const { calls, options } = fakes({ [RELOAD_KEY]: String(NOW - 60_000) });
    await expect(checkFrontendVersion('2.0.0', options)).resolves.toBe(false);
    expect(calls).toEqual([]);
  });

  it('reloads again once the interval has passed', async () => {
    const { calls, options } = fakes({ [RELOAD_KEY]: String(NOW - VERSION_RELOAD_INTERVAL_MS) });
    await expect(checkFrontendVersion('2.0.0', options)).resolves.toBe(true);
    expect(calls).toEqual(['clearCaches', 'updateServiceWorker', 'reload']);
  });

  it('reloads only once when checks overlap', async () => {
    const { calls, options } = fakes();
    await Promise.all([checkFrontendVersion('2.0.0', options), checkFrontendVersion('2.0.0', options)]);
    expect(calls.filter((call) => call === 'reload')).toHaveLength(1);
  });

  it('does not reload when the reload time cannot be stored, to avoid a reload loop', async () => {
    const { calls, options } = fakes();
    await expect(checkFrontendVersion('2.0.0', { ...options, storage: null })).resolves.toBe(false);
    expect(calls).toEqual([]);
  });

  it('still reloads when clearing the caches or updating the service worker fails', async () => {
    const { options } = fakes();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = () => Promise.reject(new Error('offline'));
    await expect(checkFrontendVersion('2.0.0', { ...options, clearCaches: failing, updateServiceWorker: failing })).resolves.toBe(true);
    expect(options.reload).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
