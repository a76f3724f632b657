/** The browser side of web push: permission, the service worker's push manager, the VAPID key. */

/** unsupported: no service worker, PushManager or Notification; otherwise the notification permission. */
export type PushAvailability = 'unsupported' | NotificationPermission;

export function pushAvailability(): PushAvailability {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission;
}

/** The server's base64url VAPID public key as the bytes pushManager.subscribe() takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const WORKER_TIMEOUT_MS = 10_000;

/** The active service worker's registration (none in the dev server, where no worker is built). */
async function registration(): Promise<ServiceWorkerRegistration> {
  const ready = await Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_TIMEOUT_MS))]);
  if (!ready) throw new Error('No active service worker');
  return ready;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushAvailability() === 'unsupported') return null;
  const existing = await navigator.serviceWorker.getRegistration();
  return existing ? existing.pushManager.getSubscription() : null;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/**
 * This device's subscription for the server's key: the current one, or a new one (after dropping
 * one made with another key, e.g. before the server's keys changed).
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscription> {
  const key = applicationServerKey(publicKey);
  const { pushManager } = await registration();
  const existing = await pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return existing;
  await existing?.unsubscribe();
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

export async function unsubscribeDevice(): Promise<void> {
  await (await currentSubscription())?.unsubscribe();
}
