import express, { Router } from 'express';
import { z } from 'zod';
import { AUTOCOMPLETE_LIMITS } from '@domain/paging.ts';
import { pagedList, restRoute, sendStream } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId, recordIdOrNew } from '../../validation.ts';
import { suggestSpecies } from './autocomplete.ts';
import { matchSpeciesList } from './name-list.ts';
import { scientificName } from '@domain/species/names.ts';
import { deleteSpecies, mergeSpecies } from './merge.ts';
import { speciesForRest } from './present.ts';
import { richTextNotice } from '../rich-text/sanitize.ts';
import { NotFoundError } from '../../errors.ts';
import {
  CHART_NAME,
  chartKey,
  findSpecies,
  IUCN_CATEGORIES,
  PROTECTION_LEVELS,
  RED_LIST_CATEGORIES,
  saveSpecies,
  saveSpeciesChart,
  SPECIES_GROUPS,
  SPECIES_LIST_MAX,
  speciesPage,
} from './service.ts';

/** The species list allows one page of the whole catalogue: `?_size=50000` (recording §9). */
const listQuery = z.object({
  _page: z.coerce.number().int().min(0).default(0),
  _size: z.coerce.number().int().min(1).max(SPECIES_LIST_MAX).default(100),
  query: z.string().max(200).optional(),
  family: z.string().max(60).optional(),
  group: z.string().max(20).optional(),
});
// A `_size` above the form's limit is clamped to it, as the spec's clients may ask for more.
const acQuery = z.object({
  query: z.string().default(''),
  _size: z.coerce
    .number()
    .int()
    .min(1)
    .default(AUTOCOMPLETE_LIMITS.ajax)
    .transform((size) => Math.min(size, AUTOCOMPLETE_LIMITS.form)),
});
const mergeBody = z.object({ into_id: recordId });
const idParam = z.object({ id: recordIdOrNew });
const chartBody = z.object({ timegraph_image_url: z.string().nullable() });

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? null : value), schema.nullish());
const bodySchema = z.object({
  genus: z.string(),
  species: z.string(),
  subspecies: optional(z.string()),
  dauthor: z.string(),
  family: z.string(),
  subfamily: optional(z.string()),
  group: z.enum(SPECIES_GROUPS),
  common_name: z.partialRecord(z.enum(['hu', 'en', 'ro', 'tr']), z.string()).optional(),
  distribution: z.string().optional(),
  thumbnail_url: optional(z.string()),
  description: z.string().optional(),
  external_ref: optional(z.string()),
  iucn: optional(z.enum(IUCN_CATEGORIES)),
  red_list_hu: optional(z.enum(RED_LIST_CATEGORIES)),
  protection: optional(z.enum(PROTECTION_LEVELS)),
  protection_value: optional(z.coerce.number()),
  difficulty: z.coerce.number().optional(),
});

function saveInput(body: unknown) {
  const b = parseInput(bodySchema, body);
  return {
    genus: b.genus,
    species: b.species,
    subspecies: b.subspecies,
    author: b.dauthor,
    family: b.family,
    subfamily: b.subfamily,
    group: b.group,
    commonNames: b.common_name,
    distribution: b.distribution,
    thumbnailUrl: b.thumbnail_url,
    description: b.description,
    externalRef: b.external_ref,
    iucn: b.iucn,
    redListHu: b.red_list_hu,
    protection: b.protection,
    protectionValue: b.protection_value,
    difficulty: b.difficulty,
  };
}

/** `GET /api/species/` (`?_size=50000`), `GET /api/species/{rec_id|uri}`, its edit endpoints and the autocomplete source. */
export function speciesRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);

  router.get(
    '/api/species',
    route(async (req) => {
      const q = parseInput(listQuery, req.query);
      const { rows, total } = await speciesPage(services.prisma, q, { page: q._page, size: q._size });
      return pagedList(rows.map(speciesForRest), total, { page: q._page, size: q._size, sort: undefined });
    }),
  );

  // Autocomplete source: `query` and `_size` (20 ajax, 30 form); empty text finds nothing.
  router.get(
    '/api/ac/species',
    route(async (req) => {
      const { query, _size } = parseInput(acQuery, req.query);
      const data = (await suggestSpecies(services, query, _size)).map((row) => ({ ...speciesForRest(row), text: scientificName(row) }));
      return pagedList(data, data.length, { page: 0, size: Math.max(1, data.length), sort: undefined });
    }),
  );

  // A species list import: one "Genus species [subspecies]" a line → ids, and the names that match none.
  router.post(
    '/api/species/import',
    express.text({ type: 'text/plain', limit: '1mb' }),
    route(async (req) => {
      const text = typeof req.body === 'string' ? req.body : parseInput(z.object({ text: z.string() }), req.body ?? {}).text;
      return { data: await matchSpeciesList(services, text) };
    }),
  );

  router.get(
    '/api/species/:key',
    route(async (req) => ({ data: speciesForRest(await findSpecies(services, String(req.params.key))) })),
  );

  router.post(
    '/api/species',
    route(async (req, res) => {
      const { species, richTextCleaned } = await saveSpecies(services, req.viewer, null, saveInput(req.body));
      res.status(201);
      return { data: speciesForRest(species), ...richTextNotice(richTextCleaned) };
    }),
  );
  router.put(
    '/api/species/:id',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      const { species, richTextCleaned } = await saveSpecies(services, req.viewer, id === 0 ? null : id, saveInput(req.body));
      return { data: speciesForRest(species), ...richTextNotice(richTextCleaned) };
    }),
  );
  router.delete(
    '/api/species/:id',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      return { data: speciesForRest(await deleteSpecies(services, req.viewer, id)) };
    }),
  );
  // A taxon change: the records move to the target species (into_id) and this one is deleted.
  router.post(
    '/api/species/:id/merge',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      const { into_id: intoId } = parseInput(mergeBody, req.body ?? {});
      const { species, moved } = await mergeSpecies(services, req.viewer, id, intoId);
      return { data: { ...speciesForRest(species), moved } };
    }),
  );

  // social-core §7: the species' chart image (admins; the admin chart generator saves through `generateSpeciesChart`).
  router.post(
    '/api/savechart/:id',
    route(async (req) => {
      const { id } = parseInput(z.object({ id: recordId }), req.params);
      const { timegraph_image_url: url } = parseInput(chartBody, req.body ?? {});
      return { data: speciesForRest(await saveSpeciesChart(services, req.viewer, id, url)) };
    }),
  );

  // The saved charts are public and named by their content: any cache may keep them for good.
  router.get(
    '/media/charts/:name',
    route(async (req, res) => {
      const name = String(req.params.name);
      const file = CHART_NAME.test(name) ? await services.storage.read(chartKey(name)) : null;
      if (!file) throw new NotFoundError();
      res.set({
        'Content-Type': 'image/png',
        'Content-Length': String(file.size),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      });
      await sendStream(res, file.body);
    }),
  );
  return router;
}
