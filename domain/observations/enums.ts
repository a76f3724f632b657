/** The closed value lists of a record (recording §3), as GraphQL, REST and the forms spell them. */

export const LIFE_STAGES = ['IMAGO', 'PUPA', 'CATERPILLAR', 'EGG'] as const;
export type LifeStage = (typeof LIFE_STAGES)[number];

export const BASIS_OF_RECORD = [
  'OBSERVATION',
  'HUMAN_OBSERVATION',
  'MACHINE_OBSERVATION',
  'MATERIAL_SAMPLE',
  'PRESERVED_SPECIMEN',
  'FOSSIL_SPECIMEN',
  'LIVING_SPECIMEN',
  'LITERATURE',
  'UNKNOWN',
] as const;
export type BasisOfRecord = (typeof BASIS_OF_RECORD)[number];

export const LICENCES = ['CC0', 'CC_BY_4_0', 'CC_BY_NC_4_0'] as const;
export type Licence = (typeof LICENCES)[number];

/** Where a record's coordinates came from. */
export const LOCATION_SOURCES = ['GPS', 'MAP', 'EXIF', 'TEXT', 'SAVED'] as const;
export type LocationSource = (typeof LOCATION_SOURCES)[number];

/** Review status of a record (recording §4). */
export const ReviewStatus = {
  REJECTED: 0,
  ACCEPTED: 1,
  PENDING: 2,
  REVOKED: 3,
} as const;
export type ReviewStatusCode = (typeof ReviewStatus)[keyof typeof ReviewStatus];

/**
 * The automatic checks a record can fail, in the order they run. Each failed check is a flag
 * stored on the record with its reason, shown to the recorder at entry and to validators, who
 * filter the queue by it.
 */
export const OBSERVATION_FLAGS = [
  'GENUS_NEEDS_REVIEW',
  'OUTSIDE_FLIGHT_PERIOD',
  'OUTSIDE_KNOWN_SQUARES',
  'DIFFICULT_SPECIES',
  'PROTECTED_SPECIES',
  'THREATENED_SPECIES',
] as const;
export type ObservationFlag = (typeof OBSERVATION_FLAGS)[number];

/** The species id meaning "not identified" in the spec's forms. */
export const UNIDENTIFIED_SPECIES = -1;

/** The profile setting giving new records their privacy: observation_pp. */
export const OBSERVATION_PRIVACY_KIND = 'observation';
