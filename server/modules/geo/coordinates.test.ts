import { describe, expect, test } from 'vitest';
import {
  type CoordinateFormat,
  formatDms,
  parseCoordinate,
  parseCoordinatePair,
  parseVerbatimCoordinates,
  truncateCoordinate,
} from './coordinates.ts';

/** Expected values are computed here, independently of the parser. */
const dms = (degrees: number, minutes = 0, seconds = 0) => degrees + minutes / 60 + seconds / 3600;

const BUDAPEST = { lat: dms(47, 29, 52.4), lon: dms(19, 2, 24.7) };
const CLUJ = { lat: dms(46, 46, 16.3), lon: dms(23, 37, 25) };
const ISTANBUL = { lat: dms(41, 0, 29.5), lon: dms(28, 58, 42.2) };
const SANTIAGO = { lat: -dms(33, 26, 56), lon: -dms(70, 40, 9) };

function expectPoint(text: string, lat: number, lon: number, format?: CoordinateFormat) {
  const parsed = parseCoordinatePair(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
  expect(parsed.lat).toBeCloseTo(lat, 9);
  expect(parsed.lon).toBeCloseTo(lon, 9);
  if (format) expect(parsed.format).toBe(format);
}

describe('decimal degrees', () => {
  test.each([
    '47.4979, 19.0402',
    '47.4979,19.0402',
    '47.4979 19.0402',
    '47.4979;19.0402',
    '47,4979; 19,0402',
    '47,4979 ; 19,0402',
    '47,4979 19,0402',
    '47,4979, 19,0402',
    '+47.4979 +19.0402',
    '47.4979° 19.0402°',
    '  47.4979 ,\t 19.0402\n',
  ])('%s is Budapest', (text) => expectPoint(text, 47.4979, 19.0402, 'decimal'));

  test('integers are degrees', () => expectPoint('47 19', 47, 19, 'decimal'));

  test('a sign makes south and west: Sydney, New York, Santiago', () => {
    expectPoint('-33.8688, 151.2093', -33.8688, 151.2093);
    expectPoint('40.7128 -74.0060', 40.7128, -74.006);
    expectPoint('40.7128 \u221274.0060', 40.7128, -74.006);
    expectPoint('\u221233.4489; \u221270.6693', -33.4489, -70.6693);
    expectPoint('- 33.4489 - 70.6693', -33.4489, -70.6693);
  });

  test('the limits are valid', () => {
    expectPoint('90 180', 90, 180);
    expectPoint('-90 -180', -90, -180);
    expectPoint('0 0', 0, 0);
  });
});

describe('hemisphere letters', () => {
  test.each([
    'N47.4979 E19.0402',
    'N 47.4979, E 19.0402',
    '47.4979N 19.0402E',
    '47.4979 N 19.0402 E',
    '47.4979N,19.0402E',
    '47.4979°N 19.0402°E',
    'n47.4979 e19.0402',
    '47.4979n 19.0402e',
    '+47.4979N +19.0402E',
  ])('%s is Budapest', (text) => expectPoint(text, 47.4979, 19.0402, 'decimal'));

  test.each(['E19.0402 N47.4979', '19.0402E 47.4979N', '19.0402E, 47.4979N'])('%s: letters decide the axis', (text) =>
    expectPoint(text, 47.4979, 19.0402),
  );

  test('S and W are negative, in either position and case', () => {
    expectPoint('33.4489S 70.6693W', -33.4489, -70.6693);
    expectPoint('S33.4489 W70.6693', -33.4489, -70.6693);
    expectPoint('w70.6693 s33.4489', -33.4489, -70.6693);
    expectPoint('N40.7128 W74.006', 40.7128, -74.006);
  });
});

describe('degrees and minutes', () => {
  test('Budapest and Cluj-Napoca', () => {
    expectPoint(`47°29.874'N 19°2.412'E`, dms(47, 29.874), dms(19, 2.412), 'dm');
    expectPoint(`N 46° 46.272′ E 23° 37.416′`, dms(46, 46.272), dms(23, 37.416), 'dm');
    expectPoint(`47 29.874 19 2.412`, dms(47, 29.874), dms(19, 2.412), 'dm');
    expectPoint(`47°29,874'N; 19°2,412'E`, dms(47, 29.874), dms(19, 2.412), 'dm');
  });

  test('Santiago, south and west', () => expectPoint(`33°26.933'S 70°40.15'W`, -dms(33, 26.933), -dms(70, 40.15), 'dm'));

  test('the more detailed notation names the pair', () => expectPoint(`47.5N 19°2'E`, 47.5, dms(19, 2), 'dm'));
});

describe('degrees, minutes and seconds', () => {
  test('Budapest, Cluj-Napoca, Istanbul, Santiago', () => {
    expectPoint(`47°29'52.4"N 19°02'24.7"E`, BUDAPEST.lat, BUDAPEST.lon, 'dms');
    expectPoint(`46°46'16.3"N 23°37'25.0"E`, CLUJ.lat, CLUJ.lon, 'dms');
    expectPoint(`41°00′29.5″N 28°58′42.2″E`, ISTANBUL.lat, ISTANBUL.lon, 'dms');
    expectPoint(`33°26'56"S 70°40'9"W`, SANTIAGO.lat, SANTIAGO.lon, 'dms');
    expectPoint(`W 70°40'9" S 33°26'56"`, SANTIAGO.lat, SANTIAGO.lon, 'dms');
    expectPoint(`-33°26'56" -70°40'9"`, SANTIAGO.lat, SANTIAGO.lon, 'dms');
    expectPoint(`\u221233°26'56" \u221270°40'9"`, SANTIAGO.lat, SANTIAGO.lon, 'dms');
  });

  test.each([
    [`47º29'52.4"N 19º02'24.7"E`, 'masculine ordinal º'],
    [`47˚29'52.4"N 19˚02'24.7"E`, 'ring above ˚'],
    [`47d29'52.4"N 19d02'24.7"E`, 'd'],
    [`47D 29' 52.4" N 19D 02' 24.7" E`, 'capital D'],
    [`47 deg 29' 52.4" N, 19 deg 02' 24.7" E`, 'deg'],
    [`47 degrees 29' 52.4" N, 19 degrees 02' 24.7" E`, 'degrees'],
    [`N 47 29 52.4 E 19 02 24.7`, 'spaces, letters before'],
    [`47 29 52.4 N 19 02 24.7 E`, 'spaces, letters after'],
    [`47 29 52.4 19 02 24.7`, 'spaces only'],
    [`47 29 52,4 19 02 24,7`, 'spaces only, decimal commas'],
    [`47°29′52.4″N 19°02′24.7″E`, 'prime ′ and double prime ″'],
    [`47°29’52.4”N 19°02’24.7”E`, 'right quotes ’ ”'],
    [`47°29‘52.4“N 19°02‘24.7“E`, 'left quotes ‘ “'],
    [`47°29´52.4"N 19°02´24.7"E`, 'acute accent ´'],
    [`47°29'52.4''N 19°02'24.7''E`, "two apostrophes ''"],
    [`47°29′52.4′′N 19°02′24.7′′E`, 'two primes ′′'],
    [`47°29'52.4" 19°02'24.7"`, 'no letters'],
    [`47° 29' 52.4" N , 19° 02' 24.7" E`, 'spaces everywhere'],
    [`47°29'52,4"N 19°02'24,7"E`, 'decimal commas'],
    [`47°29'52.4"N,19°02'24.7"E`, 'comma, no space'],
  ])('%s (%s)', (text) => expectPoint(text, BUDAPEST.lat, BUDAPEST.lon, 'dms'));
});

describe('errors, worded as the spec gives them', () => {
  test.each([
    ['181 19', 'Degrees out of range'],
    ['47 181', 'Degrees out of range'],
    [`200°10'N 19°E`, 'Degrees out of range'],
    ['90.5 19', 'Degrees out of range'],
    ['-95 19', 'Degrees out of range'],
    ['47 -180.01', 'Degrees out of range'],
    ['N95 E19', 'Degrees out of range'],
    ['E19 N95', 'Degrees out of range'],
    [`90°00'01"N 19°E`, 'Degrees out of range'],
    [`47°N 180°30'E`, 'Degrees out of range'],
    [`47°60'N 19°E`, 'Minutes out of range'],
    [`47°75.5'N 19°E`, 'Minutes out of range'],
    ['47 29 19 60', 'Minutes out of range'],
    [`47°10'60"N 19°E`, 'Seconds out of range'],
    [`47°10'75.2"N 19°E`, 'Seconds out of range'],
    ['', 'Could not parse string'],
    ['   ', 'Could not parse string'],
    ['Budapest', 'Could not parse string'],
    ['47.5', 'Could not parse string'],
    ['47.5 19.0 3', 'Could not parse string'],
    ['47 29 52.4 19 02 24.7 1', 'Could not parse string'],
    ['47.5;', 'Could not parse string'],
    ['47.5; 19; 3', 'Could not parse string'],
    ['47,4979,19,0402', 'Could not parse string'],
    ['N47.5 N19', 'Could not parse string'],
    ['E47.5 W19', 'Could not parse string'],
    ['47.5N 19', 'Could not parse string'],
    ['N47.5 19E', 'Could not parse string'],
    ['47.5 N 19 E 3', 'Could not parse string'],
    ['-47.5N 19E', 'Could not parse string'],
    ['-33.5S 151E', 'Could not parse string'],
    ['--33.5 151', 'Could not parse string'],
    ['33.5 151-', 'Could not parse string'],
    [`47.5°30' 19°`, 'Could not parse string'],
    [`47°30.5'15" 19°`, 'Could not parse string'],
    [`47'30° 19°`, 'Could not parse string'],
    [`47°°30 19°`, 'Could not parse string'],
    [`47°29' 19.04`, 'Could not parse string'],
    ['47.5 19.04 x', 'Could not parse string'],
    ['1e5 3', 'Could not parse string'],
    ['47..5 19', 'Could not parse string'],
  ])('%j: %s', (text, error) => {
    expect(parseCoordinatePair(text)).toEqual({ ok: false, error });
  });
});

describe('parseCoordinate, one value', () => {
  test('with or without its letter', () => {
    expect(parseCoordinate(`47°29'52.4"N`, 'lat')).toMatchObject({ ok: true, axis: 'lat', format: 'dms' });
    expect(parseCoordinate('19.0402', 'lon')).toEqual({ ok: true, value: 19.0402, axis: 'lon', format: 'decimal' });
    expect(parseCoordinate('W70.6693', 'lon')).toEqual({ ok: true, value: -70.6693, axis: 'lon', format: 'decimal' });
    expect(parseCoordinate('\u221233.4489', 'lat')).toMatchObject({ ok: true, value: -33.4489 });
  });

  test('a comma between digits is always a decimal comma', () => {
    expect(parseCoordinate('47,4979', 'lat')).toMatchObject({ ok: true, value: 47.4979 });
    expect(parseCoordinate('47, 4979', 'lat')).toEqual({ ok: false, error: 'Could not parse string' });
  });

  test('without an axis the letter gives it, else it stays unknown', () => {
    expect(parseCoordinate(`33°26'56"S`)).toMatchObject({ ok: true, axis: 'lat', format: 'dms' });
    expect(parseCoordinate('E19.0402')).toMatchObject({ ok: true, value: 19.0402, axis: 'lon' });
    expect(parseCoordinate('120')).toMatchObject({ ok: true, value: 120, axis: null });
    expect(parseCoordinate('N120')).toEqual({ ok: false, error: 'Degrees out of range' });
    expect(parseCoordinate('180.5')).toEqual({ ok: false, error: 'Degrees out of range' });
  });

  test('a letter of the other axis, a latitude beyond 90 or a second value is refused', () => {
    expect(parseCoordinate('47.5E', 'lat')).toEqual({ ok: false, error: 'Could not parse string' });
    expect(parseCoordinate('120', 'lat')).toEqual({ ok: false, error: 'Degrees out of range' });
    expect(parseCoordinate('120', 'lon')).toMatchObject({ ok: true, value: 120 });
    expect(parseCoordinate('47.5; 19', 'lat')).toEqual({ ok: false, error: 'Could not parse string' });
    expect(parseCoordinate(`47°61'`, 'lat')).toEqual({ ok: false, error: 'Minutes out of range' });
  });
});

describe('parseVerbatimCoordinates, the form field', () => {
  test('empty text clears the point', () => {
    for (const text of ['', '   ', '\t\n', null, undefined]) expect(parseVerbatimCoordinates(text)).toEqual({ kind: 'empty' });
  });

  test('a point, or an error carrying the form code and the precise message', () => {
    const point = parseVerbatimCoordinates(`46°46'16.3"N 23°37'25.0"E`);
    expect(point).toMatchObject({ kind: 'point', format: 'dms' });
    if (point.kind !== 'point') throw new Error('not a point');
    expect(point.lat).toBeCloseTo(CLUJ.lat, 9);
    expect(point.lon).toBeCloseTo(CLUJ.lon, 9);
    expect(parseVerbatimCoordinates('x')).toEqual({ kind: 'error', code: 'COORD_BAD_FORMAT', error: 'Could not parse string' });
    expect(parseVerbatimCoordinates(`47°61'N 19°E`)).toEqual({ kind: 'error', code: 'COORD_BAD_FORMAT', error: 'Minutes out of range' });
  });
});

describe('truncateCoordinate', () => {
  test.each([
    [47.497912345678, '47.49791234'],
    [-19.0402123456, '-19.0402123'],
    [151.20930000001, '151.2093'],
    [-151.209312345, '-151.209312'],
    [47.4979, '47.4979'],
    [47.99999999999, '47.99999999'],
    [0.0999999999996, '0.099999999'],
    [47, '47'],
    [-180, '-180'],
    [0, '0'],
    [-0, '0'],
    [-1e-12, '0'],
    [1e-7, '0.0000001'],
    [-1e-7, '-0.0000001'],
  ])('%d → %s (cut, never rounded)', (value, text) => {
    expect(truncateCoordinate(value)).toBe(text);
    expect(text.length).toBeLessThanOrEqual(11);
  });

  test('refuses what is not a coordinate', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, 180.5, -1e21]) expect(() => truncateCoordinate(value)).toThrow(RangeError);
  });
});

describe('formatDms', () => {
  test('writes canonical DMS that parses back', () => {
    const text = formatDms(dms(47, 29, 52.44), dms(19, 2, 24.72));
    expect(text).toBe(`47°29'52.44"N 19°02'24.72"E`);
    expectPoint(text, dms(47, 29, 52.44), dms(19, 2, 24.72), 'dms');
    expect(formatDms(SANTIAGO.lat, SANTIAGO.lon)).toBe(`33°26'56.00"S 70°40'09.00"W`);
  });

  test('rounds to hundredths of a second, carrying into minutes and degrees', () => {
    expect(formatDms(47.999999999, 19)).toBe(`48°00'00.00"N 19°00'00.00"E`);
    expect(formatDms(-0.000000001, -0)).toBe(`0°00'00.00"N 0°00'00.00"E`);
  });
});
