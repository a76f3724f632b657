import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** no 0/o, 1/l/i: a code copied from paper by hand reads one way */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One recovery code, `xxxx-xxxx` (about 39 bits of randomness). */
function newCode(): string {
  const chars = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]!);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
}

/** Whatever case, spaces or dashes a person typed the code with, the same hash. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');
}

export function looksLikeRecoveryCode(code: string): boolean {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '').length === 8;
}
