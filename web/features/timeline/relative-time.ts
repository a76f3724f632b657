import type { IntlShape } from 'react-intl';
import { formatDottedDate } from './dates.ts';
import { homeMessages } from './messages.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Items older than this many days show their date instead (social-core §9). */
export const RELATIVE_TIME_MAX_DAYS = 30;

export type RelativeTime =
  { kind: 'justNow' } | { kind: 'minutes'; count: number } | { kind: 'hours'; count: number } | { kind: 'days'; count: number } | { kind: 'date'; date: Date };

/** How long before `now` the moment `date` was, in the largest whole unit. */
export function describeRelativeTime(date: Date, now: Date): RelativeTime {
  const elapsed = now.getTime() - date.getTime();
  if (elapsed > RELATIVE_TIME_MAX_DAYS * DAY_MS) return { kind: 'date', date };
  if (elapsed >= DAY_MS) return { kind: 'days', count: Math.floor(elapsed / DAY_MS) };
  if (elapsed >= HOUR_MS) return { kind: 'hours', count: Math.floor(elapsed / HOUR_MS) };
  if (elapsed >= MINUTE_MS) return { kind: 'minutes', count: Math.floor(elapsed / MINUTE_MS) };
  // Includes moments slightly in the future, from a client clock that runs behind the server's.
  return { kind: 'justNow' };
}

export function formatRelativeTime(intl: IntlShape, time: RelativeTime): string {
  switch (time.kind) {
    case 'justNow':
      return intl.formatMessage(homeMessages.justNow);
    case 'minutes':
      return intl.formatMessage(homeMessages.minutesAgo, { count: time.count });
    case 'hours':
      return intl.formatMessage(homeMessages.hoursAgo, { count: time.count });
    case 'days':
      return intl.formatMessage(homeMessages.daysAgo, { count: time.count });
    case 'date':
      return formatDottedDate(time.date);
  }
}
