import { encodeGlobalID } from '@pothos/plugin-relay';
import { BIBLIOGRAPHY_FORMATS, BIBLIOGRAPHY_TYPES, CITATION_STYLES, creatorsText } from '@domain/bibliography.ts';
import { isLanguage, type Language } from '@domain/languages.ts';
import type { BibliographyItem } from '../../db/generated/prisma/client.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { abilitiesType } from '../../graphql/abilities.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { numericId } from '../../graphql/ids.ts';
import { MAX_RECORD_ID } from '../../validation.ts';
import { visibleArticles } from '../articles/policy.ts';
import { exportBibliography, formatCitation } from './csl.ts';
import { BIBLIOGRAPHY_ACTIONS, bibliographyPolicy } from './policy.ts';
import { asItem, deleteItem, type ImportResult, importItems, ITEM_ORDER, itemSearchWhere, saveItem, setLinked } from './service.ts';

const BibliographyTypeEnum = builder.enumType('BibliographyType', { values: BIBLIOGRAPHY_TYPES });
const CitationStyleEnum = builder.enumType('CitationStyle', { values: CITATION_STYLES, description: 'the CSL styles bundled with the citation library' });
const BibliographyFormatEnum = builder.enumType('BibliographyFormat', { values: BIBLIOGRAPHY_FORMATS });
const CitationFormatEnum = builder.enumType('CitationFormat', { values: ['html', 'text'] as const });

const BibliographyAbilities = abilitiesType('BibliographyAbilities', BIBLIOGRAPHY_ACTIONS, 'What the viewer may do with the bibliography (EDITOR and above)');

const CreatorRef = builder.objectRef<{ family?: string; given?: string; literal?: string }>('BibliographyCreator').implement({
  description: "an author: a person's family and given names, or a body's name (literal)",
  fields: (t) => ({
    family: t.string({ nullable: true, resolve: (creator) => creator.family ?? null }),
    given: t.string({ nullable: true, resolve: (creator) => creator.given ?? null }),
    literal: t.string({ nullable: true, resolve: (creator) => creator.literal ?? null }),
  }),
});

/** The citation's language: the argument's, else the viewer's account language, else the request's. */
function citationLanguage(requested: string | null | undefined, context: GraphQLContext): Language | undefined {
  return [requested, context.viewer.user?.language, context.client.language].find(isLanguage);
}

