import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { mapLayersGridQuery } from '../../__generated__/mapLayersGridQuery.graphql.ts';
import type { mapLayersPointsQuery } from '../../__generated__/mapLayersPointsQuery.graphql.ts';
import type { BoundingBox } from '@domain/geo/countries.ts';
import type { LegendCount } from '@domain/geo/legend.ts';
import type { MapGridName } from '@domain/geo/map-layer.ts';
import { gridEnum, layerBox, type MapFilterInput } from './map-search.ts';
import type { GridData, PointData } from './ObservationMap.tsx';

/** The map's layers as they load (the map page, the animation): a grid layer's cells, the points in view. */

/** The most points one view asks for; more are left out (and the status says so). */
const POINTS_PER_VIEW = 2000;

const gridQuery = graphql`
  query mapLayersGridQuery($grid: MapGrid!, $count: MapCount!, $filter: ObservationFilter, $bbox: [Float!]) {
    observationGrid(grid: $grid, count: $count, filter: $filter, bbox: $bbox) {
      maxCount
      cells {
        cell
        count
        lat
        lon
      }
    }
  }
`;

const pointsQuery = graphql`
  query mapLayersPointsQuery($filter: ObservationFilter, $bbox: [Float!], $first: Int) {
    observationPoints(filter: $filter, bbox: $bbox, first: $first) {
      truncated
      points {
        recId
        lat
        lon
        name
      }
    }
  }
`;

/** `since`: when the shown data were asked for; live records that arrived later are added to them. */
export type LoadState<T> = { key: string; status: 'loading' | 'done' | 'failed'; data: T | null; since: number };

/** The state of the load of `key`: what it loaded, or loading while the last load's data stay shown. */
function current<T>(state: LoadState<T> | null, key: string): LoadState<T> {
  return state?.key === key ? state : { key, status: 'loading', data: state?.data ?? null, since: state?.since ?? 0 };
}

/**
 * A grid layer's cells for the filter (inside `layerBox` for the fine layers), loaded when the
 * layer, filter or box changes, or `refresh` does (asked again from the network then); the last
 * cells stay while the next load.
 */
export function useGridLayer(
  grid: MapGridName | null,
  count: LegendCount,
  filter: MapFilterInput,
  view: BoundingBox | null,
  refresh = 0,
): LoadState<GridData & { maxCount: number }> | null {
  const environment = useRelayEnvironment();
  const bbox = grid ? layerBox(grid, view) : null;
  const key = grid && bbox !== undefined ? JSON.stringify([grid, count, filter, bbox, refresh]) : null;
  const [state, setState] = useState<LoadState<GridData & { maxCount: number }> | null>(null);
  useEffect(() => {
    if (!grid || !key || bbox === undefined) return undefined;
    const since = Date.now();
    const subscription = fetchQuery<mapLayersGridQuery>(
      environment,
      gridQuery,
      { grid: gridEnum(grid), count, filter, bbox },
      { fetchPolicy: refresh ? 'network-only' : 'store-or-network' },
    ).subscribe({
      next: (data) => setState({ key, status: 'done', data: { grid, count, cells: data.observationGrid.cells, maxCount: data.observationGrid.maxCount }, since }),
      error: () => setState((last) => ({ key, status: 'failed', data: last?.data ?? null, since: last?.since ?? 0 })),
    });
    return () => subscription.unsubscribe();
    // key holds grid, count, filter, box and refresh
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [environment, key]);
  if (!grid) return null;
  return key ? current(state, key) : { key: '', status: 'loading', data: state?.data ?? null, since: state?.since ?? 0 };
}

/** The records in view as points, loaded again as the view moves. */
export function usePointsLayer(active: boolean, filter: MapFilterInput, bbox: BoundingBox | null): LoadState<{ points: PointData[]; truncated: boolean }> | null {
  const environment = useRelayEnvironment();
  // Boxes rounded to a few metres, so tiny moves do not ask again.
  const box = bbox?.map((value) => Math.round(value * 10_000) / 10_000);
  const key = active && box ? JSON.stringify([filter, box]) : null;
  const [state, setState] = useState<LoadState<{ points: PointData[]; truncated: boolean }> | null>(null);
  useEffect(() => {
    if (!key || !box) return undefined;
    const since = Date.now();
    const subscription = fetchQuery<mapLayersPointsQuery>(
      environment,
      pointsQuery,
      { filter, bbox: box, first: POINTS_PER_VIEW },
      { fetchPolicy: 'store-or-network' },
    ).subscribe({
      next: (data) => setState({ key, status: 'done', data: { points: [...data.observationPoints.points], truncated: data.observationPoints.truncated }, since }),
      error: () => setState((last) => ({ key, status: 'failed', data: last?.data ?? null, since: last?.since ?? 0 })),
    });
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [environment, key]);
  return key ? current(state, key) : active ? { key: '', status: 'loading', data: null, since: 0 } : null;
}
