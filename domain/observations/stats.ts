import type { LifeStage } from './enums.ts';

/**
 * The statistics of a set of records (`GET /api/observation/stat`, GraphQL `observationStats`):
 * the shape server and web share. Every figure counts the records the viewer may see with the
 * list's filters.
 */

/** The first year of the year list and of the charts (recording §9: from the current year down to 1990). */
export const FIRST_CHART_YEAR = 1990;

/** The years the year list offers, newest first: the current year down to 1990. */
export function chartYears(today: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = today.getUTCFullYear(); year >= FIRST_CHART_YEAR; year -= 1) years.push(year);
  return years;
}

/** The phenology chart's axis (recording §9: 365 days, a tick per month). */
export const PHENOLOGY_DAYS = 365;

/** The first day of each month on a 365-day year (1-based), the phenology axis' ticks. */
export const MONTH_START_DAYS = [1, 32, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335] as const;

/** How many recorders the top-observer list names. */
export const TOP_OBSERVERS = 10;

export interface YearStat {
  year: number;
  records: number;
  species: number;
}

/** Records of a life stage on a day of the year (1–366, from the record's first day). */
export interface PhenologyStat {
  day: number;
  lifeStage: LifeStage;
  records: number;
}

export interface MonthStat {
  month: number;
  records: number;
}

export interface LifeStageStat {
  lifeStage: LifeStage;
  records: number;
}

export interface PlaceStat {
  country: string;
  /** null: records without a region */
  region: string | null;
  records: number;
}

export interface ObserverStat {
  entityId: number;
  name: string;
  records: number;
  species: number;
}

export interface StatusStat {
  status: number;
  records: number;
}

/** Species seen for the first time in a year, and all species seen up to it. */
export interface AccumulationStat {
  year: number;
  newSpecies: number;
  totalSpecies: number;
}

export interface ObservationStats {
  records: number;
  species: number;
  /** YYYY-MM-DD of the earliest first day and the latest last day; null without records */
  firstDate: string | null;
  lastDate: string | null;
  byYear: YearStat[];
  byMonth: MonthStat[];
  phenology: PhenologyStat[];
  byLifeStage: LifeStageStat[];
  byPlace: PlaceStat[];
  topObservers: ObserverStat[];
  byStatus: StatusStat[];
  accumulation: AccumulationStat[];
}
