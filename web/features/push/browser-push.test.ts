import { afterEach, describe, expect, test, vi } from 'vitest';
import { applicationServerKey, pushAvailability } from './browser-push.ts';
import { pushDeviceId, pushOptedOut, setPushOptedOut } from './device-id.ts';

describe('applicationServerKey', () => {
  test('decodes the base64url VAPID key to its 65 bytes', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37 + 4) % 256);
    const key = Buffer.from(bytes).toString('base64url');
    expect(key).toMatch(/^[\w-]+$/);
    expect([...applicationServerKey(key)]).toEqual([...bytes]);
  });
});

describe('push on this browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('without service workers push is unsupported', () => {
    expect(pushAvailability()).toBe('unsupported');
  });

  test('the device id is created once and kept; the opt-out is remembered', () => {
    const values = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    });
    const id = pushDeviceId();
    expect(id).toMatch(/^[\w-]{36}$/);
    expect(pushDeviceId()).toBe(id);
    expect(pushOptedOut()).toBe(false);
    setPushOptedOut(true);
    expect(pushOptedOut()).toBe(true);
    setPushOptedOut(false);
    expect(pushOptedOut()).toBe(false);
  });
});
