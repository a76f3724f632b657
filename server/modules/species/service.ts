import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { GUEST, type Viewer } from '../../auth/viewer.ts';
import type { Prisma, Species } from '../../db/generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { MAX_RECORD_ID, parseInput } from '../../validation.ts';
import { BATCH_TRANSACTION, regeneraliseSpeciesRecords } from '../observations/service.ts';
import { observationStats } from '../observations/stats.ts';
import { ReviewStatus } from '@domain/observations/enums.ts';
import { richTextInput, sanitizeRichText } from '../rich-text/sanitize.ts';
import { normaliseName } from '@domain/species/similarity.ts';
import { type CommonNames, commonNamesOf, NAME_LANGUAGES, scientificName, speciesUri } from '@domain/species/names.ts';
import type { Db } from '../objects/registry.ts';
import { phenologyPng } from './phenology-chart.ts';
import { authorizeSpecies } from './policy.ts';

/** `GET /api/species/?_size=50000`: the whole catalogue fits one page (recording §9). */
export const SPECIES_LIST_MAX = 50_000;

export const IUCN_CATEGORIES = ['EX', 'EW', 'CR', 'EN', 'VU', 'NT', 'CD', 'LC', 'DD'] as const;
export const PROTECTION_LEVELS = ['PROTECTED', 'STRICTLY_PROTECTED'] as const;
export const SPECIES_GROUPS = ['butterfly', 'moth'] as const;
/** The Hungarian red list adds RE (regionally extinct) to the IUCN categories. */
export const RED_LIST_CATEGORIES = [...IUCN_CATEGORIES, 'RE'] as const;

/** The accent-free text the catalogue list filters on: scientific name, author and common names. */
export function speciesSearchText(species: { genus: string; species: string; subspecies: string | null; family: string; commonNames: CommonNames }): string {
  return normaliseName([scientificName(species), species.family, ...Object.values(species.commonNames)].join(' '));
}

export interface SpeciesFilter {
  query?: string | null;
  family?: string | null;
  group?: string | null;
}

export function speciesWhere({ query, family, group }: SpeciesFilter): Prisma.SpeciesWhereInput {
  const words = query ? normaliseName(query).split(' ').filter(Boolean) : [];
  return {
    ...(family ? { family } : {}),
    ...(group ? { group } : {}),
    ...(words.length ? { AND: words.map((word) => ({ searchText: { contains: word } })) } : {}),
  };
}

/** Butterflies before moths, then by family, genus and species. */
export const SPECIES_ORDER: Prisma.SpeciesOrderByWithRelationInput[] = [
  { group: 'asc' },
  { family: 'asc' },
  { genus: 'asc' },
  { species: 'asc' },
  { subspecies: { sort: 'asc', nulls: 'first' } },
  { id: 'asc' },
];

/** One page of the catalogue list, in the catalogue's order (`GET /api/species`). */
export async function speciesPage(db: Db, filter: SpeciesFilter, { page, size }: { page: number; size: number }) {
  const where = speciesWhere(filter);
  const [rows, total] = await Promise.all([db.species.findMany({ where, orderBy: SPECIES_ORDER, skip: page * size, take: size }), db.species.count({ where })]);
  return { rows, total };
}

/** A species by its numeric id or its URI (/species/{rec_id} and /species/{uri}). */
export function speciesKeyWhere(key: string | number): Prisma.SpeciesWhereUniqueInput {
  const text = String(key).trim();
  if (/^\d+$/.test(text)) {
    const id = Number(text);
    if (id > MAX_RECORD_ID) throw new NotFoundError();
    return { id };
  }
  if (/^[a-z0-9-]{3,200}$/.test(text)) return { uri: text };
  throw new NotFoundError();
}

export async function findSpecies(services: Services, key: string | number): Promise<Species> {
  const found = await services.prisma.species.findUnique({ where: speciesKeyWhere(key) });
  if (!found) throw new NotFoundError();
  return found;
}

const months = z
  .array(z.number().int().min(1).max(12))
  .max(12)
  .transform((list) => [...new Set(list)].sort((a, b) => a - b));
const nameWord = z
  .string()
  .trim()
  .regex(/^[A-Za-z][a-z-]*$/, 'FORMAT_ERROR');
const saveSchema = z.object({
  genus: nameWord.max(60).refine((genus) => /^[A-Z]/.test(genus), 'FORMAT_ERROR'),
  species: nameWord.max(60).refine((epithet) => /^[a-z]/.test(epithet), 'FORMAT_ERROR'),
  subspecies: nameWord.max(60).nullish(),
  author: z.string().trim().min(1).max(120),
  family: z.string().trim().min(1).max(60),
  subfamily: z.string().trim().max(60).nullish(),
  group: z.enum(SPECIES_GROUPS),
  commonNames: z.partialRecord(z.enum(NAME_LANGUAGES as ['hu', 'en', 'ro', 'tr']), z.string().trim().max(120)).default({}),
  distribution: z.string().max(2000).default(''),
  thumbnailUrl: z.string().trim().url().max(500).nullish(),
  description: richTextInput.default(''),
  externalRef: z.string().trim().max(500).nullish(),
  iucn: z.enum(IUCN_CATEGORIES).nullish(),
  redListHu: z.enum(RED_LIST_CATEGORIES).nullish(),
  protection: z.enum(PROTECTION_LEVELS).nullish(),
  protectionValue: z.number().int().min(0).max(10_000_000).nullish(),
  difficulty: z.number().int().min(1).max(3).default(1),
  /** the months adults and caterpillars are expected (the flight-period rule's data); absent: unchanged */
  flightMonths: months.optional(),
  larvaMonths: months.optional(),
});
export type SaveSpeciesInput = z.input<typeof saveSchema>;

