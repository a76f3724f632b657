/**
 * Observation dates as people type them (recording §5, social-core §5), normalised to `YYYY-MM-DD`.
 *
 * Accepted: three parts split by `-`, `.`, `/` or spaces (spaces around a separator are fine, one
 * trailing dot too), in one of two orders:
 * - year first when the first part has 4 digits: `2025-07-14`, `2025/7/14`, Hungarian
 *   `2025.07.14.` and `2025. 07. 14.`;
 * - otherwise day first with the year last (European users): `14.07.2025`, `14/07/2025`,
 *   `14-07-2025`, `14.07.25`. Month-first (US) dates are not accepted: `07/14/2025` has no month 14.
 * The month may be digits, Roman numerals (`2025.VII.14`, `14 vii 2025`) or a month name or its
 * abbreviation (3+ letters) in English, Hungarian, Romanian or Turkish (`14 Jul 2025`,
 * `2025. július 14.`, `14 iulie 2025`, `14 Temmuz 2025`). The result must be a real calendar day.
 *
 * Plain calendar arithmetic on numbers: no Date is ever built from a date string, so the runtime's
 * time zone cannot shift a day. The only instant is "today", which is injectable.
 */

export type DateErrorCode = 'DATE_FORMAT_ERROR' | 'DATE_RANGE_ERROR' | 'DATE_IN_FUTURE';

export interface DateOptions {
  /** the current instant; defaults to now */
  today?: Date;
}

/**
 * The server cannot know an observer's time zone, so "today" is the latest calendar day anywhere
 * on Earth (UTC+14): an observation made today is never rejected as future, wherever it was made.
 */
const LATEST_UTC_OFFSET_MS = 14 * 3600_000;

/** The wall-clock time at UTC+14, to be read with the getUTC… methods. */
function inLatestZone(now: Date): Date {
  return new Date(now.getTime() + LATEST_UTC_OFFSET_MS);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The latest calendar day on Earth at the instant `now`, as `YYYY-MM-DD`. */
export function latestCalendarDay(now: Date = new Date()): string {
  const latest = inLatestZone(now);
  return `${pad(latest.getUTCFullYear(), 4)}-${pad(latest.getUTCMonth() + 1)}-${pad(latest.getUTCDate())}`;
}

/**
 * A 2-digit year (0–99) in the current century unless that is after the current year, then in the
 * previous one: in 2026, '26' is 2026 and '27' is 1927. "Current" follows `latestCalendarDay`.
 */
export function expandYear(twoDigits: number, today: Date = new Date()): number {
  const currentYear = inLatestZone(today).getUTCFullYear();
  const year = Math.floor(currentYear / 100) * 100 + twoDigits;
  return year > currentYear ? year - 100 : year;
}

const ROMAN_MONTHS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'];

/** Per month, its names without accents in English, Hungarian, Romanian and Turkish (each spelling once). */
const MONTH_NAMES = [
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

/** Shorter prefixes would be ambiguous ('ma', 'ju'); from 3 letters every prefix names one month. */
const MIN_NAME_PREFIX = 3;

function foldLetters(text: string): string {
  return text.toLowerCase().replace(/ı/g, 'i').normalize('NFD').replace(/\p{M}/gu, '');
}

/** A month as 1–2 digits, a Roman numeral or a month name (case and accents ignored); null outside 1–12. */
export function parseMonth(text: string): number | null {
  const value = foldLetters(text.trim());
  if (/^\d{1,2}$/.test(value)) {
    const month = Number(value);
    return month >= 1 && month <= 12 ? month : null;
  }
  const roman = ROMAN_MONTHS.indexOf(value);
  if (roman !== -1) return roman + 1;
  if (value.length < MIN_NAME_PREFIX) return null;
  const named = MONTH_NAMES.findIndex((names) => names.some((name) => name.startsWith(value)));
  return named === -1 ? null : named + 1;
}

/** Only ASCII digits, at least one (the spec's digits-only check). */
export function isDigitsOnly(text: string): boolean {
  return /^\d+$/.test(text);
}

export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

// Whitespace is collapsed first, so the single optional spaces here cannot backtrack on long runs.
const SEPARATOR = String.raw`(?: ?[-./] ?| )`;
const DATE_PATTERN = new RegExp(String.raw`^(\d+)${SEPARATOR}(\d+|\p{L}+)${SEPARATOR}(\d+)\.?$`, 'u');

/** Parses a date typed by a person: `YYYY-MM-DD`, or null unless it is a real calendar day. */
export function parseDate(text: string, { today = new Date() }: DateOptions = {}): string | null {
  const match = DATE_PATTERN.exec(text.trim().replace(/\s+/g, ' '));
  if (!match) return null;
  const [first, monthText, last] = [match[1]!, match[2]!, match[3]!];
  const [yearText, dayText] = first.length === 4 ? [first, last] : [last, first];
  if (dayText.length > 2) return null;
  const year = yearText.length === 4 ? Number(yearText) : yearText.length === 2 ? expandYear(Number(yearText), today) : null;
  const month = parseMonth(monthText);
  const day = Number(dayText);
  if (year === null || month === null || day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export type ObservationDates = { ok: true; from: string; to: string } | { ok: false; field: 'from' | 'to'; code: DateErrorCode };

/**
 * The from–to dates of a record: both must parse (an empty `to` is the `from` day), neither may lie
 * after `latestCalendarDay(today)`, and `from` comes no later than `to`. The first problem found is
 * reported, in that order.
 */
export function validateObservationDates(fromText: string, toText?: string | null, today: Date = new Date()): ObservationDates {
  const from = parseDate(fromText, { today });
  if (!from) return { ok: false, field: 'from', code: 'DATE_FORMAT_ERROR' };
  const to = toText?.trim() ? parseDate(toText, { today }) : from;
  if (!to) return { ok: false, field: 'to', code: 'DATE_FORMAT_ERROR' };
  // `YYYY-MM-DD` strings compare as the days they name.
  const latest = latestCalendarDay(today);
  if (from > latest) return { ok: false, field: 'from', code: 'DATE_IN_FUTURE' };
  if (to > latest) return { ok: false, field: 'to', code: 'DATE_IN_FUTURE' };
  if (from > to) return { ok: false, field: 'to', code: 'DATE_RANGE_ERROR' };
  return { ok: true, from, to };
}

/** A stored calendar day as YYYY-MM-DD (days are stored at UTC midnight). */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
