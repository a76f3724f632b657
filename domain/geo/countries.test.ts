import { describe, expect, test } from 'vitest';
import { checkBoundary, COUNTRIES, DEFAULT_COUNTRY, EUROPE_CODE, EUROPE_REGION, findCountry, OUTSIDE_BOUNDARY } from './countries.ts';

const CAPITALS: [code: string, city: string, lat: number, lon: number][] = [
  ['HU', 'Budapest', 47.4979, 19.0402],
  ['RO', 'Bucharest', 44.4268, 26.1025],
  ['TR', 'Ankara', 39.9334, 32.8597],
  ['AT', 'Vienna', 48.2082, 16.3738],
  ['SK', 'Bratislava', 48.1486, 17.1077],
  ['RS', 'Belgrade', 44.7866, 20.4489],
  ['UA', 'Kyiv', 50.4501, 30.5234],
  ['MD', 'Chișinău', 47.0105, 28.8638],
  ['BY', 'Minsk', 53.9006, 27.559],
  ['RU', 'Moscow', 55.7558, 37.6173],
  ['GE', 'Tbilisi', 41.7151, 44.8271],
  ['AM', 'Yerevan', 40.1792, 44.4991],
  ['AZ', 'Baku', 40.4093, 49.8671],
  ['GB', 'London', 51.5074, -0.1278],
  ['ES', 'Madrid', 40.4168, -3.7038],
  ['PT', 'Lisbon', 38.7223, -9.1393],
  ['IS', 'Reykjavík', 64.1466, -21.9426],
  ['CY', 'Nicosia', 35.1856, 33.3823],
  ['MT', 'Valletta', 35.8989, 14.5146],
  ['GR', 'Athens', 37.9838, 23.7275],
  ['FI', 'Helsinki', 60.1699, 24.9384],
  ['NO', 'Oslo', 59.9139, 10.7522],
  ['LI', 'Vaduz', 47.141, 9.5209],
  ['VA', 'Vatican City', 41.9029, 12.4534],
];

/** Extreme points that a box cut too tight would lose. */
const EXTREMES: [code: string, place: string, lat: number, lon: number][] = [
  ['FI', 'Märket (Åland)', 60.3008, 19.1314],
  ['FI', 'Bogskär', 59.5037, 20.3522],
  ['EE', 'Vaindloo', 59.8159, 26.3597],
  ['IE', 'Fastnet Rock', 51.3891, -9.6031],
  ['GR', 'Gavdos', 34.8021, 24.0834],
  ['PT', 'Cabo da Roca', 38.7804, -9.5005],
  ['ES', 'Melilla', 35.2923, -2.9381],
  ['IT', 'Lampedusa', 35.5, 12.6],
  ['NO', 'Knivskjellodden', 71.1854, 25.6753],
  ['SE', 'Smygehuk', 55.3375, 13.3595],
  ['HU', 'Szeged', 46.253, 20.1414],
  ['RO', 'Sulina', 45.1564, 29.6528],
  ['TR', 'Edirne', 41.6771, 26.5557],
  ['CY', 'Cape Apostolos Andreas', 35.6944, 34.5861],
];

describe('COUNTRIES', () => {
  test('about fifty European countries with unique ISO codes and English names', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(48);
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(COUNTRIES.length);
    for (const { code, name } of COUNTRIES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(name.length).toBeGreaterThan(3);
    }
    const codes = COUNTRIES.map((country) => country.code);
    const EU_MEMBERS = [
      'AT',
      'BE',
      'BG',
      'HR',
      'CY',
      'CZ',
      'DK',
      'EE',
      'FI',
      'FR',
      'DE',
      'GR',
      'HU',
      'IE',
      'IT',
      'LV',
      'LT',
      'LU',
      'MT',
      'NL',
      'PL',
      'PT',
      'RO',
      'SK',
      'SI',
      'ES',
      'SE',
    ];
    expect(codes).toEqual(expect.arrayContaining([...EU_MEMBERS, 'IS', 'LI', 'NO', 'CH', 'GB', 'UA', 'MD', 'BY', 'TR', 'GE', 'AM', 'AZ', 'RU']));
    expect(codes).not.toContain(EUROPE_CODE);
  });

  test.each(COUNTRIES.map((country) => [country.code, country.bbox] as const))('%s has a well-formed box', (_code, [west, south, east, north]) => {
    expect(west).toBeLessThan(east);
    expect(south).toBeLessThan(north);
    expect(west).toBeGreaterThanOrEqual(-180);
    expect(east).toBeLessThanOrEqual(180);
    expect(south).toBeGreaterThanOrEqual(-90);
    expect(north).toBeLessThanOrEqual(90);
  });
});

