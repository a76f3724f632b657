import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Services } from '../../services.ts';
import { loadMailSecret } from '../mail/secret.ts';

/**
 * The key that signs the social-login cookies: derived from the site's secret (MAIL_SECRET or the
 * one generated into DATA_DIR), with a label of its own so it signs nothing the mails accept.
 */
const keys = new WeakMap<Services['config'], Promise<Buffer>>();

function signingKey(services: Services): Promise<Buffer> {
  let key = keys.get(services.config);
  if (!key) {
    key = loadMailSecret(services.config.mail.secret, services.config.dataDir, services.logger).then((secret) =>
      createHmac('sha256', secret).update('lepke social-login cookies').digest(),
    );
    key.catch(() => keys.delete(services.config));
    keys.set(services.config, key);
  }
  return key;
}

/** `{payload}.{mac}` of a JSON value with its expiry (ms since 1970) inside. */
export async function signValue(services: Services, purpose: string, value: object, ttlMs: number): Promise<string> {
  const payload = Buffer.from(JSON.stringify({ ...value, purpose, exp: Date.now() + ttlMs })).toString('base64url');
  const mac = createHmac('sha256', await signingKey(services))
    .update(payload)
    .digest('base64url');
  return `${payload}.${mac}`;
}

/** The value signed for this purpose and not expired, or undefined for anything else. */
export async function verifyValue<T>(services: Services, purpose: string, signed: string | undefined): Promise<T | undefined> {
  if (!signed || signed.length > 4000) return undefined;
  const [payload, mac, extra] = signed.split('.');
  if (!payload || !mac || extra !== undefined) return undefined;
  const expected = createHmac('sha256', await signingKey(services))
    .update(payload)
    .digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let value: { purpose?: unknown; exp?: unknown };
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof value;
  } catch {
    return undefined;
  }
  if (value.purpose !== purpose || typeof value.exp !== 'number' || value.exp <= Date.now()) return undefined;
  return value as T;
}
