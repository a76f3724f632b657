import { isLicence, LICENCE_NAMES } from '@domain/licences.ts';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import { parseDate } from '@domain/observations/dates.ts';
import { LIFE_STAGES, type LifeStage, type ObservationFlag, ReviewStatus, type ReviewStatusCode } from '@domain/observations/enums.ts';
import { geoCountry } from '../geo-filter/geo-filter.ts';
import { recIdParam } from '../shell/route-params.ts';
import { observationMessages as m } from './observation-status-messages.ts';

/** The statuses in the order the list filter offers them. */
export const STATUSES: readonly ReviewStatusCode[] = [ReviewStatus.PENDING, ReviewStatus.ACCEPTED, ReviewStatus.REJECTED, ReviewStatus.REVOKED];

const STATUS_NAMES: Record<ReviewStatusCode, { key: string; message: MessageDescriptor }> = {
  0: { key: 'rejected', message: m.status0 },
  1: { key: 'accepted', message: m.status1 },
  2: { key: 'pending', message: m.status2 },
  3: { key: 'revoked', message: m.status3 },
};

export function isStatus(value: number): value is ReviewStatusCode {
  return Object.hasOwn(STATUS_NAMES, value);
}

/** The CSS modifier of a status badge: rejected, accepted, pending, revoked (unknown counts as pending). */
export function statusKey(status: number): string {
  return (isStatus(status) ? STATUS_NAMES[status] : STATUS_NAMES[2]).key;
}

export function statusMessage(status: number): MessageDescriptor {
  return (isStatus(status) ? STATUS_NAMES[status] : STATUS_NAMES[2]).message;
}

const STAGE_MESSAGES: Record<LifeStage, MessageDescriptor> = {
  IMAGO: m.stageIMAGO,
  PUPA: m.stagePUPA,
  CATERPILLAR: m.stageCATERPILLAR,
  EGG: m.stageEGG,
};

export function isLifeStage(value: string | null | undefined): value is LifeStage {
  return (LIFE_STAGES as readonly string[]).includes(value ?? '');
}

export function lifeStageMessage(stage: string): MessageDescriptor {
  return isLifeStage(stage) ? STAGE_MESSAGES[stage] : STAGE_MESSAGES.IMAGO;
}

const FLAG_MESSAGES: Record<ObservationFlag, { long: MessageDescriptor; short: MessageDescriptor }> = {
  GENUS_NEEDS_REVIEW: { long: m.flagGENUS_NEEDS_REVIEW, short: m.flagShortGENUS_NEEDS_REVIEW },
  OUTSIDE_FLIGHT_PERIOD: { long: m.flagOUTSIDE_FLIGHT_PERIOD, short: m.flagShortOUTSIDE_FLIGHT_PERIOD },
  OUTSIDE_KNOWN_SQUARES: { long: m.flagOUTSIDE_KNOWN_SQUARES, short: m.flagShortOUTSIDE_KNOWN_SQUARES },
  DIFFICULT_SPECIES: { long: m.flagDIFFICULT_SPECIES, short: m.flagShortDIFFICULT_SPECIES },
  PROTECTED_SPECIES: { long: m.flagPROTECTED_SPECIES, short: m.flagShortPROTECTED_SPECIES },
  THREATENED_SPECIES: { long: m.flagTHREATENED_SPECIES, short: m.flagShortTHREATENED_SPECIES },
};

export function isObservationFlag(value: string | null): value is ObservationFlag {
  return value !== null && Object.hasOwn(FLAG_MESSAGES, value);
}

/** What a flag means, in plain words (`short`: its name on cards and in the filter); a token the client does not know shows as it is. */
export function flagText(intl: IntlShape, flag: string, form: 'long' | 'short' = 'long'): string {
  return isObservationFlag(flag) ? intl.formatMessage(FLAG_MESSAGES[flag][form]) : flag;
}

const ACTION_MESSAGES: Record<string, MessageDescriptor> = {
  APPROVE: m.actionAPPROVE,
  REJECT: m.actionREJECT,
  REVOKE: m.actionREVOKE,
  COMMENT: m.actionCOMMENT,
  APPEAL: m.actionAPPEAL,
  TAXON_CHANGE: m.actionTAXON_CHANGE,
};

export function actionMessage(action: string): MessageDescriptor {
  return ACTION_MESSAGES[action] ?? m.actionCOMMENT;
}

const BASIS_MESSAGES: Record<string, MessageDescriptor> = {
  OBSERVATION: m.basisOBSERVATION,
  HUMAN_OBSERVATION: m.basisHUMAN_OBSERVATION,
  MACHINE_OBSERVATION: m.basisMACHINE_OBSERVATION,
  MATERIAL_SAMPLE: m.basisMATERIAL_SAMPLE,
  PRESERVED_SPECIMEN: m.basisPRESERVED_SPECIMEN,
  FOSSIL_SPECIMEN: m.basisFOSSIL_SPECIMEN,
  LIVING_SPECIMEN: m.basisLIVING_SPECIMEN,
  LITERATURE: m.basisLITERATURE,
  UNKNOWN: m.basisUNKNOWN,
};

export function basisText(intl: IntlShape, basis: string): string {
  return Object.hasOwn(BASIS_MESSAGES, basis) ? intl.formatMessage(BASIS_MESSAGES[basis]!) : basis;
}

const SOURCE_MESSAGES: Record<string, MessageDescriptor> = {
  EXIF: m.sourceEXIF,
  GPS: m.sourceGPS,
  MAP: m.sourceMAP,
  SAVED: m.sourceSAVED,
  TEXT: m.sourceTEXT,
};

