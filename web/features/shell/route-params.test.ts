import { describe, expect, it } from 'vitest';
import { newOrRecIdParam, recIdParam } from './route-params.ts';

describe('recIdParam', () => {
  it('takes a positive whole number that fits an id', () => {
    expect(recIdParam('42')).toBe(42);
    expect(recIdParam('2147483647')).toBe(2_147_483_647);
  });

  it('refuses anything else', () => {
    for (const value of [undefined, null, '', '0', '-3', '1.5', '12abc', ' 7', '2147483648', '99999999999']) expect(recIdParam(value)).toBeNull();
  });
});

describe('newOrRecIdParam', () => {
  it('takes 0 for a new record besides an id', () => {
    expect(newOrRecIdParam('0')).toBe(0);
    expect(newOrRecIdParam('12')).toBe(12);
  });

  it('refuses what is no id', () => {
    for (const value of [undefined, '', '00', '-1', 'papilio-machaon', '2147483648']) expect(newOrRecIdParam(value)).toBeNull();
  });
});
