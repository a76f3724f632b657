/** The part of the Web Storage API the PWA needs, so tests can pass a plain object. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage, or `null` where it is missing or blocked (some private modes throw on access). */
export function browserLocalStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readTimestamp(storage: KeyValueStorage | null, key: string): number | null {
  try {
    const value = Number.parseInt(storage?.getItem(key) ?? '', 10);
    return Number.isNaN(value) ? null : value;
  } catch {
    return null;
  }
}

/** Returns whether the timestamp was stored. */
export function writeTimestamp(storage: KeyValueStorage | null, key: string, time: number): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, String(time));
    return true;
  } catch {
    return false;
  }
}
