/** The part of CacheStorage used here, so tests can pass a fake. */
export type DeletableCaches = Pick<CacheStorage, 'keys' | 'delete'>;

/**
 * Deletes every Cache Storage cache of this origin (the service worker's precache included).
 * `caches` is missing outside secure contexts, where there is nothing to clear.
 */
export async function clearCacheStorage(caches: DeletableCaches | undefined): Promise<void> {
  if (!caches) return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}
