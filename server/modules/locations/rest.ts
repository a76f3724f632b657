import { Router } from 'express';
import { z } from 'zod';
import type { SavedLocation } from '../../db/generated/prisma/client.ts';
import { pagedList, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId } from '../../validation.ts';
import { placeBodyFields, placeInput } from '../observations/place-body.ts';
import { deleteSavedLocation, listSavedLocations, localityForEdit, type LocalityView, locationHistory, renameLocality, saveLocation } from './service.ts';

/** The fields of `POST /api/my/location` (recording §7). */
const bodySchema = z.object(placeBodyFields);
const idParam = z.object({ id: recordId });

type Place = Omit<SavedLocation, 'id' | 'ownerId' | 'locationSource' | 'createdAt' | 'updatedAt' | 'name'> & { locationSource?: string | null };

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

const locationForRest = (location: SavedLocation) => ({ id: location.id, name: location.name, ...placeForRest(location) });

/** The locality edit's answer: another's place (a site admin's rename) without where it is. */
const localityForRest = (view: LocalityView) => (view.place ? locationForRest(view.place) : { id: view.id, name: view.name });

/**
 * `GET/POST /api/my/location` (saved places; the web app shows SAVED), `DELETE /api/my/location/{id}`, `GET /api/my/location/history`,
 * `GET|PUT /api/locality/edit/{id}` (a saved place's name, recording §7).
 */
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
  router.get(
    '/api/locality/edit/:id',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      return { data: localityForRest(await localityForEdit(services, req.viewer, id)) };
    }),
  );
  router.put(
    '/api/locality/edit/:id',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      return { data: localityForRest(await renameLocality(services, req.viewer, id, req.body ?? {})), message: 'SAVED' };
    }),
  );
  return router;
}
