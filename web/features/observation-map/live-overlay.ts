import type { MapGridName } from '@domain/geo/map-layer.ts';
import type { GridCellData, PointData } from './ObservationMap.tsx';

/** A newly accepted record as the `observationAccepted` subscription gives it (its place as the viewer may see it). */
export interface LiveRecord {
  recId: number;
  name: string;
  lat: number | null;
  lon: number | null;
  generalised: boolean;
  /** the map did not hold it before (a pending record others could see is on their map already) */
  newOnMap: boolean;
  eea100km: string | null;
  eea10km: string | null;
  eea1km: string | null;
  utm2_5km: string | null;
}

/** A live record with the moment it arrived, so a layer loaded afterwards does not count it twice. */
export interface ArrivedRecord extends LiveRecord {
  at: number;
}

/**
 * A layer's record counts with the records new on the map that arrived after it was asked for: one more in each
 * one's cell of this grid, a new cell where there was none. A record without a cell of the grid —
 * a generalised one on the 1 km or 2.5 km grid, as the server presents it to others — counts nowhere,
 * as on the server's layer.
 */
export function withLiveCells(cells: readonly GridCellData[], grid: MapGridName, arrived: readonly ArrivedRecord[], since: number): GridCellData[] {
  const added = new Map<string, number>();
  for (const record of arrived) {
    const cell = record[grid];
    if (record.newOnMap && record.at > since && cell) added.set(cell, (added.get(cell) ?? 0) + 1);
  }
  if (!added.size) return [...cells];
  const counted = cells.map((each) => {
    const more = added.get(each.cell);
    added.delete(each.cell);
    return more ? { ...each, count: each.count + more } : each;
  });
  return [...counted, ...[...added].map(([cell, count]) => ({ cell, count }))];
}

/** The points with the records that arrived after they were asked for, those with an exact place the viewer may see. */
export function withLivePoints(points: readonly PointData[], arrived: readonly ArrivedRecord[], since: number): PointData[] {
  const shown = new Set(points.map((point) => point.recId));
  const added = arrived.flatMap((record) =>
    record.newOnMap && record.at > since && !record.generalised && record.lat !== null && record.lon !== null && !shown.has(record.recId)
      ? [{ recId: record.recId, lat: record.lat, lon: record.lon, name: record.name }]
      : [],
  );
  return added.length ? [...points, ...added] : [...points];
}
