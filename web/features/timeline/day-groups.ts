import type { IntlShape } from 'react-intl';
import { formatDottedDate, startOfLocalDay } from './dates.ts';
import { homeMessages } from './messages.ts';

export interface DayGroup<T> {
  /** Unique per local calendar day. */
  key: string;
  /** Midnight at the start of the day. */
  day: Date;
  items: T[];
}

/** Groups items by local calendar day, days and items in their order of first appearance. */
export function groupByDay<T>(items: readonly T[], dateOf: (item: T) => Date): DayGroup<T>[] {
  const groups = new Map<string, DayGroup<T>>();
  for (const item of items) {
    const date = dateOf(item);
    const key = formatDottedDate(date);
    const group = groups.get(key);
    if (group) group.items.push(item);
    else groups.set(key, { key, day: startOfLocalDay(date), items: [item] });
  }
  return [...groups.values()];
}

/** What the date divider above a day says. */
export type DayLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; date: Date };

export function describeDay(day: Date, now: Date): DayLabel {
  const today = startOfLocalDay(now);
  // Built from the calendar fields, so a daylight-saving day of 23 or 25 hours is still one day.
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  const start = startOfLocalDay(day).getTime();
  if (start === today.getTime()) return { kind: 'today' };
  if (start === yesterday.getTime()) return { kind: 'yesterday' };
  return { kind: 'date', date: day };
}

export function formatDayLabel(intl: IntlShape, label: DayLabel): string {
  switch (label.kind) {
    case 'today':
      return intl.formatMessage(homeMessages.today);
    case 'yesterday':
      return intl.formatMessage(homeMessages.yesterday);
    case 'date':
      return formatDottedDate(label.date);
  }
}
