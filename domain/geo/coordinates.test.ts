import { describe, expect, test } from 'vitest';
import {
  type CoordinateFormat,
  formatDms,
  parseCoordinate,
  parseCoordinatePair,
  parseVerbatimCoordinates,
  parseVerbatimFields,
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

  test('integers are degrees when a separator leaves no doubt', () => {
    expectPoint('47; 19', 47, 19, 'decimal');
    expectPoint('47, 19', 47, 19, 'decimal');
    expectPoint('47 -19', 47, -19, 'decimal');
    expectPoint('47 119', 47, 119, 'decimal');
  });

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
    expectPoint('0; 0', 0, 0);
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

  test.each(['E19.0402 N47.4979', '19.0402E 47.4979N', '19.0402E, 47.4979N'])('%s: letters decide the axis', (text) => expectPoint(text, 47.4979, 19.0402));

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
    ['-33.5N 151E', 'Could not parse string'],
    ['+33.5S 151E', 'Could not parse string'],
    ['47.5N -19E', 'Could not parse string'],
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

/**
 * What recorders paste, class by class, written from the output formats of GPS units (Garmin's
 * position formats, NMEA 0183 sentences, colon-separated logger exports), map services (Google
 * Maps in our four languages, Apple Maps, geocaching listings) and spreadsheets.
 */
describe('what GPS units, map services and spreadsheets write', () => {
  const BUDA = { lat: dms(47, 29, 10), lon: dms(19, 2, 50) };
  const BUDA_DM = { lat: dms(47, 29.167), lon: dms(19, 2.833) };

  test.each([
    [`47:29:10N 19:02:50E`, 'dms'],
    [`47:29:10 19:02:50`, 'dms'],
    [`N47:29:10 E19:02:50`, 'dms'],
    [`47:29:10.0N, 19:02:50.0E`, 'dms'],
  ])('colon-separated degrees, minutes and seconds: %s', (text, format) => expectPoint(text, BUDA.lat, BUDA.lon, format as CoordinateFormat));

  test.each([`N47:29.167 E19:02.833`, `47:29.167N 19:02.833E`, `47:29,167N 19:02,833E`])('colon-separated degrees and minutes: %s', (text) =>
    expectPoint(text, BUDA_DM.lat, BUDA_DM.lon, 'dm'),
  );

  test.each([
    `47 deg 29 min 10 sec N 19 deg 2 min 50 sec E`,
    `47deg 29min 10sec N, 19deg 02min 50sec E`,
    `47 degrees 29 minutes 10 seconds north 19 degrees 2 minutes 50 seconds east`,
    `47d29m10N 19d02m50E`,
    `47d29m10sN 19d02m50sE`,
    `47d 29m 10s N 19d 2m 50s E`,
    `North 47°29'10" East 19°02'50"`,
    `47°29'10" north, 19°02'50" east`,
    `47°29'10" Nord 19°02'50" Est`,
  ])('units and hemispheres spelled out: %s', (text) => expectPoint(text, BUDA.lat, BUDA.lon, 'dms'));

  test('spelled-out units with decimals, south and west', () => {
    expectPoint(`46deg 15min 30.5sec N 20deg 8min 0sec E`, dms(46, 15, 30.5), dms(20, 8), 'dms');
    expectPoint(`46d15m30.5N 20d08m00E`, dms(46, 15, 30.5), dms(20, 8), 'dms');
    expectPoint(`33 degrees 26 minutes 56 seconds south, 70 degrees 40 minutes 9 seconds west`, SANTIAGO.lat, SANTIAGO.lon, 'dms');
    expectPoint(`47.48611 north 19.04722 east`, 47.48611, 19.04722, 'decimal');
  });

  test.each([`47.29.10N 19.02.50E`, `47.29.10 N, 19.02.50 E`, `N47.29.10 E19.02.50`])('dotted DMS: %s', (text) => expectPoint(text, BUDA.lat, BUDA.lon, 'dms'));

  test('dotted DMS with decimal seconds, point or comma', () => {
    expectPoint(`47.29.10,5N 19.02.50,5E`, dms(47, 29, 10.5), dms(19, 2, 50.5), 'dms');
    expectPoint(`47.29.10.5N 19.02.50.5E`, dms(47, 29, 10.5), dms(19, 2, 50.5), 'dms');
  });

  test.each([
    [`4729.167N01902.833E`, BUDA_DM, 'dm'],
    [`4729.167N 01902.833E`, BUDA_DM, 'dm'],
    [`N4729.167 E01902.833`, BUDA_DM, 'dm'],
    [`4729.1670,N,01902.8330,E`, BUDA_DM, 'dm'],
    [`472910.0N0190250.0E`, BUDA, 'dms'],
    [`472910N 0190250E`, BUDA, 'dms'],
  ])('compact GPS forms: %s', (text, point, format) => expectPoint(text, point.lat, point.lon, format as CoordinateFormat));

  test('compact forms south and west: Santiago', () => {
    expectPoint(`3326.933S07040.150W`, -dms(33, 26.933), -dms(70, 40.15), 'dm');
    expectPoint(`332656S0704009W`, SANTIAGO.lat, SANTIAGO.lon, 'dms');
  });

  test.each([
    [`N47.48611° E019.04722°`, 'Garmin hddd.ddddd°'],
    [`N47°29.167' E019°02.833'`, "Garmin hddd°mm.mmm'"],
    [`N 47° 29.167' E 019° 02.833'`, 'Garmin, spaced'],
    [`N 47° 29.167 E 019° 02.833`, 'geocaching listing'],
    [`47.48611° N, 19.04722° E`, 'Apple Maps'],
    [`47.48611, 19.04722`, 'Google Maps, OpenStreetMap'],
    [`47,48611;19,04722`, 'a Hungarian spreadsheet'],
    [`47,48611\t19,04722`, 'a spreadsheet row, tab-separated'],
  ])('%s (%s)', (text) => {
    const parsed = parseCoordinatePair(text);
    expect(parsed.ok, text).toBe(true);
    if (parsed.ok) {
      expect(Math.abs(parsed.lat - 47.48611)).toBeLessThan(1e-4);
      expect(Math.abs(parsed.lon - 19.04722)).toBeLessThan(1e-4);
    }
  });

  test('Google Maps in Hungarian, Romanian and Turkish', () => {
    expectPoint(`47°29'10.0"É 19°02'50.0"K`, BUDA.lat, BUDA.lon, 'dms');
    expectPoint(`É 47°29'10" K 19°02'50"`, BUDA.lat, BUDA.lon, 'dms');
    expectPoint(`é.sz. 47°29'10" k.h. 19°02'50"`, BUDA.lat, BUDA.lon, 'dms');
    expectPoint(`47°29'10" É. sz., 19°02'50" K. h.`, BUDA.lat, BUDA.lon, 'dms');
    expectPoint(`33°26'56"D 70°40'09"Ny`, SANTIAGO.lat, SANTIAGO.lon, 'dms');
    expectPoint(`47°29'10.0"N 70°40'09.0"V`, BUDA.lat, -dms(70, 40, 9), 'dms');
    expectPoint(`41°00'29.5"K 28°58'42.2"D`, ISTANBUL.lat, ISTANBUL.lon, 'dms');
    expectPoint(`33°26'56"G 70°40'09"B`, SANTIAGO.lat, SANTIAGO.lon, 'dms');
    expectPoint(`41.00819 kuzey 28.97839 doğu`, 41.00819, 28.97839, 'decimal');
    expectPoint(`47.48611 észak 19.04722 kelet`, 47.48611, 19.04722, 'decimal');
  });

  test('a sign and a hemisphere together, when they agree', () => {
    expectPoint('-33.4489S -70.6693W', -33.4489, -70.6693, 'decimal');
    expectPoint(`-33°26'56"S 70°40'9"W`, SANTIAGO.lat, SANTIAGO.lon, 'dms');
    expectPoint('+47.4979N 19.0402E', 47.4979, 19.0402, 'decimal');
  });

  test.each([
    ['-47.4979N 19.0402E', 'Could not parse string'],
    ['47.4979N +19.0402W', 'Could not parse string'],
    ['47,19', 'Ambiguous coordinates'],
    ['47 19', 'Ambiguous coordinates'],
    ['46 15', 'Ambiguous coordinates'],
    ['-46 15', 'Ambiguous coordinates'],
    ['4729N 1902E 3', 'Could not parse string'],
  ])('refused: %j (%s)', (text, error) => expect(parseCoordinatePair(text)).toEqual({ ok: false, error }));
});

describe('one coordinate per field', () => {
  test('latitude and longitude typed apart, each in any notation', () => {
    const point = parseVerbatimFields(`47°29'10"N`, '19.04722');
    expect(point).toMatchObject({ kind: 'point', format: 'dms', latText: `47°29'10"N`, lonText: '19.04722' });
    if (point.kind !== 'point') throw new Error('not a point');
    expect(point.lat).toBeCloseTo(dms(47, 29, 10), 9);
    expect(point.lon).toBeCloseTo(19.04722, 9);
    expect(parseVerbatimFields('4729.167N', '01902.833E')).toMatchObject({ kind: 'point', format: 'dm' });
  });

  test('a latitude marked E or W, or a longitude marked N or S, is refused', () => {
    expect(parseVerbatimFields('19.04722E', '47.48611N')).toEqual({ kind: 'error', code: 'COORD_BAD_FORMAT', error: 'Could not parse string' });
    expect(parseVerbatimFields('47.48611W', '19.04722')).toEqual({ kind: 'error', code: 'COORD_BAD_FORMAT', error: 'Could not parse string' });
    expect(parseCoordinate('19.04722N', 'lon')).toEqual({ ok: false, error: 'Could not parse string' });
  });

  test('K and D read by the axis; alone without one they are ambiguous', () => {
    expect(parseCoordinate('41.008K', 'lat')).toMatchObject({ ok: true, value: 41.008 });
    expect(parseCoordinate('19.047K', 'lon')).toMatchObject({ ok: true, value: 19.047 });
    expect(parseCoordinate('33.45 D', 'lat')).toMatchObject({ ok: true, value: -33.45 });
    expect(parseCoordinate('28.978D', 'lon')).toMatchObject({ ok: true, value: 28.978 });
    expect(parseCoordinate('41.008K')).toEqual({ ok: false, error: 'Ambiguous coordinates' });
  });

  test('a whole pair typed into one field fills both', () => {
    expect(parseVerbatimFields(`47°29'10"N 19°02'50"E`, '')).toMatchObject({ kind: 'point', latText: `47°29'10"N`, lonText: `19°02'50"E` });
    expect(parseVerbatimFields(null, '19.0402E, 47.4979N')).toMatchObject({ kind: 'point', lat: 47.4979, latText: '47.4979N', lonText: '19.0402E' });
    expect(parseVerbatimFields('', ' ')).toEqual({ kind: 'empty' });
  });
});
