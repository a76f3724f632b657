import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '@domain/languages.ts';
import { CONTENT_PAGES } from './index.ts';

describe('the privacy policy', () => {
  const english = CONTENT_PAGES.privacy.en;

  test.each(LANGUAGES)('%s has every section of the English text, each with text of its own', (language) => {
    const policy = CONTENT_PAGES.privacy[language];
    expect(policy.sections.map((section) => section.heading.split('.')[0])).toEqual(english.sections.map((section) => section.heading.split('.')[0]));
    policy.sections.forEach((section, index) => {
      const original = english.sections[index]!;
      expect(section.paragraphs.length).toBe(original.paragraphs.length);
      expect(section.items?.length).toBe(original.items?.length);
      if (language !== 'en') expect(section.paragraphs[0]).not.toBe(original.paragraphs[0]);
    });
  });

  test('tells what a recording platform must: sensitive places, EXIF, export, deletion, complaint', () => {
    const text = [english.intro, ...english.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.items ?? [])])].join(' ');
    for (const topic of ['10 km grid cell', 'EXIF', 'Darwin Core', 'delete your account', 'supervisory authority', 'How long we keep']) {
      expect(text).toContain(topic);
    }
  });
});
