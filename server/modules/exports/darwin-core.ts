import type { Viewer } from '../../auth/viewer.ts';
import type { BasisOfRecord, Licence, LifeStage } from '@domain/observations/enums.ts';
import { ReviewStatus } from '@domain/observations/enums.ts';
import { commonNameIn, commonNamesOf, scientificName } from '@domain/species/names.ts';
import { presentPlace, type StoredPlace } from '../observations/place.ts';

/** A record as the export reads it: the stored place (cut per viewer by presentPlace), the taxon and the uploader's name. */
export interface ExportRecord extends StoredPlace {
  id: number;
  status: number;
  /** YYYY-MM-DD */
  dateFrom: string;
  dateTo: string;
  timespot: string | null;
  individuals: number | null;
  lifeStage: LifeStage;
  basisOfRecord: BasisOfRecord;
  licence: Licence;
  author: string | null;
  /** ISO 8601, UTC */
  modified: string;
  mediaIds: number[];
  speciesId: number | null;
  speciesText: string | null;
  /** the catalogue species, read once an export (records.ts) */
  taxon: ExportTaxon | null;
  uploaderName: string;
}

/** A catalogue species as the export writes it. */
export interface ExportTaxon {
  name: string;
  genus: string;
  species: string;
  subspecies: string | null;
  author: string;
  family: string;
  vernacular: string | null;
}

export function exportTaxon(row: { genus: string; species: string; subspecies: string | null; author: string; family: string; commonNames: unknown }): ExportTaxon {
  return { ...row, name: scientificName(row), vernacular: commonNameIn(commonNamesOf(row.commonNames), 'en') };
}

export const DWC = 'http://rs.tdwg.org/dwc/terms/';
export const DC = 'http://purl.org/dc/terms/';

/** The Occurrence core's columns, in order: the term's short name and its namespace. occurrenceID is the archive's id. */
export const OCCURRENCE_TERMS = [
  ['occurrenceID', DWC],
  ['basisOfRecord', DWC],
  ['scientificName', DWC],
  ['scientificNameAuthorship', DWC],
  ['taxonRank', DWC],
  ['kingdom', DWC],
  ['order', DWC],
  ['family', DWC],
  ['genus', DWC],
  ['specificEpithet', DWC],
  ['infraspecificEpithet', DWC],
  ['vernacularName', DWC],
  ['eventDate', DWC],
  ['eventTime', DWC],
  ['decimalLatitude', DWC],
  ['decimalLongitude', DWC],
  ['geodeticDatum', DWC],
  ['coordinateUncertaintyInMeters', DWC],
  ['minimumElevationInMeters', DWC],
  ['countryCode', DWC],
  ['stateProvince', DWC],
  ['locality', DWC],
  ['individualCount', DWC],
  ['lifeStage', DWC],
  ['recordedBy', DWC],
  ['identificationVerificationStatus', DWC],
  ['license', DC],
  ['rightsHolder', DC],
  ['occurrenceStatus', DWC],
  ['informationWithheld', DWC],
  ['dataGeneralizations', DWC],
  ['modified', DC],
  ['references', DC],
] as const;
export type OccurrenceTerm = (typeof OCCURRENCE_TERMS)[number][0];

/** The GBIF Simple Multimedia extension's columns (http://rs.gbif.org/terms/1.0/Multimedia), after the core id. */
export const MULTIMEDIA_TERMS = [
  ['type', DC],
  ['format', DC],
  ['identifier', DC],
  ['references', DC],
  ['title', DC],
  ['creator', DC],
  ['license', DC],
  ['rightsHolder', DC],
] as const;
export const MULTIMEDIA_ROW_TYPE = 'http://rs.gbif.org/terms/1.0/Multimedia';
export const OCCURRENCE_ROW_TYPE = `${DWC}Occurrence`;

export const LICENCE_URIS: Record<Licence, string> = {
  CC0: 'https://creativecommons.org/publicdomain/zero/1.0/legalcode',
  CC_BY_4_0: 'https://creativecommons.org/licenses/by/4.0/legalcode',
  CC_BY_NC_4_0: 'https://creativecommons.org/licenses/by-nc/4.0/legalcode',
};
export const LICENCE_NAMES: Record<Licence, string> = {
  CC0: 'Creative Commons Zero v1.0 Universal (CC0 1.0)',
  CC_BY_4_0: 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
  CC_BY_NC_4_0: 'Creative Commons Attribution Non Commercial 4.0 International (CC BY-NC 4.0)',
};
/** From the most open to the most restrictive: a dataset carries the most restrictive of its records' licences. */
export const LICENCE_ORDER: readonly Licence[] = ['CC0', 'CC_BY_4_0', 'CC_BY_NC_4_0'];

