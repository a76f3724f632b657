import { z } from 'zod';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { BibliographyItem, Prisma } from '../../db/generated/prisma/client.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { MAX_RECORD_ID, parseInput } from '../../validation.ts';
import {
  BIBLIOGRAPHY_DATE,
  BIBLIOGRAPHY_TYPES,
  type BibliographyFormat,
  type Creator,
  creatorsText,
  normaliseDoi,
  parseCreators,
  titleKey,
  yearOf,
} from '@domain/bibliography.ts';
import { normaliseName } from '@domain/species/similarity.ts';
import { visibleArticles } from '../articles/policy.ts';
import { articleAbilities, loadVisibleArticle } from '../articles/service.ts';
import type { Db } from '../objects/registry.ts';
import { type BibliographyFields, exportBibliography, parseBibliography } from './csl.ts';
import { authorizeBibliography } from './policy.ts';

/** An import takes at most this many entries (a text of 1 MB at most reaches the parser). */
export const IMPORT_MAX_ENTRIES = 500;
/** A species' or article's list holds at most this many items. */
const LINKS_MAX = 200;

export const itemNotFound = () => new NotFoundError('BIBLIOGRAPHY_NOT_FOUND', 'Bibliography item not found');

/** An item with its creators read from the JSON column. */
export type Item = Omit<BibliographyItem, 'creators'> & { creators: Creator[] };

function creatorsOf(value: Prisma.JsonValue): Creator[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return [];
    const { family, given, literal } = entry as Record<string, unknown>;
    const creator: Creator = {};
    if (typeof literal === 'string' && literal) creator.literal = literal;
    else {
      if (typeof family === 'string' && family) creator.family = family;
      if (typeof given === 'string' && given) creator.given = given;
    }
    return Object.keys(creator).length ? [creator] : [];
  });
}

export const asItem = (row: BibliographyItem): Item => ({ ...row, creators: creatorsOf(row.creators) });

const url = z
  .string()
  .trim()
  .max(1000)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), 'FORMAT_ERROR');
const line = (max: number) => z.string().trim().max(max).default('');

/** The edit form's fields: `creator` as "Family, Given; Family, Given" (domain/bibliography.ts `parseCreators`). */
const itemSchema = z.object({
  type: z.enum(BIBLIOGRAPHY_TYPES).default('ARTICLE'),
  creator: z.string().trim().max(5000).default(''),
  date: z
    .string()
    .trim()
    .refine((value) => value === '' || BIBLIOGRAPHY_DATE.test(value), 'DATE_FORMAT_ERROR')
    .default(''),
  title: z.string().trim().min(1).max(1000),
  pubin2: line(1000),
  journal: line(500),
  volume: line(50),
  issue: line(50),
  publisher: line(300),
  place: line(300),
  pgsepar: z.string().max(20).default(''),
  pages: line(50),
  weburl: url.default(''),
  dlfile: url.default(''),
  doi: z
    .string()
    .trim()
    .max(300)
    .nullish()
    .transform((value) => normaliseDoi(value))
    .refine((value) => value === null || /^10\.\d{4,9}\/\S+$/.test(value), 'FORMAT_ERROR'),
});
export type ItemInput = z.input<typeof itemSchema>;

function searchText(fields: Pick<BibliographyFields, 'creators' | 'title' | 'journal' | 'pubin2' | 'date'>): string {
  return normaliseName([creatorsText(fields.creators), fields.title, fields.journal, fields.pubin2, fields.date].join(' '));
}

/** The columns of an item from its fields: the creators as JSON, the year, the duplicate key and the search text. */
export function rowData(fields: BibliographyFields & { pgsepar?: string; dlfile?: string }) {
  return {
    ...fields,
    creators: fields.creators.map((creator) => ({ ...creator })) satisfies Prisma.InputJsonObject[],
    year: yearOf(fields.date),
    titleKey: titleKey(fields.title),
    searchText: searchText(fields),
  };
}

