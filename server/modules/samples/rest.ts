import { Router } from 'express';
import { z } from 'zod';
import type { Sample } from '../../db/generated/prisma/client.ts';
import { pagedList, parsePageQuery, restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordIdOrNew } from '../../validation.ts';
import { DEFAULT_COUNTRY } from '@domain/geo/countries.ts';
import { isoDay } from '@domain/observations/dates.ts';
import { optionalNumber, optionalString, placeBodyFields, placeInput } from '../observations/place-body.ts';
import { LIFE_STAGES } from '@domain/observations/enums.ts';
import { authorizeSamples } from './policy.ts';
import { SAMPLE_PROTOCOLS } from '@domain/samples.ts';
import { sampleForRest, samplesForRest } from './present.ts';
import { createSample, deleteSample, findSample, type SampleInput, samplePage, sampleRecordIds, samplesRecordIds, updateSample } from './service.ts';

const rowSchema = z.object({
  client_id: z.string().default(''),
  species_id: optionalNumber,
  species_text: optionalString,
  individuals: optionalNumber,
  life_stage: optionalString,
  notes: z.string().optional(),
  sensitive: z.coerce.boolean().optional(),
});

const bodySchema = z.object({
  client_id: optionalString,
  protocol: z.string().default(''),
  ...placeBodyFields,
  observation_date_from: z.string().default(''),
  observation_date_to: optionalString,
  time_start: optionalString,
  time_end: optionalString,
  effort: optionalString,
  complete_list: z.coerce.boolean().optional(),
  notes: z.string().optional(),
  privacy_status: optionalNumber,
  rows: z.array(rowSchema).optional(),
});

function serviceInput(body: unknown): SampleInput {
  const b = parseInput(bodySchema, body);
  return {
    clientId: b.client_id ?? '',
    protocol: b.protocol.toUpperCase() as SampleInput['protocol'],
    ...placeInput(b),
    dateFrom: b.observation_date_from,
    dateTo: b.observation_date_to,
    timeStart: b.time_start,
    timeEnd: b.time_end,
    effort: b.effort,
    completeList: b.complete_list,
    notes: b.notes,
    privacy: b.privacy_status,
    rows: (b.rows ?? []).map((row) => ({
      clientId: row.client_id,
      speciesId: row.species_id,
      speciesText: row.species_text,
      individuals: row.individuals,
      lifeStage: (row.life_stage?.toUpperCase() ?? undefined) as (typeof LIFE_STAGES)[number] | undefined,
      notes: row.notes,
      sensitive: row.sensitive,
    })),
  };
}

const idParam = z.object({ id: recordIdOrNew });

/** `/api/my/sample` (list, add) and `/api/my/sample/{rec_id}` (0: a new sample's defaults; edit, delete). */
export function samplesRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);
  const answer = async (sample: Sample) => ({ data: sampleForRest(sample, await sampleRecordIds(services, sample.id)) });

  router.get(
    '/api/my/sample',
    route(async (req) => {
      const page = parsePageQuery(req.query);
      const { rows, total } = await samplePage(services, req.viewer, page);
      const ids = await samplesRecordIds(
        services,
        rows.map((row) => row.id),
      );
      return pagedList(samplesForRest(rows, ids), total, page);
    }),
  );

  router.get(
    '/api/my/sample/:id',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      if (id === 0) {
        authorizeSamples(req.viewer);
        return {
          data: {
            id: 0,
            protocol: SAMPLE_PROTOCOLS[0],
            country: DEFAULT_COUNTRY.code,
            complete_list: false,
            observation_date_from: isoDay(new Date()),
            observations: [],
          },
        };
      }
      return answer(await findSample(services, req.viewer, id));
    }),
  );

  router.post(
    '/api/my/sample',
    route(async (req, res) => {
      const { sample, created } = await createSample(services, req.viewer, serviceInput(req.body));
      res.status(created ? 201 : 200);
      return answer(sample);
    }),
  );
  const update = route(async (req) => {
    const { id } = parseInput(idParam, req.params);
    const { clientId: _clientId, ...input } = serviceInput(req.body);
    return answer(await updateSample(services, req.viewer, id, input));
  });
  router.put('/api/my/sample/:id', update);
  router.patch('/api/my/sample/:id', update);
  router.delete(
    '/api/my/sample/:id',
    route(async (req) => {
      const { id } = parseInput(idParam, req.params);
      await deleteSample(services, req.viewer, id);
      return { data: { id } };
    }),
  );
  return router;
}
