import { describe, expect, test } from 'vitest';
import { commonNameIn, displayName, isNameLanguage } from './names.ts';

const MACHAON = { genus: 'Papilio', species: 'machaon', subspecies: null };

describe('the display name of a species', () => {
  test('the UI language first', () => {
    expect(displayName({ hu: 'fecskefarkú lepke', en: 'Swallowtail', ro: 'Fluturele coadă-de-rândunică' }, MACHAON, 'ro')).toBe('Fluturele coadă-de-rândunică');
    expect(displayName({ hu: 'fecskefarkú lepke', en: 'Swallowtail' }, MACHAON, 'hu')).toBe('fecskefarkú lepke');
  });

  test('then English, never another language', () => {
    expect(displayName({ hu: 'fecskefarkú lepke', en: 'Swallowtail' }, MACHAON, 'ro')).toBe('Swallowtail');
    expect(displayName({ hu: 'fecskefarkú lepke', en: 'Swallowtail', tr: 'Kırlangıçkuyruk' }, MACHAON, 'ro')).toBe('Swallowtail');
  });

  test('then the scientific name, not the Hungarian one', () => {
    expect(displayName({ hu: 'fecskefarkú lepke' }, MACHAON, 'ro')).toBe('Papilio machaon');
    expect(displayName({ hu: 'fecskefarkú lepke' }, MACHAON, 'en')).toBe('Papilio machaon');
    expect(displayName({}, { genus: 'Zygaena', species: 'filipendulae', subspecies: 'stephensi' }, 'tr')).toBe('Zygaena filipendulae stephensi');
  });

  test('blank names do not count; the entry list of GraphQL reads the same', () => {
    expect(commonNameIn({ ro: '  ', en: 'Swallowtail' }, 'ro')).toBe('Swallowtail');
    const entries = [
      { language: 'hu', name: 'fecskefarkú lepke' },
      { language: 'tr', name: 'Kırlangıçkuyruk' },
    ];
    expect(commonNameIn(entries, 'tr')).toBe('Kırlangıçkuyruk');
    expect(commonNameIn(entries, 'ro')).toBeNull();
    expect(displayName(entries, MACHAON, 'ro')).toBe('Papilio machaon');
  });

  test('the UI languages', () => {
    expect(['hu', 'en', 'ro', 'tr'].every(isNameLanguage)).toBe(true);
    expect(isNameLanguage('de')).toBe(false);
  });
});
