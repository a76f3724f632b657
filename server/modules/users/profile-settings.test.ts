import { describe, expect, test } from 'vitest';
import { defaultPrivacyFor, PRIVACY_DEFAULT_KINDS, privacyDefaults, privacySettingKey } from './profile-settings.ts';

describe('default privacy per kind ({kind}_pp)', () => {
  test('reads the kind key and falls back to 9 (anybody)', () => {
    expect(defaultPrivacyFor({ note_pp: 1 }, 'note')).toBe(1);
    expect(defaultPrivacyFor({ note_pp: 1 }, 'NOTE')).toBe(1);
    expect(defaultPrivacyFor({ note_pp: 0, news_pp: 2 }, 'news')).toBe(2);
    expect(defaultPrivacyFor({ note_pp: 1 }, 'question')).toBe(9);
    expect(defaultPrivacyFor({}, 'mood')).toBe(9);
    expect(defaultPrivacyFor(null, 'note')).toBe(9);
    expect(defaultPrivacyFor([1], 'note')).toBe(9);
  });

  test('ignores values that are not a default level', () => {
    expect(defaultPrivacyFor({ note_pp: -1 }, 'note')).toBe(9);
    expect(defaultPrivacyFor({ note_pp: 5 }, 'note')).toBe(9);
    expect(defaultPrivacyFor({ note_pp: '1' }, 'note')).toBe(9);
  });

  test('a solution follows its lesson', () => {
    expect(defaultPrivacyFor({ lesson_pp: 0 }, 'SOLUTION')).toBe(0);
  });

  test('the page kinds and their keys', () => {
    expect(PRIVACY_DEFAULT_KINDS.map(privacySettingKey)).toEqual(['note_pp', 'news_pp', 'question_pp', 'mood_pp', 'lesson_pp']);
    expect(privacyDefaults({ mood_pp: 0 })).toEqual({ note: 9, news: 9, question: 9, mood: 0, lesson: 9 });
  });
});
