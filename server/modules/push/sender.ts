import https from 'node:https';
import { isIP } from 'node:net';
import webpush from 'web-push';
import { InternalAddressError, isPublicAddress, publicOnlyLookup } from './endpoints.ts';
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

/**
 * The default transport: an HTTPS POST to the subscription's push service, connected only to a
 * public address of its host (checked when the connection is made, see publicOnlyLookup).
 */
export const httpsTransport: PushTransport = ({ endpoint, method, headers, body }) =>
  new Promise((resolve, reject) => {
    const url = new URL(endpoint);
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    // A connection to an IP literal skips the lookup: it is checked here instead.
    if (isIP(literal) && !isPublicAddress(literal)) return reject(new InternalAddressError(literal, literal));
    const request = https.request(url, { method, headers, lookup: publicOnlyLookup, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end(body ?? undefined);
  });

/** Encrypts `payload` for the subscription and signs the request with the VAPID keys (web-push does both). */
export function buildPushRequest(target: PushTarget, payload: string, vapid: VapidKeys): PushRequest {
  const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
    TTL: PUSH_TTL_SECONDS,
    vapidDetails: vapid,
  });
  const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
  return { endpoint: details.endpoint, method: details.method, headers, body: details.body ?? null };
}
