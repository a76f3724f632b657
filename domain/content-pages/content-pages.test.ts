import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../languages.ts';
import type { ContentDocument } from './document.ts';
import { CONTENT_PAGE_KEYS, CONTENT_PAGES } from './index.ts';

/** Every sentence of a document, for looking up its topics. */
const textOf = (page: ContentDocument) =>
  [page.title, page.effective ?? '', page.intro, ...page.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.items ?? [])])].join(' ');

/** What each page must tell, checked in the English text. */
const TOPICS: Record<(typeof CONTENT_PAGE_KEYS)[number], readonly string[]> = {
  about: ['citizen-science', 'Darwin Core', 'validators', 'EEA 10 km and 1 km', 'operator', 'open-source'],
  howtouse: ['EXIF', '10 km', 'needs no account', 'appeal', 'daily or weekly digest', 'Install'],
  privacy: ['10 km grid cell', 'EXIF', 'Darwin Core', 'delete your account', 'supervisory authority', 'How long we keep'],
  terms: ['CC BY 4.0', 'CC0', 'CC BY-NC 4.0', 'account', 'two-factor', 'kept anonymously', 'no warranty', 'European Union'],
  faq: ['password', 'one hour', '10 km grid cell', 'light trap', 'validator', 'daily or weekly digest'],
};

describe.each(CONTENT_PAGE_KEYS)('the %s page', (key) => {
  const pages = CONTENT_PAGES[key];
  const hungarian = pages.hu;

  test.each(LANGUAGES)('%s has the shape of the Hungarian text: sections, paragraphs and items', (language) => {
    const page = pages[language];
    expect(page.title.trim()).not.toBe('');
    expect(page.intro.trim()).not.toBe('');
    expect(page.effective === undefined).toBe(hungarian.effective === undefined);
    expect(page.sections.length).toBe(hungarian.sections.length);
    page.sections.forEach((section, index) => {
      const original = hungarian.sections[index]!;
      expect(section.heading.trim()).not.toBe('');
      expect(section.paragraphs.length).toBe(original.paragraphs.length);
      expect(section.items?.length).toBe(original.items?.length);
    });
  });

  test('no two languages share an intro or the first paragraph of a section', () => {
    const intros = LANGUAGES.map((language) => pages[language].intro);
    expect(new Set(intros).size).toBe(LANGUAGES.length);
    hungarian.sections.forEach((_, index) => {
      const firsts = LANGUAGES.map((language) => pages[language].sections[index]!.paragraphs[0]);
      expect(new Set(firsts).size).toBe(LANGUAGES.length);
    });
  });

  test('tells its must-have topics', () => {
    const text = textOf(pages.en);
    for (const topic of TOPICS[key]) expect(text).toContain(topic);
  });

  test('has no placeholder text', () => {
    for (const language of LANGUAGES) expect(textOf(pages[language])).not.toMatch(/lorem|ipsum|TODO|TBD|\[.*\]/i);
  });
});

describe('the texts of each language', () => {
  test.each([
    ['hu', /[õûÕÛ]/],
    ['ro', /[şţŞŢ]/],
    ['tr', /[ţșțȘȚ]/],
  ] as const)('%s uses its own letters (ő/ű, comma-below ș/ț, cedilla ş)', (language, wrong) => {
    for (const key of CONTENT_PAGE_KEYS) expect(textOf(CONTENT_PAGES[key][language])).not.toMatch(wrong);
  });
});

describe('the privacy policy', () => {
  const policies = CONTENT_PAGES.privacy;
  const english = policies.en;

  test.each(LANGUAGES)('%s has every numbered section of the English text, each with text of its own', (language) => {
    const policy = policies[language];
    expect(policy.sections.map((section) => section.heading.split('.')[0])).toEqual(english.sections.map((section) => section.heading.split('.')[0]));
    policy.sections.forEach((section, index) => {
      if (language !== 'en') expect(section.paragraphs[0]).not.toBe(english.sections[index]!.paragraphs[0]);
    });
  });

  test('carries the date it took effect', () => {
    for (const language of LANGUAGES) expect(policies[language].effective).toMatch(/2026/);
  });
});

describe('the terms of use', () => {
  test.each(LANGUAGES)('%s took effect on 5 December 2026', (language) => {
    expect(CONTENT_PAGES.terms[language].effective).toMatch(/2026/);
    expect(CONTENT_PAGES.terms[language].effective).toMatch(/\b5\b/);
  });
});
