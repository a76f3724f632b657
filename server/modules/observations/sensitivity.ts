import type { IucnCategory, ProtectionLevel } from '../../db/generated/prisma/enums.ts';
import { eeaCellCentre } from '@domain/geo/grid.ts';

/** Red-list categories that make a species sensitive, on the European or the Hungarian list. */
export const THREATENED_CATEGORIES: readonly string[] = ['CR', 'EN', 'VU'];

/**
 * Protected species this valuable (or strictly protected ones) are sensitive. Hungarian law protects
 * nearly every butterfly, most at 5 000–10 000 Ft; hiding all of them would hide the commonest.
 */
export const SENSITIVE_PROTECTION_VALUE_HUF = 50_000;

export interface SensitivitySpecies {
  protection: ProtectionLevel | null;
  protectionValue: number | null;
  iucn: IucnCategory | null;
  redListHu: string | null;
}

/** Valuably protected or threatened species are shown to others only as their 10 km cell. */
export function isSensitiveSpecies(species: SensitivitySpecies | null): boolean {
  if (!species) return false;
  return (
    species.protection === 'STRICTLY_PROTECTED' ||
    (species.protection === 'PROTECTED' && (species.protectionValue ?? 0) >= SENSITIVE_PROTECTION_VALUE_HUF) ||
    THREATENED_CATEGORIES.includes(species.iucn ?? '') ||
    THREATENED_CATEGORIES.includes(species.redListHu ?? '')
  );
}

export interface Generalisation {
  /** Darwin Core informationWithheld; null when nothing is withheld */
  informationWithheld: string | null;
  /** Darwin Core dataGeneralizations */
  dataGeneralizations: string | null;
  publicLat: number | null;
  publicLon: number | null;
}

const NOT_GENERALISED: Generalisation = { informationWithheld: null, dataGeneralizations: null, publicLat: null, publicLon: null };

/**
 * How a record's place is shown to the public: sensitive records (by species, or because the
 * uploader asked) move to the centre of their EEA 10 km cell; outside the EEA grid's area to the
 * nearest tenth of a degree, about as coarse.
 */
export function generalise(record: {
  sensitive: boolean;
  species: SensitivitySpecies | null;
  lat: number | null;
  lon: number | null;
  eea10km: string | null;
}): Generalisation {
  const bySpecies = isSensitiveSpecies(record.species);
  if (!bySpecies && !record.sensitive) return NOT_GENERALISED;
  const why = bySpecies ? 'protected or threatened species' : "at the recorder's request";
  if (record.lat === null || record.lon === null) {
    return { ...NOT_GENERALISED, informationWithheld: `locality withheld: ${why}` };
  }
  const centre = record.eea10km ? eeaCellCentre(record.eea10km) : null;
  const publicPoint = centre ?? { lat: Math.round(record.lat * 10) / 10, lon: Math.round(record.lon * 10) / 10 };
  return {
    informationWithheld: `exact coordinates, locality and altitude withheld: ${why}`,
    dataGeneralizations: centre ? `coordinates generalised to the centre of EEA 10 km cell ${record.eea10km}` : 'coordinates rounded to 0.1 degree',
    publicLat: publicPoint.lat,
    publicLon: publicPoint.lon,
  };
}
