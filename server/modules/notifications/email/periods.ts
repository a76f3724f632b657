import type { DigestCadence } from '@domain/notification-kinds.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A digest's period: its key (the day's, or the ISO week's Monday's date) and when it ended. */
export interface DigestPeriod {
  key: string;
  end: Date;
}

const dateKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The latest period of the cadence whose digest is due at `now`: a day (UTC) is due from `hour`
 * o'clock (UTC) of the next day, an ISO week (Monday to Sunday, UTC) from `hour` o'clock of the next
 * Monday. A digest gathers every notice not yet mailed from before its period's end, so a server
 * that was down for days sends one digest with all of them, not one per missed period.
 */
export function duePeriod(cadence: DigestCadence, now: Date, hour: number): DigestPeriod {
  const todayStart = Math.floor((now.getTime() - hour * HOUR) / DAY) * DAY;
  if (cadence === 'DAILY') return { key: dateKey(todayStart - DAY), end: new Date(todayStart) };
  const daysSinceMonday = (new Date(todayStart).getUTCDay() + 6) % 7;
  const weekStart = todayStart - daysSinceMonday * DAY;
  return { key: dateKey(weekStart - 7 * DAY), end: new Date(weekStart) };
}