const BASIS: Record<BasisOfRecord, string> = {
  OBSERVATION: 'Occurrence',
  HUMAN_OBSERVATION: 'HumanObservation',
  MACHINE_OBSERVATION: 'MachineObservation',
  MATERIAL_SAMPLE: 'MaterialSample',
  PRESERVED_SPECIMEN: 'PreservedSpecimen',
  FOSSIL_SPECIMEN: 'FossilSpecimen',
  LIVING_SPECIMEN: 'LivingSpecimen',
  LITERATURE: 'MaterialCitation',
  UNKNOWN: 'Occurrence',
};

const LIFE_STAGE: Record<LifeStage, string> = { IMAGO: 'adult', PUPA: 'pupa', CATERPILLAR: 'larva', EGG: 'egg' };

const VERIFICATION: Record<number, string> = {
  [ReviewStatus.ACCEPTED]: 'verified',
  [ReviewStatus.PENDING]: 'unverified',
  [ReviewStatus.REJECTED]: 'rejected',
  [ReviewStatus.REVOKED]: 'verification revoked',
};

/**
 * How far the animal may be from a generalised record's public point: half the diagonal of the 10 km
 * cell it stands for, or of a 0.1° square where the EEA grid does not reach (sensitivity.ts `generalise`).
 */
const CELL_UNCERTAINTY_M = 7072;
const ROUNDED_UNCERTAINTY_M = 7863;

export const recordUrl = (origin: string, id: number) => `${origin}/observation/${id}`;

const BREAKS = /[\t\r\n]/;
/** A value fit for a tab-separated line: no tabs or line breaks inside. */
function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  return BREAKS.test(value) ? value.replace(/[\t\r\n]+/g, ' ') : value;
}

/** The record's name: its catalogue species' scientific name, else the name typed. */
export const recordName = (row: ExportRecord): string => row.taxon?.name ?? row.speciesText ?? '';

/** The Occurrence core's values of one record as the viewer may see it, in OCCURRENCE_TERMS' order. */
export function occurrenceRow(viewer: Viewer, row: ExportRecord, origin: string): { values: string[]; lat: number | null; lon: number | null } {
  const place = presentPlace(viewer, row);
  const taxon = row.taxon;
  const uncertainty = place.generalised ? (place.eea10km ? CELL_UNCERTAINTY_M : ROUNDED_UNCERTAINTY_M) : place.accuracy;
  const values: Record<OccurrenceTerm, string | number | null> = {
    occurrenceID: recordUrl(origin, row.id),
    basisOfRecord: BASIS[row.basisOfRecord],
    scientificName: recordName(row),
    scientificNameAuthorship: taxon?.author ?? null,
    taxonRank: taxon ? (taxon.subspecies ? 'subspecies' : 'species') : null,
    kingdom: 'Animalia',
    order: 'Lepidoptera',
    family: taxon?.family ?? null,
    genus: taxon?.genus ?? null,
    specificEpithet: taxon?.species ?? null,
    infraspecificEpithet: taxon?.subspecies ?? null,
    vernacularName: taxon?.vernacular ?? null,
    eventDate: row.dateFrom === row.dateTo ? row.dateFrom : `${row.dateFrom}/${row.dateTo}`,
    eventTime: row.timespot,
    decimalLatitude: place.lat,
    decimalLongitude: place.lon,
    geodeticDatum: place.lat === null ? null : 'WGS84',
    coordinateUncertaintyInMeters: place.lat === null ? null : uncertainty,
    minimumElevationInMeters: place.alt,
    countryCode: place.country,
    stateProvince: place.region,
    locality: [place.closestSettlement, place.location].filter(Boolean).join(', ') || null,
    individualCount: row.individuals,
    lifeStage: LIFE_STAGE[row.lifeStage],
    recordedBy: row.author ?? row.uploaderName,
    identificationVerificationStatus: VERIFICATION[row.status] ?? null,
    license: LICENCE_URIS[row.licence],
    rightsHolder: row.uploaderName,
    occurrenceStatus: 'present',
    informationWithheld: place.generalised ? place.informationWithheld : null,
    dataGeneralizations: place.generalised ? place.dataGeneralizations : null,
    modified: row.modified,
    references: recordUrl(origin, row.id),
  };
  return { values: OCCURRENCE_TERMS.map(([term]) => cell(values[term])), lat: place.lat, lon: place.lon };
}

/** A photo of a record as the viewer may open it. */
export interface ExportPhoto {
  recordId: number;
  /** the absolute address the viewer may open (the presentation image, or the original where they may read it) */
  url: string;
  mime: string;
  title: string;
  creator: string;
  licence: Licence;
  rightsHolder: string;
}

/** The Simple Multimedia values of one photo: the core id, then MULTIMEDIA_TERMS' order. */
export function multimediaRow(photo: ExportPhoto, origin: string): string[] {
  return [
    recordUrl(origin, photo.recordId),
    'StillImage',
    photo.mime,
    photo.url,
    recordUrl(origin, photo.recordId),
    photo.title,
    photo.creator,
    LICENCE_URIS[photo.licence],
    photo.rightsHolder,
  ].map(cell);
}
