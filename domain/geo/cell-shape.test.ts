import { describe, expect, it } from 'vitest';
import { cellPolygon, type LonLat } from './cell-shape.ts';
import { eeaCells, nationalCell, NATIONAL_AREA } from './grid.ts';

/** Whether a point is inside a (convex, nearly rectangular) ring: on the inner side of every edge. */
function contains(ring: LonLat[], [lon, lat]: LonLat): boolean {
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[i + 1]!;
    if ((x2 - x1) * (lat - y1) - (y2 - y1) * (lon - x1) < 0) return false;
  }
  return true;
}

// A fixed spread of points (no randomness: a failure can be repeated).
function spread(west: number, south: number, east: number, north: number, steps: number): LonLat[] {
  const points: LonLat[] = [];
  for (let i = 0; i < steps; i++)
    for (let j = 0; j < steps; j++) points.push([west + ((east - west) * (i + 0.37)) / steps, south + ((north - south) * (j + 0.61)) / steps]);
  return points;
}

describe('cell outlines', () => {
  it('draws the Budapest cells of GRIDS.md around the Parliament', () => {
    const parliament: LonLat = [19.0456, 47.5071];
    for (const code of ['1kmE5000N2752', '10kmE500N275', '100kmE50N27', '34TCT56', '34TCT56_11']) {
      const ring = cellPolygon(code);
      expect(ring, code).not.toBeNull();
      expect(ring).toHaveLength(5);
      expect(ring![0]).toEqual(ring![4]);
      expect(contains(ring!, parliament), code).toBe(true);
    }
  });

  it('has the sizes of the codes: a 10 km cell is about 10 km a side', () => {
    const ring = cellPolygon('10kmE500N275')!;
    const [[lon0, lat0], [lon1]] = ring as [LonLat, LonLat];
    const kmPerDegree = 111.32 * Math.cos((lat0 * Math.PI) / 180);
    expect((lon1 - lon0) * kmPerDegree).toBeGreaterThan(9.5);
    expect((lon1 - lon0) * kmPerDegree).toBeLessThan(10.5);
    const [[, south], , , [, north]] = cellPolygon('34TCT56_11') as [LonLat, LonLat, LonLat, LonLat];
    expect((north - south) * 111.2).toBeCloseTo(2.5, 1);
  });

  it("puts every point of Europe inside its own EEA cells' outlines", () => {
    for (const point of spread(-10, 36, 40, 70, 9)) {
      const cells = eeaCells(point[1], point[0]);
      for (const code of [cells.eea1km, cells.eea10km, cells.eea100km]) expect(contains(cellPolygon(code!)!, point), `${code} ${point.join(',')}`).toBe(true);
    }
  });

  it("puts every point of the national area inside its own UTM square's and 2.5 km cell's outlines, on both sides of 18°E", () => {
    const { west, south, east, north } = NATIONAL_AREA;
    for (const point of spread(west, south, east, north, 12)) {
      const cell = nationalCell(point[1], point[0])!;
      expect(contains(cellPolygon(cell.square10km)!, point), `${cell.square10km} ${point.join(',')}`).toBe(true);
      expect(contains(cellPolygon(cell.cell2_5km)!, point), `${cell.cell2_5km} ${point.join(',')}`).toBe(true);
    }
  });

  it('refuses codes of no grid', () => {
    for (const code of ['', '10kmE500', '5kmE1N1', '35TCT56', '34TIT56', '34TCT56_4', '34TCT56_11x', 'e']) expect(cellPolygon(code), code).toBeNull();
  });
});
