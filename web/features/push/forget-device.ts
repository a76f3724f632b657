import { pushOptedOut, storedPushDeviceId } from './device-id.ts';

/** How long a logout waits for the server to drop this device's push subscription. */
export const FORGET_DEVICE_TIMEOUT_MS = 3000;

export interface ForgetDeviceOptions {
  /** this browser's push device id; null when it never registered push */
  deviceId?: string | null;
  /** the user switched push off here: the server holds no subscription of this device */
  optedOut?: boolean;
  timeoutMs?: number;
}

/**
 * Before a logout ends the session: asks the server to drop this device's push subscription, so
 * the person logging out gets no more pushes here. Never rejects and gives up after a timeout, so a
 * failure (offline, server error) never blocks the logout. Nothing to do on a device that never
 * registered push or where it was switched off.
 */
export async function forgetPushDevice(
  remove: (deviceId: string) => Promise<unknown>,
  { deviceId = storedPushDeviceId(), optedOut = pushOptedOut(), timeoutMs = FORGET_DEVICE_TIMEOUT_MS }: ForgetDeviceOptions = {},
): Promise<void> {
  if (!deviceId || optedOut) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  const removal = Promise.resolve()
    .then(() => remove(deviceId))
    .then(
      () => undefined,
      (error: unknown) => console.warn('Push unsubscribe on logout failed', error),
    );
  await Promise.race([removal, timeout]);
  clearTimeout(timer);
}
