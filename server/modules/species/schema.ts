import { encodeGlobalID } from '@pothos/plugin-relay';
import { AUTOCOMPLETE_LIMITS } from '@domain/paging.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { numericId } from '../../graphql/ids.ts';
import { autocompleteSpecies, inIdOrder } from './autocomplete.ts';
import { matchSpeciesList, type NameListProblem, type SpeciesMatch } from './name-list.ts';
import type { ImportProblem } from '../observations/imports.ts';
import { IMPORT_REASON_CODES } from '@domain/imports.ts';
import { commonNameIn, commonNamesOf, displayName, isNameLanguage, NAME_LANGUAGES, type NameLanguage, scientificName } from '@domain/species/names.ts';
import { deleteSpecies, mergeSpecies } from './merge.ts';
import { speciesPolicy } from './policy.ts';
import {
  generateSpeciesChart,
  IUCN_CATEGORIES,
  PROTECTION_LEVELS,
  RED_LIST_CATEGORIES,
  saveSpecies,
  saveSpeciesChart,
  type SpeciesSaved,
  SPECIES_GROUPS,
  SPECIES_ORDER,
  speciesKeyWhere,
  speciesWhere,
} from './service.ts';

export const IucnCategoryEnum = builder.enumType('IucnCategory', { values: IUCN_CATEGORIES });
const RedListCategoryEnum = builder.enumType('RedListCategory', { description: 'IUCN categories and RE (regionally extinct)', values: RED_LIST_CATEGORIES });
const SpeciesGroupEnum = builder.enumType('SpeciesGroup', { values: SPECIES_GROUPS });
export const ProtectionLevelEnum = builder.enumType('ProtectionLevel', {
  description: 'Protection under Hungarian law (13/2001. (V. 9.) KöM rendelet)',
  values: PROTECTION_LEVELS,
});

const CommonName = builder.objectRef<{ language: string; name: string }>('CommonName').implement({
  fields: (t) => ({ language: t.exposeString('language'), name: t.exposeString('name') }),
});

const SpeciesStat = builder.objectRef<{ cnt: number; yearFrom: number | null; yearTo: number | null }>('SpeciesStat').implement({
  description: 'accepted records, and the first and last year of them',
  fields: (t) => ({
    cnt: t.exposeInt('cnt'),
    yearFrom: t.exposeInt('yearFrom', { nullable: true }),
    yearTo: t.exposeInt('yearTo', { nullable: true }),
  }),
});

/** The language species are named in: the argument's, else the viewer's account language, else the request's UI language, else Hungarian. */
function nameLanguage(requested: string | null | undefined, context: GraphQLContext): NameLanguage {
  return [requested, context.viewer.user?.language, context.client.language].find(isNameLanguage) ?? 'hu';
}

