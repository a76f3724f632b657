import { describe, expect, test } from 'vitest';
import { mayPublish, privacySettingKind, publishSetting } from './kinds.ts';

describe('publish rights', () => {
  test('questions, announcements and the rest have their own setting', () => {
    expect(publishSetting('QUESTION')).toBe('pubQuestion');
    expect(publishSetting('ANNOUNCE')).toBe('pubAlert');
    for (const type of ['NOTE', 'NEWS', 'SUGGESTION', 'EVENT'] as const) expect(publishSetting(type)).toBe('pubNote');
  });

  test('one allowed letter is enough; case matters (M moderator is not m member)', () => {
    expect(mayPublish('AECRm', ['b', 'm'])).toBe(true);
    expect(mayPublish('AECRm', ['c', 'b'])).toBe(false);
    expect(mayPublish('AECR', ['m'])).toBe(false);
    expect(mayPublish('AECRm', ['M'])).toBe(false);
    expect(mayPublish('', ['A'])).toBe(false);
  });

  test('privacy defaults come from {type}_pp on the own timeline and post_pp on a board', () => {
    expect(privacySettingKind('MOOD', false)).toBe('mood');
    expect(privacySettingKind('NOTE', true)).toBe('post');
  });
});
