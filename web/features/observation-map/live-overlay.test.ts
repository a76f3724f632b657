import { describe, expect, it } from 'vitest';
import { type ArrivedRecord, withLiveCells, withLivePoints } from './live-overlay.ts';

const record = (recId: number, at: number, more: Partial<ArrivedRecord> = {}): ArrivedRecord => ({
  recId,
  at,
  name: 'Aglais io',
  lat: 47.5,
  lon: 19.05,
  generalised: false,
  newOnMap: true,
  eea100km: '100kmE50N27',
  eea10km: '10kmE500N275',
  eea1km: '1kmE5000N2750',
  utm2_5km: '34TCT56_11',
  ...more,
});

describe('live records on the map', () => {
  it('counts records new on the map that arrived after the layer was asked for in their cell, adding a cell where there was none', () => {
    const cells = [{ cell: '10kmE500N275', count: 3 }];
    const arrived = [record(1, 5), record(2, 20), record(3, 30, { eea10km: '10kmE501N275' }), record(5, 40, { newOnMap: false })];
    expect(withLiveCells(cells, 'eea10km', arrived, 10)).toEqual([
      { cell: '10kmE500N275', count: 4 },
      { cell: '10kmE501N275', count: 1 },
    ]);
  });

  it('does not count a generalised record on a fine grid, where it has no cell for the viewer', () => {
    const hidden = record(4, 20, { generalised: true, eea1km: null, utm2_5km: null });
    expect(withLiveCells([], 'eea1km', [hidden], 10)).toEqual([]);
    expect(withLiveCells([], 'eea10km', [hidden], 10)).toEqual([{ cell: '10kmE500N275', count: 1 }]);
  });

  it('adds a point only for a record with an exact place the viewer may see, once', () => {
    const points = [{ recId: 1, lat: 47, lon: 19, name: 'Aglais io' }];
    const arrived = [record(1, 20), record(2, 20), record(3, 20, { generalised: true }), record(4, 5), record(6, 20, { newOnMap: false })];
    expect(withLivePoints(points, arrived, 10).map((point) => point.recId)).toEqual([1, 2]);
  });
});
