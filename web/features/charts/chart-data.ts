import { MONTH_START_DAYS, PHENOLOGY_DAYS } from '@domain/observations/stats.ts';

/**
 * The charts' series, shaped from the statistics (domain/observations/stats.ts): pure, so the
 * chart, its table and its summary show the same numbers.
 */

/**
 * The phenology chart's bins: weeks. Day by day, a few hundred records are mostly empty days and
 * spikes; weeks read as a flight period, and 52 bars still get about 6 px each on a 390 px phone
 * (5-day bins would be 73 of 4 px). The last bin takes the year's last one or two days (365, 366).
 */
export const PHENOLOGY_BIN_DAYS = 7;
const PHENOLOGY_BINS = Math.floor(PHENOLOGY_DAYS / PHENOLOGY_BIN_DAYS);

export interface PhenologySeries {
  /** the first day of the year (1-based) of each bin */
  starts: number[];
  imago: number[];
  caterpillar: number[];
}

/** Adults and caterpillars per week of the year; other stages are left out of this chart. */
export function phenologyBins(phenology: readonly { day: number; lifeStage: string; records: number }[]): PhenologySeries {
  const starts = Array.from({ length: PHENOLOGY_BINS }, (_, bin) => bin * PHENOLOGY_BIN_DAYS + 1);
  const imago = new Array<number>(PHENOLOGY_BINS).fill(0);
  const caterpillar = new Array<number>(PHENOLOGY_BINS).fill(0);
  for (const { day, lifeStage, records } of phenology) {
    const series = lifeStage === 'IMAGO' ? imago : lifeStage === 'CATERPILLAR' ? caterpillar : null;
    if (!series || day < 1) continue;
    const bin = Math.min(PHENOLOGY_BINS - 1, Math.floor((day - 1) / PHENOLOGY_BIN_DAYS));
    series[bin]! += records;
  }
  return { starts, imago, caterpillar };
}

/** The month (0–11) a day of the year (1–366) falls in, on the axis' 365-day year. */
export function monthOfDay(day: number): number {
  let month = 0;
  while (month < 11 && day >= MONTH_START_DAYS[month + 1]!) month += 1;
  return month;
}

/** A day of the axis' year as a date (of a common year, UTC), to name it in the UI language. */
export function dayDate(day: number): Date {
  return new Date(Date.UTC(2021, 0, day));
}

/** The bins worth a table row: those with any record. */
export function phenologyRows(series: PhenologySeries): { start: number; imago: number; caterpillar: number }[] {
  return series.starts
    .map((start, bin) => ({ start, imago: series.imago[bin]!, caterpillar: series.caterpillar[bin]! }))
    .filter((row) => row.imago > 0 || row.caterpillar > 0);
}

/** The bin with the most records (the first of equals), or null when there are none. */
export function peakBin(values: readonly number[]): number | null {
  let peak: number | null = null;
  values.forEach((value, bin) => {
    if (value > 0 && (peak === null || value > values[peak]!)) peak = bin;
  });
  return peak;
}

export interface YearSeries {
  years: number[];
  records: number[];
  species: number[];
}

/** Records and species per year from the first year with records to the last, empty years as 0. */
export function yearSeries(byYear: readonly { year: number; records: number; species: number }[]): YearSeries {
  if (byYear.length === 0) return { years: [], records: [], species: [] };
  const found = new Map(byYear.map((row) => [row.year, row]));
  const first = Math.min(...found.keys());
  const last = Math.max(...found.keys());
  const years = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  return { years, records: years.map((year) => found.get(year)?.records ?? 0), species: years.map((year) => found.get(year)?.species ?? 0) };
}

/** The share of the largest value a bar of a list takes, in percent (at least a sliver for any record). */
export function barPercent(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.max(2, Math.round((value / max) * 100));
}
