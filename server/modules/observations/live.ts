import type { Viewer } from '../../auth/viewer.ts';
import { ReviewStatus } from '@domain/observations/enums.ts';
import { isoDay } from '@domain/observations/dates.ts';
import type { Db } from '../objects/registry.ts';
import { POINT_SELECT, pointName } from './grid.ts';
import { presentPlace } from './place.ts';
import { type ObservationFilter, observationListWhere } from './service.ts';
import { statusShownTo } from './visibility.ts';

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
  /**
   * the map did not hold it before: a new record, or one whose earlier status the filter or the
   * viewer left out. A pending record is on others' maps already; accepting it adds nothing to count.
   */
  newOnMap: boolean;
  eea100km: string | null;
  eea10km: string | null;
  eea1km: string | null;
  utm2_5km: string | null;
}

/**
 * The accepted record with this id if the viewer may read it and it matches the map's filter —
 * asked of the database (visibility and the list's filter in one `where`), never decided in memory.
 */
export async function liveRecordFor(
  db: Db,
  viewer: Viewer,
  filter: ObservationFilter,
  { observationId, previousStatus }: { observationId: number; previousStatus?: number },
): Promise<LiveRecord | null> {
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
    newOnMap: !shownBefore(viewer, filter, row.uploaderId, previousStatus),
    eea100km: place.eea100km,
    eea10km: place.eea10km,
    eea1km: place.eea1km,
    utm2_5km: place.utm2_5km,
  };
}

/**
 * Whether the viewer's map with this filter held the record in its earlier status: the filter's
 * statuses allow it, and the visibility rule shows that status to the viewer (`statusShownTo`).
 * The record itself was just read through the visibility rule; this only decides whether it is
 * counted again.
 */
function shownBefore(viewer: Viewer, filter: ObservationFilter, uploaderId: number, previousStatus: number | undefined): boolean {
  if (previousStatus === undefined) return false;
  if (filter.status?.length && !filter.status.includes(previousStatus)) return false;
  return statusShownTo(viewer, uploaderId, previousStatus);
}
