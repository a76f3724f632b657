import { describe, expect, test } from 'vitest';
import { cellCentre, eeaCellCentre, eeaCells, gridCells, laea, nationalCell } from './grid.ts';

// Reference projections written from the published formulas, independently of proj4. GRS80 and
// WGS84 differ only in the 10th digit of the flattening, far below a centimetre here.
const A = 6378137;
const F = 1 / 298.257222101;
const E2 = 2 * F - F * F;
const E = Math.sqrt(E2);
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Ellipsoidal Lambert Azimuthal Equal Area, forward (EPSG Guidance Note 7-2, method 9820), with EPSG:3035's parameters. */
function laeaReference(lat: number, lon: number) {
  const q = (phi: number) => {
    const s = Math.sin(phi);
    return (1 - E2) * (s / (1 - E2 * s * s) - (1 / (2 * E)) * Math.log((1 - E * s) / (1 + E * s)));
  };
  const [phi0, lambda0, fe, fn] = [rad(52), rad(10), 4321000, 3210000];
  const qp = q(Math.PI / 2);
  const beta = Math.asin(q(rad(lat)) / qp);
  const beta0 = Math.asin(q(phi0) / qp);
  const rq = A * Math.sqrt(qp / 2);
  const d = (A * Math.cos(phi0)) / (Math.sqrt(1 - E2 * Math.sin(phi0) ** 2) * rq * Math.cos(beta0));
  const dl = rad(lon) - lambda0;
  const b = rq * Math.sqrt(2 / (1 + Math.sin(beta0) * Math.sin(beta) + Math.cos(beta0) * Math.cos(beta) * Math.cos(dl)));
  return {
    x: fe + b * d * Math.cos(beta) * Math.sin(dl),
    y: fn + (b / d) * (Math.cos(beta0) * Math.sin(beta) - Math.sin(beta0) * Math.cos(beta) * Math.cos(dl)),
  };
}

/** UTM, forward, by Krüger's series to n³ (Karney 2011), sub-millimetre within a zone. */
function utmReference(lat: number, lon: number, zone: number) {
  const n = F / (2 - F);
  const a = (A / (1 + n)) * (1 + n ** 2 / 4 + n ** 4 / 64);
  const alpha = [n / 2 - (2 * n ** 2) / 3 + (5 * n ** 3) / 16, (13 * n ** 2) / 48 - (3 * n ** 3) / 5, (61 * n ** 3) / 240];
  const phi = rad(lat);
  const dl = rad(lon) - rad(zone * 6 - 183);
  const c = (2 * Math.sqrt(n)) / (1 + n);
  const t = Math.sinh(Math.atanh(Math.sin(phi)) - c * Math.atanh(c * Math.sin(phi)));
  const xi = Math.atan(t / Math.cos(dl));
  const eta = Math.atanh(Math.sin(dl) / Math.sqrt(1 + t * t));
  let x = eta;
  let y = xi;
  alpha.forEach((value, i) => {
    const j = 2 * (i + 1);
    x += value * Math.cos(j * xi) * Math.sinh(j * eta);
    y += value * Math.sin(j * xi) * Math.cosh(j * eta);
  });
  return { easting: 500000 + 0.9996 * a * x, northing: 0.9996 * a * y };
}

/** The point at a UTM position, by correcting a guess with utmReference until it lands there. */
function utmPoint(zone: number, easting: number, northing: number) {
  let lat = northing / 111_000;
  let lon = zone * 6 - 183;
  for (let i = 0; i < 12; i++) {
    const here = utmReference(lat, lon, zone);
    lat += (northing - here.northing) / 111_000;
    lon += (easting - here.easting) / (111_000 * Math.cos(rad(lat)));
  }
  const landed = utmReference(lat, lon, zone);
  expect(Math.hypot(landed.easting - easting, landed.northing - northing)).toBeLessThan(0.001);
  return { lat, lon };
}

