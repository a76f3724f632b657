import { describe, expect, it } from 'vitest';
import { memoryStorage } from './test-support.ts';
import { readTimestamp, writeTimestamp, type KeyValueStorage } from './timestamp-storage.ts';

const throwingStorage: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('timestamp storage', () => {
  it('reads back what it wrote', () => {
    const storage = memoryStorage();
    expect(writeTimestamp(storage, 'k', 1234)).toBe(true);
    expect(readTimestamp(storage, 'k')).toBe(1234);
  });

  it('reads a missing or garbled value as never', () => {
    const storage = memoryStorage();
    expect(readTimestamp(storage, 'k')).toBeNull();
    storage.setItem('k', 'soon');
    expect(readTimestamp(storage, 'k')).toBeNull();
  });

  it('reports that nothing was stored when storage is missing or fails', () => {
    expect(writeTimestamp(null, 'k', 1)).toBe(false);
    expect(readTimestamp(null, 'k')).toBeNull();
    expect(writeTimestamp(throwingStorage, 'k', 1)).toBe(false);
    expect(readTimestamp(throwingStorage, 'k')).toBeNull();
  });
});