export const SpeciesRef = builder.prismaNode('Species', {
  id: { field: 'id' },
  // Each field selects its own columns: a record list's species loads its names, not the whole row (description, distribution).
  select: { id: true },
  description: 'A species (or subspecies) of the catalogue',
  fields: (t) => ({
    recId: t.exposeInt('id'),
    uri: t.exposeString('uri'),
    genus: t.exposeString('genus'),
    species: t.exposeString('species'),
    subspecies: t.exposeString('subspecies', { nullable: true }),
    author: t.exposeString('author', { description: 'dauthor: the author and year' }),
    scientificName: t.string({ select: { genus: true, species: true, subspecies: true }, resolve: scientificName }),
    family: t.exposeString('family'),
    subfamily: t.exposeString('subfamily', { nullable: true }),
    group: t.exposeString('group', { description: 'butterfly or moth' }),
    commonName: t.string({
      nullable: true,
      description: "the common name to show in a UI language (see displayName for which): that language's, else the English one, else null",
      args: { language: t.arg.string() },
      select: { commonNames: true },
      resolve: (species, args, context) => commonNameIn(commonNamesOf(species.commonNames), nameLanguage(args.language, context)),
    }),
    displayName: t.string({
      description:
        "the name to show in a UI language: its common name there, else the English one, else the scientific name. The language is the argument's, else the viewer's, else the request's (Accept-Language), else Hungarian",
      args: { language: t.arg.string() },
      select: { commonNames: true, genus: true, species: true, subspecies: true },
      resolve: (species, args, context) => displayName(commonNamesOf(species.commonNames), species, nameLanguage(args.language, context)),
    }),
    commonNames: t.field({
      type: [CommonName],
      select: { commonNames: true },
      resolve: (species) => {
        const names = commonNamesOf(species.commonNames);
        return NAME_LANGUAGES.flatMap((language) => (names[language] ? [{ language, name: names[language] }] : []));
      },
    }),
    distribution: t.exposeString('distribution'),
    thumbnailUrl: t.exposeString('thumbnailUrl', { nullable: true }),
    timegraphImageUrl: t.exposeString('timegraphImageUrl', { nullable: true, description: 'the saved phenology chart (the admin chart generator), an image URL' }),
    description: t.exposeString('description', { description: 'sanitised HTML' }),
    externalRef: t.exposeString('externalRef', { nullable: true }),
    iucn: t.expose('iucn', { type: IucnCategoryEnum, nullable: true }),
    redListHu: t.exposeString('redListHu', { nullable: true, description: 'the Hungarian red-list category' }),
    protection: t.expose('protection', { type: ProtectionLevelEnum, nullable: true }),
    protectionValue: t.exposeInt('protectionValue', { nullable: true, description: "the protected species' value in HUF" }),
    difficulty: t.exposeInt('difficulty', { description: 'identification difficulty: 1 easy, 2 needs care, 3 expert' }),
    stat: t.field({
      type: SpeciesStat,
      select: { statCount: true, statYearFrom: true, statYearTo: true },
      resolve: (species) => ({ cnt: species.statCount, yearFrom: species.statYearFrom, yearTo: species.statYearTo }),
    }),
    flightMonths: t.intList({
      description: 'the months adults are expected (no region)',
      select: { phenology: { where: { lifeStage: 'IMAGO', region: null }, select: { months: true } } },
      resolve: (species) => species.phenology[0]?.months ?? [],
    }),
    larvaMonths: t.intList({
      description: 'the months caterpillars are expected (no region)',
      select: { phenology: { where: { lifeStage: 'CATERPILLAR', region: null }, select: { months: true } } },
      resolve: (species) => species.phenology[0]?.months ?? [],
    }),
    viewerCanEdit: t.boolean({ resolve: (_species, _args, context) => speciesPolicy(context.viewer).edit }),
  }),
});