describe('EEA reference grid (EPSG:3035)', () => {
  test("the EEA's published reference points", () => {
    expect(eeaCells(52, 10).eea1km).toBe('1kmE4321N3210');
    expect(laea(52, 10)).toEqual({ x: expect.closeTo(4321000, 3), y: expect.closeTo(3210000, 3) });
    expect(eeaCells(54.176, -6.349).eea1km).toBe('1kmE3263N3572');
  });

  test.each([
    ['Budapest', 47.4979, 19.0402],
    ['Cluj-Napoca', 46.7712, 23.6236],
    ['Ankara', 39.9334, 32.8597],
    ['Lisbon', 38.7223, -9.1393],
    ['Tromsø', 69.6496, 18.956],
  ])('%s matches the independent LAEA to the centimetre', (_name, lat, lon) => {
    const reference = laeaReference(lat, lon);
    const point = laea(lat, lon)!;
    expect(Math.abs(point.x - reference.x)).toBeLessThan(0.01);
    expect(Math.abs(point.y - reference.y)).toBeLessThan(0.01);
    const code = (km: number) => `${km}kmE${Math.floor(reference.x / (km * 1000))}N${Math.floor(reference.y / (km * 1000))}`;
    expect(eeaCells(lat, lon)).toEqual({ eea1km: code(1), eea10km: code(10), eea100km: code(100) });
  });

  test.each([
    ['New York', 40.7128, -74.006],
    ['Sydney', -33.8688, 151.2093],
    ['50 N 60 E, east of the area', 50, 60],
    ['the Sahara, south of the area', 20, 10],
    ['a missing latitude', Number.NaN, 10],
    ['an impossible latitude', 95, 10],
    ['an impossible longitude', 50, 200],
  ])('is null for %s', (_name, lat, lon) => {
    expect(laea(lat, lon)).toBeNull();
    expect(eeaCells(lat, lon)).toEqual({ eea1km: null, eea10km: null, eea100km: null });
  });

  test.each([
    ['Budapest', 47.4979, 19.0402],
    ['Cluj-Napoca', 46.7712, 23.6236],
    ['Ankara', 39.9334, 32.8597],
  ])("the centre of each of %s's cells maps back to the cell", (_name, lat, lon) => {
    const cells = eeaCells(lat, lon);
    for (const key of ['eea1km', 'eea10km', 'eea100km'] as const) {
      const centre = eeaCellCentre(cells[key]!)!;
      expect(eeaCells(centre.lat, centre.lon)[key]).toBe(cells[key]);
    }
  });

  test('the centre of the origin cell is 500 m north-east of the origin', () => {
    const centre = eeaCellCentre('1kmE4321N3210')!;
    const reference = laeaReference(centre.lat, centre.lon);
    expect(reference.x).toBeCloseTo(4321500, 2);
    expect(reference.y).toBeCloseTo(3210500, 2);
  });

  test.each(['5kmE1N2', '1kmE12', '1kmN1E2', '10km E1 N2', ''])('a malformed code %j has no centre', (code) => {
    expect(eeaCellCentre(code)).toBeNull();
  });
});

describe('national grid (UTM 10 km squares, 2.5 km cells)', () => {
  // The 100 km square letters are derived by hand from the MGRS rules; the digits and sub-cells
  // from the independent UTM.
  test.each([
    ['Budapest, Parliament', 47.5071, 19.0456, '34TCT'],
    ['Debrecen', 47.5316, 21.6273, '34TET'],
    ['Pécs', 46.0727, 18.2323, '34TBS'],
    ['Sopron', 47.6817, 16.5845, '33TXN'],
    ['Szeged', 46.253, 20.1414, '34TDS'],
    ['Miskolc, north of 48°N', 48.1035, 20.7784, '34TDU'],
    ['Cluj-Napoca, 300 m east of a 100 km line', 46.7712, 23.6236, '34TGS'],
    ['Belgrade', 44.7866, 20.4489, '34TDQ'],
  ])('%s lies in %s', (_name, lat, lon, square100km) => {
    const { easting, northing } = utmReference(lat, lon, Number(square100km.slice(0, 2)));
    const digits = (size: number, count: number) => `${Math.floor((easting % (size * count)) / size)}${Math.floor((northing % (size * count)) / size)}`;
    const square10km = square100km + digits(10_000, 10);
    expect(nationalCell(lat, lon)).toEqual({ square10km, cell2_5km: `${square10km}_${digits(2_500, 4)}` });
  });

  test('the published MGRS example 33UXP0500444998 (Vienna) is 33TXP04, cell 21', () => {
    // From the proj4js/mgrs test suite; the band is U in true MGRS and T in the national code.
    expect(nationalCell(48.24949, 16.4145)).toEqual({ square10km: '33TXP04', cell2_5km: '33TXP04_21' });
  });

  test('the zone breaks at 18°E', () => {
    expect(nationalCell(46.5, 17.999)!.square10km).toMatch(/^33T/);
    expect(nationalCell(46.5, 18)!.square10km).toMatch(/^34T/);
    expect(nationalCell(46.5, 18.001)!.square10km).toMatch(/^34T/);
  });

  // Each square's UTM origin follows from its letters: column C/D/X is the 3rd/4th/6th 100 km
  // column of its zone's letter set (A–H in zone 34, S–Z in zone 33); row N is 5,200 km in odd
  // zones, and rows T and U are 5,200 and 5,300 km in even zones, whose letters are shifted by five.
  test.each([
    ['34TCT57', 34, 350_000, 5_270_000],
    ['34TDU46', 34, 440_000, 5_360_000],
    ['33TXN74', 33, 670_000, 5_240_000],
  ])('%s holds 16 cells numbered column then row from the south-west', (square, zone, easting, northing) => {
    for (let column = 0; column < 4; column++) {
      for (let row = 0; row < 4; row++) {
        // Both corners of each cell, a metre inside it.
        for (const [dx, dy] of [
          [1, 1],
          [2_499, 2_499],
        ]) {
          const { lat, lon } = utmPoint(zone, easting + column * 2_500 + dx!, northing + row * 2_500 + dy!);
          expect(nationalCell(lat, lon)).toEqual({ square10km: square, cell2_5km: `${square}_${column}${row}` });
        }
      }
    }
  });

  test.each([
    ['Berlin', 52.52, 13.405],
    ['Ankara', 39.9334, 32.8597],
    ['Bucharest, east of 24°E', 44.4268, 26.1025],
    ['just east of 24°E', 47, 24.001],
    ['a missing longitude', 47, Number.NaN],
  ])('is null for %s', (_name, lat, lon) => {
    expect(nationalCell(lat, lon)).toBeNull();
    expect(gridCells(lat, lon)).toMatchObject({ utm10km: null, utm2_5km: null });
  });

  test('24°E itself stays in zone 34', () => {
    expect(nationalCell(47, 24)!.square10km).toMatch(/^34T/);
  });
});

