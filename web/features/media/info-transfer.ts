/**
 * The `transferKey` of `/mediainfo_edit/?transferKey=…`: an upload visit hands the ids of the media it
 * has just uploaded to the info editor through a short-lived key in this browser's storage, so the
 * person fills in title, description, licence… for the whole batch at once, after a reload too. The
 * key carries no right: the server answers only the viewer's own media among the ids (Viewer.media
 * `ids`), so another person's key on a shared device shows nothing, and an unknown or expired key is
 * not found.
 */
const PREFIX = 'lepke:media-info:';
/** A batch waits this long for its info. */
export const INFO_TRANSFER_TTL_MS = 24 * 60 * 60 * 1000;
/** As many ids as the server takes for one batch (MEDIA_BATCH_MAX). */
export const INFO_TRANSFER_MAX = 100;

interface Transfer {
  ids: number[];
  expires: number;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Drops expired keys, so the storage does not fill with old batches. */
function sweep(store: Storage, now: number): void {
  for (let index = store.length - 1; index >= 0; index--) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX) && readEntry(store, key, now) === null) store.removeItem(key);
  }
}

function readEntry(store: Storage, key: string, now: number): Transfer | null {
  try {
    const value = JSON.parse(store.getItem(key) ?? 'null') as Transfer | null;
    if (!value || !Array.isArray(value.ids) || typeof value.expires !== 'number' || value.expires <= now) return null;
    return { ids: value.ids.filter((id) => Number.isInteger(id) && id > 0).slice(0, INFO_TRANSFER_MAX), expires: value.expires };
  } catch {
    return null;
  }
}

/** Keeps a batch of media ids under a new key; null when the browser keeps nothing (private modes). */
export function createInfoTransfer(ids: readonly number[], now = Date.now()): string | null {
  const store = storage();
  if (!store || ids.length === 0) return null;
  const key = crypto.randomUUID();
  try {
    sweep(store, now);
    store.setItem(PREFIX + key, JSON.stringify({ ids: ids.slice(0, INFO_TRANSFER_MAX), expires: now + INFO_TRANSFER_TTL_MS } satisfies Transfer));
  } catch {
    return null;
  }
  return key;
}

/** The media ids of a key, or null when it is unknown, malformed or expired. */
export function readInfoTransfer(key: string, now = Date.now()): number[] | null {
  const store = storage();
  if (!store || !/^[0-9a-f-]{36}$/.test(key)) return null;
  const entry = readEntry(store, PREFIX + key, now);
  if (!entry) store.removeItem(PREFIX + key);
  return entry?.ids ?? null;
}
