/**
 * The countries of the geo filter and of the entry boundary check (recording §1 and §5): European
 * countries as ISO 3166-1 alpha-2 codes with WGS84 bounding boxes, and Europe itself, the default.
 * Pure and isomorphic.
 *
 * Boxes are rounded outward from the extreme points, so they contain the whole European territory:
 * islands included (Åland, Gavdos, Lampedusa, Fastnet, the Berlengas), as are Ceuta and Melilla;
 * Russia is its European part (west of the Urals, north of the Caucasus ridge, up to Vaygach).
 * Overseas and far Atlantic or Arctic territories (Canaries, Azores, Madeira, Svalbard, Jan Mayen,
 * Novaya Zemlya, Rockall) are outside.
 */

/** [west, south, east, north] in degrees: [minLon, minLat, maxLon, maxLat]. */
export type BoundingBox = readonly [west: number, south: number, east: number, north: number];

export interface Country {
  /** ISO 3166-1 alpha-2, or EUROPE_CODE */
  code: string;
  /** English; the UI names countries with Intl.DisplayNames */
  name: string;
  bbox: BoundingBox;
}

const BOXES: Record<string, [name: string, bbox: BoundingBox]> = {
  AD: ['Andorra', [1.4, 42.42, 1.8, 42.66]],
  AL: ['Albania', [19.25, 39.63, 21.07, 42.67]],
  AM: ['Armenia', [43.44, 38.83, 46.64, 41.31]],
  AT: ['Austria', [9.53, 46.37, 17.17, 49.03]],
  AZ: ['Azerbaijan', [44.76, 38.26, 50.65, 41.92]],
  BA: ['Bosnia and Herzegovina', [15.71, 42.55, 19.63, 45.28]],
  BE: ['Belgium', [2.54, 49.49, 6.41, 51.51]],
  BG: ['Bulgaria', [22.35, 41.23, 28.62, 44.22]],
  BY: ['Belarus', [23.17, 51.26, 32.78, 56.18]],
  CH: ['Switzerland', [5.95, 45.81, 10.5, 47.81]],
  CY: ['Cyprus', [32.25, 34.55, 34.65, 35.72]],
  CZ: ['Czechia', [12.09, 48.55, 18.86, 51.06]],
  DE: ['Germany', [5.86, 47.26, 15.05, 55.07]],
  DK: ['Denmark', [8.06, 54.55, 15.21, 57.76]],
  EE: ['Estonia', [21.76, 57.5, 28.22, 59.82]],
  ES: ['Spain', [-9.31, 35.17, 4.34, 43.8]],
  FI: ['Finland', [19.08, 59.45, 31.59, 70.1]],
  FR: ['France', [-5.16, 41.31, 9.57, 51.1]],
  GB: ['United Kingdom', [-8.7, 49.85, 1.77, 60.87]],
  GE: ['Georgia', [39.95, 41.04, 46.75, 43.6]],
  GR: ['Greece', [19.3, 34.79, 29.66, 41.76]],
  HR: ['Croatia', [13.48, 42.38, 19.46, 46.56]],
  HU: ['Hungary', [16.11, 45.73, 22.91, 48.59]],
  IE: ['Ireland', [-10.7, 51.38, -5.99, 55.45]],
  IS: ['Iceland', [-24.55, 63.28, -13.49, 67.15]],
  IT: ['Italy', [6.62, 35.48, 18.53, 47.1]],
  LI: ['Liechtenstein', [9.47, 47.04, 9.64, 47.28]],
  LT: ['Lithuania', [20.93, 53.89, 26.84, 56.46]],
  LU: ['Luxembourg', [5.73, 49.44, 6.54, 50.19]],
  LV: ['Latvia', [20.96, 55.67, 28.25, 58.09]],
  MC: ['Monaco', [7.4, 43.72, 7.44, 43.76]],
  MD: ['Moldova', [26.61, 45.46, 30.17, 48.5]],
  ME: ['Montenegro', [18.43, 41.84, 20.36, 43.56]],
  MK: ['North Macedonia', [20.45, 40.85, 23.04, 42.38]],
  MT: ['Malta', [14.18, 35.78, 14.58, 36.09]],
  NL: ['Netherlands', [3.35, 50.74, 7.23, 53.57]],
  NO: ['Norway', [4.4, 57.9, 31.18, 71.2]],
  PL: ['Poland', [14.12, 49, 24.15, 54.84]],
  PT: ['Portugal', [-9.6, 36.95, -6.18, 42.16]],
  RO: ['Romania', [20.26, 43.61, 29.77, 48.27]],
  RS: ['Serbia', [18.81, 41.85, 23.01, 46.19]],
  RU: ['Russia', [19.6, 41.18, 66.7, 70.5]],
  SE: ['Sweden', [10.95, 55.33, 24.18, 69.07]],
  SI: ['Slovenia', [13.37, 45.42, 16.62, 46.88]],
  SK: ['Slovakia', [16.83, 47.73, 22.57, 49.62]],
  SM: ['San Marino', [12.4, 43.89, 12.52, 44]],
  TR: ['Türkiye', [25.66, 35.81, 44.82, 42.11]],
  UA: ['Ukraine', [22.13, 44.38, 40.23, 52.38]],
  VA: ['Vatican City', [12.44, 41.9, 12.46, 41.91]],
  XK: ['Kosovo', [20.01, 41.85, 21.8, 43.27]],
};

