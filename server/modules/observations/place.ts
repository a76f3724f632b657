import type { Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { exactPlaceUploaders, maySeeExactPlace } from './policy.ts';

/** The place fields of a record as stored. */
export interface StoredPlace {
  uploaderId: number;
  country: string;
  region: string | null;
  closestSettlement: string | null;
  location: string | null;
  verbatimLat: string | null;
  verbatimLon: string | null;
  lat: number | null;
  lon: number | null;
  alt: number | null;
  accuracy: number | null;
  locationSource: string | null;
  publicLat: number | null;
  publicLon: number | null;
  informationWithheld: string | null;
  dataGeneralizations: string | null;
  eea1km: string | null;
  eea10km: string | null;
  eea100km: string | null;
  utm10km: string | null;
  utm2_5km: string | null;
}

/** The columns every read path selects to present a place. */
export const PLACE_SELECT = {
  uploaderId: true,
  country: true,
  region: true,
  closestSettlement: true,
  location: true,
  verbatimLat: true,
  verbatimLon: true,
  lat: true,
  lon: true,
  alt: true,
  accuracy: true,
  locationSource: true,
  publicLat: true,
  publicLon: true,
  informationWithheld: true,
  dataGeneralizations: true,
  eea1km: true,
  eea10km: true,
  eea100km: true,
  utm10km: true,
  utm2_5km: true,
} as const satisfies Record<keyof StoredPlace, true>;

export interface PresentedPlace extends Omit<StoredPlace, 'uploaderId' | 'publicLat' | 'publicLon'> {
  /** the coordinates are a generalised stand-in, not where the animal was */
  generalised: boolean;
}

/**
 * The one place where a record's location is cut for a viewer: a generalised record shows others
 * its public point and its coarse cells only; the exact coordinates, their text, the locality,
 * the altitude and the fine cells stay with the uploader, validators and admins.
 */
export function presentPlace(viewer: Viewer, place: StoredPlace): PresentedPlace {
  const { uploaderId: _uploader, publicLat, publicLon, ...exact } = place;
  if (!isGeneralised(place)) return { ...exact, generalised: false };
  if (maySeeExactPlace(viewer, place.uploaderId)) return { ...exact, generalised: false };
  return {
    ...exact,
    generalised: true,
    closestSettlement: null,
    location: null,
    verbatimLat: null,
    verbatimLon: null,
    lat: publicLat,
    lon: publicLon,
    alt: null,
    accuracy: null,
    eea1km: null,
    utm2_5km: null,
  };
}

/** A generalised record: its place is cut for others (a public point or withheld information). */
const isGeneralised = (place: Pick<StoredPlace, 'publicLat' | 'informationWithheld'>) => place.publicLat !== null || place.informationWithheld !== null;
const NOT_GENERALISED = { publicLat: null, informationWithheld: null } as const satisfies Prisma.ObservationWhereInput;

/**
 * `presentPlace`'s rule as a filter, for queries that use the exact place of many records at once
 * (the map's 1 km and 2.5 km cells, its points): the records whose exact place the viewer may see,
 * i.e. those not generalised, and those the policy shows exactly (`exactPlaceUploaders`).
 */
export function exactPlaceVisible(viewer: Viewer): Prisma.ObservationWhereInput {
  const exact = exactPlaceUploaders(viewer);
  if (exact === 'all') return {};
  return exact === 'none' ? NOT_GENERALISED : { OR: [exact, NOT_GENERALISED] };
}
