import express, { Router } from 'express';
import { z } from 'zod';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import { pagedList, parsePageQuery, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { idListText, parseInput, recordId, recordIdOrNew } from '../../validation.ts';
import { GRID_REQUEST_SIZE, MAP_GRID_INFO, mapCountOfRest, mapGridOfRest } from '@domain/geo/map-grids.ts';
import { LIST_MAX_ITEMS } from '@domain/paging.ts';
import { GEOJSON_FILE_NAME, GEOJSON_MAX_FEATURES, GEOJSON_MEDIA_TYPE } from '@domain/geo/map.ts';
import { geoJsonFeatures } from './geojson.ts';
import { listFilter, listQuery } from './list-query.ts';
import { gridCellRecordPage, observationGrid, observationGridCell } from './grid.ts';
import { importSightings } from './imports.ts';
import { IMPORT_MAX_BYTES } from '@domain/imports.ts';
import { optionalNumber, optionalString, placeBodyFields, placeInput } from './place-body.ts';
import { observationForRest, observationStatsForRest } from './present.ts';
import { observationStats } from './stats.ts';
import {
  createObservation,
  deleteObservation,
  type EntryCheck,
  loadPresentableObservation,
  newObservationDefaults,
  type ObservationEdit,
  type ObservationInput,
  observationPage,
  updateObservation,
} from './service.ts';

/** A form body in the spec's names; the rules are the service's. */
const bodySchema = z.object({
  client_id: z.string().optional(),
  species_id: optionalNumber,
  species_text: optionalString,
  ...placeBodyFields,
  observation_date_from: z.string().default(''),
  observation_date_to: optionalString,
  author: optionalString,
  timespot: optionalString,
  individuals: optionalNumber,
  life_stage: optionalString,
  notes: z.string().optional(),
  comment: z.string().optional(),
  basis_of_record: optionalString,
  data_source: optionalString,
  data_source_id: optionalString,
  licence: optionalString,
  media: idListText(recordId).optional(),
  /** media ids to take off the record, pipe-separated (recording §4) */
  _files_to_remove: idListText(recordId).optional(),
  privacy_status: optionalNumber,
  sensitive: z.coerce.boolean().optional(),
  confirm_duplicate: z.coerce.boolean().optional(),
});

/** The body in the service's names; `_files_to_remove` only means something to an edit. */
function serviceInput(body: unknown): ObservationInput & Pick<ObservationEdit, 'filesToRemove'> {
  const b = parseInput(bodySchema, body);
  return {
    clientId: b.client_id ?? '',
    speciesId: b.species_id,
    speciesText: b.species_text,
    ...placeInput(b),
    dateFrom: b.observation_date_from,
    dateTo: b.observation_date_to,
    author: b.author,
    timespot: b.timespot,
    individuals: b.individuals,
    lifeStage: (b.life_stage?.toUpperCase() ?? undefined) as ObservationInput['lifeStage'],
    notes: b.notes,
    comment: b.comment,
    basisOfRecord: (b.basis_of_record ?? undefined) as ObservationInput['basisOfRecord'],
    dataSource: b.data_source,
    dataSourceId: b.data_source_id,
    licence: (b.licence ?? undefined) as ObservationInput['licence'],
    mediaIds: b.media,
    privacy: b.privacy_status,
    sensitive: b.sensitive,
    confirmDuplicate: b.confirm_duplicate,
    filesToRemove: b._files_to_remove ?? [],
  };
}

const idParam = z.object({ id: recordIdOrNew });

const gridParams = z.object({
  grid_type: z.string().transform((name, context) => mapGridOfRest(name) ?? refuse(context)),
  /** 0: the whole layer; else one cell's code */
  grid_id: z.string().max(40),
  type: z.string().transform((name, context) => mapCountOfRest(name) ?? refuse(context)),
});
const refuse = (context: z.RefinementCtx) => {
  context.addIssue({ code: 'custom', message: 'FORMAT_ERROR' });
  return z.NEVER;
};

/**
 * `GET /api/observation` (the list, `?species=`, `?uploader=`), `GET /api/observation/{rec_id}` (0: a
 * new record's defaults), `GET /api/my/observation` and the edit endpoints under /api/my/observation.
 */
export function observationsRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);
  const db = services.prisma;

  const list = (own: boolean) =>
    route(async (req) => {
      const q = parseInput(listQuery, req.query);
      const page = parsePageQuery(req.query);
      const uploaderId = own ? actingEntityId(req.viewer) : q.uploader;
      const { rows, total } = await observationPage(db, req.viewer, { ...listFilter(q), uploaderId }, page);
      return pagedList(
        rows.map((row) => observationForRest(req.viewer, row)),
        total,
        page,
      );
    });
  /**
   * The map's grid call (recording §7): `grid_id` 0 lists the layer's cells with their counts of
   * records or species and centres; a cell code answers that cell: its summary, its species with
   * counts and first and last days, and as `list` its records (type observation, at most
   * LIST_MAX_ITEMS a page) or its species (type species).
   */
  router.get(
    '/api/observation/map/grid/:grid_type/:grid_id/:type',
    route(async (req) => {
      const { grid_type: grid, grid_id: cell, type } = parseInput(gridParams, req.params);
      const filter = listFilter(parseInput(listQuery, req.query));
      const page = parsePageQuery(req.query, GRID_REQUEST_SIZE);
      const slice = <T>(rows: T[]) => rows.slice(page.page * page.size, (page.page + 1) * page.size);
      if (cell === '0') {
        const layer = await observationGrid(db, req.viewer, grid, type, filter);
        return { ...pagedList(slice(layer.cells), layer.cells.length, page), grid: MAP_GRID_INFO[grid].rest, type: type.toLowerCase(), max_count: layer.maxCount };
      }
      const summary = await observationGridCell(db, req.viewer, grid, cell, filter);
      const species = summary.species.map((row) => ({
        species_id: row.speciesId,
        name: row.name,
        count: row.count,
        first_date: row.firstDate,
        last_date: row.lastDate,
      }));
      const about = {
        cell: { cell, lat: summary.lat, lon: summary.lon, record_count: summary.recordCount, species_count: species.length },
        grid: MAP_GRID_INFO[grid].rest,
        type: type.toLowerCase(),
        species,
      };
      if (type === 'SPECIES') return { ...pagedList(slice(species), species.length, page), ...about };
      const recordPage = { ...page, size: Math.min(page.size, LIST_MAX_ITEMS) };
      const { rows, total } = await gridCellRecordPage(db, req.viewer, grid, cell, filter, recordPage);
      return {
        ...pagedList(
          rows.map((row) => observationForRest(req.viewer, row)),
          total,
          recordPage,
        ),
        ...about,
      };
    }),
  );
  /**
   * `/map/get_geojson/` (login): the map filter's records as a GeoJSON download, written batch by
   * batch; at most GEOJSON_MAX_FEATURES, newest observation first, `truncated` tells whether more matched.
   */
  router.get(
    '/api/map/get_geojson',
    route(async (req, res) => {
      actingEntityId(req.viewer); // login needed (recording §2): a guest is told so before the query is read
      const filter = listFilter(parseInput(listQuery, req.query));
      const origin = services.config.publicOrigin ? new URL(services.config.publicOrigin).origin : `${req.protocol}://${req.get('host')}`;
      const batches = geoJsonFeatures(db, req.viewer, filter, origin)();
      // The first batch is read before anything is sent, so a failure there still answers its status.
      let next = await batches.next();
      res.status(200).attachment(GEOJSON_FILE_NAME).type(GEOJSON_MEDIA_TYPE);
      res.write('{"type":"FeatureCollection","features":[');
      let first = true;
      try {
        while (!next.done) {
          for (const feature of next.value) {
            res.write(`${first ? '' : ','}\n${JSON.stringify(feature)}`);
            first = false;
          }
          next = await batches.next();
        }
      } catch (error) {
        // Headers are gone: the client sees a cut download, never a file that looks whole.
        services.logger.error('GeoJSON download failed', error);
        res.destroy();
        return;
      }
      res.end(`\n],"truncated":${next.value.truncated},"limit":${GEOJSON_MAX_FEATURES}}\n`);
    }),
  );
  /** `GET /api/observation/stat` (recording §7): the statistics of the list's filter, as the viewer may see it. */
  router.get(
    '/api/observation/stat',
    route(async (req) => observationStatsForRest(await observationStats(db, req.viewer, listFilter(parseInput(listQuery, req.query))))),
  );
  router.get('/api/observation', list(false));
  router.get('/api/my/observation', list(true));

  router.get(
    '/api/observation/:id',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      if (id === 0) {
        const defaults = newObservationDefaults(req.viewer);
        return {
          data: {
            id: 0,
            country: defaults.country,
            life_stage: defaults.lifeStage,
            basis_of_record: defaults.basisOfRecord,
            licence: defaults.licence,
            individuals: defaults.individuals,
            privacy_status: defaults.privacy,
            observation_date_from: defaults.dateFrom,
          },
        };
      }
      const row = await loadPresentableObservation(db, req.viewer, id);
      return { data: observationForRest(req.viewer, row) };
    }),
  );

  const saved = async (viewer: Viewer, id: number, check: EntryCheck) => ({
    data: observationForRest(viewer, await loadPresentableObservation(db, viewer, id)),
    entry_check: { flags: check.flags, status: check.status, media_required: check.mediaRequired, media_missing: check.mediaMissing },
  });

  router.post(
    '/api/my/observation',
    route(async (req, res) => {
      const { observation, check, created } = await createObservation(services, req.viewer, serviceInput(req.body));
      res.status(created ? 201 : 200);
      return saved(req.viewer, observation.id, check);
    }),
  );
  const update = route(async (req) => {
    const { id } = parseInput(idParam, req.params);
    const { clientId: _clientId, ...edit } = serviceInput(req.body);
    const { observation, check } = await updateObservation(services, req.viewer, id, edit);
    return saved(req.viewer, observation.id, check);
  });
  // A sightings file: the CSV as the body (text/csv) or as `csv` in JSON; all rows or none are saved.
  // `?dry_run=1` (or `dry_run: true` in JSON) checks every row and saves nothing: 200 with the errors.
  router.post(
    '/api/my/observation/import',
    express.text({ type: ['text/csv', 'text/plain'], limit: IMPORT_MAX_BYTES }),
    route(async (req, res) => {
      const json = typeof req.body === 'string' ? null : parseInput(z.object({ csv: z.string(), dry_run: z.boolean().optional() }), req.body ?? {});
      const csv = typeof req.body === 'string' ? req.body : json!.csv;
      const dryRun = json?.dry_run ?? ['1', 'true'].includes(typeof req.query.dry_run === 'string' ? req.query.dry_run : '');
      const report = await importSightings(services, req.viewer, csv, { dryRun });
      const failed = report.errors.length > 0 && !dryRun;
      if (failed) res.status(422);
      const data = { ...report, dry_run: report.dryRun, dryRun: undefined };
      return { data, ...(failed ? { error_code: 'IMPORT_FAILED' } : {}) };
    }),
  );
  router.put('/api/my/observation/:id', update);
  router.patch('/api/my/observation/:id', update);
  router.delete(
    '/api/my/observation/:id',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      await deleteObservation(services, req.viewer, id);
      return { data: { id } };
    }),
  );
  return router;
}
