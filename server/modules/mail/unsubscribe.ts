import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * One-click unsubscribe links (RFC 8058): a token names whom a mail went to (`entityId`, a person's
 * entity) and which kind of mail it was (`kind`, e.g. `comments`, `digest`), signed with HMAC-SHA256,
 * so the link works without a login and cannot be made for anybody else or another kind. Tokens do
 * not expire: a link in an old mail still unsubscribes.
 *
 * Token: base64url(`{entityId}:{kind}`) `.` base64url(HMAC-SHA256(key, `unsubscribe:v1:{entityId}:{kind}`)).
 */
export interface UnsubscribeClaim {
  entityId: number;
  /** lower-case letters, digits, `_` and `-`, starting with a letter; at most 40 */
  kind: string;
}

export const UNSUBSCRIBE_KIND = /^[a-z][a-z0-9_-]{0,39}$/;

const PAYLOAD = /^([1-9]\d{0,15}):([a-z][a-z0-9_-]{0,39})$/;
const BASE64URL = /^[\w-]+$/;
const MAC_BYTES = 32;

/** The unsubscribe links' own key, derived from the mail secret (other signed links derive theirs with another label). */
export function unsubscribeKey(secret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), 'lepke mail unsubscribe', 32));
}

function mac(key: Uint8Array, payload: string): Buffer {
  return createHmac('sha256', key).update(`unsubscribe:v1:${payload}`).digest();
}

export function unsubscribeToken(key: Uint8Array, claim: UnsubscribeClaim): string {
  if (!Number.isSafeInteger(claim.entityId) || claim.entityId <= 0) throw new RangeError(`entityId must be a positive integer: ${claim.entityId}`);
  if (!UNSUBSCRIBE_KIND.test(claim.kind)) throw new RangeError(`kind must match ${String(UNSUBSCRIBE_KIND)}: ${JSON.stringify(claim.kind)}`);
  const payload = `${claim.entityId}:${claim.kind}`;
  return `${Buffer.from(payload, 'utf8').toString('base64url')}.${mac(key, payload).toString('base64url')}`;
}

/** The claim of a token this key signed; undefined for anything else (tampered, truncated, another key's, not a token). */
export function verifyUnsubscribeToken(key: Uint8Array, token: string): UnsubscribeClaim | undefined {
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const parts = token.split('.');
  if (parts.length !== 2) return undefined;
  const [encodedPayload, encodedMac] = parts as [string, string];
  if (!BASE64URL.test(encodedPayload) || !BASE64URL.test(encodedMac)) return undefined;
  const given = Buffer.from(encodedMac, 'base64url');
  // base64url decoding ignores stray trailing bits: only the one canonical spelling of a MAC is taken.
  if (given.length !== MAC_BYTES || given.toString('base64url') !== encodedMac) return undefined;
  const payloadBytes = Buffer.from(encodedPayload, 'base64url');
  if (payloadBytes.toString('base64url') !== encodedPayload) return undefined;
  const payload = payloadBytes.toString('utf8');
  if (!timingSafeEqual(given, mac(key, payload))) return undefined;
  const match = PAYLOAD.exec(payload);
  if (!match) return undefined;
  const entityId = Number(match[1]);
  if (!Number.isSafeInteger(entityId)) return undefined;
  return { entityId, kind: match[2]! };
}
