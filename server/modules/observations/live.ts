import type { Viewer } from '../../auth/viewer.ts';
import { ReviewStatus } from '@domain/observations/enums.ts';
import { isoDay } from '@domain/observations/dates.ts';
import type { Db } from '../objects/registry.ts';
import { POINT_SELECT, pointName } from './grid.ts';
import { presentPlace } from './place.ts';
import { type ObservationFilter, observationListWhere } from './service.ts';

/** A newly accepted record as an open map receives it: its place and cells as the viewer may see them. */
export interface LiveRecord {
  recId: number;
  speciesId: number | null;
  name: string;
  dateFrom: string;
  /** the point as presented: a generalised record's public stand-in for those who may not see its place */
  lat: number | null;
  lon: number | null;
  /** the exact place is withheld from this viewer: no point on the map, no 1 km or 2.5 km cell */
  generalised: boolean;
  eea100km: string | null;
  eea10km: string | null;
  eea1km: string | null;
  utm2_5km: string | null;
}

/**
 * The accepted record with this id if the viewer may read it and it matches the map's filter —
 * asked of the database (visibility and the list's filter in one `where`), never decided in memory.
 */
export async function liveRecordFor(db: Db, viewer: Viewer, filter: ObservationFilter, observationId: number): Promise<LiveRecord | null> {
  const row = await db.observation.findFirst({
    where: { id: observationId, status: ReviewStatus.ACCEPTED, AND: [observationListWhere(viewer, filter)] },
    select: { ...POINT_SELECT, speciesId: true, dateFrom: true },
  });
  if (!row) return null;
  const place = presentPlace(viewer, row);
  return {
    recId: row.id,
    speciesId: row.speciesId,
    name: pointName(row),
    dateFrom: isoDay(row.dateFrom),
    lat: place.lat,
    lon: place.lon,
    generalised: place.generalised,
    eea100km: place.eea100km,
    eea10km: place.eea10km,
    eea1km: place.eea1km,
    utm2_5km: place.utm2_5km,
  };
}
