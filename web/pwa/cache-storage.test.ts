import { describe, expect, it } from 'vitest';
import { clearCacheStorage, type DeletableCaches } from './cache-storage.ts';

describe('clearCacheStorage', () => {
  it('deletes every cache', async () => {
    const names = new Set(['workbox-precache-v2-/', 'images']);
    const caches: DeletableCaches = {
      keys: () => Promise.resolve([...names]),
      delete: (name) => Promise.resolve(names.delete(name)),
    };
    await clearCacheStorage(caches);
    expect(names.size).toBe(0);
  });

  it('does nothing where Cache Storage is missing', async () => {
    await expect(clearCacheStorage(undefined)).resolves.toBeUndefined();
  });
});
