import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { IucnCategory } from '../../../db/generated/prisma/enums.ts';
import { type CommonNames, NAME_LANGUAGES, scientificName, speciesUri } from '@domain/species/names.ts';

/** The columns of butterflies.csv and moths.csv, in order (SOURCES.md defines them). */
export const CHECKLIST_COLUMNS = [
  'genus',
  'species',
  'subspecies',
  'author',
  'family',
  'subfamily',
  'group',
  'name_hu',
  'name_en',
  'name_ro',
  'name_tr',
  'iucn_europe',
  'red_list_hu',
  'status_hu',
  'protection',
  'protection_value_huf',
  'flight_months',
  'larva_months',
  'difficulty',
  'external_ref',
] as const;
export type ChecklistColumn = (typeof CHECKLIST_COLUMNS)[number];

/** The butterfly families (Papilionoidea incl. Hesperiidae) recorded in Hungary. */
export const BUTTERFLY_FAMILIES = ['Hesperiidae', 'Papilionidae', 'Pieridae', 'Lycaenidae', 'Riodinidae', 'Nymphalidae'] as const;
/** The macro-moth families the checklist may hold (current classification). */
export const MOTH_FAMILIES = [
  'Hepialidae',
  'Cossidae',
  'Sesiidae',
  'Zygaenidae',
  'Limacodidae',
  'Thyrididae',
  'Drepanidae',
  'Lasiocampidae',
  'Endromidae',
  'Brahmaeidae',
  'Saturniidae',
  'Sphingidae',
  'Geometridae',
  'Notodontidae',
  'Erebidae',
  'Euteliidae',
  'Nolidae',
  'Noctuidae',
] as const;

/** European red-list categories accepted in iucn_europe. */
export const IUCN_CATEGORIES = ['EX', 'EW', 'CR', 'EN', 'VU', 'NT', 'LC', 'DD'] as const satisfies readonly IucnCategory[];
/** Hungarian red-list categories: the IUCN ones plus RE (regionally extinct). */
export const RED_LIST_HU_CATEGORIES = [...IUCN_CATEGORIES, 'RE'] as const;
/** Occurrence in Hungary. */
export const HU_STATUSES = ['present', 'migrant', 'irregular', 'extinct'] as const;
export type HuStatus = (typeof HU_STATUSES)[number];

export type ProtectionLevel = 'protected' | 'strictly_protected';

export interface ChecklistSpecies {
  /** URL slug of the scientific name, e.g. 'papilio-machaon' */
  uri: string;
  genus: string;
  species: string;
  subspecies: string | null;
  /** "Linnaeus, 1758", or "(Linnaeus, 1758)" when described in another genus */
  author: string;
  family: string;
  subfamily: string;
  group: 'butterfly' | 'moth';
  commonNames: CommonNames;
  /** European red list */
  iucn: IucnCategory | null;
  /** Hungarian red list, RE included */
  redListHu: string | null;
  /** occurrence in Hungary */
  statusHu: HuStatus;
  /** 13/2001. (V. 9.) KöM rendelet; null: not stated (the column is conservative, see SOURCES.md) */
  protection: { level: ProtectionLevel; valueHuf: number | null } | null;
  /** months adults fly in Hungary, 1–12 ascending; empty: no flight-period rule */
  flightMonths: number[];
  /** months caterpillars are found; empty: no rule */
  larvaMonths: number[];
  /** 1 unmistakable in a photo, 2 needs care, 3 needs an expert or dissection */
  difficulty: 1 | 2 | 3;
  externalRef: string | null;
}

/** "4-6;7-9" → [4, 5, 6, 7, 8, 9]; "" → []. Throws on anything else. */
export function parseMonths(text: string): number[] {
  if (!text.trim()) return [];
  const months = new Set<number>();
  for (const range of text.split(';')) {
    const match = /^\s*(\d{1,2})(?:\s*-\s*(\d{1,2}))?\s*$/.exec(range);
    if (!match) throw new Error(`bad months '${text}'`);
    const from = Number(match[1]);
    const to = Number(match[2] ?? match[1]);
    if (from < 1 || to > 12 || from > to) throw new Error(`bad months '${text}'`);
    for (let month = from; month <= to; month++) months.add(month);
  }
  return [...months].sort((a, b) => a - b);
}

