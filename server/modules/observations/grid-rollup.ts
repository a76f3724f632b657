import type { Viewer } from '../../auth/viewer.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';
import { geoFilterCountry } from '@domain/geo/countries.ts';
import { MAP_GRID_INFO, type MapCount, type MapGrid } from '@domain/geo/map-grids.ts';
import type { Db } from '../objects/registry.ts';
import type { ObservationFilter } from './service.ts';

/**
 * The map's grid layers from the per-cell rollup (`ObservationGridCount`, issue 15 performance):
 * the records a guest may see (public item, accepted or pending), counted per grid cell, species,
 * country, years of dateFrom and dateTo, status, and whether the place is generalised. Database
 * triggers keep it in the writing transaction (migration grid_rollup), so a layer costs a GROUP BY
 * over cells, not over records.
 *
 * Only a guest's layer is answered here, and only for filters the rollup can express
 * (`rollupFilter`); everything else takes the record path in grid.ts, which stays the reference.
 */

/** The filter fields the rollup keeps; a field not named here (present or future) sends the layer to the records. */
const ROLLUP_FIELDS = new Set<string>(['speciesId', 'status', 'country', 'dateFrom', 'dateTo']);

/** A filter as the rollup reads it. */
export interface RollupFilter {
  speciesId: number | null;
  status: number[] | null;
  country: string | null;
  /** records whose last year is this one or later */
  yearFrom: number | null;
  /** records whose first year is this one or earlier */
  yearTo: number | null;
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * The filter in the rollup's terms, or null when the rollup cannot answer it exactly: a field
 * outside `ROLLUP_FIELDS`, or dates that are not whole years (from 1 January, to 31 December).
 * The list's rule `dateTo ≥ Y1-01-01 AND dateFrom ≤ Y2-12-31` is then `yearTo ≥ Y1 AND yearFrom ≤ Y2`.
 */
export function rollupFilter(filter: ObservationFilter): RollupFilter | null {
  const fields = Object.entries(filter).filter(([, value]) => isSet(value));
  if (fields.some(([key]) => !ROLLUP_FIELDS.has(key))) return null;
  const from = filter.dateFrom ? /^(\d{4})-01-01$/.exec(filter.dateFrom) : null;
  const to = filter.dateTo ? /^(\d{4})-12-31$/.exec(filter.dateTo) : null;
  if ((filter.dateFrom && !from) || (filter.dateTo && !to)) return null;
  // A country the list would ignore (not a code) is ignored here too.
  return {
    speciesId: filter.speciesId ?? null,
    status: filter.status?.length ? filter.status : null,
    country: geoFilterCountry(filter.country),
    yearFrom: from ? Number(from[1]) : null,
    yearTo: to ? Number(to[1]) : null,
  };
}

/** Whether this layer is answered from the rollup: a guest's, with a filter it can express. */
export function rollupAnswers(viewer: Viewer, filter: ObservationFilter): RollupFilter | null {
  return viewer.user ? null : rollupFilter(filter);
}

/**
 * A guest's layer from the rollup: per cell, the records, or the distinct species (catalogue
 * species, and typed names); on fine grids without the generalised records.
 */
export async function rollupCounts(db: Db, grid: MapGrid, count: MapCount, filter: RollupFilter): Promise<Map<string, number>> {
  const { column, fine } = MAP_GRID_INFO[grid];
  const conditions = [
    Prisma.sql`grid = ${column}`,
    ...(fine ? [Prisma.sql`NOT generalised`] : []),
    ...(filter.speciesId !== null ? [Prisma.sql`"speciesId" = ${filter.speciesId}`] : []),
    ...(filter.status !== null ? [Prisma.sql`status IN (${Prisma.join(filter.status)})`] : []),
    ...(filter.country !== null ? [Prisma.sql`country = ${filter.country}`] : []),
    ...(filter.yearFrom !== null ? [Prisma.sql`"yearTo" >= ${filter.yearFrom}`] : []),
    ...(filter.yearTo !== null ? [Prisma.sql`"yearFrom" <= ${filter.yearTo}`] : []),
  ];
  const counted = count === 'OBSERVATION' ? Prisma.sql`sum(records)::int` : Prisma.sql`count(DISTINCT ("speciesId", "speciesText"))::int`;
  const rows = await db.$queryRaw<{ cell: string; n: number }[]>`
    SELECT cell, ${counted} AS n FROM "ObservationGridCount" WHERE ${Prisma.join(conditions, ' AND ')} GROUP BY cell`;
  return new Map(rows.map((row) => [row.cell, Number(row.n)]));
}
