import proj4 from 'proj4';
import type { MapGrid } from './map-grids.ts';

/**
 * The grid cells every record is indexed by (formats in GRIDS.md): the EEA reference grid of 1, 10
 * and 100 km in ETRS89-LAEA (EPSG:3035), and the national grid of the Hungarian atlas, UTM 10 km
 * squares quartered twice into 2.5 km cells. Pure and isomorphic.
 */

/** A box of WGS84 degrees, bounds included. */
export interface Area {
  west: number;
  south: number;
  east: number;
  north: number;
}

const isValidPoint = (lat: number, lon: number) => Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
const inArea = (area: Area, lat: number, lon: number) => isValidPoint(lat, lon) && lon >= area.west && lon <= area.east && lat >= area.south && lat <= area.north;

const WGS84 = 'EPSG:4326';
// WGS84 positions are taken as ETRS89 (they differ by under a metre, far below the smallest cell).
const laeaProjection = proj4(WGS84, '+proj=laea +lat_0=52 +lon_0=10 +x_0=4321000 +y_0=3210000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs');

/** EPSG:3035's area of use, EPSG area 1298 (EU countries and candidates, on- and offshore). */
export const EEA_AREA: Area = { west: -35.58, south: 24.6, east: 44.83, north: 84.73 };

/** ETRS89-LAEA metres of a point inside EEA_AREA; null elsewhere or for an impossible point. */
export function laea(lat: number, lon: number): { x: number; y: number } | null {
  if (!inArea(EEA_AREA, lat, lon)) return null;
  const [x, y] = laeaProjection.forward<[number, number]>([lon, lat]);
  return { x, y };
}

export interface EeaCells {
  eea1km: string | null;
  eea10km: string | null;
  eea100km: string | null;
}

/** The EEA reference grid cells of a point, all null outside EEA_AREA. */
export function eeaCells(lat: number, lon: number): EeaCells {
  const point = laea(lat, lon);
  const code = (km: 1 | 10 | 100) => point && `${km}kmE${Math.floor(point.x / (km * 1000))}N${Math.floor(point.y / (km * 1000))}`;
  return { eea1km: code(1), eea10km: code(10), eea100km: code(100) };
}

/** The WGS84 centre of an EEA cell, e.g. to show a sensitive record at its 10 km cell; null for a malformed code. */
export function eeaCellCentre(code: string): { lat: number; lon: number } | null {
  const square = eeaSquare(code);
  return square && squareCentre(square);
}

/** The Carpathian Basin, which UTM zones 33 and 34 cover whole (they meet at 18°E). */
export const NATIONAL_AREA: Area = { west: 15, south: 44.5, east: 24, north: 49.5 };

// The MGRS 100 km square letters of the WGS84 ("AA") scheme: the column letters repeat every
// three zones, and the row letters of even zones are shifted by five.
const COLUMN_LETTERS = ['ABCDEFGH', 'JKLMNPQR', 'STUVWXYZ'] as const;
const ROW_LETTERS = 'ABCDEFGHJKLMNPQRSTUV';

const utmProjections = new Map<number, proj4.Converter>();

function utmProjection(zone: number): proj4.Converter {
  let projection = utmProjections.get(zone);
  if (!projection) {
    projection = proj4(WGS84, `+proj=utm +zone=${zone} +datum=WGS84 +units=m +no_defs`);
    utmProjections.set(zone, projection);
  }
  return projection;
}

function utm(lat: number, lon: number): { zone: number; easting: number; northing: number } {
  // The east edge belongs to the next zone; at NATIONAL_AREA.east that would be 35, so keep it in 34.
  const zone = Math.min(Math.floor((lon + 180) / 6) + 1, 34);
  const [easting, northing] = utmProjection(zone).forward<[number, number]>([lon, lat]);
  return { zone, easting, northing };
}

export interface NationalCell {
  /** the UTM 10 km square, e.g. 34TCT56 */
  square10km: string;
  /** the 2.5 km cell: the square, `_`, its column and row 0–3 from the south-west, e.g. 34TCT56_21 */
  cell2_5km: string;
}

/** The national grid cell of a point; null outside NATIONAL_AREA. */
export function nationalCell(lat: number, lon: number): NationalCell | null {
  if (!inArea(NATIONAL_AREA, lat, lon)) return null;
  const { zone, easting, northing } = utm(lat, lon);
  const column = COLUMN_LETTERS[(zone - 1) % 3]![Math.floor(easting / 100_000) - 1]!;
  const row = ROW_LETTERS[(Math.floor(northing / 100_000) + (zone % 2 === 0 ? 5 : 0)) % 20]!;
  const inSquareE = easting % 100_000;
  const inSquareN = northing % 100_000;
  // Band T throughout, so a square keeps one code across 48°N (true MGRS switches to U there).
  const square10km = `${zone}T${column}${row}${Math.floor(inSquareE / 10_000)}${Math.floor(inSquareN / 10_000)}`;
  const subCell = `${Math.floor((inSquareE % 10_000) / 2_500)}${Math.floor((inSquareN % 10_000) / 2_500)}`;
  return { square10km, cell2_5km: `${square10km}_${subCell}` };
}

