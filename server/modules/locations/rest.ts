import { Router } from 'express';
import { z } from 'zod';
import type { SavedLocation } from '../../db/generated/prisma/client.ts';
import { pagedList, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId } from '../../validation.ts';
import { placeBodyFields, placeInput } from '../observations/place-body.ts';
import { deleteSavedLocation, listSavedLocations, locationHistory, saveLocation } from './service.ts';

/** The fields of `POST /api/my/location` (recording §7). */
const bodySchema = z.object(placeBodyFields);
const idParam = z.object({ id: recordId });

type Place = Omit<SavedLocation, 'id' | 'ownerId' | 'locationSource' | 'createdAt' | 'updatedAt'> & { locationSource?: string | null };

function placeForRest(location: Place) {
  return {
    country: location.country,
    region: location.region,
    closest_settlement: location.closestSettlement,
    location: location.location,
    verbatim_lat: location.verbatimLat,
    verbatim_lon: location.verbatimLon,
    lat: location.lat,
    lon: location.lon,
    alt: location.alt,
    accuracy: location.accuracy,
    location_source: location.locationSource ?? null,
  };
}

const locationForRest = (location: SavedLocation) => ({ id: location.id, ...placeForRest(location) });

/** `GET/POST /api/my/location` (saved places; the web app shows SAVED), `DELETE /api/my/location/{id}`, `GET /api/my/location/history`. */
export function locationsRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);

  router.get(
    '/api/my/location',
    route(async (req) => {
      const rows = await listSavedLocations(services, req.viewer);
      return pagedList(rows.map(locationForRest), rows.length, { page: 0, size: Math.max(1, rows.length), sort: undefined });
    }),
  );
  router.get(
    '/api/my/location/history',
    route(async (req) => {
      const rows = await locationHistory(services, req.viewer);
      const data = rows.map((row) => ({ ...placeForRest(row), last_used_at: row.lastUsedAt.toISOString() }));
      return pagedList(data, data.length, { page: 0, size: Math.max(1, data.length), sort: undefined });
    }),
  );
  router.post(
    '/api/my/location',
    route(async (req, res) => {
      const saved = await saveLocation(services, req.viewer, placeInput(parseInput(bodySchema, req.body ?? {})));
      res.status(201);
      return { data: locationForRest(saved), message: 'SAVED' };
    }),
  );
  router.delete(
    '/api/my/location/:id',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      await deleteSavedLocation(services, req.viewer, id);
      return { data: { id } };
    }),
  );
  return router;
}
