import webpush from 'web-push';
import type { VapidKeys } from './vapid.ts';

/** One HTTP request to a push service, as the Web Push protocol (RFC 8030, 8291, 8292) builds it. */
export interface PushRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** Delivers a push request and answers the push service's HTTP status. */
export type PushTransport = (request: PushRequest) => Promise<number>;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Push messages expire after a day in the push service when the device stays offline. */
export const PUSH_TTL_SECONDS = 24 * 3600;
const SEND_TIMEOUT_MS = 10_000;

/** The default transport: an HTTPS POST to the subscription's push service. */
export const fetchTransport: PushTransport = async ({ endpoint, method, headers, body }) => {
  const response = await fetch(endpoint, {
    method,
    headers,
    body: body ? new Uint8Array(body) : null,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
};

/** Encrypts `payload` for the subscription and signs the request with the VAPID keys (web-push does both). */
export function buildPushRequest(target: PushTarget, payload: string, vapid: VapidKeys): PushRequest {
  const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
    TTL: PUSH_TTL_SECONDS,
    vapidDetails: vapid,
  });
  const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
  return { endpoint: details.endpoint, method: details.method, headers, body: (details.body as Buffer | null) ?? null };
}
