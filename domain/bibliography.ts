import type { Language } from './languages.ts';

/** The kinds of publication a bibliography item is (server/modules/bibliography/csl.ts maps each to CSL, BibTeX and RIS). */
export const BIBLIOGRAPHY_TYPES = ['ARTICLE', 'BOOK', 'CHAPTER', 'REPORT', 'THESIS', 'WEBPAGE', 'OTHER'] as const;
export type BibliographyType = (typeof BIBLIOGRAPHY_TYPES)[number];

/** The kinds whose `pages` is the publication's number of pages rather than a page range. */
export const WHOLE_PUBLICATION_TYPES: readonly BibliographyType[] = ['BOOK', 'REPORT', 'THESIS'];

/** One author: a person's family and given names, or a body's name (`literal`). */
export interface Creator {
  family?: string;
  given?: string;
  literal?: string;
}

/** The citation styles bundled with the citation library (plugin-csl), APA the default. */
export const CITATION_STYLES = ['apa', 'vancouver', 'harvard1'] as const;
export type CitationStyle = (typeof CITATION_STYLES)[number];

/** The CSL locale of each UI language; the formatter falls back to en-US where the library has none. */
export const CITATION_LOCALES: Record<Language, string> = { hu: 'hu-HU', en: 'en-US', ro: 'ro-RO', tr: 'tr-TR' };

/** The interchange formats of import and export. */
export const BIBLIOGRAPHY_FORMATS = ['bibtex', 'ris'] as const;
export type BibliographyFormat = (typeof BIBLIOGRAPHY_FORMATS)[number];

/** A date as far as known: YYYY, YYYY-MM or YYYY-MM-DD. */
export const BIBLIOGRAPHY_DATE = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;

export function yearOf(date: string): number | null {
  const match = /^(\d{4})/.exec(date);
  return match ? Number(match[1]) : null;
}

/** Authors as people write them: "Family, Given; Family, Given" (a name without a comma is a body's, kept whole). */
export function parseCreators(text: string): Creator[] {
  return text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const comma = part.indexOf(',');
      if (comma < 0) return { literal: part };
      const family = part.slice(0, comma).trim();
      const given = part.slice(comma + 1).trim();
      return given ? { family, given } : { family };
    });
}

export function creatorName(creator: Creator): string {
  if (creator.literal) return creator.literal;
  return [creator.family, creator.given].filter(Boolean).join(', ');
}

/** The inverse of `parseCreators`: the REST `creator` and the edit form's text. */
export function creatorsText(creators: readonly Creator[]): string {
  return creators.map(creatorName).filter(Boolean).join('; ');
}

/** A DOI without its resolver prefix, lower-cased (DOIs are case-insensitive); empty text is none. */
export function normaliseDoi(text: string | null | undefined): string | null {
  const doi = (text ?? '')
    .trim()
    .replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:\s*)/i, '')
    .toLowerCase();
  return doi || null;
}

/** The title folded for duplicate detection: lower-case letters and digits, accents and punctuation dropped. */
export function titleKey(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
