import type { IntlShape, MessageDescriptor } from 'react-intl';
import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import { commonNameIn } from '@domain/species/names.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { categoryMessages, speciesMessages } from './messages.ts';

export const IUCN_CATEGORIES = ['EX', 'EW', 'CR', 'EN', 'VU', 'NT', 'CD', 'LC', 'DD'] as const;
/** The Hungarian red list adds RE (regionally extinct). */
export const RED_LIST_CATEGORIES = ['EX', 'EW', 'RE', 'CR', 'EN', 'VU', 'NT', 'CD', 'LC', 'DD'] as const;
export type RedListCategory = (typeof RED_LIST_CATEGORIES)[number];
/** The threatened categories that earn a badge in the list (and count as sensitive in review). */
export const THREATENED = ['CR', 'EN', 'VU'] as const;

export type SpeciesGroup = 'butterfly' | 'moth';
export const SPECIES_GROUPS: readonly SpeciesGroup[] = ['butterfly', 'moth'];

export function parseGroupParam(value: string | null): SpeciesGroup | null {
  return SPECIES_GROUPS.includes(value as SpeciesGroup) ? (value as SpeciesGroup) : null;
}

/** The first page of the species list the search parameters ask for (the list page's search field and group filter keep them). */
export function speciesListVariables(searchParams: URLSearchParams) {
  return { query: searchParams.get('q')?.trim() || null, group: parseGroupParam(searchParams.get('group')), count: LIST_PAGE_SIZE };
}

/** The common name to show in the UI language: that language's, else the English one, else null (show the scientific name). */
export const displayName = commonNameIn;

/** The red-list category spelled out in the UI language, null for an unknown code. */
export function categoryMessage(code: string | null | undefined): MessageDescriptor | null {
  return code && Object.hasOwn(categoryMessages, code) ? categoryMessages[code as RedListCategory] : null;
}

export function isThreatened(code: string | null | undefined): boolean {
  return (THREATENED as readonly string[]).includes(code ?? '');
}

export function difficultyMessage(difficulty: number): MessageDescriptor {
  if (difficulty >= 3) return speciesMessages.difficulty3;
  if (difficulty === 2) return speciesMessages.difficulty2;
  return speciesMessages.difficulty1;
}

const DISTRIBUTION_STATUS: Record<string, MessageDescriptor> = {
  present: speciesMessages.distributionPresent,
  migrant: speciesMessages.distributionMigrant,
  irregular: speciesMessages.distributionIrregular,
  extinct: speciesMessages.distributionExtinct,
};

/** The checklist's one-word occurrence statuses are translated; any other text is shown as written. */
export function distributionText(intl: IntlShape, distribution: string): string {
  const status = DISTRIBUTION_STATUS[distribution.trim().toLowerCase()];
  return status ? intl.formatMessage(status) : distribution.trim();
}

/** 1-based months (as the server sends them) turned into runs, a run across New Year joined: [[11,2],[5,6]]. */
export function monthRuns(months: readonly number[]): [number, number][] {
  const set = new Set(months.filter((month) => month >= 1 && month <= 12));
  if (set.size === 0) return [];
  if (set.size === 12) return [[1, 12]];
  const runs: [number, number][] = [];
  for (let month = 1; month <= 12; month += 1) {
    if (!set.has(month)) continue;
    const last = runs.at(-1);
    if (last && last[1] === month - 1) last[1] = month;
    else runs.push([month, month]);
  }
  const first = runs[0]!;
  const last = runs.at(-1)!;
  if (runs.length > 1 && first[0] === 1 && last[1] === 12) {
    runs.shift();
    last[1] = first[1];
  }
  return runs;
}

/** Month names in a language: `names(locale, 'narrow')[0]` is January. */
export function monthNames(locale: string, width: 'narrow' | 'short' | 'long'): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2021, index, 15))));
}

/** "április–szeptember" or "május, július–augusztus"; the dash is the typographic range sign. */
export function flightSummary(locale: string, months: readonly number[]): string {
  const names = monthNames(locale, 'long');
  const list = new Intl.ListFormat(locale, { style: 'short', type: 'unit' });
  return list.format(monthRuns(months).map(([from, to]) => (from === to ? names[from - 1]! : `${names[from - 1]}–${names[to - 1]}`)));
}

/** An external reference that is a web address is linked as is; the checklist's taxon ids link to its dataset. */
export const CHECKLIST_DATASET_URL = 'https://doi.org/10.15468/ye7whj';

export function isChecklistRef(ref: string): boolean {
  return ref.trim().startsWith('eurobutt-checklist:');
}

export function externalRefUrl(ref: string): string | null {
  const text = ref.trim();
  if (/^https?:\/\/\S+$/i.test(text)) return text;
  if (isChecklistRef(text)) return CHECKLIST_DATASET_URL;
  return null;
}

/** The species' records in the observation list. */
export function recordsHref(recId: number): string {
  return `/observation/list/?species=${recId}&_display_as=list`;
}

export function speciesHref(recId: number): string {
  return `/species/${recId}`;
}

export function speciesEditHref(recId: number): string {
  return `/species/edit/popup/${recId}`;
}

/** Field problems of the species form that have their own texts; the rest are the spec's tokens. */
const SPECIES_CODES: Record<string, MessageDescriptor> = {
  GENUS_FORMAT: speciesMessages.genusFormat,
  EPITHET_FORMAT: speciesMessages.epithetFormat,
  WHOLE_NUMBER: speciesMessages.wholeNumber,
  SPECIES_EXISTS: speciesMessages.speciesExists,
};

export function problemText(intl: IntlShape, code: string): string {
  const own = SPECIES_CODES[code];
  return own ? intl.formatMessage(own) : formatToken(intl, code);
}

/** Custom rules of the species form (web/features/forms/rules.ts notation). */
export const speciesRules = {
  genus: (value: string) => (!value.trim() || /^[A-Z][a-z-]*$/.test(value.trim()) ? null : 'GENUS_FORMAT'),
  epithet: (value: string) => (!value.trim() || /^[a-z][a-z-]*$/.test(value.trim()) ? null : 'EPITHET_FORMAT'),
  url: (value: string) => {
    if (!value.trim()) return null;
    try {
      const url = new URL(value.trim());
      return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'INVALID_URL';
    } catch {
      return 'INVALID_URL';
    }
  },
  wholeNumber: (value: string) => (!value.trim() || /^\d{1,8}$/.test(value.trim()) ? null : 'WHOLE_NUMBER'),
};

/** The form's fields and rules, in the order the form shows them (the server's limits as maxlength). */
export const SPECIES_FIELD_RULES: Record<string, string> = {
  genus: 'required;genus',
  species: 'required;epithet',
  subspecies: 'epithet',
  author: 'required',
  family: 'required',
  thumbnailUrl: 'url',
  protectionValue: 'wholeNumber',
};
