import { describe, expect, test } from 'vitest';
import { scientificName } from '@domain/species/names.ts';
import { loadChecklist, parseMonths } from './checklist.ts';

const checklist = loadChecklist();
const butterflies = checklist.filter((entry) => entry.group === 'butterfly');
const byName = new Map(checklist.map((entry) => [scientificName(entry), entry]));

describe('the shipped checklist', () => {
  test('holds the butterflies recorded in Hungary, each once', () => {
    expect(butterflies.length).toBeGreaterThanOrEqual(155);
    expect(new Set(checklist.map((entry) => entry.uri)).size).toBe(checklist.length);
    const families = new Set(butterflies.map((entry) => entry.family));
    expect([...families].sort()).toEqual(['Hesperiidae', 'Lycaenidae', 'Nymphalidae', 'Papilionidae', 'Pieridae', 'Riodinidae']);
    expect(new Set(butterflies.map((entry) => entry.statusHu))).toEqual(new Set(['present', 'migrant', 'irregular', 'extinct']));
  });

  test('holds at least 250 macro-moths', () => {
    const moths = checklist.filter((entry) => entry.group === 'moth');
    expect(moths.length).toBeGreaterThanOrEqual(250);
    expect(moths.some((entry) => entry.family === 'Sphingidae' && entry.genus === 'Acherontia')).toBe(true);
  });

  test('every entry has a subfamily, an English name, flight months and a difficulty', () => {
    for (const entry of butterflies) {
      expect(entry.subfamily, scientificName(entry)).toBeTruthy();
      expect(entry.commonNames.en, scientificName(entry)).toBeTruthy();
      expect(entry.flightMonths.length, scientificName(entry)).toBeGreaterThan(0);
      expect([1, 2, 3]).toContain(entry.difficulty);
    }
  });

  test('the genera of the media rule are all there', () => {
    for (const genus of ['Colias', 'Cupido', 'Melitaea', 'Plebejus', 'Pyrgus', 'Spialia']) {
      expect(
        butterflies.some((entry) => entry.genus === genus),
        genus,
      ).toBe(true);
    }
  });

  test('spot checks against the literature', () => {
    expect(byName.get('Papilio machaon')).toMatchObject({
      author: 'Linnaeus, 1758',
      family: 'Papilionidae',
      subfamily: 'Papilioninae',
      commonNames: { hu: 'fecskefarkú lepke', en: 'Swallowtail' },
      protection: { level: 'protected' },
    });
    expect(byName.get('Aglais io')).toMatchObject({ author: '(Linnaeus, 1758)', commonNames: { hu: 'nappali pávaszem', en: 'Peacock' } });
    expect(byName.get('Parnassius mnemosyne')?.protection?.level).toBe('protected');
    expect(byName.get('Lycaena dispar')).toMatchObject({ redListHu: 'LC', commonNames: { hu: 'nagy tűzlepke' } });
    // Two coppers, two names; a proper name before the hyphen keeps its capital.
    expect(byName.get('Lycaena phlaeas')?.commonNames.hu).toBe('közönséges tűzlepke');
    expect(byName.get('Lycaena thersamon')?.commonNames.hu).toBe('kis tűzlepke');
    expect(byName.get('Cupido osiris')?.commonNames.hu).toBe('Ozirisz-törpeboglárka');
    expect(byName.get('Colias myrmidone')).toMatchObject({ statusHu: 'extinct', redListHu: 'RE', iucn: 'EN' });
    expect(byName.get('Vanessa cardui')?.statusHu).toBe('migrant');
  });
});

describe('parseMonths', () => {
  test('ranges and generations', () => {
    expect(parseMonths('4-6;7-9')).toEqual([4, 5, 6, 7, 8, 9]);
    expect(parseMonths('5')).toEqual([5]);
    expect(parseMonths('')).toEqual([]);
  });
  test('impossible months are refused', () => {
    expect(() => parseMonths('0-3')).toThrow();
    expect(() => parseMonths('9-4')).toThrow();
    expect(() => parseMonths('13')).toThrow();
    expect(() => parseMonths('may')).toThrow();
  });
});
