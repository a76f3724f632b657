import { AUTOCOMPLETE_LIMITS } from '@domain/paging.ts';
import type { PrismaClient, Species } from '../../db/generated/prisma/client.ts';
import type { Services } from '../../services.ts';
import { commonNamesOf, scientificName } from '@domain/species/names.ts';
import { type PreparedName, prepareName, rankBySimilarity } from '@domain/species/similarity.ts';

const MAX_LIMIT = AUTOCOMPLETE_LIMITS.form;

interface Entry {
  id: number;
  names: PreparedName[];
}

/** Below this a name shares too few letter pairs with the text to be offered. */
const MIN_SCORE = 0.3;

interface Snapshot {
  /** the catalogue's version: its size and last change */
  version: string;
  entries: Entry[];
}

/**
 * The catalogue's names, kept in memory per database: a few thousand names are ranked per
 * keystroke in well under a millisecond each. One cheap aggregate per call tells whether an admin
 * changed the catalogue (in any server process) since the names were read.
 */
const snapshots = new WeakMap<PrismaClient, Promise<Snapshot>>();

async function catalogueVersion(prisma: PrismaClient): Promise<string> {
  const { _count, _max } = await prisma.species.aggregate({ _count: true, _max: { updatedAt: true } });
  return `${_count}:${_max.updatedAt?.getTime() ?? 0}`;
}

async function readSnapshot(prisma: PrismaClient, version: string): Promise<Snapshot> {
  const rows = await prisma.species.findMany({ select: { id: true, genus: true, species: true, subspecies: true, commonNames: true } });
  return {
    version,
    entries: rows.map((row) => ({ id: row.id, names: [scientificName(row), ...Object.values(commonNamesOf(row.commonNames))].map(prepareName) })),
  };
}

async function catalogue(prisma: PrismaClient): Promise<Entry[]> {
  const version = await catalogueVersion(prisma);
  const cached = snapshots.get(prisma);
  if (cached && (await cached).version === version) return (await cached).entries;
  const fresh = readSnapshot(prisma, version);
  snapshots.set(prisma, fresh);
  return (await fresh).entries;
}

/** The ids of the species whose names are most like the text, best first; nothing for empty text. */
export async function autocompleteSpecies(services: Services, text: string, limit: number): Promise<number[]> {
  const query = text.trim();
  if (!query) return [];
  const size = Math.min(Math.max(1, Math.trunc(limit) || AUTOCOMPLETE_LIMITS.ajax), MAX_LIMIT);
  const entries = await catalogue(services.prisma);
  return rankBySimilarity(query, entries, (entry) => entry.names, size, { minScore: MIN_SCORE }).map(({ item }) => item.id);
}

/** Rows in the order of their ids (a ranking); ids without a row are left out. */
export function inIdOrder<Row extends { id: number }>(rows: readonly Row[], ids: readonly number[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The species whose names are most like the text, best first (`GET /api/ac/species`). */
export async function suggestSpecies(services: Services, text: string, limit: number): Promise<Species[]> {
  const ids = await autocompleteSpecies(services, text, limit);
  return ids.length ? inIdOrder(await services.prisma.species.findMany({ where: { id: { in: ids } } }), ids) : [];
}
