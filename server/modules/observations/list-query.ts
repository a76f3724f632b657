import { z } from 'zod';
import { idListText, recordId } from '../../validation.ts';
import { LIFE_STAGES } from '@domain/observations/enums.ts';
import type { ObservationFilter } from './service.ts';

/** The list's filter query (recording §7), read alike by every REST call that takes it: the list, the map's grid, GeoJSON, exports. */
export const listQuery = z.object({
  species: recordId.optional(),
  uploader: recordId.optional(),
  status: idListText(z.coerce.number().int().min(0).max(9)).optional(),
  country: z.string().max(8).optional(),
  date_from: z.string().optional(),
  date_to: z.string().optional(),
  life_stage: z.enum(LIFE_STAGES).optional(),
  month_from: z.coerce.number().int().min(1).max(12).optional(),
  month_to: z.coerce.number().int().min(1).max(12).optional(),
  year: z.coerce.number().int().min(1000).max(9999).optional(),
  entity: recordId.optional(),
});

/** The list's query in the service's names. */
export function listFilter(q: z.output<typeof listQuery>): ObservationFilter {
  return {
    speciesId: q.species,
    uploaderId: q.uploader,
    status: q.status?.length ? q.status : undefined,
    country: q.country,
    dateFrom: q.date_from,
    dateTo: q.date_to,
    lifeStage: q.life_stage,
    monthFrom: q.month_from,
    monthTo: q.month_to,
    year: q.year,
    entityId: q.entity,
  };
}
