import type { Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { ValidationError } from '../../errors.ts';
import { cellCentre } from '@domain/geo/grid.ts';
import { MAP_GRID_INFO, type MapCount, type MapGrid } from '@domain/geo/map-grids.ts';
import { isoDay } from '@domain/observations/dates.ts';
import { type ScientificName, scientificName } from '@domain/species/names.ts';
import type { Db } from '../objects/registry.ts';
import { rollupAnswers, rollupCounts } from './grid-rollup.ts';
import { exactPlaceVisible, PLACE_SELECT, type StoredPlace } from './place.ts';
import { PRESENTED_RECORD_INCLUDE } from './present.ts';
import { OBSERVATION_ORDER, type ObservationFilter, observationListWhere } from './service.ts';

/**
 * The observation map's grid layers (recording §2 /observation/map/, §7 the grid call): records
 * counted per stored cell code by the database, through the list's filter and the viewer's
 * visibility rule. A generalised record counts in its 10 and 100 km cells only, unless the viewer
 * may see its exact place (`exactPlaceVisible`). A guest's layer comes from the per-cell rollup
 * when its filter allows (grid-rollup.ts).
 */

export interface GridCellCount {
  cell: string;
  count: number;
  lat: number;
  lon: number;
}

export interface GridLayer {
  grid: MapGrid;
  count: MapCount;
  cells: GridCellCount[];
  maxCount: number;
}

/** The records of a layer the viewer may count: the list's filter, visibility, and exact places on fine grids. */
export function gridWhere(viewer: Viewer, grid: MapGrid, filter: ObservationFilter): Prisma.ObservationWhereInput {
  const { column, fine } = MAP_GRID_INFO[grid];
  return { AND: [observationListWhere(viewer, filter), ...(fine ? [exactPlaceVisible(viewer)] : []), { [column]: { not: null } }] };
}

/** The records of one cell of a layer; a malformed code is refused (422 FORMAT_ERROR on `cell`). */
export function gridCellWhere(viewer: Viewer, grid: MapGrid, cell: string, filter: ObservationFilter): Prisma.ObservationWhereInput {
  centreOf(grid, cell);
  return { AND: [gridWhere(viewer, grid, filter), { [MAP_GRID_INFO[grid].column]: cell }] };
}

/**
 * Cell centres already projected: a layer of 100,000 cells would spend most of a second in the
 * projection each time. Cells are few compared with records; the cache starts over when full.
 */
const centres = new Map<string, { lat: number; lon: number }>();
const CENTRES_KEPT = 250_000;

function centreOf(grid: MapGrid, cell: string): { lat: number; lon: number } {
  const key = `${grid} ${cell}`;
  const known = centres.get(key);
  if (known) return known;
  const centre = cellCentre(grid, cell);
  if (!centre) throw new ValidationError([{ field: 'cell', code: 'FORMAT_ERROR' }]);
  if (centres.size >= CENTRES_KEPT) centres.clear();
  centres.set(key, centre);
  return centre;
}

/**
 * A layer: every cell holding records the viewer may see with the filter, with its count of
 * records or of distinct species (catalogue species, and names typed without one), ordered by code;
 * with a box, the cells centred in it (by cell, never by a record's own place). A guest's layer with
 * a filter the per-cell rollup can express is counted there (grid-rollup.ts); every other one by
 * `recordGridCounts`, the reference both must agree with.
 */
export async function observationGrid(db: Db, viewer: Viewer, grid: MapGrid, count: MapCount, filter: ObservationFilter, bbox: Bbox | null = null): Promise<GridLayer> {
  const rollup = rollupAnswers(viewer, filter);
  const counts = rollup ? await rollupCounts(db, grid, count, rollup) : await recordGridCounts(db, viewer, grid, count, filter);
  const cells = [...counts]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([cell, n]) => ({ cell, count: n, ...centreOf(grid, cell) }))
    .filter((cell) => !bbox || (cell.lat >= bbox.south && cell.lat <= bbox.north && cell.lon >= bbox.west && cell.lon <= bbox.east));
  return { grid, count, cells, maxCount: cells.reduce((max, cell) => Math.max(max, cell.count), 0) };
}

/** A layer's counts per cell from the records themselves, through `gridWhere` (any viewer, any filter). */
export async function recordGridCounts(db: Db, viewer: Viewer, grid: MapGrid, count: MapCount, filter: ObservationFilter): Promise<Map<string, number>> {
  const column = MAP_GRID_INFO[grid].column;
  const where = gridWhere(viewer, grid, filter);
  const counts = new Map<string, number>();
  if (count === 'OBSERVATION') {
    const rows = await db.observation.groupBy({ by: [column], where, _count: { _all: true } });
    for (const row of rows) counts.set(row[column]!, row._count._all);
  } else {
    // One row per cell and species from the database; the cells' species are the rows counted.
    const rows = await db.observation.groupBy({ by: [column, 'speciesId', 'speciesText'], where });
    for (const row of rows) counts.set(row[column]!, (counts.get(row[column]!) ?? 0) + 1);
  }
  return counts;
}

