import { describe, expect, test } from 'vitest';
import { duePeriod } from './periods.ts';

const at = (iso: string) => new Date(iso);

describe('duePeriod', () => {
  test('a day is due from the hour of the next day', () => {
    expect(duePeriod('DAILY', at('2026-12-08T05:30:00Z'), 5)).toEqual({ key: '2026-12-07', end: at('2026-12-08T00:00:00Z') });
    // before the hour, the day before is still the latest due
    expect(duePeriod('DAILY', at('2026-12-08T04:59:59Z'), 5)).toEqual({ key: '2026-12-06', end: at('2026-12-07T00:00:00Z') });
    expect(duePeriod('DAILY', at('2026-12-08T00:00:00Z'), 0)).toEqual({ key: '2026-12-07', end: at('2026-12-08T00:00:00Z') });
  });

  test('an ISO week is due from the hour of the next Monday', () => {
    // 2026-12-07 is a Monday
    expect(duePeriod('WEEKLY', at('2026-12-07T06:00:00Z'), 5)).toEqual({ key: '2026-11-30', end: at('2026-12-07T00:00:00Z') });
    expect(duePeriod('WEEKLY', at('2026-12-13T23:00:00Z'), 5)).toEqual({ key: '2026-11-30', end: at('2026-12-07T00:00:00Z') });
    // Monday before the hour: the week before last
    expect(duePeriod('WEEKLY', at('2026-12-07T04:00:00Z'), 5)).toEqual({ key: '2026-11-23', end: at('2026-11-30T00:00:00Z') });
    // a year's turn
    expect(duePeriod('WEEKLY', at('2027-01-04T05:00:00Z'), 5)).toEqual({ key: '2026-12-28', end: at('2027-01-04T00:00:00Z') });
  });
});
