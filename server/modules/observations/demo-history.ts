import type { Prisma, PrismaClient, Species } from '../../db/generated/prisma/client.ts';
import type { LifeStage } from '@domain/observations/enums.ts';
import { ReviewStatus } from '@domain/observations/enums.ts';
import { gridCells } from '@domain/geo/grid.ts';
import { scientificName } from '@domain/species/names.ts';
import { isSensitiveSpecies } from './sensitivity.ts';
import { observationItemTitle, recountSpecies } from './service.ts';
import { RECORD_CATEGORY } from './visibility.ts';

/**
 * The demo's archive: a decade of accepted records of the demo observers (2014–2025), so the
 * statistics, the charts, the map animation and the exports have years, seasons and life stages to
 * show. They stand for a recording society's earlier data imported into Lepke (`dataSource`), so
 * they are written in bulk rather than through the entry rules; their days fall in each species'
 * flight or larval months from the checklist's phenology, their places among a few real sites. Protected
 * and threatened species are left out: their generalised places are shown by the recent demo records.
 */

const FIRST_YEAR = 2014;
const LAST_YEAR = 2025;
const DATA_SOURCE = 'Lepke demo archive';

/** Sites in Hungary the demo observers record at (Ioana's and Elif's records abroad stay the recent ones). */
const SITES = [
  { settlement: 'Budapest', region: 'Budapest', country: 'HU', lat: 47.515, lon: 18.96 },
  { settlement: 'Budaörs', region: 'Pest', country: 'HU', lat: 47.462, lon: 18.945 },
  { settlement: 'Tihany', region: 'Veszprém', country: 'HU', lat: 46.915, lon: 17.885 },
  { settlement: 'Szarvaskő', region: 'Heves', country: 'HU', lat: 47.99, lon: 20.33 },
  { settlement: 'Bugac', region: 'Bács-Kiskun', country: 'HU', lat: 46.69, lon: 19.64 },
  { settlement: 'Pécs', region: 'Baranya', country: 'HU', lat: 46.09, lon: 18.22 },
  { settlement: 'Aggtelek', region: 'Borsod-Abaúj-Zemplén', country: 'HU', lat: 48.47, lon: 20.5 },
] as const;

/** Which sites each demo observer keeps to. */
const OBSERVERS: Record<string, readonly number[]> = {
  'pro@lepke.test': [0, 1, 3, 6],
  'adv@lepke.test': [1, 2, 4],
  'user@lepke.test': [0, 1],
  'moderator@lepke.test': [3, 5, 6],
};

/** A small deterministic generator (mulberry32): the same archive on every machine. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Writes the archive once, after the demo accounts; answers how many records it wrote. */
/** A few thousand rows at once: on a busy machine this outlasts Prisma's 5-second default. */
const DEMO_TRANSACTION = { maxWait: 10_000, timeout: 60_000 };

export async function seedDemoHistory(prisma: PrismaClient): Promise<number> {
  if ((await prisma.observation.count({ where: { dataSource: DATA_SOURCE } })) > 0) return 0;
  const users = await prisma.user.findMany({ where: { email: { in: Object.keys(OBSERVERS) } }, select: { email: true, entityId: true } });
  const moderator = await prisma.user.findUnique({ where: { email: 'moderator@lepke.test' }, select: { entityId: true } });
  const phenology = await prisma.phenology.findMany({
    where: { region: null, lifeStage: { in: ['IMAGO', 'CATERPILLAR'] } },
    include: { species: true },
    orderBy: [{ speciesId: 'asc' }, { lifeStage: 'asc' }],
  });
  const adults = phenology.filter((row) => row.lifeStage === 'IMAGO' && row.months.length > 0 && !isSensitiveSpecies(row.species));
  const larvae = new Map(phenology.filter((row) => row.lifeStage === 'CATERPILLAR' && row.months.length > 0).map((row) => [row.speciesId, row]));
  if (users.length === 0 || adults.length === 0) return 0;
  // A common core most records are of, and the rest now and then.
  const common = adults.filter((_, i) => i % 4 === 0).slice(0, 30);
  const next = random(16);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;

  const rows: { species: Species; uploaderId: number; record: Omit<Prisma.ObservationCreateManyInput, 'itemId'> & { dateFrom: Date } }[] = [];
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
    const count = 10 + 3 * (year - FIRST_YEAR);
    for (let n = 0; n < count; n++) {
      const observer = pick(users);
      const site = SITES[pick(OBSERVERS[observer.email]!)]!;
      const adult = next() < 0.75 ? pick(common) : pick(adults);
      const larva = larvae.get(adult.speciesId);
      const stage: LifeStage = larva && next() < 0.2 ? 'CATERPILLAR' : 'IMAGO';
      const month = pick((stage === 'CATERPILLAR' ? larva! : adult).months);
      const day = new Date(Date.UTC(year, month - 1, 1 + Math.floor(next() * 28)));
      const lat = Math.round((site.lat + (next() - 0.5) * 0.08) * 1e5) / 1e5;
      const lon = Math.round((site.lon + (next() - 0.5) * 0.08) * 1e5) / 1e5;
      const cells = gridCells(lat, lon);
      rows.push({
        species: adult.species,
        uploaderId: observer.entityId,
        record: {
          clientId: `demo-history-${year}-${n}`,
          speciesId: adult.speciesId,
          status: ReviewStatus.ACCEPTED,
          country: site.country,
          region: site.region,
          closestSettlement: site.settlement,
          lat,
          lon,
          verbatimLat: String(lat),
          verbatimLon: String(lon),
          accuracy: 25,
          locationSource: 'GPS',
          dateFrom: day,
          dateTo: day,
          individuals: stage === 'CATERPILLAR' ? 1 + Math.floor(next() * 12) : 1 + Math.floor(next() * 5),
          lifeStage: stage,
          dataSource: DATA_SOURCE,
          dataSourceId: `${year}-${n}`,
          uploaderId: observer.entityId,
          reviewerId: moderator?.entityId ?? null,
          // entered a few days after the day, as the society's data were, and reviewed a week later
          createdAt: new Date(day.getTime() + 3 * 86_400_000),
          reviewedAt: moderator ? new Date(day.getTime() + 10 * 86_400_000) : null,
          ...cells,
        },
      });
    }
  }

  return prisma.$transaction(async (tx) => {
    const items = await tx.timelineItem.createManyAndReturn({
      data: rows.map(({ species, uploaderId, record }) => ({
        ownerId: uploaderId,
        category: RECORD_CATEGORY,
        title: observationItemTitle(scientificName(species), {
          closestSettlement: record.closestSettlement ?? null,
          informationWithheld: null,
        }),
        privacy: 9,
        time: new Date(record.dateFrom.getTime() + 17 * 3600_000),
      })),
      select: { id: true },
    });
    const records = await tx.observation.createManyAndReturn({
      data: rows.map(({ record }, i) => ({ ...record, itemId: items[i]!.id })),
      select: { id: true, itemId: true, speciesId: true, eea10km: true },
    });
    await tx.$executeRaw`UPDATE "TimelineItem" t SET "referencedId" = o.id, url = '/observation/' || o.id
      FROM "Observation" o WHERE o."itemId" = t.id AND o."dataSource" = ${DATA_SOURCE}`;
    await recountSpecies(tx, [...new Set(records.map((record) => record.speciesId))]);
    await tx.knownSquare.createMany({
      data: records.flatMap((record) => (record.speciesId !== null && record.eea10km !== null ? [{ speciesId: record.speciesId, cell10km: record.eea10km }] : [])),
      skipDuplicates: true,
    });
    return records.length;
  }, DEMO_TRANSACTION);
}
