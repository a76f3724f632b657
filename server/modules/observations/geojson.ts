import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { GEOJSON_MAX_FEATURES } from '@domain/geo/map.ts';
import { isoDay } from '@domain/observations/dates.ts';
import type { Db } from '../objects/registry.ts';
import { POINT_SELECT, type PointRow, pointName } from './grid.ts';
import { presentPlace } from './place.ts';
import { OBSERVATION_ORDER, type ObservationFilter, observationListWhere } from './service.ts';

/**
 * `/map/get_geojson/` (recording §2, login needed): the records of the map's filter as a GeoJSON
 * FeatureCollection of points. Each record is read through the viewer's visibility rule and placed
 * by `presentPlace`: the viewer's own records (and, for validators, every record) at their exact
 * place, another person's generalised record at its public point, never its exact one.
 */

const FEATURE_SELECT = {
  ...POINT_SELECT,
  dateFrom: true,
  dateTo: true,
  individuals: true,
  lifeStage: true,
  status: true,
} as const satisfies Prisma.ObservationSelect;

type FeatureRow = PointRow & { dateFrom: Date; dateTo: Date; individuals: number | null; lifeStage: string; status: number };

/** Rows read from the database at once while the download is written. */
const BATCH = 1000;

export interface GeoJsonFeature {
  type: 'Feature';
  id: number;
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: {
    id: number;
    species_name: string;
    date_from: string;
    date_to: string;
    individuals: number | null;
    life_stage: string;
    status: number;
    /** the exact place is withheld from this viewer: the point is the record's public stand-in */
    generalised: boolean;
    url: string;
  };
}

/**
 * Checks the viewer (a guest is refused with UNAUTHORIZED) and the filter before anything is sent,
 * then yields the features batch by batch, at most GEOJSON_MAX_FEATURES, and finally whether more
 * records matched than were given.
 */
export function geoJsonFeatures(db: Db, viewer: Viewer, filter: ObservationFilter, origin: string) {
  actingEntityId(viewer);
  const where: Prisma.ObservationWhereInput = { AND: [observationListWhere(viewer, filter), { lat: { not: null }, lon: { not: null } }] };
  return async function* (): AsyncGenerator<GeoJsonFeature[], { truncated: boolean }> {
    let cursor: number | undefined;
    let given = 0;
    for (;;) {
      const take = Math.min(BATCH, GEOJSON_MAX_FEATURES - given);
      if (take === 0) return { truncated: (await db.observation.count({ where, skip: given, take: 1 })) > 0 };
      const rows: FeatureRow[] = await db.observation.findMany({
        where,
        orderBy: OBSERVATION_ORDER,
        take,
        ...(cursor === undefined ? {} : { cursor: { id: cursor }, skip: 1 }),
        select: FEATURE_SELECT,
      });
      given += rows.length;
      const features = rows.flatMap((row) => feature(viewer, row, origin));
      if (features.length) yield features;
      if (rows.length < take) return { truncated: false };
      cursor = rows.at(-1)!.id;
    }
  };
}

function feature(viewer: Viewer, row: FeatureRow, origin: string): GeoJsonFeature[] {
  const place = presentPlace(viewer, row);
  // A generalised record without a public point has nothing to show on a map.
  if (place.lat === null || place.lon === null) return [];
  return [
    {
      type: 'Feature',
      id: row.id,
      geometry: { type: 'Point', coordinates: [place.lon, place.lat] },
      properties: {
        id: row.id,
        species_name: pointName(row),
        date_from: isoDay(row.dateFrom),
        date_to: isoDay(row.dateTo),
        individuals: row.individuals,
        life_stage: row.lifeStage,
        status: row.status,
        generalised: place.generalised,
        url: `${origin}/observation/${row.id}`,
      },
    },
  ];
}
