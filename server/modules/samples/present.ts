import type { Sample } from '../../db/generated/prisma/client.ts';
import { isoDay } from '@domain/observations/dates.ts';

/**
 * A sample in the spec's naming style (`/api/my/sample`, `/api/my/sample/{rec_id}`), with the ids
 * of its records in the order they were added: the list and the detail give the same shape.
 */
export function sampleForRest(sample: Sample, recordIds: readonly number[]) {
  return {
    id: sample.id,
    client_id: sample.clientId,
    protocol: sample.protocol,
    country: sample.country,
    region: sample.region,
    closest_settlement: sample.closestSettlement,
    location: sample.location,
    verbatim_lat: sample.verbatimLat,
    verbatim_lon: sample.verbatimLon,
    lat: sample.lat,
    lon: sample.lon,
    alt: sample.alt,
    accuracy: sample.accuracy,
    location_source: sample.locationSource,
    observation_date_from: isoDay(sample.dateFrom),
    observation_date_to: isoDay(sample.dateTo),
    time_start: sample.timeStart,
    time_end: sample.timeEnd,
    effort: sample.effort,
    complete_list: sample.completeList,
    notes: sample.notes,
    observations: [...recordIds],
  };
}

/** Samples in the REST shape, each with its records' ids (`ids`: sample id → record ids). */
export function samplesForRest(samples: readonly Sample[], ids: ReadonlyMap<number, readonly number[]>) {
  return samples.map((sample) => sampleForRest(sample, ids.get(sample.id) ?? []));
}
