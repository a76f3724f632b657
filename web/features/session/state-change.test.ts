import { describe, expect, test } from 'vitest';
import { stateChangeCode, type ViewerSnapshot } from './state-change.ts';

const guest: ViewerSnapshot = {
  userId: null,
  role: 'GUEST',
  entityId: null,
  displayName: null,
  language: 'hu',
  profileImageUrl: null,
  memberArray: [],
};
const anna: ViewerSnapshot = { ...guest, userId: 1, role: 'USER', entityId: 10, displayName: 'Anna', memberArray: [3, 4] };

describe('stateChangeCode', () => {
  test('no change is 0', () => {
    expect(stateChangeCode(null, guest)).toBe(0);
    expect(stateChangeCode(guest, { ...guest })).toBe(0);
    expect(stateChangeCode(anna, { ...anna, memberArray: [3, 4] })).toBe(0);
  });

  test("a change of the same user's data is 1", () => {
    expect(stateChangeCode(anna, { ...anna, displayName: 'Anna B.' })).toBe(1);
    expect(stateChangeCode(anna, { ...anna, language: 'en' })).toBe(1);
    expect(stateChangeCode(anna, { ...anna, memberArray: [3] })).toBe(1);
    expect(stateChangeCode(anna, { ...anna, role: 'PRO' })).toBe(1);
  });

  test('a login, another user or a session found on start is 2', () => {
    expect(stateChangeCode(guest, anna)).toBe(2);
    expect(stateChangeCode(null, anna)).toBe(2);
    expect(stateChangeCode(anna, { ...anna, userId: 2 })).toBe(2);
  });

  test('a logout is 3', () => {
    expect(stateChangeCode(anna, guest)).toBe(3);
  });
});
