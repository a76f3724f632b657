import { z } from 'zod';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { SavedLocation } from '../../db/generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { LOCALITY_NAME_MAX } from '@domain/observations/place.ts';
import { placeFieldsSchema } from '@domain/observations/place-schema.ts';
import { placeFields, resolveLocation } from '../observations/location.ts';
import { savedPlacePolicy } from './policy.ts';

/** The last used locations list keeps this many places (/my/location/history/). */
export const LOCATION_HISTORY_SIZE = 20;
export const SAVED_LOCATIONS_MAX = 500;

export type SavedLocationInput = z.input<typeof placeFieldsSchema>;

/** Saves a place for reuse; it needs coordinates (a place without them is of no use to the picker). */
export async function saveLocation(services: Services, viewer: Viewer, input: SavedLocationInput, id: number | null = null): Promise<SavedLocation> {
  const ownerId = actingEntityId(viewer);
  const place = resolveLocation(parseInput(placeFieldsSchema, input));
  if (place.lat === null || place.lon === null) throw new ValidationError([{ field: 'verbatimLat', code: 'FIELD_REQUIRED' }]);
  const data = { ...placeFields(place), lat: place.lat, lon: place.lon };
  if (id !== null) {
    const { count } = await services.prisma.savedLocation.updateMany({ where: { id, ownerId }, data });
    if (count === 0) throw new NotFoundError();
    return services.prisma.savedLocation.findUniqueOrThrow({ where: { id } });
  }
  if ((await services.prisma.savedLocation.count({ where: { ownerId } })) >= SAVED_LOCATIONS_MAX) {
    throw new ValidationError([{ field: 'location', code: 'TOO_MANY_ITEMS' }]);
  }
  return services.prisma.savedLocation.create({ data: { ...data, ownerId } });
}

export function listSavedLocations(services: Services, viewer: Viewer): Promise<SavedLocation[]> {
  const ownerId = actingEntityId(viewer);
  return services.prisma.savedLocation.findMany({ where: { ownerId }, orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }] });
}

export async function deleteSavedLocation(services: Services, viewer: Viewer, id: number): Promise<void> {
  const ownerId = actingEntityId(viewer);
  const { count } = await services.prisma.savedLocation.deleteMany({ where: { id, ownerId } });
  if (count === 0) throw new NotFoundError();
}

export interface UsedLocation {
  country: string;
  region: string | null;
  closestSettlement: string | null;
  location: string | null;
  verbatimLat: string | null;
  verbatimLon: string | null;
  lat: number;
  lon: number;
  alt: number | null;
  accuracy: number | null;
  lastUsedAt: Date;
}

/** The viewer's last used places: the distinct points of their latest records, newest first. */
export async function locationHistory(services: Services, viewer: Viewer): Promise<UsedLocation[]> {
  const uploaderId = actingEntityId(viewer);
  return services.prisma.$queryRaw<UsedLocation[]>`
    SELECT country, region, "closestSettlement", location, "verbatimLat", "verbatimLon", lat, lon, alt, accuracy, "lastUsedAt"
    FROM (
      SELECT DISTINCT ON (lat, lon) country, region, "closestSettlement", location, "verbatimLat", "verbatimLon", lat, lon, alt, accuracy,
             "createdAt" AS "lastUsedAt"
      FROM "Observation"
      WHERE "uploaderId" = ${uploaderId} AND lat IS NOT NULL AND lon IS NOT NULL
      ORDER BY lat, lon, "createdAt" DESC
    ) AS places
    ORDER BY "lastUsedAt" DESC
    LIMIT ${LOCATION_HISTORY_SIZE}`;
}

/** A saved place as the locality edit shows it: the coordinates and place fields only to its owner. */
export type LocalityView = Pick<SavedLocation, 'id' | 'name'> & { place: SavedLocation | null };

const localityName = z.object({ name: z.string().trim().max(LOCALITY_NAME_MAX) });

async function findRenamable(services: Services, viewer: Viewer, id: number): Promise<SavedLocation> {
  actingEntityId(viewer);
  const place = await services.prisma.savedLocation.findUnique({ where: { id } });
  // Another's place is not found for whoever may not rename it, so its existence says nothing.
  if (!place || !savedPlacePolicy(viewer, place).rename) throw new NotFoundError();
  return place;
}

const localityView = (viewer: Viewer, place: SavedLocation): LocalityView => ({
  id: place.id,
  name: place.name,
  place: savedPlacePolicy(viewer, place).seePlace ? place : null,
});

/** `GET /api/locality/edit/{id}`: the owner's own place, or for a site admin anybody's name without where it is. */
export async function localityForEdit(services: Services, viewer: Viewer, id: number): Promise<LocalityView> {
  return localityView(viewer, await findRenamable(services, viewer, id));
}

/** Names (or renames; empty: unnamed) a saved place: its owner, or a site admin. */
export async function renameLocality(services: Services, viewer: Viewer, id: number, input: unknown): Promise<LocalityView> {
  const place = await findRenamable(services, viewer, id);
  const { name } = parseInput(localityName, input);
  // updatedAt moves only for the owner's own renames: the list is ordered by it, an admin's fix should not reorder it.
  const saved = await services.prisma.savedLocation.update({
    where: { id: place.id },
    data: { name, ...(savedPlacePolicy(viewer, place).seePlace ? {} : { updatedAt: place.updatedAt }) },
  });
  return localityView(viewer, saved);
}
