import { describe, expect, test } from 'vitest';
import { daysInMonth, expandYear, isDigitsOnly, isLeapYear, latestCalendarDay, parseDate, parseMonth, validateObservationDates } from './dates.ts';

/** Noon UTC: the latest calendar day on Earth is already 2026-11-23. */
const TODAY = new Date('2026-11-22T12:00:00Z');
const parse = (text: string) => parseDate(text, { today: TODAY });

describe('parseMonth', () => {
  test.each([
    ['1', 1],
    ['01', 1],
    ['7', 7],
    ['07', 7],
    ['12', 12],
    [' 3 ', 3],
  ])('digits %j are month %i', (text, month) => expect(parseMonth(text)).toBe(month));

  test.each([
    ['I', 1],
    ['II', 2],
    ['III', 3],
    ['IV', 4],
    ['V', 5],
    ['VI', 6],
    ['VII', 7],
    ['VIII', 8],
    ['IX', 9],
    ['X', 10],
    ['XI', 11],
    ['XII', 12],
  ])('Roman %s is month %i, in either case', (roman, month) => {
    expect(parseMonth(roman)).toBe(month);
    expect(parseMonth(roman.toLowerCase())).toBe(month);
  });

  test.each([
    ['Jul', 7],
    ['july', 7],
    ['Sept', 9],
    ['December', 12],
    ['márc', 3],
    ['ápr', 4],
    ['máj', 5],
    ['július', 7],
    ['szept', 9],
    ['okt', 10],
    ['ian', 1],
    ['iulie', 7],
    ['mai', 5],
    ['noi', 11],
    ['Şubat', 2],
    ['Mayıs', 5],
    ['Ağu', 8],
    ['EKİM', 10],
    ['Aralık', 12],
  ])('month name %s is month %i', (name, month) => expect(parseMonth(name)).toBe(month));

  test('every prefix of 3+ letters of a month name names that month only', () => {
    const names = [
      ['january', 'januar', 'ianuarie', 'ocak'],
      ['february', 'februar', 'februarie', 'subat'],
      ['march', 'marcius', 'martie', 'mart'],
      ['april', 'aprilis', 'aprilie', 'nisan'],
      ['may', 'majus', 'mai', 'mayis'],
      ['june', 'junius', 'iunie', 'haziran'],
      ['july', 'julius', 'iulie', 'temmuz'],
      ['august', 'augusztus', 'agustos'],
      ['september', 'szeptember', 'septembrie', 'eylul'],
      ['october', 'oktober', 'octombrie', 'ekim'],
      ['november', 'noiembrie', 'kasim'],
      ['december', 'decembrie', 'aralik'],
    ];
    names.forEach((spellings, index) => {
      for (const name of spellings) {
        for (let length = 3; length <= name.length; length++) expect(parseMonth(name.slice(0, length)), name.slice(0, length)).toBe(index + 1);
      }
    });
  });

  test.each(['0', '00', '13', '99', '007', 'XIII', 'IIII', 'VV', 'IIX', 'XIIII', '', ' ', 'ju', 'ma', 'julyy', 'foo', '7a', '-1', '1.5'])('%j is no month', (text) =>
    expect(parseMonth(text)).toBeNull(),
  );
});

describe('expandYear', () => {
  test('a 2-digit year takes this century unless that is after this year', () => {
    expect(expandYear(0, TODAY)).toBe(2000);
    expect(expandYear(25, TODAY)).toBe(2025);
    expect(expandYear(26, TODAY)).toBe(2026);
    expect(expandYear(27, TODAY)).toBe(1927);
    expect(expandYear(99, TODAY)).toBe(1999);
  });

  test('the pivot moves with today', () => {
    const in2030 = new Date('2030-06-01T12:00:00Z');
    expect(expandYear(30, in2030)).toBe(2030);
    expect(expandYear(31, in2030)).toBe(1931);
    const in2100 = new Date('2100-06-01T12:00:00Z');
    expect(expandYear(0, in2100)).toBe(2100);
    expect(expandYear(1, in2100)).toBe(2001);
  });

  test('the year is the one of the latest calendar day on Earth', () => {
    const newYearsEve = new Date('2026-12-31T11:00:00Z'); // already 2027-01-01 at UTC+14
    expect(expandYear(27, newYearsEve)).toBe(2027);
    expect(expandYear(27, new Date('2026-12-31T09:00:00Z'))).toBe(1927);
  });
});

