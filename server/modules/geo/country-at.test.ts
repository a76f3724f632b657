import { describe, expect, test } from 'vitest';
import { countryAt } from './country-at.ts';

describe('countryAt', () => {
  test.each([
    [47.4979, 19.0402, 'HU', 'Budapest'],
    [47.7856, 18.7403, 'HU', 'Esztergom, south of the Danube'],
    [47.8222, 18.7494, 'SK', 'Štúrovo, across the bridge'],
    [46.7712, 23.6236, 'RO', 'Cluj-Napoca'],
    [41.0082, 28.9784, 'TR', 'Istanbul, European side'],
    [38.4237, 27.1428, 'TR', 'İzmir'],
    [45.815, 15.9819, 'HR', 'Zagreb'],
  ])('%d, %d is %s (%s)', (lat, lon, code) => expect(countryAt(lat, lon)).toBe(code));

  test('the sea and countries outside the list have none', () => {
    expect(countryAt(43.5, 34.0)).toBeNull(); // the Black Sea
    expect(countryAt(-33.45, -70.67)).toBeNull(); // Santiago de Chile
  });
});
