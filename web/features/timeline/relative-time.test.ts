import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { describeRelativeTime, formatRelativeTime } from './relative-time.ts';

const NOW = new Date(2025, 5, 15, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const before = (ms: number) => new Date(NOW.getTime() - ms);

describe('describeRelativeTime', () => {
  it('says "just now" under a minute, and for a clock that runs behind', () => {
    expect(describeRelativeTime(NOW, NOW)).toEqual({ kind: 'justNow' });
    expect(describeRelativeTime(before(59 * SECOND), NOW)).toEqual({ kind: 'justNow' });
    expect(describeRelativeTime(before(-5 * SECOND), NOW)).toEqual({ kind: 'justNow' });
  });

  it('counts whole minutes under an hour', () => {
    expect(describeRelativeTime(before(MINUTE), NOW)).toEqual({ kind: 'minutes', count: 1 });
    expect(describeRelativeTime(before(59 * MINUTE + 59 * SECOND), NOW)).toEqual({
      kind: 'minutes',
      count: 59,
    });
  });

  it('counts whole hours under a day', () => {
    expect(describeRelativeTime(before(HOUR), NOW)).toEqual({ kind: 'hours', count: 1 });
    expect(describeRelativeTime(before(DAY - SECOND), NOW)).toEqual({ kind: 'hours', count: 23 });
  });

  it('counts whole days up to and including 30 days', () => {
    expect(describeRelativeTime(before(DAY), NOW)).toEqual({ kind: 'days', count: 1 });
    expect(describeRelativeTime(before(30 * DAY), NOW)).toEqual({ kind: 'days', count: 30 });
  });

  it('shows the date once more than 30 days have passed', () => {
    const date = before(30 * DAY + SECOND);
    expect(describeRelativeTime(date, NOW)).toEqual({ kind: 'date', date });
  });
});

describe('formatRelativeTime', () => {
  const intl = createIntl({ locale: 'hu', defaultLocale: 'hu', messages: {} });

  it('uses the Hungarian default messages', () => {
    expect(formatRelativeTime(intl, { kind: 'justNow' })).toBe('épp most');
    expect(formatRelativeTime(intl, { kind: 'minutes', count: 5 })).toBe('5 perce');
    expect(formatRelativeTime(intl, { kind: 'hours', count: 3 })).toBe('3 órája');
    expect(formatRelativeTime(intl, { kind: 'days', count: 12 })).toBe('12 napja');
  });

  it('writes old dates as yyyy.MM.dd.', () => {
    expect(formatRelativeTime(intl, { kind: 'date', date: new Date(2025, 0, 7, 23, 59) })).toBe('2025.01.07.');
  });

  it('takes translations from the catalogue', () => {
    const en = createIntl({
      locale: 'en',
      defaultLocale: 'hu',
      messages: { 'home.minutesAgo': '{count, plural, one {# minute ago} other {# minutes ago}}' },
    });
    expect(formatRelativeTime(en, { kind: 'minutes', count: 1 })).toBe('1 minute ago');
    expect(formatRelativeTime(en, { kind: 'minutes', count: 2 })).toBe('2 minutes ago');
  });
});
