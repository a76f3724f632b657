import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPushDevice } from './forget-device.ts';

describe('forgetPushDevice (push unsubscribe before logout)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("drops this device's subscription by its device id", async () => {
    const remove = vi.fn(() => Promise.resolve());
    await forgetPushDevice(remove, { deviceId: 'device-1', optedOut: false });
    expect(remove).toHaveBeenCalledExactlyOnceWith('device-1');
  });

  it('asks nothing of a device that never registered push or switched it off', async () => {
    const remove = vi.fn(() => Promise.resolve());
    await forgetPushDevice(remove, { deviceId: null, optedOut: false });
    await forgetPushDevice(remove, { deviceId: 'device-1', optedOut: true });
    expect(remove).not.toHaveBeenCalled();
  });

  it('resolves when the server call fails, so the logout goes on', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const remove = vi.fn(() => Promise.reject(new Error('offline')));
    await expect(forgetPushDevice(remove, { deviceId: 'device-1', optedOut: false })).resolves.toBeUndefined();
    expect(console.warn).toHaveBeenCalledOnce();
  });

  it('resolves after the timeout when the server does not answer', async () => {
    vi.useFakeTimers();
    let settled = false;
    const done = forgetPushDevice(() => new Promise(() => {}), { deviceId: 'device-1', optedOut: false, timeoutMs: 3000 }).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(settled).toBe(true);
  });
});
