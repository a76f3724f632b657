import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { unsubscribeKey, unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe.ts';

const key = unsubscribeKey(randomBytes(32));
const claim = { entityId: 4711, kind: 'comments' };

/** The token with its character at `at` swapped for another base64url character. */
function flipped(token: string, at: number): string {
  const char = token[at]!;
  return token.slice(0, at) + (char === 'A' ? 'B' : 'A') + token.slice(at + 1);
}

describe('unsubscribe tokens', () => {
  test('a token names its person and kind back; it is URL-safe and the same every time', () => {
    const token = unsubscribeToken(key, claim);
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(encodeURIComponent(token)).toBe(token);
    expect(unsubscribeToken(key, claim)).toBe(token);
    expect(verifyUnsubscribeToken(key, token)).toEqual(claim);
    expect(verifyUnsubscribeToken(key, unsubscribeToken(key, { entityId: Number.MAX_SAFE_INTEGER, kind: 'a' }))).toEqual({
      entityId: Number.MAX_SAFE_INTEGER,
      kind: 'a',
    });
  });

  test('another person or kind gets another token', () => {
    const token = unsubscribeToken(key, claim);
    expect(unsubscribeToken(key, { ...claim, entityId: 4712 })).not.toBe(token);
    expect(unsubscribeToken(key, { ...claim, kind: 'digest' })).not.toBe(token);
  });

  test('a tampered token is refused: any character changed, the claim swapped for another, the parts exchanged', () => {
    const token = unsubscribeToken(key, claim);
    for (let at = 0; at < token.length; at++) {
      if (token[at] === '.') continue;
      expect(verifyUnsubscribeToken(key, flipped(token, at)), `character ${at}`).toBeUndefined();
    }
    const [, mac] = token.split('.');
    const otherPerson = Buffer.from('4712:comments').toString('base64url');
    expect(verifyUnsubscribeToken(key, `${otherPerson}.${mac}`)).toBeUndefined();
    const otherKind = Buffer.from('4711:digest').toString('base64url');
    expect(verifyUnsubscribeToken(key, `${otherKind}.${mac}`)).toBeUndefined();
    // A MAC's last character carries 4 unused bits: a spelling that decodes to the same bytes is no token of ours either.
    const last = mac!.at(-1)!;
    expect('AEIMQUYcgkosw048').toContain(last);
    const sameBytes = `${token.slice(0, -1)}${String.fromCharCode(last.charCodeAt(0) + 1)}`;
    expect(Buffer.from(sameBytes.split('.')[1]!, 'base64url')).toEqual(Buffer.from(mac!, 'base64url'));
    expect(verifyUnsubscribeToken(key, sameBytes)).toBeUndefined();
  });

  test('a truncated or extended token is refused', () => {
    const token = unsubscribeToken(key, claim);
    for (let length = 0; length < token.length; length++) expect(verifyUnsubscribeToken(key, token.slice(0, length)), `length ${length}`).toBeUndefined();
    expect(verifyUnsubscribeToken(key, `${token}A`)).toBeUndefined();
    expect(verifyUnsubscribeToken(key, `${token}.`)).toBeUndefined();
    expect(verifyUnsubscribeToken(key, `${token}.${token}`)).toBeUndefined();
  });

  test('a foreign token is refused: another install’s key, the raw secret instead of the derived key, a plain HMAC of the claim', () => {
    const secret = randomBytes(32);
    const ours = unsubscribeKey(secret);
    expect(verifyUnsubscribeToken(ours, unsubscribeToken(unsubscribeKey(randomBytes(32)), claim))).toBeUndefined();
    expect(verifyUnsubscribeToken(ours, unsubscribeToken(secret, claim))).toBeUndefined();
    const payload = Buffer.from('4711:comments').toString('base64url');
    const plain = createHmac('sha256', ours).update('4711:comments').digest('base64url');
    expect(verifyUnsubscribeToken(ours, `${payload}.${plain}`)).toBeUndefined();
  });

  test.each(['', '.', 'abc', 'a.b.c', 'not a token', '%2E', `${'A'.repeat(300)}.${'A'.repeat(43)}`, 'NDcxMTpjb21tZW50cw.=', 'NDcxMTpjb21tZW50cw==.AAAA'])(
    '%j is no token',
    (token) => {
      expect(verifyUnsubscribeToken(key, token)).toBeUndefined();
    },
  );

  test('a signed claim that is no claim is refused all the same (a token is only ever read after its MAC)', () => {
    for (const payload of [
      '0:comments',
      '-1:comments',
      '1:Comments',
      '1:',
      ':comments',
      '01:comments',
      '99999999999999999:comments',
      '9999999999999999:comments',
      '1:comments:extra',
    ]) {
      const mac = createHmac('sha256', key).update(`unsubscribe:v1:${payload}`).digest('base64url');
      expect(verifyUnsubscribeToken(key, `${Buffer.from(payload).toString('base64url')}.${mac}`), payload).toBeUndefined();
    }
  });

  test.each([
    [{ entityId: 0, kind: 'comments' }],
    [{ entityId: 1.5, kind: 'comments' }],
    [{ entityId: -3, kind: 'comments' }],
    [{ entityId: 1, kind: 'Comments' }],
    [{ entityId: 1, kind: 'a:b' }],
    [{ entityId: 1, kind: '' }],
    [{ entityId: 1, kind: 'x'.repeat(41) }],
  ])('no token is made for %o', (bad) => {
    expect(() => unsubscribeToken(key, bad)).toThrow(RangeError);
  });
});