/**
 * Europe's code, the one the geo filter already uses. Intl.DisplayNames reads 'EU' as "European
 * Union": the UI should name it by EUROPE_REGION, the UN M49 code of Europe.
 */
export const EUROPE_CODE = 'EU';
export const EUROPE_REGION = '150';

export const COUNTRIES: readonly Country[] = Object.entries(BOXES).map(([code, [name, bbox]]) => ({ code, name, bbox }));

function union(boxes: readonly BoundingBox[]): BoundingBox {
  return [
    Math.min(...boxes.map((box) => box[0])),
    Math.min(...boxes.map((box) => box[1])),
    Math.max(...boxes.map((box) => box[2])),
    Math.max(...boxes.map((box) => box[3])),
  ];
}

/** Europe, the union of every box: the geo filter's "no narrowing" and the default country of a record. */
export const DEFAULT_COUNTRY: Country = { code: EUROPE_CODE, name: 'Europe', bbox: union(COUNTRIES.map((country) => country.bbox)) };

const BY_CODE = new Map<string, Country>([[EUROPE_CODE, DEFAULT_COUNTRY], ...COUNTRIES.map((country) => [country.code, country] as const)]);

/** A country (or Europe) by its code, in any letter case; undefined when unknown. */
export function findCountry(code: string): Country | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}

/** A GPS fix on a coast or a border may fall just outside a box: this much slack (≈ 500 m). */
export const BOUNDARY_MARGIN = 0.005;

export const OUTSIDE_BOUNDARY = 'Coordinates are outside of the acceptable boundary';

/** null when the point lies in the box of the country (or Europe); else the spec's message, also for an unknown code. */
export function checkBoundary(countryCode: string, lat: number, lon: number): typeof OUTSIDE_BOUNDARY | null {
  const country = findCountry(countryCode);
  if (!country) return OUTSIDE_BOUNDARY;
  const [west, south, east, north] = country.bbox;
  const inside = lon >= west - BOUNDARY_MARGIN && lon <= east + BOUNDARY_MARGIN && lat >= south - BOUNDARY_MARGIN && lat <= north + BOUNDARY_MARGIN;
  return inside ? null : OUTSIDE_BOUNDARY;
}

/** A country code of the list (not Europe), exactly as stored: upper case. */
export function isCountryCode(value: string): boolean {
  return value !== EUROPE_CODE && BY_CODE.has(value);
}

/** Whether a value is a geo filter as stored: Europe (EU) or a country code of the list, upper case. */
export function isGeoFilter(value: string): boolean {
  return value === EUROPE_CODE || isCountryCode(value);
}

/** The country a geo filter narrows to, or null for Europe (the default, no narrowing) and unknown codes. */
export function geoFilterCountry(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase();
  return code && isCountryCode(code) ? code : null;
}