/** A saved species, and whether the sanitiser removed something from its description. */
export interface SpeciesSaved {
  species: Species;
  richTextCleaned: boolean;
}

/** Creates (no id) or updates a species; the URI follows the name, and must stay unique. */
export async function saveSpecies(services: Services, viewer: Viewer, id: number | null, input: SaveSpeciesInput): Promise<SpeciesSaved> {
  authorizeSpecies(viewer, 'edit');
  const { flightMonths, larvaMonths, ...parsed } = parseInput(saveSchema, input);
  const commonNames = commonNamesOf(parsed.commonNames);
  const description = sanitizeRichText(parsed.description);
  const data = {
    ...parsed,
    subspecies: parsed.subspecies || null,
    subfamily: parsed.subfamily || null,
    thumbnailUrl: parsed.thumbnailUrl || null,
    externalRef: parsed.externalRef || null,
    iucn: parsed.iucn ?? null,
    redListHu: parsed.redListHu ?? null,
    protection: parsed.protection ?? null,
    protectionValue: parsed.protection ? (parsed.protectionValue ?? null) : null,
    commonNames,
    description: description.html,
    uri: speciesUri({ genus: parsed.genus, species: parsed.species, subspecies: parsed.subspecies || null }),
    searchText: speciesSearchText({ ...parsed, subspecies: parsed.subspecies || null, commonNames }),
  };
  const clash = await services.prisma.species.findUnique({ where: { uri: data.uri }, select: { id: true } });
  if (clash && clash.id !== id) throw new ValidationError([{ field: 'species', code: 'SPECIES_EXISTS' }]);
  if (id !== null) await findSpecies(services, id);
  const species = await services.prisma.$transaction(async (tx) => {
    const saved = id === null ? await tx.species.create({ data }) : await tx.species.update({ where: { id }, data });
    for (const [lifeStage, list] of [
      ['IMAGO', flightMonths],
      ['CATERPILLAR', larvaMonths],
    ] as const) {
      if (list === undefined) continue;
      // The general (region-less) months; regional rows are kept.
      await tx.phenology.deleteMany({ where: { speciesId: saved.id, lifeStage, region: null } });
      if (list.length) await tx.phenology.create({ data: { speciesId: saved.id, lifeStage, region: null, months: list } });
    }
    // Protection or threat may have changed: the old records follow at once, never a step behind the new ones.
    if (id !== null) await regeneraliseSpeciesRecords(tx, id);
    return saved;
  }, BATCH_TRANSACTION);
  return { species, richTextCleaned: description.stripped };
}

/** Where the saved phenology charts are served: `/media/charts/{name}.png` is the storage's `charts/{name}/chart.png`. */
export const CHART_URL_PREFIX = '/media/charts/';
export const CHART_NAME = /^species-\d+-[0-9a-f]{16}\.png$/;
/** A chart's folder in the storage (removed as a whole: S3 and the disk both remove by folder). */
const chartFolder = (name: string): string => `charts/${name.replace(/\.png$/, '')}`;
export const chartKey = (name: string): string => `${chartFolder(name)}/chart.png`;

/** A site path (`/media/charts/…`) or an absolute http(s) URL. */
function isImageUrl(text: string): boolean {
  if (text.startsWith('/')) return /^\/(?!\/)[^\s\\]*$/.test(text);
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

const chartUrlSchema = z.string().trim().max(500).refine(isImageUrl, 'FORMAT_ERROR').nullable();

/**
 * `POST /api/savechart/{id}` (social-core §7): the species' saved chart image, or none (null). A chart
 * file of ours that the species no longer names is removed.
 */
export async function saveSpeciesChart(services: Services, viewer: Viewer, id: number, url: string | null): Promise<Species> {
  authorizeSpecies(viewer, 'saveChart');
  const timegraphImageUrl = parseInput(z.object({ timegraph_image_url: chartUrlSchema }), { timegraph_image_url: url }).timegraph_image_url || null;
  const before = await findSpecies(services, id);
  const saved = await services.prisma.species.update({ where: { id }, data: { timegraphImageUrl } });
  const old = before.timegraphImageUrl?.startsWith(CHART_URL_PREFIX) ? before.timegraphImageUrl.slice(CHART_URL_PREFIX.length) : null;
  if (old && old !== timegraphImageUrl?.slice(CHART_URL_PREFIX.length) && CHART_NAME.test(old)) await services.storage.removePrefix(chartFolder(old));
  return saved;
}

/**
 * The admin chart generator's step for one species: its phenology from the accepted records a guest
 * may see, drawn to a PNG, stored under a name made of its content (an unchanged chart is the same
 * file), and saved as the species' chart; a species without such records keeps none.
 */
export async function generateSpeciesChart(services: Services, viewer: Viewer, id: number): Promise<{ species: Species; records: number }> {
  authorizeSpecies(viewer, 'saveChart');
  await findSpecies(services, id);
  const stats = await observationStats(services.prisma, GUEST, { speciesId: id, status: [ReviewStatus.ACCEPTED] });
  if (!stats.records) return { species: await saveSpeciesChart(services, viewer, id, null), records: 0 };
  const png = await phenologyPng(stats.phenology);
  const name = `species-${id}-${createHash('sha256').update(png).digest('hex').slice(0, 16)}.png`;
  if ((await services.storage.size(chartKey(name))) === null) await services.storage.write(chartKey(name), Readable.from([png]));
  return { species: await saveSpeciesChart(services, viewer, id, CHART_URL_PREFIX + name), records: stats.records };
}
