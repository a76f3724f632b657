import type { Viewer } from '../../auth/viewer.ts';
import type { Observation, Species } from '../../db/generated/prisma/client.ts';
import { commonNamesOf, scientificName } from '@domain/species/names.ts';
import { isoDay } from '@domain/observations/dates.ts';
import type { ObservationStats } from '@domain/observations/stats.ts';
import { presentPlace } from './place.ts';
import { recordPolicy } from './policy.ts';

export type PresentedRecord = Observation & {
  species: Species | null;
  item: { privacy: number; evaluationCount: number; commentCount: number };
  uploader: { displayName: string };
};

/** An observation record in the spec's field names (recording §3), cut to what the viewer may see. */
export function observationForRest(viewer: Viewer, row: PresentedRecord) {
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
    possible_duplicate_of: recordPolicy(viewer, row).seePossibleDuplicate ? row.possibleDuplicateOfId : null,
    reviewed_by: row.reviewerId,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    privacy_status: row.item.privacy,
    evaluation_count: row.item.evaluationCount,
    comment_count: row.item.commentCount,
    owned_by_me: mine,
  };
}

/** What `observationForRest` reads beside the record's own columns. */
export const PRESENTED_RECORD_INCLUDE = {
  species: true,
  item: { select: { privacy: true, evaluationCount: true, commentCount: true } },
  uploader: { select: { displayName: true } },
} as const;

/** The statistics in REST's snake_case (`GET /api/observation/stat`). */
export function observationStatsForRest(stats: ObservationStats) {
  return {
    records: stats.records,
    species: stats.species,
    first_date: stats.firstDate,
    last_date: stats.lastDate,
    by_year: stats.byYear,
    by_month: stats.byMonth,
    phenology: stats.phenology.map(({ day, lifeStage, records }) => ({ day, life_stage: lifeStage, records })),
    by_life_stage: stats.byLifeStage.map(({ lifeStage, records }) => ({ life_stage: lifeStage, records })),
    by_place: stats.byPlace,
    top_observers: stats.topObservers.map(({ entityId, name, records, species }) => ({ entity_id: entityId, name, records, species })),
    by_status: stats.byStatus,
    accumulation: stats.accumulation.map(({ year, newSpecies, totalSpecies }) => ({ year, new_species: newSpecies, total_species: totalSpecies })),
  };
}
