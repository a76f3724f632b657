import { describe, expect, it } from 'vitest';
import { EUROPE_CODE } from '@domain/geo/countries.ts';
import { normalizeGeo, withGeo } from './geo-filter.ts';
import { lettersString, parseTypeParam } from './entity-types.ts';

describe('geo filter', () => {
  it('accepts known codes in any case and falls back to Europe', () => {
    expect(normalizeGeo('hu', ['HU', 'RO'])).toBe('HU');
    expect(normalizeGeo('US', ['HU', 'RO'])).toBe(EUROPE_CODE);
    expect(normalizeGeo(null, ['HU'])).toBe(EUROPE_CODE);
  });

  it('adds the code to the URL only when it is not the default', () => {
    expect(withGeo(new URLSearchParams('type=2'), 'HU').toString()).toBe('type=2&geo=HU');
    expect(withGeo(new URLSearchParams('type=2&geo=HU'), EUROPE_CODE).toString()).toBe('type=2');
  });
});

describe('entity types and letters', () => {
  it('parses tab types and ignores unknown ones', () => {
    expect(parseTypeParam('6')).toBe(6);
    expect(parseTypeParam('-1')).toBe(-1);
    expect(parseTypeParam('5')).toBeNull();
    expect(parseTypeParam(null)).toBeNull();
  });

  it('orders letters canonically', () => {
    expect(lettersString(['m', 'A', 'R', 'A'])).toBe('ARm');
  });
});
