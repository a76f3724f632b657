import type { MapFilterInput } from './map-search.ts';

/** The animation's step: a year or a month per frame (`?step=month`). */
export type AnimationStep = 'year' | 'month';

/** Years shown when the filter has no date range: the last ten, this one included. */
export const DEFAULT_YEARS = 10;
/** The most frames a month animation shows: the last three years of the range. */
export const MAX_MONTH_FRAMES = 36;

export interface AnimationFrame {
  year: number;
  /** 1–12 in a month animation */
  month: number | null;
  /** the records this frame shows, as the map's filter takes them */
  filter: MapFilterInput;
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const later = (a: string, b: string | null) => (b !== null && b > a ? b : a);
const earlier = (a: string, b: string | null) => (b !== null && b < a ? b : a);

/**
 * The frames of `/observation/map/animate/`: each year, or each month, of the filter's date range
 * (without one, the last ten years), each frame's records as a filter: those of its own period, or
 * with `cumulative` everything from the range's start up to its end.
 */
export function animationFrames(filter: MapFilterInput, step: AnimationStep, cumulative: boolean, now = new Date()): AnimationFrame[] {
  const thisYear = now.getUTCFullYear();
  const lastYear = filter.dateTo ? Number(filter.dateTo.slice(0, 4)) : thisYear;
  const firstYear = filter.dateFrom ? Number(filter.dateFrom.slice(0, 4)) : lastYear - DEFAULT_YEARS + 1;
  const periods: { year: number; month: number | null; from: string; to: string }[] = [];
  for (let year = firstYear; year <= lastYear; year++) {
    if (step === 'year') periods.push({ year, month: null, from: `${year}-01-01`, to: `${year}-12-31` });
    else for (let month = 1; month <= 12; month++) periods.push({ year, month, from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${lastDay(year, month)}` });
  }
  // The range's own ends cut its first and last periods; months after today are not shown.
  const today = now.toISOString().slice(0, 10);
  const shown = periods
    .map((period) => ({ ...period, from: later(period.from, filter.dateFrom), to: earlier(period.to, filter.dateTo) }))
    .filter((period) => period.from <= period.to && period.from <= today);
  const kept = step === 'month' ? shown.slice(-MAX_MONTH_FRAMES) : shown;
  const start = kept[0]?.from ?? null;
  return kept.map(({ year, month, from, to }) => ({ year, month, filter: { ...filter, dateFrom: cumulative ? start : from, dateTo: to } }));
}
