import { describe, expect, it } from 'vitest';
import { validateForm } from '../forms/rules.ts';
import {
  CHECKLIST_DATASET_URL,
  displayName,
  externalRefUrl,
  flightSummary,
  monthNames,
  monthRuns,
  parseGroupParam,
  SPECIES_FIELD_RULES,
  speciesRules,
} from './species-text.ts';

describe('displayName', () => {
  const names = [
    { language: 'hu', name: 'fecskefarkú lepke' },
    { language: 'en', name: 'Swallowtail' },
    { language: 'tr', name: 'Kırlangıçkuyruk' },
  ];
  it("takes the UI language first, then English, never another language's name", () => {
    expect(displayName(names, 'tr')).toBe('Kırlangıçkuyruk');
    expect(displayName(names, 'ro')).toBe('Swallowtail');
    expect(displayName([names[0]!, names[2]!], 'ro')).toBeNull();
    expect(displayName([], 'hu')).toBeNull();
  });
});

describe('monthRuns', () => {
  it('joins neighbouring months and runs across New Year', () => {
    expect(monthRuns([4, 5, 6, 7, 8, 9])).toEqual([[4, 9]]);
    expect(monthRuns([5, 7, 8])).toEqual([
      [5, 5],
      [7, 8],
    ]);
    expect(monthRuns([1, 2, 11, 12])).toEqual([[11, 2]]);
    expect(monthRuns(Array.from({ length: 12 }, (_, i) => i + 1))).toEqual([[1, 12]]);
    expect(monthRuns([0, 13])).toEqual([]);
  });
});

describe('month names', () => {
  it('come from Intl in the UI language, January first', () => {
    expect(monthNames('en', 'long')[0]).toBe('January');
    expect(monthNames('hu', 'long')[11]).toBe('december');
    expect(flightSummary('hu', [4, 5, 6, 7, 8, 9])).toBe('április–szeptember');
  });
});

describe('form rules', () => {
  it('wants a capitalised genus and lower-case epithets', () => {
    const values = { genus: 'papilio', species: 'Machaon', subspecies: '', author: 'Linnaeus, 1758', family: 'Papilionidae' };
    expect(validateForm(values, SPECIES_FIELD_RULES, speciesRules)).toEqual([
      { field: 'genus', code: 'GENUS_FORMAT' },
      { field: 'species', code: 'EPITHET_FORMAT' },
    ]);
    expect(validateForm({ ...values, genus: 'Papilio', species: 'machaon' }, SPECIES_FIELD_RULES, speciesRules)).toEqual([]);
  });

  it('requires the name, author and family', () => {
    expect(validateForm({}, SPECIES_FIELD_RULES, speciesRules).map((problem) => problem.field)).toEqual(['genus', 'species', 'author', 'family']);
  });

  it('checks a thumbnail address and a whole HUF value', () => {
    expect(speciesRules.url('ftp://x')).toBe('INVALID_URL');
    expect(speciesRules.url('https://example.org/a.jpg')).toBeNull();
    expect(speciesRules.wholeNumber('10000')).toBeNull();
    expect(speciesRules.wholeNumber('-5')).toBe('WHOLE_NUMBER');
  });
});

describe('route parameters', () => {
  it('parses groups', () => {
    expect(parseGroupParam('moth')).toBe('moth');
    expect(parseGroupParam('all')).toBeNull();
  });

  it('links external references', () => {
    expect(externalRefUrl('https://www.gbif.org/species/1')).toBe('https://www.gbif.org/species/1');
    expect(externalRefUrl('eurobutt-checklist:taxon:abc')).toBe(CHECKLIST_DATASET_URL);
    expect(externalRefUrl('Bálint 1996')).toBeNull();
  });
});
