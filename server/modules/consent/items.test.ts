import { describe, expect, test } from 'vitest';
import { CONSENT_ITEMS, PRIVACY_RECORD_NAME, pendingItems, recordName, textFor } from './items.ts';
import { LANGUAGES } from '@domain/languages.ts';

describe('consent items', () => {
  test('privacy blocks the app and every item has a title and text in every language', () => {
    expect(CONSENT_ITEMS.find((item) => item.name === 'privacy')?.type).toBe('block');
    expect(CONSENT_ITEMS.some((item) => item.type === 'page')).toBe(true);
    for (const item of CONSENT_ITEMS) {
      for (const language of LANGUAGES) {
        expect(item.texts[language].title.length, `${item.name} ${language}`).toBeGreaterThan(0);
        expect(item.texts[language].text.length, `${item.name} ${language}`).toBeGreaterThan(40);
      }
    }
  });

  test('a record counts for the current version only', () => {
    const names = (acceptedNames: string[]) => pendingItems(acceptedNames).map((item) => item.name);
    expect(names([])).toEqual(CONSENT_ITEMS.map((item) => item.name));
    expect(names([PRIVACY_RECORD_NAME])).not.toContain('privacy');
    expect(names(['privacy', 'privacy@2020-01'])).toContain('privacy');
    expect(names(CONSENT_ITEMS.map(recordName))).toEqual([]);
  });

  test('texts fall back to Hungarian for an unknown language', () => {
    const privacy = CONSENT_ITEMS[0]!;
    expect(textFor(privacy, 'tr')).toBe(privacy.texts.tr);
    expect(textFor(privacy, 'xx')).toBe(privacy.texts.hu);
  });
});
