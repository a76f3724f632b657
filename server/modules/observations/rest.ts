import express, { Router } from 'express';
import { z } from 'zod';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Observation, Species } from '../../db/generated/prisma/client.ts';
import { pagedList, parsePageQuery, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { idListText, parseInput, recordId, recordIdOrNew } from '../../validation.ts';
import { DEFAULT_COUNTRY } from '@domain/geo/countries.ts';
import { defaultPrivacy } from '@domain/privacy.ts';
import { commonNamesOf, scientificName } from '@domain/species/names.ts';
import { isoDay } from '@domain/observations/dates.ts';
import { LIFE_STAGES, OBSERVATION_PRIVACY_KIND } from '@domain/observations/enums.ts';
import { importSightings } from './imports.ts';
import { presentPlace } from './place.ts';
import { optionalNumber, optionalString, placeBodyFields, placeInput } from './place-body.ts';
import {
  createObservation,
  deleteObservation,
  type EntryCheck,
  findVisibleObservation,
  OBSERVATION_ORDER,
  type ObservationEdit,
  type ObservationInput,
  observationListWhere,
  updateObservation,
} from './service.ts';

type Row = Observation & { species: Species | null; item: { privacy: number; evaluationCount: number; commentCount: number }; uploader: { displayName: string } };

/** An observation record in the spec's field names (recording §3), cut to what the viewer may see. */
export function observationForRest(viewer: Viewer, row: Row) {
  const place = presentPlace(viewer, row);
  const mine = row.uploaderId === viewer.user?.entityId;
  return {
    id: row.id,
    species_id: row.speciesId,
    species_name: row.species ? scientificName(row.species) : null,
    species_common_name: row.species ? commonNamesOf(row.species.commonNames) : null,
    species_text: row.speciesText,
    status: row.status,
    flags: row.flags,
    country: place.country,
    region: place.region,
    closest_settlement: place.closestSettlement,
    location: place.location,
    verbatim_lat: place.verbatimLat,
    verbatim_lon: place.verbatimLon,
    lat: place.lat,
    lon: place.lon,
    alt: place.alt,
    accuracy: place.accuracy,
    location_source: place.locationSource,
    generalised: place.generalised,
    information_withheld: place.informationWithheld,
    data_generalizations: place.dataGeneralizations,
    eea_1km: place.eea1km,
    eea_10km: place.eea10km,
    eea_100km: place.eea100km,
    utm_10km: place.utm10km,
    utm_2_5km: place.utm2_5km,
    observation_date_from: isoDay(row.dateFrom),
    observation_date_to: isoDay(row.dateTo),
    author: row.author,
    uploader: row.uploaderId,
    uploader_name: row.uploader.displayName,
    timespot: row.timespot,
    individuals: row.individuals,
    life_stage: row.lifeStage,
    notes: row.notes,
    comment: row.comment,
    discussion: row.discussion,
    basis_of_record: row.basisOfRecord,
    data_source: row.dataSource,
    data_source_id: row.dataSourceId,
    licence: row.licence,
    media: row.mediaIds,
    sensitive: row.sensitive,
    possible_duplicate_of: mine ? row.possibleDuplicateOfId : null,
    reviewed_by: row.reviewerId,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    privacy_status: row.item.privacy,
    evaluation_count: row.item.evaluationCount,
    comment_count: row.item.commentCount,
    owned_by_me: mine,
  };
}

const INCLUDE = {
  species: true,
  item: { select: { privacy: true, evaluationCount: true, commentCount: true } },
  uploader: { select: { displayName: true } },
} as const;

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
      const where = observationListWhere(req.viewer, {
        speciesId: q.species,
        uploaderId,
        status: q.status?.length ? q.status : undefined,
        country: q.country,
        dateFrom: q.date_from,
        dateTo: q.date_to,
        lifeStage: q.life_stage,
      });
      const [rows, total] = await Promise.all([
        db.observation.findMany({ where, orderBy: OBSERVATION_ORDER, skip: page.page * page.size, take: page.size, include: INCLUDE }),
        db.observation.count({ where }),
      ]);
      return pagedList(rows.map((row) => observationForRest(req.viewer, row)), total, page);
    });
  router.get('/api/observation', list(false));
  router.get('/api/my/observation', list(true));

  router.get(
    '/api/observation/:id',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      if (id === 0) {
        // The form's defaults for a new record.
        const settings = (req.viewer.user?.settings ?? {}) as Record<string, unknown>;
        return {
          data: {
            id: 0,
            country: DEFAULT_COUNTRY.code,
            life_stage: 'IMAGO',
            basis_of_record: 'HUMAN_OBSERVATION',
            licence: 'CC_BY_4_0',
            individuals: 1,
            privacy_status: defaultPrivacy(settings, OBSERVATION_PRIVACY_KIND),
            observation_date_from: new Date().toISOString().slice(0, 10),
          },
        };
      }
      const found = await findVisibleObservation(db, req.viewer, id);
      const row = await db.observation.findUniqueOrThrow({ where: { id: found.id }, include: INCLUDE });
      return { data: observationForRest(req.viewer, row) };
    }),
  );

  const saved = async (viewer: Viewer, id: number, check: EntryCheck) => ({
    data: observationForRest(viewer, await db.observation.findUniqueOrThrow({ where: { id }, include: INCLUDE })),
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