/** The indexed grid columns of a record. */
export interface GridCells extends EeaCells {
  utm10km: string | null;
  utm2_5km: string | null;
}

export function gridCells(lat: number, lon: number): GridCells {
  const national = nationalCell(lat, lon);
  return { ...eeaCells(lat, lon), utm10km: national?.square10km ?? null, utm2_5km: national?.cell2_5km ?? null };
}

/** [lon, lat] in degrees, the order of GeoJSON and OpenLayers. */
export type LonLat = [lon: number, lat: number];

/** A cell as a square of projected metres: its south-west corner, its side, and the way back to WGS84. */
export interface CellSquare {
  x: number;
  y: number;
  size: number;
  toLonLat: (point: [x: number, y: number]) => LonLat;
}

const EEA_CODE = /^(1|10|100)kmE(\d+)N(\d+)$/;

function eeaSquare(code: string): CellSquare | null {
  const match = EEA_CODE.exec(code);
  if (!match) return null;
  const size = Number(match[1]) * 1000;
  return { x: Number(match[2]) * size, y: Number(match[3]) * size, size, toLonLat: (point) => laeaProjection.inverse<LonLat>(point) };
}

/** A national code: zone 33 or 34, band T, the 100 km square's letters, the 10 km digits, and for a 2.5 km cell `_`, column and row 0–3. */
const NATIONAL_CODE = /^(33|34)T([A-Z])([A-V])(\d)(\d)(?:_([0-3])([0-3]))?$/;

/**
 * The square of a national 10 km square or 2.5 km cell. The row letter repeats every 2 000 km of
 * northing: the one meant is between 4 000 and 6 000 km (36–54°N), which holds NATIONAL_AREA.
 */
function nationalSquare(code: string): CellSquare | null {
  const match = NATIONAL_CODE.exec(code);
  if (!match) return null;
  const zone = Number(match[1]);
  const column = COLUMN_LETTERS[(zone - 1) % 3]!.indexOf(match[2]!);
  const rowLetter = ROW_LETTERS.indexOf(match[3]!);
  if (column < 0 || rowLetter < 0) return null;
  const row = (rowLetter - (zone % 2 === 0 ? 5 : 0) + 20) % 20;
  const quarter = match[6] !== undefined;
  const size = quarter ? 2_500 : 10_000;
  const x = (column + 1) * 100_000 + Number(match[4]) * 10_000 + (quarter ? Number(match[6]) * 2_500 : 0);
  const y = 4_000_000 + row * 100_000 + Number(match[5]) * 10_000 + (quarter ? Number(match[7]) * 2_500 : 0);
  const projection = utmProjection(zone);
  return { x, y, size, toLonLat: (point) => projection.inverse<LonLat>(point) };
}

/** The square of any cell code: EEA (`10kmE480N270`), national (`34TCT56`, `34TCT56_21`); null for a code of no known grid. */
export function cellSquare(code: string): CellSquare | null {
  return eeaSquare(code) ?? nationalSquare(code);
}

function squareCentre({ x, y, size, toLonLat }: CellSquare): { lat: number; lon: number } {
  const [lon, lat] = toLonLat([x + size / 2, y + size / 2]);
  return { lat, lon };
}

/** The WGS84 centre of a national 2.5 km cell; null for a malformed code (or a 10 km square's). */
export function nationalCellCentre(code: string): { lat: number; lon: number } | null {
  const square = nationalSquare(code);
  return square && square.size === 2_500 ? squareCentre(square) : null;
}

/** The cell codes of each EEA layer: the size, then the lower-left corner without leading zeros. */
const EEA_CELL: Partial<Record<MapGrid, RegExp>> = {
  EEA100KM: /^100kmE(0|[1-9]\d{0,2})N(0|[1-9]\d{0,2})$/,
  EEA10KM: /^10kmE(0|[1-9]\d{0,3})N(0|[1-9]\d{0,3})$/,
  EEA1KM: /^1kmE(0|[1-9]\d{0,4})N(0|[1-9]\d{0,4})$/,
};

/**
 * The WGS84 centre of a cell of a map layer (MAP_GRIDS), e.g. to place its count on the map; null
 * when the code is not a cell of that layer.
 */
export function cellCentre(grid: MapGrid, code: string): { lat: number; lon: number } | null {
  const eea = EEA_CELL[grid];
  const centre = eea ? (eea.test(code) ? eeaCellCentre(code) : null) : nationalCellCentre(code);
  return centre && Number.isFinite(centre.lat) && Number.isFinite(centre.lon) ? centre : null;
}