describe('calendar', () => {
  test.each([
    [2024, true],
    [2023, false],
    [2000, true],
    [1900, false],
    [2100, false],
    [1600, true],
  ])('%i is a leap year: %s', (year, leap) => expect(isLeapYear(year)).toBe(leap));

  test('days in each month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => daysInMonth(2025, month))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });
});

describe('parseDate', () => {
  test.each([
    // ISO and other year-first forms
    ['2025-07-14', '2025-07-14'],
    ['2025/07/14', '2025-07-14'],
    ['2025/7/4', '2025-07-04'],
    ['  2025-07-14  ', '2025-07-14'],
    // Hungarian
    ['2025.07.14.', '2025-07-14'],
    ['2025.07.14', '2025-07-14'],
    ['2025. 07. 14.', '2025-07-14'],
    ['2025. 7. 4.', '2025-07-04'],
    ['2025 07 14', '2025-07-14'],
    // day first
    ['14.07.2025', '2025-07-14'],
    ['14.07.2025.', '2025-07-14'],
    ['14/07/2025', '2025-07-14'],
    ['14-07-2025', '2025-07-14'],
    ['4.7.2025', '2025-07-04'],
    ['07/04/2025', '2025-04-07'],
    // Roman months
    ['2024.VII.15', '2024-07-15'],
    ['2024.VII.15.', '2024-07-15'],
    ['2024. vii. 15.', '2024-07-15'],
    ['15.vii.2024', '2024-07-15'],
    ['15 VII 2024', '2024-07-15'],
    ['1.I.2024', '2024-01-01'],
    ['31.XII.2024', '2024-12-31'],
    ['2024-viii-31', '2024-08-31'],
    // month names
    ['15 Jul 2024', '2024-07-15'],
    ['15 July 2024', '2024-07-15'],
    ['15. Jul. 2024', '2024-07-15'],
    ['2024. július 15.', '2024-07-15'],
    ['2024. júl. 15.', '2024-07-15'],
    ['15 iulie 2024', '2024-07-15'],
    ['15 Temmuz 2024', '2024-07-15'],
    // 2-digit years, day first only
    ['15.07.25', '2025-07-15'],
    ['15.07.26', '2026-07-15'],
    ['15.07.27', '1927-07-15'],
    ['15.07.98', '1998-07-15'],
    ['01.01.00', '2000-01-01'],
    ['15 VII 99', '1999-07-15'],
    // leap days and month ends
    ['2024-02-29', '2024-02-29'],
    ['2000-02-29', '2000-02-29'],
    ['29.02.2024', '2024-02-29'],
    ['2025-01-31', '2025-01-31'],
    ['2025-04-30', '2025-04-30'],
    ['2025-12-31', '2025-12-31'],
  ])('%j → %s', (text, expected) => expect(parse(text)).toBe(expected));

  test.each([
    '',
    '   ',
    'tegnap',
    '2025',
    '2025-07',
    '20250714',
    '14072025',
    // months outside 1–12, in any notation
    '2025-13-01',
    '2025-00-10',
    '01.13.2025',
    '2025.XIII.01',
    '2025.IIII.01',
    '2025.VV.01',
    '15 Jux 2025',
    // days outside the month
    '2025-07-00',
    '2025-07-32',
    '2025-04-31',
    '2025-06-31',
    '2025-09-31',
    '2025-11-31',
    '31.04.2025',
    '2023-02-29',
    '1900-02-29',
    '2100-02-29',
    '2024-02-30',
    '29.02.23',
    // US month-first: no month 14
    '07/14/2025',
    // shapes that are not dates
    '123-07-14',
    '12025-07-14',
    '14.07.202',
    '14.07.2',
    '2025-07-014',
    '2025-007-14',
    '25.07.2025.x',
    '07/2025/14',
    '2025-07-14T10:00',
    '2025--07-14',
    '2025..07.14',
    '14,07,2025',
    'July 15, 2024',
    '-2025-07-14',
    '٢٠٢٥-07-14',
  ])('%j is not a date', (text) => expect(parse(text)).toBeNull());

  test('the pivot for 2-digit years follows the injected today', () => {
    expect(parseDate('15.07.30', { today: new Date('2030-01-01T00:00:00Z') })).toBe('2030-07-15');
    expect(parseDate('15.07.30', { today: TODAY })).toBe('1930-07-15');
  });

  test('the runtime time zone plays no part', () => {
    // a date built from '2025-07-14' would be 13 July in any zone west of UTC
    expect(parseDate('2025-07-14')).toBe('2025-07-14');
    expect(parseDate('1.1.2000')).toBe('2000-01-01');
  });
});

describe('latestCalendarDay', () => {
  test('is the calendar day at UTC+14', () => {
    expect(latestCalendarDay(new Date('2026-11-22T09:59:59Z'))).toBe('2026-11-22');
    expect(latestCalendarDay(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-23');
    expect(latestCalendarDay(TODAY)).toBe('2026-11-23');
    expect(latestCalendarDay(new Date('2024-02-28T12:00:00Z'))).toBe('2024-02-29');
  });
});

describe('validateObservationDates', () => {
  test('an empty or missing end is the start day', () => {
    const single = { ok: true, from: '2025-07-14', to: '2025-07-14' };
    expect(validateObservationDates('2025.07.14.', '', TODAY)).toEqual(single);
    expect(validateObservationDates('2025.07.14.', '  ', TODAY)).toEqual(single);
    expect(validateObservationDates('2025.07.14.', undefined, TODAY)).toEqual(single);
    expect(validateObservationDates('2025.07.14.', null, TODAY)).toEqual(single);
  });

  test('both ends are normalised', () => {
    expect(validateObservationDates('1.VII.2025', '2025. 07. 14.', TODAY)).toEqual({ ok: true, from: '2025-07-01', to: '2025-07-14' });
  });

  test('a one-day range is fine, a reversed one is not', () => {
    expect(validateObservationDates('2025-07-14', '14.07.2025', TODAY)).toEqual({ ok: true, from: '2025-07-14', to: '2025-07-14' });
    expect(validateObservationDates('2025-07-14', '2025-07-13', TODAY)).toEqual({ ok: false, field: 'to', code: 'DATE_RANGE_ERROR' });
    expect(validateObservationDates('2025-01-01', '2024-12-31', TODAY)).toEqual({ ok: false, field: 'to', code: 'DATE_RANGE_ERROR' });
  });

  test('unparsable dates name their field', () => {
    expect(validateObservationDates('', '', TODAY)).toEqual({ ok: false, field: 'from', code: 'DATE_FORMAT_ERROR' });
    expect(validateObservationDates('soon', '2025-07-14', TODAY)).toEqual({ ok: false, field: 'from', code: 'DATE_FORMAT_ERROR' });
    expect(validateObservationDates('2025-07-01', '2025-02-30', TODAY)).toEqual({ ok: false, field: 'to', code: 'DATE_FORMAT_ERROR' });
    expect(validateObservationDates('2025-13-01', 'later', TODAY)).toEqual({ ok: false, field: 'from', code: 'DATE_FORMAT_ERROR' });
  });

  test('no day may be after the latest today on Earth', () => {
    expect(validateObservationDates('2026-11-22', '', TODAY).ok).toBe(true);
    expect(validateObservationDates('2026-11-23', '', TODAY).ok).toBe(true);
    expect(validateObservationDates('2026-11-24', '', TODAY)).toEqual({ ok: false, field: 'from', code: 'DATE_IN_FUTURE' });
    expect(validateObservationDates('2026-11-01', '2026-12-01', TODAY)).toEqual({ ok: false, field: 'to', code: 'DATE_IN_FUTURE' });
    expect(validateObservationDates('2027-01-01', '2026-01-01', TODAY)).toEqual({ ok: false, field: 'from', code: 'DATE_IN_FUTURE' });
  });

  test('just after midnight in Hungary is not yet tomorrow in UTC, and still accepted', () => {
    const justAfterMidnightInBudapest = new Date('2026-07-14T22:30:00Z'); // 00:30 CEST on 15 July
    expect(validateObservationDates('2026.07.15.', '', justAfterMidnightInBudapest).ok).toBe(true);
  });

  test('a 2-digit year that would be in the future is last century, so never future', () => {
    expect(validateObservationDates('15.07.27', '', TODAY)).toEqual({ ok: true, from: '1927-07-15', to: '1927-07-15' });
    // this year's 2-digit date later in the year is still the future
    expect(validateObservationDates('15.12.26', '', TODAY)).toEqual({ ok: false, field: 'from', code: 'DATE_IN_FUTURE' });
  });
});

describe('isDigitsOnly', () => {
  test.each([
    ['2025', true],
    ['0', true],
    ['007', true],
    ['20a5', false],
    ['', false],
    [' 12', false],
    ['-1', false],
    ['1.5', false],
    ['٣', false],
  ])('%j: %s', (text, digits) => expect(isDigitsOnly(text)).toBe(digits));
});
