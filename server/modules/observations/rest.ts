import express, { Router } from 'express';
import { z } from 'zod';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import { pagedList, parsePageQuery, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { idListText, parseInput, recordId, recordIdOrNew } from '../../validation.ts';
import { LIFE_STAGES } from '@domain/observations/enums.ts';
import { importSightings } from './imports.ts';
import { optionalNumber, optionalString, placeBodyFields, placeInput } from './place-body.ts';
import { observationForRest } from './present.ts';
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

const listQuery = z.object({
  species: recordId.optional(),
  uploader: recordId.optional(),
  status: idListText(z.coerce.number().int().min(0).max(9)).optional(),
  country: z.string().max(8).optional(),
  date_from: z.string().optional(),
  date_to: z.string().optional(),
  life_stage: z.enum(LIFE_STAGES).optional(),
});
const idParam = z.object({ id: recordIdOrNew });

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
      const { rows, total } = await observationPage(
        db,
        req.viewer,
        {
          speciesId: q.species,
          uploaderId,
          status: q.status?.length ? q.status : undefined,
          country: q.country,
          dateFrom: q.date_from,
          dateTo: q.date_to,
          lifeStage: q.life_stage,
        },
        page,
      );
      return pagedList(
        rows.map((row) => observationForRest(req.viewer, row)),
        total,
        page,
      );
    });
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
  router.post(
    '/api/my/observation/import',
    express.text({ type: ['text/csv', 'text/plain'], limit: '5mb' }),
    route(async (req, res) => {
      const csv = typeof req.body === 'string' ? req.body : parseInput(z.object({ csv: z.string() }), req.body ?? {}).csv;
      const report = await importSightings(services, req.viewer, csv);
      if (report.errors.length) res.status(422);
      return { data: report, ...(report.errors.length ? { error_code: 'IMPORT_FAILED' } : {}) };
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
