import type { Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { isoDay } from '@domain/observations/dates.ts';
import type { LifeStage } from '@domain/observations/enums.ts';
import {
  type AccumulationStat,
  type LifeStageStat,
  type MonthStat,
  type ObservationStats,
  type ObserverStat,
  type PhenologyStat,
  type StatusStat,
  TOP_OBSERVERS,
  type YearStat,
} from '@domain/observations/stats.ts';
import type { Db } from '../objects/registry.ts';
import { type ObservationFilter, observationListWhere } from './service.ts';

/**
 * The statistics of the records a viewer may see with the list's filters (recording §7
 * `GET /api/observation/stat`). The database counts: each query is a GROUP BY through the same
 * `where` as the list, so privacy is the list's; the small groups are then folded here. Records per
 * year, species per year and the species' first years come from one (year, species) grouping;
 * months, life stages and statuses from one (month, day, life stage, status) grouping.
 */
export async function observationStats(db: Db, viewer: Viewer, filter: ObservationFilter): Promise<ObservationStats> {
  const where = observationListWhere(viewer, filter);
  const [span, yearSpecies, days, places, top] = await Promise.all([
    db.observation.aggregate({ where, _min: { dateFrom: true }, _max: { dateTo: true } }),
    db.observation.groupBy({ by: ['observedYear', 'speciesId'], where, _count: { _all: true } }),
    db.observation.groupBy({ by: ['observedMonth', 'observedDay', 'lifeStage', 'status'], where, _count: { _all: true } }),
    db.observation.groupBy({ by: ['country', 'region'], where, _count: { _all: true }, orderBy: [{ _count: { id: 'desc' } }, { country: 'asc' }, { region: 'asc' }] }),
    db.observation.groupBy({ by: ['uploaderId'], where, _count: { _all: true }, orderBy: [{ _count: { id: 'desc' } }, { uploaderId: 'asc' }], take: TOP_OBSERVERS }),
  ]);
  const years = foldYears(yearSpecies.map((row) => ({ year: row.observedYear, speciesId: row.speciesId, records: row._count._all })));
  const calendar = foldCalendar(
    days.map((row) => ({ month: row.observedMonth, day: row.observedDay, lifeStage: row.lifeStage, status: row.status, records: row._count._all })),
  );
  return {
    records: calendar.records,
    species: years.species,
    firstDate: span._min.dateFrom ? isoDay(span._min.dateFrom) : null,
    lastDate: span._max.dateTo ? isoDay(span._max.dateTo) : null,
    byYear: years.byYear,
    accumulation: years.accumulation,
    byMonth: calendar.byMonth,
    phenology: calendar.phenology,
    byLifeStage: calendar.byLifeStage,
    byStatus: calendar.byStatus,
    byPlace: places.map((row) => ({ country: row.country, region: row.region, records: row._count._all })),
    topObservers: await topObservers(
      db,
      where,
      top.map((row) => ({ entityId: row.uploaderId, records: row._count._all })),
    ),
  };
}

interface YearSpeciesRow {
  year: number | null;
  /** null: records of a typed name outside the catalogue, counted as records but not as species */
  speciesId: number | null;
  records: number;
}

/** Records and species per year, and each species counted in the year it was first seen. */
export function foldYears(rows: YearSpeciesRow[]): { byYear: YearStat[]; accumulation: AccumulationStat[]; species: number } {
  const perYear = new Map<number, YearStat>();
  const firstYear = new Map<number, number>();
  for (const { year, speciesId, records } of rows) {
    if (year === null) continue;
    const stat = perYear.get(year) ?? { year, records: 0, species: 0 };
    stat.records += records;
    if (speciesId !== null) {
      stat.species += 1;
      firstYear.set(speciesId, Math.min(firstYear.get(speciesId) ?? year, year));
    }
    perYear.set(year, stat);
  }
  const byYear = [...perYear.values()].sort((a, b) => a.year - b.year);
  const newPerYear = new Map<number, number>();
  for (const year of firstYear.values()) newPerYear.set(year, (newPerYear.get(year) ?? 0) + 1);
  let totalSpecies = 0;
  const accumulation = byYear.map(({ year }) => {
    const newSpecies = newPerYear.get(year) ?? 0;
    totalSpecies += newSpecies;
    return { year, newSpecies, totalSpecies };
  });
  return { byYear, accumulation, species: firstYear.size };
}

interface CalendarRow {
  month: number | null;
  day: number | null;
  lifeStage: LifeStage;
  status: number;
  records: number;
}

/** Records per month, per day of the year and life stage, per life stage and per status. */
export function foldCalendar(rows: CalendarRow[]): {
  records: number;
  byMonth: MonthStat[];
  phenology: PhenologyStat[];
  byLifeStage: LifeStageStat[];
  byStatus: StatusStat[];
} {
  const months = new Map<number, number>();
  const days = new Map<string, PhenologyStat>();
  const stages = new Map<LifeStage, number>();
  const statuses = new Map<number, number>();
  let records = 0;
  const add = <K>(map: Map<K, number>, key: K, value: number) => map.set(key, (map.get(key) ?? 0) + value);
  for (const row of rows) {
    records += row.records;
    add(stages, row.lifeStage, row.records);
    add(statuses, row.status, row.records);
    if (row.month !== null) add(months, row.month, row.records);
    if (row.day !== null) {
      const key = `${row.day}:${row.lifeStage}`;
      const stat = days.get(key) ?? { day: row.day, lifeStage: row.lifeStage, records: 0 };
      stat.records += row.records;
      days.set(key, stat);
    }
  }
  const byCount = <T extends { records: number }>(list: T[]) => list.sort((a, b) => b.records - a.records);
  return {
    records,
    byMonth: [...months].map(([month, count]) => ({ month, records: count })).sort((a, b) => a.month - b.month),
    phenology: [...days.values()].sort((a, b) => a.day - b.day || a.lifeStage.localeCompare(b.lifeStage)),
    byLifeStage: byCount([...stages].map(([lifeStage, count]) => ({ lifeStage, records: count }))),
    byStatus: [...statuses].map(([status, count]) => ({ status, records: count })).sort((a, b) => a.status - b.status),
  };
}

/** The top recorders' names and the species among their records (one grouping over their records only). */
async function topObservers(db: Db, where: Prisma.ObservationWhereInput, top: { entityId: number; records: number }[]): Promise<ObserverStat[]> {
  if (top.length === 0) return [];
  const ids = top.map((row) => row.entityId);
  const [entities, species] = await Promise.all([
    db.entity.findMany({ where: { id: { in: ids } }, select: { id: true, displayName: true } }),
    db.observation.groupBy({ by: ['uploaderId', 'speciesId'], where: { AND: [where, { uploaderId: { in: ids }, speciesId: { not: null } }] } }),
  ]);
  const names = new Map(entities.map((entity) => [entity.id, entity.displayName]));
  const speciesCount = new Map<number, number>();
  for (const row of species) speciesCount.set(row.uploaderId, (speciesCount.get(row.uploaderId) ?? 0) + 1);
  return top.map(({ entityId, records }) => ({ entityId, name: names.get(entityId) ?? '', records, species: speciesCount.get(entityId) ?? 0 }));
}
