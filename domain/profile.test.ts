import { describe, expect, test } from 'vitest';
import { birthDateProblem, usernameProblem } from './profile.ts';

describe('usernameProblem', () => {
  test.each([
    ['anna.kovacs', null],
    ['a_b-c.9', null],
    ['ab', 'DATA_TOO_SHORT'],
    ['a'.repeat(31), 'DATA_TOO_LONG'],
    ['Anna', 'FORMAT_ERROR'],
    ['anna kovács', 'FORMAT_ERROR'],
    ['12345', 'USERNAME_NUMERIC'],
  ])('%s → %s', (username, problem) => expect(usernameProblem(username)).toBe(problem));
});

describe('birthDateProblem', () => {
  const today = new Date('2026-12-05T10:00:00Z');
  test.each([
    ['1990-04-12', null],
    ['1900-01-01', null],
    ['2026-12-04', null],
    ['2026-12-05', 'VALUE_MAX'],
    ['1899-12-31', 'VALUE_MIN'],
    ['2001-02-29', 'DATE_FORMAT_ERROR'],
    ['12/04/1990', 'DATE_FORMAT_ERROR'],
  ])('%s → %s', (date, problem) => expect(birthDateProblem(date, today)).toBe(problem));
});