export async function findItem(db: Db, id: number): Promise<Item> {
  const row = id > 0 && id <= MAX_RECORD_ID ? await db.bibliographyItem.findUnique({ where: { id } }) : null;
  if (!row) throw itemNotFound();
  return asItem(row);
}

/** The list's search: every word in the authors, title, journal, book or date. */
export function itemSearchWhere(query: string | null | undefined): Prisma.BibliographyItemWhereInput {
  const words = query ? normaliseName(query).split(' ').filter(Boolean) : [];
  return words.length ? { AND: words.map((word) => ({ searchText: { contains: word } })) } : {};
}

export const ITEM_ORDER: Prisma.BibliographyItemOrderByWithRelationInput[] = [{ year: { sort: 'desc', nulls: 'last' } }, { titleKey: 'asc' }, { id: 'asc' }];

/** Creates (id null) or updates an item; a DOI another item has is DOI_EXISTS. */
export async function saveItem(services: Services, viewer: Viewer, id: number | null, input: ItemInput): Promise<Item> {
  authorizeBibliography(viewer, id === null ? 'create' : 'edit');
  const { creator, ...parsed } = parseInput(itemSchema, input);
  const data = rowData({ ...parsed, creators: parseCreators(creator) });
  if (id !== null) await findItem(services.prisma, id);
  if (data.doi) {
    const clash = await services.prisma.bibliographyItem.findUnique({ where: { doi: data.doi }, select: { id: true } });
    if (clash && clash.id !== id) throw new ValidationError([{ field: 'doi', code: 'DOI_EXISTS' }]);
  }
  const row =
    id === null
      ? await services.prisma.bibliographyItem.create({ data: { ...data, createdById: actingEntityId(viewer) } })
      : await services.prisma.bibliographyItem.update({ where: { id }, data });
  return asItem(row);
}

export async function deleteItem(services: Services, viewer: Viewer, id: number): Promise<Item> {
  authorizeBibliography(viewer, 'delete');
  const item = await findItem(services.prisma, id);
  await services.prisma.bibliographyItem.delete({ where: { id } });
  return item;
}

export interface ImportResult {
  created: Item[];
  /** entries already in the bibliography (same DOI, or same title and year), by their place in the text */
  duplicates: { index: number; item: Item }[];
}

/**
 * A BibTeX or RIS text → new items. An entry whose DOI, or title and year, an item (or an earlier
 * entry) has is not added but answered as a duplicate; an entry without a title fails the whole
 * import with `entries.{index}.title` FIELD_REQUIRED, so nothing is half-imported.
 */
export async function importItems(services: Services, viewer: Viewer, source: string, format: BibliographyFormat): Promise<ImportResult> {
  authorizeBibliography(viewer, 'import');
  const entries = parseBibliography(source, format);
  if (entries.length > IMPORT_MAX_ENTRIES) throw new ValidationError([{ field: 'text', code: 'VALUE_MAX' }]);
  const untitled = entries.flatMap((entry, index) => (entry.title ? [] : [{ field: `entries.${index}.title`, code: 'FIELD_REQUIRED' }]));
  if (untitled.length) throw new ValidationError(untitled);
  const createdById = actingEntityId(viewer);
  return services.prisma.$transaction(async (tx) => {
    const result: ImportResult = { created: [], duplicates: [] };
    for (const [index, entry] of entries.entries()) {
      const data = rowData(entry);
      const same = await tx.bibliographyItem.findFirst({
        where: { OR: [...(data.doi ? [{ doi: data.doi }] : []), { titleKey: data.titleKey, year: data.year }] },
        orderBy: { id: 'asc' },
      });
      if (same) result.duplicates.push({ index, item: asItem(same) });
      else result.created.push(asItem(await tx.bibliographyItem.create({ data: { ...data, createdById } })));
    }
    return result;
  });
}

