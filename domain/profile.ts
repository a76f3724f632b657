/** The profile's vocabulary (recording §3): genders, the username's shape, the birth date's bounds. */

export const GENDERS = ['female', 'male', 'other', 'unstated'] as const;
export type Gender = (typeof GENDERS)[number];

export function isGender(value: unknown): value is Gender {
  return typeof value === 'string' && (GENDERS as readonly string[]).includes(value);
}

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/** URL-safe: lower-case letters, digits, '.', '_', '-'. */
export const USERNAME_PATTERN = /^[a-z0-9._-]+$/;

/**
 * A username's problem as the spec's token, or null when it is good: too short or long, other
 * characters than the URL-safe ones (FORMAT_ERROR), or only digits (USERNAME_NUMERIC: it would read
 * as a numeric id in a path).
 */
export function usernameProblem(username: string): string | null {
  if (username.length < USERNAME_MIN_LENGTH) return 'DATA_TOO_SHORT';
  if (username.length > USERNAME_MAX_LENGTH) return 'DATA_TOO_LONG';
  if (!USERNAME_PATTERN.test(username)) return 'FORMAT_ERROR';
  if (/^\d+$/.test(username)) return 'USERNAME_NUMERIC';
  return null;
}

/** The earliest birth year accepted. */
export const BIRTH_YEAR_MIN = 1900;

/** A birth date (YYYY-MM-DD) that is a real calendar day, not before 1900 and not after `today`; else the token. */
export function birthDateProblem(value: string, today: Date = new Date()): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'DATE_FORMAT_ERROR';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 'DATE_FORMAT_ERROR';
  if (year < BIRTH_YEAR_MIN) return 'VALUE_MIN';
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (date.getTime() >= todayUtc) return 'VALUE_MAX';
  return null;
}