export function locationSourceText(intl: IntlShape, source: string): string {
  return Object.hasOwn(SOURCE_MESSAGES, source) ? intl.formatMessage(SOURCE_MESSAGES[source]!) : source;
}

/** Licence names are the licences' own (CC BY 4.0 …); only "public domain" is translated. */
export function licenceText(intl: IntlShape, licence: string): string {
  if (licence === 'CC0') return intl.formatMessage(m.licenceCC0);
  return isLicence(licence) ? LICENCE_NAMES[licence] : licence;
}

/** Relay global id of a record (`base64("Observation:12")`), for routes that carry the numeric id. */
export function observationGlobalId(recId: number | string): string {
  return btoa(`Observation:${recId}`);
}

/** `YYYY-MM-DD` as a date at UTC midnight; null when it is not such a day. */
export function parseDay(text: string | null | undefined): Date | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : date;
}

const DAY_FORMAT = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' } as const;

/** One day, or a range when the record spans several. */
export function formatObservationDate(intl: IntlShape, dateFrom: string, dateTo: string): string {
  const from = parseDay(dateFrom);
  const to = parseDay(dateTo);
  if (!from) return dateFrom;
  if (!to || dateTo === dateFrom) return intl.formatDate(from, DAY_FORMAT);
  return intl.formatDateTimeRange(from, to, DAY_FORMAT);
}

export interface PlaceLike {
  generalised: boolean;
  country: string;
  region?: string | null;
  closestSettlement?: string | null;
  location?: string | null;
  eea10km?: string | null;
}

/** The place in one line: locality, settlement, region (no country when it is the default "EU"). */
export function placeParts(place: PlaceLike): string[] {
  const parts = [place.location, place.closestSettlement, place.region].map((part) => part?.trim() ?? '').filter(Boolean);
  return [...new Set(parts)];
}

export interface ListFilters {
  speciesId: number | null;
  uploaderId: number | null;
  lifeStage: LifeStage | null;
  dateFrom: string | null;
  dateTo: string | null;
  /** months of the first day, 1–12 (from November to February wraps) */
  monthFrom: number | null;
  monthTo: number | null;
  /** a person's records, or a group's or project's (its members') */
  entityId: number | null;
  status: ReviewStatusCode | null;
}

/** The first page of one's own records the URL's status filter asks for. */
export function myObservationListVariables(params: URLSearchParams) {
  const { status } = parseListFilters(params);
  return { status: status === null ? null : [status], count: LIST_PAGE_SIZE };
}

/** The first page of the records list (/observation/list/) the URL's filters ask for; the status filter is the validators'. */
export function observationListVariables(params: URLSearchParams, canFilterStatus: boolean) {
  const filters = parseListFilters(params);
  return {
    speciesKey: String(filters.speciesId ?? 0),
    withSpecies: filters.speciesId !== null,
    uploaderId: filters.uploaderId ?? 0,
    withUploader: filters.uploaderId !== null,
    entityKey: filters.entityId ?? 0,
    withEntity: filters.entityId !== null,
    speciesId: filters.speciesId,
    uploader: filters.uploaderId,
    lifeStage: filters.lifeStage,
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
    monthFrom: filters.monthFrom,
    monthTo: filters.monthTo,
    entityId: filters.entityId,
    status: canFilterStatus && filters.status !== null ? [filters.status] : null,
    country: geoCountry(params),
    count: LIST_PAGE_SIZE,
  };
}

/** A month of the year (1–12) as the URL writes it, or none. */
function monthParam(value: string | null): number | null {
  return value !== null && /^(?:[1-9]|1[0-2])$/.test(value) ? Number(value) : null;
}

/** The list filters from the URL (`?species=`, `?uploader=`, `?stage=`, `?from=`, `?to=`, `?month_from=`, `?month_to=`, `?entity=`, `?status=`); junk is ignored. */
export function parseListFilters(params: URLSearchParams): ListFilters {
  const id = (name: string) => recIdParam(params.get(name));
  const day = (name: string) => (parseDay(params.get(name)) ? params.get(name) : null);
  const stage = params.get('stage');
  const status = params.get('status');
  const statusCode = status !== null && /^\d$/.test(status) && isStatus(Number(status)) ? (Number(status) as ReviewStatusCode) : null;
  return {
    speciesId: id('species'),
    uploaderId: id('uploader'),
    lifeStage: isLifeStage(stage) ? stage : null,
    dateFrom: day('from'),
    dateTo: day('to'),
    monthFrom: monthParam(params.get(FILTER_PARAMS.monthFrom)),
    monthTo: monthParam(params.get(FILTER_PARAMS.monthTo)),
    entityId: id(FILTER_PARAMS.entityId),
    status: statusCode,
  };
}

/** The URL parameters that hold the filters of parseListFilters. */
export const FILTER_PARAMS = {
  lifeStage: 'stage',
  dateFrom: 'from',
  dateTo: 'to',
  monthFrom: 'month_from',
  monthTo: 'month_to',
  entityId: 'entity',
  status: 'status',
  speciesId: 'species',
  uploaderId: 'uploader',
} as const;

export type DayFilterInput = { ok: true; iso: string | null } | { ok: false };

/**
 * A date filter as typed in the app's format (yyyy.mm.dd, recording §9; the other forms the
 * record form reads too): the day as the list's `YYYY-MM-DD`, none for an empty field, or not a date.
 */
export function parseDayFilter(text: string): DayFilterInput {
  if (!text.trim()) return { ok: true, iso: null };
  const iso = parseDate(text);
  return iso ? { ok: true, iso } : { ok: false };
}
