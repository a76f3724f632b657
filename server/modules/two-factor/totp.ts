import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** a code of the step before or after the server's is still taken (clocks drift, people type slowly) */
const WINDOW = 1;

function totpFor(secret: string, label = '') {
  return new TOTP({ issuer: 'Lepke', label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** A new random secret (160 bits, as RFC 4226 recommends), in base32 for manual entry. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, account: string): string {
  return totpFor(secret, account).toString();
}

/** The time step a code belongs to, or null when it is no code of the secret's near the given time. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secret).validate({ token, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}