export const BibliographyItemRef = builder.prismaNode('BibliographyItem', {
  id: { field: 'id' },
  description: 'A publication cited by species and articles (recording §3 Bibliography, `/bibliography/{id}`)',
  fields: (t) => ({
    recId: t.exposeInt('id'),
    type: t.expose('type', { type: BibliographyTypeEnum }),
    creator: t.string({ description: 'the authors as "Family, Given; Family, Given"', resolve: (row) => creatorsText(asItem(row).creators) }),
    creators: t.field({ type: [CreatorRef], resolve: (row) => asItem(row).creators }),
    date: t.exposeString('date', { description: 'YYYY, YYYY-MM or YYYY-MM-DD' }),
    year: t.exposeInt('year', { nullable: true }),
    title: t.exposeString('title'),
    pubin2: t.exposeString('pubin2', { description: 'the book or collection a chapter is published in' }),
    journal: t.exposeString('journal'),
    volume: t.exposeString('volume'),
    issue: t.exposeString('issue'),
    publisher: t.exposeString('publisher', { description: 'publishdata: the publisher' }),
    place: t.exposeString('place', { description: 'publishdata: the place of publication' }),
    pgsepar: t.exposeString('pgsepar', { description: 'the separator shown before the pages in a plain listing' }),
    pages: t.exposeString('pages', { description: 'a page range, or a book’s number of pages' }),
    weburl: t.exposeString('weburl'),
    dlfile: t.exposeString('dlfile', { description: 'a downloadable copy' }),
    doi: t.exposeString('doi', { nullable: true }),
    citation: t.string({
      description: "the formatted reference in a bundled CSL style, in the language's CSL locale where the library has it (else en-US)",
      args: {
        style: t.arg({ type: CitationStyleEnum, defaultValue: 'apa', required: true }),
        format: t.arg({ type: CitationFormatEnum, defaultValue: 'html', required: true }),
        language: t.arg.string(),
      },
      resolve: (row, args, context) => formatCitation(asItem(row), args.style, citationLanguage(args.language, context), args.format),
    }),
    bibtex: t.string({ resolve: (row) => exportBibliography([asItem(row)], 'bibtex') }),
    ris: t.string({ resolve: (row) => exportBibliography([asItem(row)], 'ris') }),
    species: t.prismaField({
      type: ['Species'],
      description: 'the species that cite it',
      resolve: (query, row, _args, context) =>
        context.prisma.species.findMany({
          ...query,
          where: { bibliography: { some: { itemId: row.id } } },
          orderBy: [{ genus: 'asc' }, { species: 'asc' }, { id: 'asc' }],
        }),
    }),
    articles: t.prismaField({
      type: ['Article'],
      description: 'the articles that cite it, those the viewer may read',
      resolve: (query, row, _args, context) =>
        context.prisma.article.findMany({
          ...query,
          where: { bibliography: { some: { itemId: row.id } }, AND: [visibleArticles(context.viewer)] },
          orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
        }),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField('Species', 'bibliography', (t) =>
  t.prismaField({
    type: ['BibliographyItem'],
    description: "the species' literature, in its order",
    resolve: async (query, species, _args, context) =>
      (
        await context.prisma.speciesBibliography.findMany({
          where: { speciesId: species.id },
          orderBy: [{ orderNo: 'asc' }, { itemId: 'asc' }],
          include: { item: query },
        })
      ).map((link) => link.item),
  }),
);

builder.prismaObjectField('Species', 'viewerCanLinkBibliography', (t) =>
  t.boolean({
    description: 'whether the viewer may link bibliography items to it (editors)',
    resolve: (_species, _args, context) => bibliographyPolicy(context.viewer).link,
  }),
);

builder.prismaObjectField('Article', 'bibliography', (t) =>
  t.prismaField({
    type: ['BibliographyItem'],
    description: "the article's references, in their order",
    resolve: async (query, article, _args, context) =>
      (
        await context.prisma.articleBibliography.findMany({
          where: { articleId: article.id },
          orderBy: [{ orderNo: 'asc' }, { itemId: 'asc' }],
          include: { item: query },
        })
      ).map((link) => link.item),
  }),
);

builder.queryField('bibliographyItem', (t) =>
  t.prismaField({
    type: 'BibliographyItem',
    nullable: true,
    description: 'One item by its number (`/bibliography/{id}`); null when there is none',
    args: { recId: t.arg.int({ required: true }) },
    resolve: (query, _root, { recId }, context) =>
      recId > 0 && recId <= MAX_RECORD_ID ? context.prisma.bibliographyItem.findUnique({ ...query, where: { id: recId } }) : null,
  }),
);

builder.queryField('bibliographyItems', (t) =>
  t.prismaConnection({
    type: 'BibliographyItem',
    cursor: 'id',
    description: 'The bibliography, newest first, filtered by words of its authors, title, journal, book or date',
    args: { query: t.arg.string() },
    totalCount: (_parent, args, context) => context.prisma.bibliographyItem.count({ where: itemSearchWhere(args.query) }),
    resolve: (query, _parent, args, context) => context.prisma.bibliographyItem.findMany({ ...query, where: itemSearchWhere(args.query), orderBy: ITEM_ORDER }),
  }),
);

builder.queryField('bibliographyViewerCan', (t) =>
  t.field({
    type: BibliographyAbilities,
    description: 'What the viewer may do with the bibliography',
    resolve: (_root, _args, context) => bibliographyPolicy(context.viewer),
  }),
);

const SaveBibliographyItemInput = builder.inputType('SaveBibliographyItemInput', {
  fields: (t) => ({
    id: t.id({ description: 'absent for a new item' }),
    type: t.field({ type: BibliographyTypeEnum }),
    creator: t.string({ description: '"Family, Given; Family, Given"; a name without a comma is a body’s' }),
    date: t.string(),
    title: t.string(),
    pubin2: t.string(),
    journal: t.string(),
    volume: t.string(),
    issue: t.string(),
    publisher: t.string(),
    place: t.string(),
    pgsepar: t.string(),
    pages: t.string(),
    weburl: t.string(),
    dlfile: t.string(),
    doi: t.string(),
  }),
});

const errorTypes = [ValidationError, ForbiddenError, NotFoundError];

const ItemPayload = builder.objectRef<BibliographyItem>('BibliographyItemPayload').implement({
  fields: (t) => ({ item: t.field({ type: BibliographyItemRef, resolve: (row) => row }) }),
});

builder.mutationField('saveBibliographyItem', (t) =>
  t.field({
    type: ItemPayload,
    args: { input: t.arg({ type: SaveBibliographyItemInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'SaveBibliographyItemResult' } },
    resolve: async (_root, { input }, context) => {
      const { id, ...fields } = input;
      const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined));
      const saved = await saveItem(context.services, context.viewer, id == null ? null : numericId(id, 'BibliographyItem', 'id'), {
        ...given,
        title: fields.title ?? '',
      });
      return context.prisma.bibliographyItem.findUniqueOrThrow({ where: { id: saved.id } });
    },
  }),
);

builder.mutationField('deleteBibliographyItem', (t) =>
  t.field({
    type: builder.objectRef<{ id: number }>('DeleteBibliographyItemPayload').implement({
      fields: (f) => ({ deletedId: f.id({ resolve: (deleted) => encodeGlobalID('BibliographyItem', deleted.id) }) }),
    }),
    args: { id: t.arg.id({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'DeleteBibliographyItemResult' } },
    resolve: (_root, { id }, context) => deleteItem(context.services, context.viewer, numericId(id, 'BibliographyItem', 'id')),
  }),
);

builder.mutationField('setBibliographyLink', (t) =>
  t.field({
    type: ItemPayload,
    description: "Adds an item to the end of a species' or article's list (linked: true), or takes it off (a species': editors; an article's: its editors)",
    args: {
      itemId: t.arg.id({ required: true }),
      speciesId: t.arg.id(),
      articleId: t.arg.id(),
      linked: t.arg.boolean({ required: true }),
    },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'SetBibliographyLinkResult' } },
    resolve: async (_root, args, context) => {
      const itemId = numericId(args.itemId, 'BibliographyItem', 'itemId');
      if ((args.speciesId == null) === (args.articleId == null)) throw new ValidationError([{ field: 'speciesId', code: 'FIELD_REQUIRED' }]);
      const target =
        args.speciesId != null
          ? ({ kind: 'species', id: numericId(args.speciesId, 'Species', 'speciesId') } as const)
          : ({ kind: 'article', id: numericId(args.articleId!, 'Article', 'articleId') } as const);
      await setLinked(context.services, context.viewer, itemId, target, args.linked);
      return context.prisma.bibliographyItem.findUniqueOrThrow({ where: { id: itemId } });
    },
  }),
);

const ImportResultRef = builder.objectRef<ImportResult>('BibliographyImport').implement({
  fields: (t) => ({
    created: t.field({
      type: [BibliographyItemRef],
      resolve: async (result, _args, context) =>
        rowsOf(
          context,
          result.created.map((item) => item.id),
        ),
    }),
    duplicates: t.field({
      type: [
        builder.objectRef<{ index: number; id: number }>('BibliographyImportDuplicate').implement({
          description: 'an entry of the text (by its place, from 0) the bibliography already has',
          fields: (f) => ({
            index: f.exposeInt('index'),
            item: f.field({ type: BibliographyItemRef, resolve: async (dup, _args, context) => (await rowsOf(context, [dup.id]))[0]! }),
          }),
        }),
      ],
      resolve: (result) => result.duplicates.map(({ index, item }) => ({ index, id: item.id })),
    }),
  }),
});

async function rowsOf(context: GraphQLContext, ids: number[]): Promise<BibliographyItem[]> {
  const rows = await context.prisma.bibliographyItem.findMany({ where: { id: { in: ids } } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

builder.mutationField('importBibliography', (t) =>
  t.field({
    type: ImportResultRef,
    description: 'BibTeX or RIS text → new items; entries with a DOI, or a title and year, the bibliography has are answered as duplicates (editors)',
    args: { text: t.arg.string({ required: true }), format: t.arg({ type: BibliographyFormatEnum, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'ImportBibliographyResult' } },
    resolve: (_root, args, context) => importItems(context.services, context.viewer, args.text, args.format),
  }),
);