describe('Europe', () => {
  test('is the default and contains every country box', () => {
    expect(DEFAULT_COUNTRY).toMatchObject({ code: EUROPE_CODE, name: 'Europe' });
    const [west, south, east, north] = DEFAULT_COUNTRY.bbox;
    for (const { code, bbox } of COUNTRIES) {
      expect(bbox[0], code).toBeGreaterThanOrEqual(west);
      expect(bbox[1], code).toBeGreaterThanOrEqual(south);
      expect(bbox[2], code).toBeLessThanOrEqual(east);
      expect(bbox[3], code).toBeLessThanOrEqual(north);
    }
  });

  test('its display region code names Europe, where EU would name the European Union', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    expect(names.of(EUROPE_REGION)).toBe('Europe');
  });
});

describe('findCountry', () => {
  test('finds codes in any case and Europe; not unknown ones', () => {
    expect(findCountry('hu')?.name).toBe('Hungary');
    expect(findCountry(' TR ')?.name).toBe('Türkiye');
    expect(findCountry('eu')).toBe(DEFAULT_COUNTRY);
    expect(findCountry('US')).toBeUndefined();
    expect(findCountry('')).toBeUndefined();
  });
});

describe('checkBoundary', () => {
  test.each(CAPITALS)('%s: %s lies in its box and in Europe', (code, _city, lat, lon) => {
    expect(checkBoundary(code, lat, lon)).toBeNull();
    expect(checkBoundary(EUROPE_CODE, lat, lon)).toBeNull();
  });

  test.each(EXTREMES)('%s: %s lies in its box', (code, _place, lat, lon) => {
    expect(checkBoundary(code, lat, lon)).toBeNull();
  });

  test('a point elsewhere is refused with the spec’s message', () => {
    expect(OUTSIDE_BOUNDARY).toBe('Coordinates are outside of the acceptable boundary');
    expect(checkBoundary('RO', 47.4979, 19.0402)).toBe(OUTSIDE_BOUNDARY);
    expect(checkBoundary('HU', 44.4268, 26.1025)).toBe(OUTSIDE_BOUNDARY);
    expect(checkBoundary('HU', 19.0402, 47.4979)).toBe(OUTSIDE_BOUNDARY);
    expect(checkBoundary(EUROPE_CODE, 40.7128, -74.006)).toBe(OUTSIDE_BOUNDARY);
    expect(checkBoundary(EUROPE_CODE, -33.4489, -70.6693)).toBe(OUTSIDE_BOUNDARY);
    expect(checkBoundary('HU', Number.NaN, 19)).toBe(OUTSIDE_BOUNDARY);
  });

  test('an unknown country accepts nothing', () => {
    expect(checkBoundary('XX', 47.4979, 19.0402)).toBe(OUTSIDE_BOUNDARY);
  });

  test('a fix just across the edge of a box is let through, a kilometre beyond is not', () => {
    const [west, , , north] = findCountry('HU')!.bbox;
    expect(checkBoundary('HU', north + 0.004, 19)).toBeNull();
    expect(checkBoundary('HU', north + 0.01, 19)).toBe(OUTSIDE_BOUNDARY);
    expect(checkBoundary('HU', 47, west - 0.02)).toBe(OUTSIDE_BOUNDARY);
  });
});
