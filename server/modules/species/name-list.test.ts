import { describe, expect, test } from 'vitest';
import { speciesKeys } from './name-list.ts';

describe('speciesKeys: how both imports read a name', () => {
  test('genus and species in any case', () => {
    for (const name of ['Aglais io', 'aglais io', 'AGLAIS IO', '  Aglais   Io ']) expect(speciesKeys(name)).toEqual({ species: 'aglais-io', subspecies: null });
  });
  test('a third word is a subspecies, which also stands for its species', () => {
    expect(speciesKeys('Papilio machaon Gorganus')).toEqual({ species: 'papilio-machaon', subspecies: 'papilio-machaon-gorganus' });
  });
  test('no name: one word, four words, digits', () => {
    for (const name of ['', 'Aglais', 'Aglais io io io', 'Aglais 10']) expect(speciesKeys(name)).toBeNull();
  });
});
