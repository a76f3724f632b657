import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * The push services browsers subscribe with: Chrome, Edge on Android and Opera use FCM; Firefox
 * Mozilla's autopush; Safari Apple's web push service; Edge on Windows WNS. A host pattern
 * `*.example.com` stands for any subdomain (not example.com itself). PUSH_SERVICE_HOSTS replaces the list.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

/** A host pattern as PUSH_SERVICE_HOSTS takes it: a DNS name, optionally behind `*.`. */
export const HOST_PATTERN = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]$/;

/**
 * Whether the server may send to this endpoint: https on the default port, no credentials, and a
 * host named in the list (never an IP literal). Anything else could turn web push into a way of
 * making the server call addresses of the attacker's choosing (SSRF).
 */
export function isAllowedPushEndpoint(endpoint: string, hostPatterns: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (isIP(host.replace(/^\[|\]$/g, ''))) return false;
  return hostPatterns.some((pattern) => (pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern));
}

/** Addresses a push must never reach: this host, private and shared networks, link-local, multicast, reserved. */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (!family) return false;
  // BlockList checks IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) against the IPv4 rules.
  return !INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class InternalAddressError extends Error {
  constructor(host: string, address: string) {
    super(`${host} resolves to the internal address ${address}; push refused`);
  }
}

/**
 * A DNS lookup for the push connection that refuses internal addresses. The connection goes to
 * the address checked here, so a name that resolved to a public address at subscription time
 * and to an internal one now (DNS rebinding) is refused.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const internal = addresses.find((entry) => !isPublicAddress(entry.address));
    if (internal || !addresses.length) return callback(new InternalAddressError(hostname, internal?.address ?? 'none'), '', 0);
    if (options.all) return (callback as unknown as (error: null, all: typeof addresses) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};
