import { describe, expect, test } from 'vitest';
import { creatorsText, normaliseDoi, parseCreators, titleKey, yearOf } from './bibliography.ts';

describe('bibliography vocabulary', () => {
  test('authors as text and back: people by comma, bodies whole', () => {
    const creators = parseCreators(' Bálint, Zsolt; Magyar Lepkészeti Egyesület ;Katona ,  G. ;; ');
    expect(creators).toEqual([{ family: 'Bálint', given: 'Zsolt' }, { literal: 'Magyar Lepkészeti Egyesület' }, { family: 'Katona', given: 'G.' }]);
    expect(creatorsText(creators)).toBe('Bálint, Zsolt; Magyar Lepkészeti Egyesület; Katona, G.');
    expect(parseCreators('Linnaeus,')).toEqual([{ family: 'Linnaeus' }]);
  });

  test('DOIs lose their resolver and case; titles fold for duplicates; the year of a date', () => {
    expect(normaliseDoi('https://doi.org/10.1234/ABC.x')).toBe('10.1234/abc.x');
    expect(normaliseDoi('doi: 10.5/Q')).toBe('10.5/q');
    expect(normaliseDoi('  ')).toBeNull();
    expect(titleKey('A new  {Polyommatus}: species!')).toBe(titleKey('a new polyommatus species'));
    expect(titleKey('Lepkék és molyok')).toBe('lepkek es molyok');
    expect([yearOf('2003-05-01'), yearOf('1999'), yearOf('')]).toEqual([2003, 1999, null]);
  });
});
