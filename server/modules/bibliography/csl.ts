import { Cite, type CslItem, type CslName, plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import '@citation-js/plugin-csl';
import {
  BIBLIOGRAPHY_DATE,
  type BibliographyFormat,
  type BibliographyType,
  CITATION_LOCALES,
  type CitationStyle,
  type Creator,
  normaliseDoi,
  WHOLE_PUBLICATION_TYPES,
} from '@domain/bibliography.ts';
import type { Language } from '@domain/languages.ts';
import { ValidationError } from '../../errors.ts';

/**
 * The bibliography's one bridge to Citation.js: our items ↔ CSL-JSON, BibTeX and RIS text through
 * CSL-JSON, and citations by a bundled CSL style. Input is always parsed with its type forced, so the
 * library never takes a text for an address to fetch.
 */

/** The fields an item is made of (the service's input, the import's output). */
export interface BibliographyFields {
  type: BibliographyType;
  creators: Creator[];
  date: string;
  title: string;
  pubin2: string;
  journal: string;
  volume: string;
  issue: string;
  publisher: string;
  place: string;
  pages: string;
  weburl: string;
  doi: string | null;
}

const CSL_TYPE: Record<BibliographyType, string> = {
  ARTICLE: 'article-journal',
  BOOK: 'book',
  CHAPTER: 'chapter',
  REPORT: 'report',
  THESIS: 'thesis',
  WEBPAGE: 'webpage',
  OTHER: 'document',
};

/** CSL types other than ours, read as the nearest of ours. */
const CSL_TYPE_READ: Record<string, BibliographyType> = {
  article: 'ARTICLE',
  'article-magazine': 'ARTICLE',
  'article-newspaper': 'ARTICLE',
  'paper-conference': 'CHAPTER',
  'entry-encyclopedia': 'CHAPTER',
  'entry-dictionary': 'CHAPTER',
  post: 'WEBPAGE',
  'post-weblog': 'WEBPAGE',
  ...Object.fromEntries(Object.entries(CSL_TYPE).map(([ours, csl]) => [csl, ours as BibliographyType])),
};

/** What the CSL item is for: BibTeX has no field for a book's page count but `pages`, which CSL calls `page`. */
export type CslTarget = 'bibtex' | 'ris' | 'citation';

function cslDate(date: string): CslItem['issued'] {
  if (!BIBLIOGRAPHY_DATE.test(date)) return undefined;
  return { 'date-parts': [date.split('-').map(Number)] };
}

function dateOf(issued: CslItem['issued']): string {
  const parts = issued?.['date-parts']?.[0]?.map(Number).filter((part) => Number.isInteger(part)) ?? [];
  if (parts.length) {
    const [year, month, day] = parts;
    const text = [String(year).padStart(4, '0'), month && String(month).padStart(2, '0'), month && day && String(day).padStart(2, '0')].filter(Boolean).join('-');
    if (BIBLIOGRAPHY_DATE.test(text)) return text;
  }
  return /\b(\d{4})\b/.exec(issued?.literal ?? issued?.raw ?? '')?.[1] ?? '';
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
const set = (value: string): string | undefined => value || undefined;

export function toCsl(item: BibliographyFields & { id: number }, target: CslTarget): CslItem {
  const wholePublication = WHOLE_PUBLICATION_TYPES.includes(item.type);
  const pages = set(item.pages);
  const article = item.type === 'ARTICLE';
  const csl: CslItem = {
    id: `lepke${item.id}`,
    type: CSL_TYPE[item.type],
    title: item.title,
    author: item.creators.map((creator): CslName => (creator.literal ? { literal: creator.literal } : { family: creator.family, given: creator.given })),
    issued: cslDate(item.date),
    'container-title': set(article ? item.journal : item.pubin2),
    'collection-title': article ? undefined : set(item.journal),
    volume: set(item.volume),
    issue: set(item.issue),
    page: wholePublication && target !== 'bibtex' ? undefined : pages,
    'number-of-pages': wholePublication && target !== 'bibtex' ? pages : undefined,
    publisher: set(item.publisher),
    'publisher-place': set(item.place),
    URL: set(item.weburl),
    DOI: item.doi ?? undefined,
  };
  return Object.fromEntries(Object.entries(csl).filter(([, value]) => value !== undefined));
}

function creatorOf(name: CslName): Creator | null {
  if (name.literal?.trim()) return { literal: name.literal.trim() };
  const family = name.family?.trim();
  const given = name.given?.trim();
  if (!family) return given ? { literal: given } : null;
  return given ? { family, given } : { family };
}

export function fromCsl(csl: CslItem): BibliographyFields {
  const type = CSL_TYPE_READ[csl.type ?? ''] ?? 'OTHER';
  const article = type === 'ARTICLE';
  const container = text(csl['container-title']);
  return {
    type,
    creators: (csl.author ?? []).map(creatorOf).filter((creator): creator is Creator => creator !== null),
    date: dateOf(csl.issued),
    title: text(csl.title),
    pubin2: article ? '' : container,
    journal: article ? container : text(csl['collection-title']),
    volume: text(csl.volume),
    issue: text(csl.issue),
    publisher: text(csl.publisher),
    place: text(csl['publisher-place']),
    pages: text(csl.page) || text(csl['number-of-pages']),
    weburl: text(csl.URL),
    doi: normaliseDoi(text(csl.DOI)),
  };
}

const INPUT_TYPE: Record<BibliographyFormat, string> = { bibtex: '@biblatex/text', ris: '@ris/file' };

/** The entries of a BibTeX or RIS text; an unreadable text, or one with no entry, is 422 BIBLIOGRAPHY_UNREADABLE. */
export function parseBibliography(source: string, format: BibliographyFormat): BibliographyFields[] {
  let entries: CslItem[];
  try {
    entries = plugins.input.chain(source, { forceType: INPUT_TYPE[format], generateGraph: false });
  } catch {
    throw new ValidationError([{ field: 'text', code: 'BIBLIOGRAPHY_UNREADABLE' }], 'BIBLIOGRAPHY_UNREADABLE');
  }
  if (!Array.isArray(entries) || !entries.length) throw new ValidationError([{ field: 'text', code: 'BIBLIOGRAPHY_UNREADABLE' }], 'BIBLIOGRAPHY_UNREADABLE');
  return entries.map(fromCsl);
}

export function exportBibliography(items: (BibliographyFields & { id: number })[], format: BibliographyFormat): string {
  return new Cite(items.map((item) => toCsl(item, format))).format(format);
}

/** The CSL locale for a UI language where the library has it, else en-US. */
export function citationLocale(language: Language | undefined): string {
  const wanted = CITATION_LOCALES[language ?? 'en'];
  return plugins.config.get('@csl').locales.has(wanted) ? wanted : 'en-US';
}

/** One item's reference in a bundled CSL style: HTML (the library escapes the fields) or plain text. */
export function formatCitation(item: BibliographyFields & { id: number }, style: CitationStyle, language: Language | undefined, format: 'html' | 'text'): string {
  const out = new Cite([toCsl(item, 'citation')]).format('bibliography', { template: style, lang: citationLocale(language), format });
  if (format === 'text') return out.trim();
  // the one entry's inner HTML, without the bibliography's wrapping divs
  return (/<div[^>]*class="csl-entry"[^>]*>([\s\S]*?)<\/div>/.exec(out)?.[1] ?? '').trim();
}
