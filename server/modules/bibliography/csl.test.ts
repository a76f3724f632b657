import { describe, expect, test } from 'vitest';
import { type BibliographyFields, citationLocale, formatCitation, fromCsl, parseBibliography, toCsl } from './csl.ts';

const chapter: BibliographyFields & { id: number } = {
  id: 7,
  type: 'CHAPTER',
  creators: [{ family: 'Doe', given: 'Jane' }, { literal: 'Lepke Team' }],
  date: '2010-04',
  title: 'Moths of the sand steppes',
  pubin2: 'The Great Hungarian Plain',
  journal: '',
  volume: '',
  issue: '',
  publisher: 'Test Press',
  place: 'Budapest',
  pages: '5-9',
  weburl: 'https://example.org/ch',
  doi: '10.1/x',
};

describe('the CSL mapping', () => {
  test('an item to CSL and back is the same item', () => {
    const csl = toCsl(chapter, 'citation');
    expect(csl).toMatchObject({ type: 'chapter', 'container-title': 'The Great Hungarian Plain', issued: { 'date-parts': [[2010, 4]] }, page: '5-9', DOI: '10.1/x' });
    const { id: _id, ...fields } = chapter;
    expect(fromCsl(csl)).toEqual(fields);
  });

  test("a book's pages are its page count, except for BibTeX, which only has pages", () => {
    const book = { ...chapter, type: 'BOOK' as const, pubin2: '', journal: 'Series of guides', pages: '384' };
    expect(toCsl(book, 'ris')).toMatchObject({ 'number-of-pages': '384', 'collection-title': 'Series of guides' });
    expect(toCsl(book, 'ris').page).toBeUndefined();
    expect(toCsl(book, 'bibtex')).toMatchObject({ page: '384' });
  });

  test('other CSL types are read as the nearest of ours; an unparseable date keeps its year', () => {
    expect(fromCsl({ type: 'paper-conference', title: 'T', 'container-title': 'Proceedings' })).toMatchObject({ type: 'CHAPTER', pubin2: 'Proceedings' });
    expect(fromCsl({ type: 'song', title: 'T', issued: { literal: 'spring 1987' } })).toMatchObject({ type: 'OTHER', date: '1987' });
    expect(fromCsl({ type: 'article-journal', title: 'T', 'container-title': 'J', DOI: 'https://doi.org/10.2/AB' })).toMatchObject({
      journal: 'J',
      pubin2: '',
      doi: '10.2/ab',
    });
  });

  test('parsing is forced to the named format: an address is text, not something to fetch', () => {
    expect(() => parseBibliography('https://example.org/refs.bib', 'bibtex')).toThrow(expect.objectContaining({ code: 'BIBLIOGRAPHY_UNREADABLE' }));
    expect(parseBibliography('TY  - JOUR\nTI  - Only a title\nER  - \n', 'ris')).toMatchObject([{ type: 'ARTICLE', title: 'Only a title' }]);
  });

  test('citations fall back to en-US where the library has no locale of the language', () => {
    expect(citationLocale('hu')).toBe('en-US');
    expect(citationLocale(undefined)).toBe('en-US');
    expect(formatCitation(chapter, 'apa', 'tr', 'text')).toBe(
      'Doe, J. & Lepke Team. (2010). Moths of the sand steppes. In The Great Hungarian Plain (pp. 5–9). Test Press. https://doi.org/10.1/x',
    );
  });
});