test('gridCells gives all five indexed cells of a point', () => {
  expect(gridCells(47.5071, 19.0456)).toEqual({
    eea1km: '1kmE5000N2752',
    eea10km: '10kmE500N275',
    eea100km: '100kmE50N27',
    utm10km: '34TCT56',
    utm2_5km: '34TCT56_11',
  });
});

describe('cellCentre: the centre of a map layer cell', () => {
  test.each([
    ['EEA1KM', '1kmE5000N2752', 'eea1km'],
    ['EEA10KM', '10kmE500N275', 'eea10km'],
    ['EEA100KM', '100kmE50N27', 'eea100km'],
  ] as const)('%s %s: the cell of its centre is itself, half a cell from the corner', (grid, code, column) => {
    const centre = cellCentre(grid, code)!;
    expect(eeaCells(centre.lat, centre.lon)[column]).toBe(code);
    const { x, y } = laeaReference(centre.lat, centre.lon);
    const size = Number(code.split('km')[0]) * 1000;
    const [e, n] = code.split('km')[1]!.slice(1).split('N').map(Number);
    expect(x).toBeCloseTo((e! + 0.5) * size, 1);
    expect(y).toBeCloseTo((n! + 0.5) * size, 1);
  });

  // The centres of the same squares as above, from their letters' UTM origins and the independent UTM.
  test.each([
    ['34TCT57', 34, 350_000, 5_270_000],
    ['34TDU46', 34, 440_000, 5_360_000],
    ['33TXN74', 33, 670_000, 5_240_000],
  ])('UTM2_5KM: the 16 cells of %s are centred 1250 m into each', (square, zone, easting, northing) => {
    for (let column = 0; column < 4; column++) {
      for (let row = 0; row < 4; row++) {
        const code = `${square}_${column}${row}`;
        const expected = utmPoint(zone, easting + column * 2_500 + 1_250, northing + row * 2_500 + 1_250);
        const centre = cellCentre('UTM2_5KM', code)!;
        expect(centre.lat).toBeCloseTo(expected.lat, 7);
        expect(centre.lon).toBeCloseTo(expected.lon, 7);
        expect(nationalCell(centre.lat, centre.lon)!.cell2_5km).toBe(code);
      }
    }
  });

  test('the cell of every point of the Carpathian Basin has its centre within the cell (under 1.8 km away)', () => {
    for (let lat = 44.6; lat <= 49.4; lat += 0.37) {
      for (let lon = 15.1; lon <= 23.9; lon += 0.41) {
        const code = nationalCell(lat, lon)!.cell2_5km;
        const centre = cellCentre('UTM2_5KM', code)!;
        const km = Math.hypot((centre.lat - lat) * 111.2, (centre.lon - lon) * 111.2 * Math.cos(rad(lat)));
        expect(km).toBeLessThan(1.78);
      }
    }
  });

  test.each([
    ['EEA1KM', '10kmE500N275'],
    ['EEA10KM', '1kmE5000N2752'],
    ['EEA10KM', '10kmE0500N275'],
    ['EEA100KM', '100kmE50N27 '],
    ['EEA10KM', '0'],
    ['UTM2_5KM', '34TCT56'],
    ['UTM2_5KM', '34TCT56_41'],
    ['UTM2_5KM', '34TCI56_11'],
    ['UTM2_5KM', '34TST56_11'],
    ['UTM2_5KM', '35TCT56_11'],
    ['UTM2_5KM', '10kmE500N275'],
  ] as const)('%s has no cell %j', (grid, code) => {
    expect(cellCentre(grid, code)).toBeNull();
  });
});
