/** The browser's own device id for push subscriptions (one per person and device on the server). */
const DEVICE_ID_KEY = 'lepke.push.deviceId';
/** Set when the user switched push off here: the push-token check after a login then leaves it off. */
const OPT_OUT_KEY = 'lepke.push.optOut';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function pushDeviceId(): string {
  const store = storage();
  const stored = store?.getItem(DEVICE_ID_KEY);
  if (stored) return stored;
  const created = crypto.randomUUID();
  store?.setItem(DEVICE_ID_KEY, created);
  return created;
}

/** The device id if this browser ever made one (a device that never registered push has none). */
export function storedPushDeviceId(): string | null {
  return storage()?.getItem(DEVICE_ID_KEY) ?? null;
}

export function pushOptedOut(): boolean {
  return storage()?.getItem(OPT_OUT_KEY) === '1';
}

export function setPushOptedOut(optedOut: boolean): void {
  if (optedOut) storage()?.setItem(OPT_OUT_KEY, '1');
  else storage()?.removeItem(OPT_OUT_KEY);
}