const AUTHOR_INNER = /^\[?\p{Lu}[\p{L}\p{M} .,'&[\]-]*, \[?\d{4}\]?$/u;

/** "Linnaeus, 1758", "(Linnaeus, 1758)", "([Denis & Schiffermüller], 1775)", "Hübner, [1813]" */
export function isValidAuthor(author: string): boolean {
  const inner = author.startsWith('(') ? (author.endsWith(')') ? author.slice(1, -1) : null) : author;
  return inner !== null && !/[()]/.test(inner) && AUTHOR_INNER.test(inner);
}

function oneOf<T extends string>(values: readonly T[], value: string, what: string): T {
  if (!(values as readonly string[]).includes(value)) throw new Error(`bad ${what} '${value}'`);
  return value as T;
}

function toSpecies(row: Record<string, string>, group: 'butterfly' | 'moth'): ChecklistSpecies {
  const value = (column: ChecklistColumn) => row[column]?.trim() ?? '';
  const nullable = (column: ChecklistColumn) => value(column) || null;

  const genus = value('genus');
  const species = value('species');
  const subspecies = nullable('subspecies');
  if (!/^[A-Z][a-z]+$/.test(genus)) throw new Error(`bad genus '${genus}'`);
  if (!/^[a-z][a-z-]*[a-z]$/.test(species)) throw new Error(`bad species epithet '${species}'`);
  if (subspecies !== null && !/^[a-z][a-z-]*[a-z]$/.test(subspecies)) throw new Error(`bad subspecies '${subspecies}'`);
  const author = value('author');
  if (!isValidAuthor(author)) throw new Error(`bad author '${author}'`);
  if (value('group') !== group) throw new Error(`group '${value('group')}' in the ${group} list`);
  const family = oneOf<string>(group === 'butterfly' ? BUTTERFLY_FAMILIES : MOTH_FAMILIES, value('family'), `${group} family`);
  const subfamily = value('subfamily');
  if (!/^[A-Z][a-z]+inae$/.test(subfamily)) throw new Error(`bad subfamily '${subfamily}'`);

  const commonNames: CommonNames = {};
  for (const language of NAME_LANGUAGES) {
    const name = value(`name_${language}`);
    if (name) commonNames[language] = name;
  }
  // Hungarian names are lowercase; only a letter ('L-betűs') or a proper name before a hyphen
  // ('Ozirisz-törpeboglárka') keeps its capital, as Hungarian spelling writes them.
  const hu = commonNames.hu;
  if (hu && hu !== hu.toLowerCase() && !(/^(?:[A-Z]-betűs|\p{Lu}\p{Ll}+-)/u.test(hu) && hu.slice(1) === hu.slice(1).toLowerCase())) {
    throw new Error(`Hungarian names are lowercase: '${hu}'`);
  }

  const iucn = nullable('iucn_europe');
  if (iucn !== null) oneOf(IUCN_CATEGORIES, iucn, 'European red-list category');
  const redListHu = nullable('red_list_hu');
  if (redListHu !== null) oneOf(RED_LIST_HU_CATEGORIES, redListHu, 'Hungarian red-list category');
  const statusHu = oneOf(HU_STATUSES, value('status_hu'), 'Hungarian status');

  const level = value('protection');
  const valueText = value('protection_value_huf');
  let protection: ChecklistSpecies['protection'] = null;
  if (level) {
    if (valueText && !/^[1-9]\d*$/.test(valueText)) throw new Error(`bad protection value '${valueText}'`);
    protection = { level: oneOf<ProtectionLevel>(['protected', 'strictly_protected'], level, 'protection'), valueHuf: valueText ? Number(valueText) : null };
  } else if (valueText) {
    throw new Error('a protection value without a protection level');
  }

  const difficulty = Number(value('difficulty'));
  if (difficulty !== 1 && difficulty !== 2 && difficulty !== 3) throw new Error(`bad difficulty '${value('difficulty')}'`);

  return {
    uri: speciesUri({ genus, species, subspecies }),
    genus,
    species,
    subspecies,
    author,
    family,
    subfamily,
    group,
    commonNames,
    iucn: iucn as IucnCategory | null,
    redListHu,
    statusHu,
    protection,
    flightMonths: parseMonths(value('flight_months')),
    larvaMonths: parseMonths(value('larva_months')),
    difficulty,
    externalRef: nullable('external_ref'),
  };
}

/** Reads one checklist file; errors name the file and its line (the header is line 1). */
export function readChecklistFile(url: URL, group: 'butterfly' | 'moth'): ChecklistSpecies[] {
  const file = url.pathname.split('/').at(-1);
  const rows: string[][] = parse(readFileSync(url, 'utf8'), { skip_empty_lines: true });
  const [header, ...data] = rows;
  if (header?.join(',') !== CHECKLIST_COLUMNS.join(',')) throw new Error(`${file}: the header is not ${CHECKLIST_COLUMNS.join(',')}`);
  return data.map((cells, index) => {
    try {
      if (cells.length !== CHECKLIST_COLUMNS.length) throw new Error(`${cells.length} cells instead of ${CHECKLIST_COLUMNS.length}`);
      return toSpecies(Object.fromEntries(CHECKLIST_COLUMNS.map((column, i) => [column, cells[i] ?? ''])), group);
    } catch (error) {
      throw new Error(`${file} row ${index + 2}: ${(error as Error).message}`, { cause: error });
    }
  });
}

/** The shipped checklist: the butterflies recorded in Hungary, then the macro-moths, every row validated. */
export function loadChecklist(): ChecklistSpecies[] {
  const all = [...readChecklistFile(new URL('./butterflies.csv', import.meta.url), 'butterfly'), ...readChecklistFile(new URL('./moths.csv', import.meta.url), 'moth')];
  const seen = new Set<string>();
  for (const entry of all) {
    if (seen.has(entry.uri)) throw new Error(`${scientificName(entry)} is listed twice`);
    seen.add(entry.uri);
  }
  return all;
}