export async function exportItems(db: Db, ids: number[], format: BibliographyFormat): Promise<string> {
  const rows = await db.bibliographyItem.findMany({ where: { id: { in: ids } }, orderBy: ITEM_ORDER });
  if (rows.length !== new Set(ids).size) throw itemNotFound();
  return exportBibliography(rows.map(asItem), format);
}

/** A species' literature in its order. */
export async function speciesItems(db: Db, speciesId: number): Promise<Item[]> {
  const links = await db.speciesBibliography.findMany({ where: { speciesId }, orderBy: [{ orderNo: 'asc' }, { itemId: 'asc' }], include: { item: true } });
  return links.map((link) => asItem(link.item));
}

/** An article's references in their order (the article's own visibility is its reader's concern). */
export async function articleItems(db: Db, articleId: number): Promise<Item[]> {
  const links = await db.articleBibliography.findMany({ where: { articleId }, orderBy: [{ orderNo: 'asc' }, { itemId: 'asc' }], include: { item: true } });
  return links.map((link) => asItem(link.item));
}

/** The species that cite an item, and the articles the viewer may read that do. */
export async function citedBy(db: Db, viewer: Viewer, itemId: number) {
  const [species, articles] = await Promise.all([
    db.species.findMany({ where: { bibliography: { some: { itemId } } }, orderBy: [{ genus: 'asc' }, { species: 'asc' }, { id: 'asc' }] }),
    db.article.findMany({ where: { bibliography: { some: { itemId } }, AND: [visibleArticles(viewer)] }, orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }] }),
  ]);
  return { species, articles };
}

export type LinkTarget = { kind: 'species'; id: number } | { kind: 'article'; id: number };

/**
 * Adds an item to the end of a species' or article's list (`linked`), or takes it off; linking twice
 * changes nothing. Editors list a species' references; an article's are listed by whoever may edit
 * the article. An unknown species or an article the viewer cannot read is DATA_NOT_FOUND.
 */
export async function setLinked(services: Services, viewer: Viewer, itemId: number, target: LinkTarget, linked: boolean): Promise<Item> {
  if (target.kind === 'species') authorizeBibliography(viewer, 'link');
  const db = services.prisma;
  const item = await findItem(db, itemId);
  if (target.id <= 0 || target.id > MAX_RECORD_ID) throw new NotFoundError();
  if (target.kind === 'species') {
    if (!(await db.species.findUnique({ where: { id: target.id }, select: { id: true } }))) throw new NotFoundError();
    const key = { speciesId: target.id, itemId };
    if (!linked) await db.speciesBibliography.deleteMany({ where: key });
    else
      await db.$transaction(async (tx) => {
        if (await tx.speciesBibliography.findUnique({ where: { speciesId_itemId: key } })) return;
        const count = await tx.speciesBibliography.count({ where: { speciesId: target.id } });
        if (count >= LINKS_MAX) throw new ValidationError([{ field: 'itemId', code: 'VALUE_MAX' }]);
        await tx.speciesBibliography.create({ data: { ...key, orderNo: count } });
      });
  } else {
    // An article's references are part of it: whoever may edit the article lists them.
    const article = await loadVisibleArticle(db, viewer, target.id);
    if (!(await articleAbilities(db, viewer, article)).edit) throw new ForbiddenError();
    const key = { articleId: target.id, itemId };
    if (!linked) await db.articleBibliography.deleteMany({ where: key });
    else
      await db.$transaction(async (tx) => {
        if (await tx.articleBibliography.findUnique({ where: { articleId_itemId: key } })) return;
        const count = await tx.articleBibliography.count({ where: { articleId: target.id } });
        if (count >= LINKS_MAX) throw new ValidationError([{ field: 'itemId', code: 'VALUE_MAX' }]);
        await tx.articleBibliography.create({ data: { ...key, orderNo: count } });
      });
  }
  return item;
}
