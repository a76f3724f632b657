import proj4 from 'proj4';

/**
 * The outline of a grid cell (GRIDS.md) from its code, in WGS84: the EEA reference grid's squares
 * in ETRS89-LAEA (`10kmE480N270`) and the national grid's UTM squares and 2.5 km cells
 * (`34TCT56`, `34TCT56_21`). Pure and isomorphic; the inverse of grid.ts.
 */

/** [lon, lat] in degrees, the order of GeoJSON and OpenLayers. */
export type LonLat = [lon: number, lat: number];

const WGS84 = 'EPSG:4326';
// EPSG:3035, as grid.ts defines it (WGS84 taken as ETRS89).
const laea = proj4(WGS84, '+proj=laea +lat_0=52 +lon_0=10 +x_0=4321000 +y_0=3210000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs');
const utmProjections = new Map<number, proj4.Converter>();
function utm(zone: number): proj4.Converter {
  let projection = utmProjections.get(zone);
  if (!projection) {
    projection = proj4(WGS84, `+proj=utm +zone=${zone} +datum=WGS84 +units=m +no_defs`);
    utmProjections.set(zone, projection);
  }
  return projection;
}

// The MGRS "AA" letters grid.ts names the 100 km squares with.
const COLUMN_LETTERS = ['ABCDEFGH', 'JKLMNPQR', 'STUVWXYZ'] as const;
const ROW_LETTERS = 'ABCDEFGHJKLMNPQRSTUV';

/** A square of projected metres: its south-west corner and side. */
interface Square {
  x: number;
  y: number;
  size: number;
  inverse: (point: [number, number]) => LonLat;
}

function eeaSquare(code: string): Square | null {
  const match = /^(1|10|100)kmE(\d{1,5})N(\d{1,5})$/.exec(code);
  if (!match) return null;
  const size = Number(match[1]) * 1000;
  return { x: Number(match[2]) * size, y: Number(match[3]) * size, size, inverse: (point) => laea.inverse<LonLat>(point) };
}

function nationalSquare(code: string): Square | null {
  const match = /^(33|34)T([A-Z])([A-Z])(\d)(\d)(?:_([0-3])([0-3]))?$/.exec(code);
  if (!match) return null;
  const zone = Number(match[1]);
  const column = COLUMN_LETTERS[(zone - 1) % 3]!.indexOf(match[2]!);
  const row = ROW_LETTERS.indexOf(match[3]!);
  if (column < 0 || row < 0) return null;
  // Row letters repeat every 2000 km: take the repeat that falls in the mid-latitudes (4400–6400 km north).
  const rowBlock = (row - (zone % 2 === 0 ? 5 : 0) + 20) % 20;
  const northing100 = rowBlock * 100_000 + (rowBlock >= 4 ? 4_000_000 : 6_000_000);
  const quarter = match[6] !== undefined;
  const size = quarter ? 2_500 : 10_000;
  const x = (column + 1) * 100_000 + Number(match[4]) * 10_000 + (quarter ? Number(match[6]) * 2_500 : 0);
  const y = northing100 + Number(match[5]) * 10_000 + (quarter ? Number(match[7]) * 2_500 : 0);
  const projection = utm(zone);
  return { x, y, size, inverse: (point) => projection.inverse<LonLat>(point) };
}

/**
 * The corners of a cell as a closed ring (south-west, south-east, north-east, north-west, and the
 * south-west again), in [lon, lat]; null for a code of no known grid.
 */
export function cellPolygon(code: string): LonLat[] | null {
  const square = eeaSquare(code) ?? nationalSquare(code);
  if (!square) return null;
  const { x, y, size, inverse } = square;
  const corners: [number, number][] = [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
  ];
  const ring = corners.map(inverse);
  return [...ring, ring[0]!];
}
