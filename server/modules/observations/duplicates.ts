import type { Db } from '../objects/registry.ts';

/** Records closer than this, of the same species, observer and day, may be one sighting entered twice. */
export const DUPLICATE_RADIUS_M = 100;

export interface PossibleDuplicate {
  id: number;
  distanceM: number;
}

const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle distance in metres (haversine), good to centimetres at these distances. */
export function distanceM(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The observer's records of the species on that day within 100 m, nearest first. A bounding box
 * narrows the rows in the database; the exact distance decides.
 */
export async function findPossibleDuplicates(
  db: Db,
  record: { uploaderId: number; speciesId: number; date: string; lat: number; lon: number; exceptId: number | null },
): Promise<PossibleDuplicate[]> {
  const dLat = DUPLICATE_RADIUS_M / 111_000;
  const dLon = dLat / Math.max(0.01, Math.cos((record.lat * Math.PI) / 180));
  const rows = await db.observation.findMany({
    where: {
      uploaderId: record.uploaderId,
      speciesId: record.speciesId,
      dateFrom: new Date(`${record.date}T00:00:00Z`),
      lat: { gte: record.lat - dLat, lte: record.lat + dLat },
      lon: { gte: record.lon - dLon, lte: record.lon + dLon },
      item: { privacy: { not: -1 } },
      ...(record.exceptId !== null ? { id: { not: record.exceptId } } : {}),
    },
    select: { id: true, lat: true, lon: true },
  });
  return rows
    .map((row) => ({ id: row.id, distanceM: Math.round(distanceM(record, { lat: row.lat!, lon: row.lon! })) }))
    .filter((row) => row.distanceM <= DUPLICATE_RADIUS_M)
    .sort((a, b) => a.distanceM - b.distanceM);
}