export interface GridCellSpecies {
  speciesId: number | null;
  name: string;
  count: number;
  firstDate: string;
  lastDate: string;
}

export interface GridCellSummary {
  grid: MapGrid;
  cell: string;
  lat: number;
  lon: number;
  recordCount: number;
  /** the cell's species, most records first */
  species: GridCellSpecies[];
}

/** One cell of a layer (the grid detail popup): its visible records' species with counts and first and last days. */
export async function observationGridCell(db: Db, viewer: Viewer, grid: MapGrid, cell: string, filter: ObservationFilter): Promise<GridCellSummary> {
  const centre = centreOf(grid, cell);
  const where = gridCellWhere(viewer, grid, cell, filter);
  const groups = await db.observation.groupBy({
    by: ['speciesId', 'speciesText'],
    where,
    _count: { _all: true },
    _min: { dateFrom: true },
    _max: { dateTo: true },
  });
  const ids = groups.flatMap((group) => (group.speciesId === null ? [] : [group.speciesId]));
  const names = new Map(
    (await db.species.findMany({ where: { id: { in: ids } }, select: { id: true, genus: true, species: true, subspecies: true } })).map((species) => [
      species.id,
      scientificName(species),
    ]),
  );
  const species = groups
    .map((group) => ({
      speciesId: group.speciesId,
      name: (group.speciesId === null ? group.speciesText : names.get(group.speciesId)) ?? '',
      count: group._count._all,
      firstDate: isoDay(group._min.dateFrom!),
      lastDate: isoDay(group._max.dateTo!),
    }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return { grid, cell, ...centre, recordCount: species.reduce((sum, row) => sum + row.count, 0), species };
}

/** The most points the map asks for at once (and the default). */
export const OBSERVATION_POINTS_MAX = 5000;

/** A box of degrees: west, south, east, north. */
export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** `[west, south, east, north]` in degrees, or none; anything else is refused (422 FORMAT_ERROR on `bbox`). */
export function parseBbox(values: readonly number[] | null | undefined): Bbox | null {
  if (values === null || values === undefined) return null;
  const [west = NaN, south = NaN, east = NaN, north = NaN] = values;
  const valid = values.length === 4 && values.every(Number.isFinite) && -180 <= west && west <= east && east <= 180 && -90 <= south && south <= north && north <= 90;
  if (!valid) throw new ValidationError([{ field: 'bbox', code: 'FORMAT_ERROR' }]);
  return { west, south, east, north };
}

/**
 * The records shown as points: the list's filter and visibility, only those whose exact place the
 * viewer may see (`exactPlaceVisible`), with coordinates, inside the box.
 */
export function observationPointsWhere(viewer: Viewer, filter: ObservationFilter, bbox: Bbox | null): Prisma.ObservationWhereInput {
  const inBox = bbox ? { lat: { gte: bbox.south, lte: bbox.north }, lon: { gte: bbox.west, lte: bbox.east } } : { lat: { not: null }, lon: { not: null } };
  return { AND: [observationListWhere(viewer, filter), exactPlaceVisible(viewer), inBox] };
}

/** What a point reads: its place (cut by `presentPlace`) and its name. */
export const POINT_SELECT = {
  ...PLACE_SELECT,
  id: true,
  speciesText: true,
  species: { select: { genus: true, species: true, subspecies: true } },
} as const;

export type PointRow = StoredPlace & { id: number; speciesText: string | null; species: ScientificName | null };

export const pointName = (row: Pick<PointRow, 'species' | 'speciesText'>): string => (row.species ? scientificName(row.species) : (row.speciesText ?? ''));

/** One page of a cell's records, newest first, with what their presenter reads, and how many there are. */
export async function gridCellRecordPage(db: Db, viewer: Viewer, grid: MapGrid, cell: string, filter: ObservationFilter, page: { page: number; size: number }) {
  const where = gridCellWhere(viewer, grid, cell, filter);
  const [rows, total] = await Promise.all([
    db.observation.findMany({ where, orderBy: OBSERVATION_ORDER, skip: page.page * page.size, take: page.size, include: PRESENTED_RECORD_INCLUDE }),
    db.observation.count({ where }),
  ]);
  return { rows, total };
}
