import { describe, expect, it } from 'vitest';
import { EUROPE_CODE } from '@domain/geo/countries.ts';
import { geoCountry, normalizeGeo, withGeo } from './geo-filter.ts';

describe('geo filter', () => {
  it('accepts known codes in any case and falls back to Europe', () => {
    expect(normalizeGeo('hu')).toBe('HU');
    expect(normalizeGeo(' ro ')).toBe('RO');
    expect(normalizeGeo('US')).toBe(EUROPE_CODE);
    expect(normalizeGeo(null)).toBe(EUROPE_CODE);
    expect(normalizeGeo('eu')).toBe(EUROPE_CODE);
  });

  it('narrows a list to the country of the URL, or not at all for Europe', () => {
    expect(geoCountry(new URLSearchParams('geo=HU&type=2'))).toBe('HU');
    expect(geoCountry(new URLSearchParams('geo=EU'))).toBeNull();
    expect(geoCountry(new URLSearchParams('geo=XX'))).toBeNull();
    expect(geoCountry(new URLSearchParams())).toBeNull();
  });

  it('adds the code to the URL only when it is not the default', () => {
    expect(withGeo(new URLSearchParams('type=2'), 'HU').toString()).toBe('type=2&geo=HU');
    expect(withGeo(new URLSearchParams('type=2&geo=HU'), EUROPE_CODE).toString()).toBe('type=2');
  });
});
