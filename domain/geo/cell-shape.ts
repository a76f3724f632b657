import { cellSquare, type LonLat } from './grid.ts';

export type { LonLat };

/**
 * The outline of a grid cell (GRIDS.md) from its code, in WGS84: the corners of its square
 * (south-west, south-east, north-east, north-west, and the south-west again) as a closed ring in
 * [lon, lat]; null for a code of no known grid.
 */
export function cellPolygon(code: string): LonLat[] | null {
  const square = cellSquare(code);
  if (!square) return null;
  const { x, y, size, toLonLat } = square;
  const corners: [number, number][] = [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
  ];
  const ring = corners.map(toLonLat);
  return [...ring, ring[0]!];
}