builder.queryField('species', (t) =>
  t.prismaField({
    type: 'Species',
    nullable: true,
    description: 'One species by its numeric id or its URI (/species/{rec_id}, /species/{uri})',
    args: { key: t.arg.string({ required: true }) },
    resolve: (query, _root, { key }, context) => {
      try {
        return context.prisma.species.findUnique({ ...query, where: speciesKeyWhere(key) });
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
  }),
);

builder.queryField('speciesList', (t) =>
  t.prismaConnection({
    type: 'Species',
    cursor: 'id',
    description: 'The catalogue in systematic order, filtered by a name search, a family or a group',
    args: { query: t.arg.string(), family: t.arg.string(), group: t.arg.string() },
    totalCount: (_parent, args, context) => context.prisma.species.count({ where: speciesWhere(args) }),
    resolve: (query, _parent, args, context) => context.prisma.species.findMany({ ...query, where: speciesWhere(args), orderBy: SPECIES_ORDER }),
  }),
);

builder.queryField('speciesAutocomplete', (t) =>
  t.prismaField({
    type: ['Species'],
    description: `Species whose names are most like the text (letter-pair similarity, accent-insensitive); at most ${AUTOCOMPLETE_LIMITS.ajax} (ajax) or ${AUTOCOMPLETE_LIMITS.form} (form)`,
    args: { query: t.arg.string({ required: true }), limit: t.arg.int() },
    resolve: async (query, _root, args, context) => {
      const ids = await autocompleteSpecies(context.services, args.query, args.limit ?? AUTOCOMPLETE_LIMITS.ajax);
      if (!ids.length) return [];
      return inIdOrder(await context.prisma.species.findMany({ ...query, where: { id: { in: ids } } }), ids);
    },
  }),
);

const CommonNamesInput = builder.inputType('CommonNamesInput', {
  fields: (t) => ({ hu: t.string(), en: t.string(), ro: t.string(), tr: t.string() }),
});

const SaveSpeciesInput = builder.inputType('SaveSpeciesInput', {
  fields: (t) => ({
    id: t.id({ description: 'absent: a new species' }),
    genus: t.string({ required: true }),
    species: t.string({ required: true }),
    subspecies: t.string(),
    author: t.string({ required: true }),
    family: t.string({ required: true }),
    subfamily: t.string(),
    group: t.field({ type: SpeciesGroupEnum, required: true }),
    commonNames: t.field({ type: CommonNamesInput }),
    distribution: t.string(),
    thumbnailUrl: t.string(),
    description: t.string(),
    externalRef: t.string(),
    iucn: t.field({ type: IucnCategoryEnum }),
    redListHu: t.field({ type: RedListCategoryEnum }),
    protection: t.field({ type: ProtectionLevelEnum }),
    protectionValue: t.int(),
    difficulty: t.int(),
    flightMonths: t.intList({ description: 'months (1-12) adults are expected; absent: unchanged' }),
    larvaMonths: t.intList({ description: 'months (1-12) caterpillars are expected; absent: unchanged' }),
  }),
});

const SaveSpeciesPayload = builder.objectRef<SpeciesSaved>('SaveSpeciesPayload').implement({
  fields: (t) => ({
    species: t.prismaField({
      type: 'Species',
      resolve: (query, saved, _args, context) => context.prisma.species.findUniqueOrThrow({ ...query, where: { id: saved.species.id } }),
    }),
    richTextCleaned: t.exposeBoolean('richTextCleaned', {
      description: 'whether the sanitiser removed tags, attributes or addresses from the description as sent (the RICH_TEXT_CLEANED notice)',
    }),
  }),
});

const DeleteSpeciesPayload = builder.objectRef<{ id: number }>('DeleteSpeciesPayload').implement({
  fields: (t) => ({ deletedId: t.id({ resolve: (deleted) => encodeGlobalID('Species', deleted.id) }) }),
});

const errorTypes = [ValidationError, ForbiddenError, NotFoundError, ConflictError];

const MergeSpeciesPayload = builder.objectRef<{ mergedId: number; intoId: number; moved: number }>('MergeSpeciesPayload').implement({
  fields: (t) => ({
    mergedId: t.id({ description: 'the species merged away (deleted)', resolve: (merged) => encodeGlobalID('Species', merged.mergedId) }),
    moved: t.exposeInt('moved', { description: 'how many records moved to the target species' }),
    species: t.prismaField({
      type: 'Species',
      description: 'the target species, its statistics recounted',
      resolve: (query, merged, _args, context) => context.prisma.species.findUniqueOrThrow({ ...query, where: { id: merged.intoId } }),
    }),
  }),
});

builder.mutationField('saveSpecies', (t) =>
  t.field({
    type: SaveSpeciesPayload,
    args: { input: t.arg({ type: SaveSpeciesInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'SaveSpeciesResult' } },
    resolve: async (_root, { input }, context) => {
      const { id, commonNames, ...fields } = input;
      return saveSpecies(context.services, context.viewer, id == null ? null : numericId(id, 'Species', 'id'), {
        ...fields,
        commonNames: Object.fromEntries(Object.entries(commonNames ?? {}).filter(([, name]) => name)),
        distribution: fields.distribution ?? undefined,
        description: fields.description ?? undefined,
        difficulty: fields.difficulty ?? undefined,
        flightMonths: fields.flightMonths ?? undefined,
        larvaMonths: fields.larvaMonths ?? undefined,
      });
    },
  }),
);

builder.mutationField('deleteSpecies', (t) =>
  t.field({
    type: DeleteSpeciesPayload,
    args: { id: t.arg.id({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'DeleteSpeciesResult' } },
    resolve: (_root, { id }, context) => deleteSpecies(context.services, context.viewer, numericId(id, 'Species', 'id')),
  }),
);

builder.mutationField('mergeSpecies', (t) =>
  t.field({
    type: MergeSpeciesPayload,
    description: "A taxon change (admins): the species' records move to another species, keeping the old name in their history, and the species is deleted",
    args: { id: t.arg.id({ required: true }), intoId: t.arg.id({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'MergeSpeciesResult' } },
    resolve: async (_root, args, context) => {
      const id = numericId(args.id, 'Species', 'id');
      const intoId = numericId(args.intoId, 'Species', 'intoId');
      const { moved } = await mergeSpecies(context.services, context.viewer, id, intoId);
      return { mergedId: id, intoId, moved };
    },
  }),
);

const SpeciesChartPayload = builder.objectRef<{ id: number; records: number }>('SpeciesChartPayload').implement({
  fields: (t) => ({
    records: t.exposeInt('records', { description: 'the accepted records a guest may see that the chart counts; 0: the species has no chart' }),
    species: t.prismaField({
      type: 'Species',
      resolve: (query, saved, _args, context) => context.prisma.species.findUniqueOrThrow({ ...query, where: { id: saved.id } }),
    }),
  }),
});

builder.mutationField('generateSpeciesChart', (t) =>
  t.field({
    type: SpeciesChartPayload,
    description: "The admin chart generator's step (admins): draws the species' phenology chart from its accepted public records and saves it; none without records",
    args: { id: t.arg.id({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'GenerateSpeciesChartResult' } },
    resolve: async (_root, args, context) => {
      const { species, records } = await generateSpeciesChart(context.services, context.viewer, numericId(args.id, 'Species', 'id'));
      return { id: species.id, records };
    },
  }),
);

builder.mutationField('saveSpeciesChart', (t) =>
  t.field({
    type: SaveSpeciesPayload,
    description: "The species' chart image URL (admins; POST /api/savechart/{id}); null removes it",
    args: { id: t.arg.id({ required: true }), timegraphImageUrl: t.arg.string() },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'SaveSpeciesChartResult' } },
    resolve: async (_root, args, context) => {
      const species = await saveSpeciesChart(context.services, context.viewer, numericId(args.id, 'Species', 'id'), args.timegraphImageUrl ?? null);
      return { species, richTextCleaned: false };
    },
  }),
);

const ImportReasonCodeEnum = builder.enumType('ImportReasonCode', {
  description: 'The token of an import row problem, which screens translate',
  values: IMPORT_REASON_CODES,
});

export const ImportProblemRef = builder.objectRef<ImportProblem>('ImportProblem').implement({
  fields: (t) => ({
    row: t.exposeInt('row', { description: 'the line of the file, from 1' }),
    reason: t.exposeString('reason', { description: "e.g. 'Incorrect column count', 'Coordinate error', 'Unknown spnames'" }),
    code: t.field({ type: ImportReasonCodeEnum, resolve: (problem) => problem.code }),
    column: t.exposeString('column', { nullable: true, description: 'the column of a sightings file the problem is in; null for the whole row' }),
    detail: t.exposeString('detail'),
  }),
});

const SpeciesMatchRef = builder.objectRef<SpeciesMatch>('SpeciesMatch').implement({
  fields: (t) => ({
    row: t.exposeInt('row'),
    name: t.exposeString('name', { description: 'the name as typed' }),
    speciesId: t.exposeInt('speciesId'),
    scientificName: t.exposeString('scientificName', { description: "the catalogue's name of the species matched" }),
    uri: t.exposeString('uri'),
  }),
});

const SpeciesListMatchRef = builder.objectRef<{ matches: SpeciesMatch[]; errors: NameListProblem[] }>('SpeciesListMatch').implement({
  fields: (t) => ({
    matches: t.field({ type: [SpeciesMatchRef], resolve: (result) => result.matches }),
    errors: t.field({ type: [ImportProblemRef], resolve: (result) => result.errors }),
  }),
});

builder.queryField('matchSpeciesList', (t) =>
  t.field({
    type: SpeciesListMatchRef,
    description: 'A species list import: one "Genus species [subspecies]" a line matched to catalogue ids; the rest as errors',
    args: { text: t.arg.string({ required: true }) },
    errors: { types: [ValidationError], directResult: true, union: { name: 'MatchSpeciesListResult' } },
    resolve: (_root, { text }, context) => matchSpeciesList(context.services, text),
  }),
);
