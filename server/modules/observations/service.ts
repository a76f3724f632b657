import { z } from 'zod';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Observation, Prisma, Species } from '../../db/generated/prisma/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { PERSON_ENTITY, RelationCode } from '@domain/entities.ts';
import { DEFAULT_COUNTRY, geoFilterCountry } from '@domain/geo/countries.ts';
import { savedLicence } from '@domain/licences.ts';
import { mediaOfItems, refreshMediaSensitivity, setItemMedia } from '../media/attachments.ts';
import { ownsAllMedia } from '../media/service.ts';
import { type Db, objectKey } from '../objects/registry.ts';
import { Privacy, PRIVACY_CHOICES } from '@domain/privacy.ts';
import { scientificName } from '@domain/species/names.ts';
import { viewerDefaultPrivacy } from '../privacy/service.ts';
import { notifyValidatorsOfPending } from '../review/notify.ts';
import { publishTimelineItemChanged, publishTimelineItemDeleted } from '../timeline/events.ts';
import { publishNewlyAccepted, statusesBefore } from './events.ts';
import { validateObservationDates } from '@domain/observations/dates.ts';
import { authorizeRecord } from './policy.ts';
import { findPossibleDuplicates, type PossibleDuplicate } from './duplicates.ts';
import { entryOutcome, EVIDENCE_MEDIA_TYPES } from '@domain/observations/entry-rules.ts';
import {
  BASIS_OF_RECORD,
  type Licence,
  LICENCES,
  LIFE_STAGES,
  OBSERVATION_PRIVACY_KIND,
  type ObservationFlag,
  ReviewStatus,
  UNIDENTIFIED_SPECIES,
} from '@domain/observations/enums.ts';
import { NUMBER_LIMITS, TIMESPOT_PATTERN } from '@domain/observations/place.ts';
import { placeFieldsSchema } from '@domain/observations/place-schema.ts';
import { entryFlags } from './entry-rules.ts';
import { type ResolvedLocation, resolveLocation } from './location.ts';
import { PRESENTED_RECORD_INCLUDE, type PresentedRecord } from './present.ts';
import { generalise, type Generalisation } from './sensitivity.ts';
import { RECORD_CATEGORY, visibleObservations } from './visibility.ts';

/** What a new record holds until its observer says otherwise (the form's start, and the input's defaults). */
const NEW_RECORD = { lifeStage: 'IMAGO', basisOfRecord: 'HUMAN_OBSERVATION', individuals: 1 } as const;

const optionalText = (max: number) => z.string().max(max).nullish();

export const observationInputSchema = z.object({
  /** the client's own id of the record (a UUID): creating twice with it answers the first record */
  clientId: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'FORMAT_ERROR'),
  speciesId: z.number().int().nullish(),
  speciesText: optionalText(200),
  ...placeFieldsSchema.shape,
  dateFrom: z.string().trim().min(1).max(40),
  dateTo: optionalText(40),
  author: optionalText(200),
  timespot: z.string().regex(TIMESPOT_PATTERN, 'FORMAT_ERROR').nullish(),
  individuals: z.number().int().min(NUMBER_LIMITS.individuals[0]).max(NUMBER_LIMITS.individuals[1]).nullish(),
  lifeStage: z.enum(LIFE_STAGES).default(NEW_RECORD.lifeStage),
  notes: z.string().max(10_000).default(''),
  comment: z.string().max(10_000).default(''),
  basisOfRecord: z.enum(BASIS_OF_RECORD).default(NEW_RECORD.basisOfRecord),
  dataSource: optionalText(200),
  dataSourceId: optionalText(200),
  /** none: the observer's default licence (a new record), or the record's own (an edit) */
  licence: z.enum(LICENCES).nullish(),
  mediaIds: z.array(z.number().int().positive()).max(50).default([]),
  privacy: z
    .number()
    .int()
    .refine((level) => PRIVACY_CHOICES.includes(level), 'FORMAT_ERROR')
    .nullish(),
  sensitive: z.boolean().default(false),
  /** the person saw the possible duplicate and saves anyway */
  confirmDuplicate: z.boolean().default(false),
});
export type ObservationInput = z.input<typeof observationInputSchema>;
/** The input as saved: the licence resolved (the record's, else the observer's default). */
type ParsedInput = Omit<z.output<typeof observationInputSchema>, 'licence'> & { licence: Licence };

type RuleSpeciesRow = Pick<Species, 'id' | 'genus' | 'species' | 'subspecies' | 'difficulty' | 'protection' | 'protectionValue' | 'iucn' | 'redListHu'>;

/** What entering the record would do: the checks' flags and verdict, and records it may repeat. */
export interface EntryCheck {
  flags: ObservationFlag[];
  status: number;
  mediaRequired: boolean;
  /** the media requirement is not met yet: no photo or video among the attached media */
  mediaMissing: boolean;
  duplicates: PossibleDuplicate[];
}

interface Prepared {
  input: ParsedInput;
  species: RuleSpeciesRow | null;
  place: ResolvedLocation;
  dates: { from: Date; to: Date };
  check: EntryCheck;
}

/** Validates a record and runs the entry rules, without saving anything. */
async function prepare(db: Db, viewer: Viewer, raw: ObservationInput, existingId: number | null): Promise<Prepared> {
  const uploaderId = actingEntityId(viewer);
  const parsed = parseInput(observationInputSchema, raw);
  const input: ParsedInput = { ...parsed, licence: parsed.licence ?? savedLicence(viewer.user?.settings) };
  const problems: { field: string; code: string; message?: string }[] = [];

  const dates = validateObservationDates(input.dateFrom, input.dateTo ?? undefined);
  if (!dates.ok) problems.push({ field: dates.field === 'from' ? 'dateFrom' : 'dateTo', code: dates.code });

  let place: ResolvedLocation | null = null;
  try {
    place = resolveLocation(input);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    problems.push(...error.fields);
  }

  const identified = input.speciesId != null && input.speciesId !== UNIDENTIFIED_SPECIES;
  const species = identified
    ? await db.species.findUnique({
        where: { id: input.speciesId! },
        select: { id: true, genus: true, species: true, subspecies: true, difficulty: true, protection: true, protectionValue: true, iucn: true, redListHu: true },
      })
    : null;
  if (identified && !species) problems.push({ field: 'speciesId', code: 'DATA_NOT_FOUND' });
  if (!identified && !input.speciesText?.trim()) problems.push({ field: 'speciesId', code: 'FIELD_REQUIRED' });
  if (!(await ownsAllMedia(db, uploaderId, input.mediaIds))) problems.push({ field: 'media', code: 'DATA_NOT_FOUND' });
  if (problems.length || !dates.ok || !place) throw new ValidationError(problems);

  const [rules, phenology, knownSquares, evidence] = await Promise.all([
    db.reviewRule.findMany({ orderBy: { id: 'asc' } }),
    species ? db.phenology.findMany({ where: { speciesId: species.id } }) : [],
    species ? knownSquareFacts(db, species.id, place.eea10km) : { count: 0, includesRecordCell: false },
    countEvidence(db, input.mediaIds),
  ]);
  const { flags, reviewDemanded } = entryFlags(
    {
      role: viewer.role,
      species,
      lifeStage: input.lifeStage,
      country: place.country,
      dateFrom: dates.from,
      dateTo: dates.to,
      eea10km: place.eea10km,
      phenology,
      knownSquares,
    },
    rules,
  );
  const outcome = entryOutcome(reviewDemanded);
  const duplicates =
    species && place.lat !== null && place.lon !== null
      ? await findPossibleDuplicates(db, { uploaderId, speciesId: species.id, date: dates.from, lat: place.lat, lon: place.lon, exceptId: existingId })
      : [];
  return {
    input,
    species,
    place,
    dates: { from: new Date(`${dates.from}T00:00:00Z`), to: new Date(`${dates.to}T00:00:00Z`) },
    check: { flags, ...outcome, mediaMissing: outcome.mediaRequired && evidence === 0, duplicates },
  };
}

/** How many of the media are photos or videos: only they meet the media requirement. */
function countEvidence(db: Db, mediaIds: readonly number[]): Promise<number> {
  if (mediaIds.length === 0) return Promise.resolve(0);
  return db.media.count({ where: { id: { in: [...new Set(mediaIds)] }, mediaType: { in: [...EVIDENCE_MEDIA_TYPES] } } });
}

async function knownSquareFacts(db: Db, speciesId: number, cell: string | null) {
  const [count, hit] = await Promise.all([db.knownSquare.count({ where: { speciesId } }), cell ? db.knownSquare.count({ where: { speciesId, cell10km: cell } }) : 0]);
  return { count, includesRecordCell: hit > 0 };
}

/** The entry rules' verdict for a form, shown before saving (media needed, review, duplicates). */
export async function checkObservationEntry(services: Services, viewer: Viewer, input: ObservationInput, existingId: number | null = null): Promise<EntryCheck> {
  return (await prepare(services.prisma, viewer, input, existingId)).check;
}

function refuseUnsaveable({ input, check }: Prepared): void {
  if (check.mediaMissing) {
    throw new ValidationError([{ field: 'media', code: 'MEDIA_REQUIRED' }]);
  }
  if (check.duplicates.length && !input.confirmDuplicate) {
    throw new ConflictError('POSSIBLE_DUPLICATE', `Possible duplicate of record ${check.duplicates.map((d) => d.id).join(', ')}`);
  }
}

function recordData({ input, species, place, dates, check }: Prepared) {
  return {
    speciesId: species?.id ?? null,
    speciesText: species ? null : input.speciesText!.trim(),
    flags: check.flags,
    ...place,
    dateFrom: dates.from,
    dateTo: dates.to,
    author: input.author?.trim() || null,
    timespot: input.timespot ?? null,
    individuals: input.individuals ?? null,
    lifeStage: input.lifeStage,
    notes: input.notes,
    comment: input.comment,
    basisOfRecord: input.basisOfRecord,
    dataSource: input.dataSource ?? null,
    dataSourceId: input.dataSourceId ?? null,
    licence: input.licence,
    mediaIds: input.mediaIds,
    sensitive: input.sensitive,
    possibleDuplicateOfId: check.duplicates[0]?.id ?? null,
    ...generalise({ sensitive: input.sensitive, species, lat: place.lat, lon: place.lon, eea10km: place.eea10km }),
  };
}

/** The title of a record's timeline card: its name, and its settlement unless the place is generalised. */
export function observationItemTitle(name: string, { closestSettlement, informationWithheld }: Pick<Observation, 'closestSettlement' | 'informationWithheld'>): string {
  const where = informationWithheld === null ? closestSettlement : null;
  return where ? `${name} – ${where}` : name;
}

/** The timeline card of a record: its name and what was seen; never the place of a generalised one. */
function itemFields({ species, input }: Prepared, recordId: number, data: ReturnType<typeof recordData>) {
  const name = species ? scientificName(species) : input.speciesText!.trim();
  return {
    title: observationItemTitle(name, data),
    summary: input.notes.slice(0, 1000),
    url: `/observation/${recordId}`,
    referencedId: recordId,
  };
}

export type ObservationWithItem = Observation & { item: { id: number; privacy: number } };

/**
 * Creates a record. The client's id makes it idempotent: a retry answers the record the first
 * call made (and refuses another person's id). Status and flags come from the entry rules; an accepted record counts for its species at once.
 */
export async function createObservation(
  services: Services,
  viewer: Viewer,
  raw: ObservationInput,
): Promise<{ observation: ObservationWithItem; check: EntryCheck; created: boolean }> {
  const uploaderId = actingEntityId(viewer);
  const clientId = parseInput(observationInputSchema.pick({ clientId: true }), raw).clientId;
  const existing = await findByClientId(services.prisma, clientId);
  if (existing) return replay(existing, uploaderId);

  const prepared = await prepare(services.prisma, viewer, raw, null);
  refuseUnsaveable(prepared);
  try {
    const observation = await services.prisma.$transaction((tx) => insertRecord(tx, viewer, prepared, clientId));
    publishTimelineItemChanged(services, observation.item.id);
    publishNewlyAccepted(services, [observation]);
    await notifyValidatorsOfPending(services, pendingAmong([observation]));
    return { observation, check: prepared.check, created: true };
  } catch (error) {
    // Two retries raced: the loser answers the winner's record.
    const raced = await findByClientId(services.prisma, clientId);
    if (raced) return replay(raced, uploaderId);
    throw error;
  }
}

/** Writes a checked record with its timeline item; an accepted one counts for its species at once. */
async function insertRecord(tx: Db, viewer: Viewer, prepared: Prepared, clientId: string, sampleId: number | null = null): Promise<ObservationWithItem> {
  const uploaderId = actingEntityId(viewer);
  const privacy = prepared.input.privacy ?? viewerDefaultPrivacy(viewer, OBSERVATION_PRIVACY_KIND);
  const item = await tx.timelineItem.create({ data: { ownerId: uploaderId, category: RECORD_CATEGORY, title: '', privacy } });
  const data = recordData(prepared);
  const record = await tx.observation.create({ data: { ...data, clientId, status: prepared.check.status, uploaderId, itemId: item.id, sampleId } });
  const updatedItem = await tx.timelineItem.update({
    where: { id: item.id },
    data: itemFields(prepared, record.id, data),
    select: { id: true, privacy: true },
  });
  await setItemMedia(tx, item.id, record.mediaIds);
  if (record.status === ReviewStatus.ACCEPTED) await countAccepted(tx, record);
  return { ...record, item: updatedItem };
}

export interface BatchProblem {
  /** the row's position in the batch */
  index: number;
  error: ValidationError | ConflictError;
}

/** A batch of new records after the checks: the rows to write, or the problems of every bad row. */
export interface CheckedBatch {
  rows: readonly Prepared[];
  /** rows whose client id was saved before (the same batch again) */
  skipped: number;
  problems: BatchProblem[];
}

/** Checks every row of a batch of new records, without saving anything. */
export async function checkObservationBatch(services: Pick<Services, 'prisma'>, viewer: Viewer, inputs: ObservationInput[]): Promise<CheckedBatch> {
  actingEntityId(viewer);
  const known = await services.prisma.observation.findMany({ where: { clientId: { in: inputs.map((input) => input.clientId) } }, select: { clientId: true } });
  const existing = new Set(known.map((row) => row.clientId));
  const problems: BatchProblem[] = [];
  const rows: Prepared[] = [];
  for (const [index, input] of inputs.entries()) {
    if (existing.has(input.clientId)) continue;
    try {
      const row = await prepare(services.prisma, viewer, input, null);
      refuseUnsaveable(row);
      rows.push(row);
    } catch (error) {
      if (error instanceof ValidationError || error instanceof ConflictError) problems.push({ index, error });
      else throw error;
    }
  }
  return { rows, skipped: existing.size, problems };
}

/** Writes checked rows inside the caller's transaction, optionally as the records of a sample. */
export async function insertObservationBatch(tx: Db, viewer: Viewer, rows: readonly Prepared[], sampleId: number | null = null): Promise<ObservationWithItem[]> {
  const saved: ObservationWithItem[] = [];
  for (const row of rows) saved.push(await insertRecord(tx, viewer, row, row.input.clientId, sampleId));
  return saved;
}

/** Long batches (an import, a night's trap list) get more time than Prisma's 5 s default. */
export const BATCH_TRANSACTION = { timeout: 120_000 } as const;

/**
 * A batch of records (an import), all or nothing: either the problems of every row, or all rows
 * saved in one transaction. Rows whose client id was saved before (the same file again) are skipped.
 */
export async function createObservationBatch(
  services: Pick<Services, 'prisma' | 'bus'>,
  viewer: Viewer,
  inputs: ObservationInput[],
): Promise<{ saved: ObservationWithItem[]; skipped: number; problems: BatchProblem[] }> {
  const { rows, skipped, problems } = await checkObservationBatch(services, viewer, inputs);
  if (problems.length) return { saved: [], skipped, problems };
  const saved = await services.prisma.$transaction((tx) => insertObservationBatch(tx, viewer, rows), BATCH_TRANSACTION);
  for (const row of saved) publishTimelineItemChanged(services, row.item.id);
  publishNewlyAccepted(services, saved);
  return { saved, skipped, problems };
}

function findByClientId(db: Db, clientId: string) {
  return db.observation.findUnique({ where: { clientId }, include: { item: { select: { id: true, privacy: true } } } });
}

function replay(existing: ObservationWithItem, uploaderId: number) {
  if (existing.uploaderId !== uploaderId) throw new ConflictError('CLIENT_ID_TAKEN', 'The record id is used by another record');
  const check: EntryCheck = { flags: existing.flags as ObservationFlag[], status: existing.status, mediaRequired: false, mediaMissing: false, duplicates: [] };
  return { observation: existing, check, created: false };
}

/** An edit after the checks: the record as it is, and what it becomes. */
export interface CheckedUpdate {
  current: ObservationWithItem;
  prepared: Prepared;
}

/** Checks an edit of a record (its uploader only), without saving anything. */
/** An edit of a saved record: its fields, and media to take off it (recording §4 `_files_to_remove`). */
export type ObservationEdit = Omit<ObservationInput, 'clientId'> & { filesToRemove?: readonly number[] };

/**
 * The media a record keeps after an edit: the ones the edit names, or else those it had, less the
 * removed ones. A removed file leaves the record, not its owner's media list (/my/media/list/).
 */
function editedMediaIds(current: readonly number[], { mediaIds, filesToRemove = [] }: ObservationEdit): number[] {
  return (mediaIds ?? current).filter((id) => !filesToRemove.includes(id));
}

export async function checkObservationUpdate(db: Db, viewer: Viewer, id: number, raw: ObservationEdit): Promise<CheckedUpdate> {
  actingEntityId(viewer);
  const current = await db.observation.findUnique({ where: { id }, include: { item: { select: { id: true, privacy: true } } } });
  if (!current || current.item.privacy === Privacy.REMOVED) throw new NotFoundError();
  authorizeRecord(viewer, 'edit', current);
  const { filesToRemove: _removed, ...fields } = raw;
  const prepared = await prepare(
    db,
    viewer,
    { ...fields, licence: fields.licence ?? current.licence, mediaIds: editedMediaIds(current.mediaIds, raw), clientId: current.clientId },
    id,
  );
  refuseUnsaveable(prepared);
  return { current, prepared };
}

/**
 * Writes a checked edit inside the caller's transaction. The rules ran again: an accepted or
 * pending record takes their new verdict; a rejected or revoked one keeps its status until a
 * validator or an appeal moves it.
 */
export async function applyObservationUpdate(tx: Db, { current, prepared }: CheckedUpdate): Promise<ObservationWithItem> {
  const reopened = current.status === ReviewStatus.ACCEPTED || current.status === ReviewStatus.PENDING;
  const status = reopened ? prepared.check.status : current.status;
  const data = recordData(prepared);
  const record = await tx.observation.update({
    where: { id: current.id },
    data: {
      ...data,
      status,
      ...(status !== current.status ? { reviewerId: null, reviewedAt: null } : {}),
    },
  });
  const item = await tx.timelineItem.update({
    where: { id: current.itemId },
    data: { ...itemFields(prepared, current.id, data), ...(prepared.input.privacy != null ? { privacy: prepared.input.privacy } : {}) },
    select: { id: true, privacy: true },
  });
  await setItemMedia(tx, current.itemId, record.mediaIds);
  await recountSpecies(tx, [current.speciesId, record.speciesId]);
  if (record.status === ReviewStatus.ACCEPTED) await addKnownSquare(tx, record);
  return { ...record, item };
}

/** Edits a record (its uploader only); see applyObservationUpdate for what happens to its status. */
export async function updateObservation(
  services: Services,
  viewer: Viewer,
  id: number,
  raw: ObservationEdit,
): Promise<{ observation: ObservationWithItem; check: EntryCheck }> {
  const checked = await checkObservationUpdate(services.prisma, viewer, id, raw);
  const observation = await services.prisma.$transaction((tx) => applyObservationUpdate(tx, checked));
  publishTimelineItemChanged(services, observation.item.id, checked.current.item.privacy);
  publishNewlyAccepted(services, [observation], statusesBefore([checked.current]));
  if (checked.current.status !== ReviewStatus.PENDING) await notifyValidatorsOfPending(services, pendingAmong([observation]));
  return { observation, check: { ...checked.prepared.check, status: observation.status } };
}

/** The records that wait for review, for the validators' notices. */
export function pendingAmong(records: readonly Pick<Observation, 'id' | 'uploaderId' | 'status'>[]): Pick<Observation, 'id' | 'uploaderId'>[] {
  return records.filter((record) => record.status === ReviewStatus.PENDING);
}

/** A saved record as the input that would save it again (to re-check it with some fields changed). */
export function observationAsInput(record: ObservationWithItem): Omit<ObservationInput, 'clientId'> {
  return {
    speciesId: record.speciesId,
    speciesText: record.speciesText,
    country: record.country,
    region: record.region,
    closestSettlement: record.closestSettlement,
    location: record.location,
    verbatimLat: record.verbatimLat,
    verbatimLon: record.verbatimLon,
    lat: record.lat,
    lon: record.lon,
    alt: record.alt,
    accuracy: record.accuracy,
    locationSource: record.locationSource as ObservationInput['locationSource'],
    dateFrom: record.dateFrom.toISOString().slice(0, 10),
    dateTo: record.dateTo.toISOString().slice(0, 10),
    author: record.author,
    timespot: record.timespot,
    individuals: record.individuals,
    lifeStage: record.lifeStage,
    notes: record.notes,
    comment: record.comment,
    basisOfRecord: record.basisOfRecord,
    dataSource: record.dataSource,
    dataSourceId: record.dataSourceId,
    licence: record.licence,
    mediaIds: record.mediaIds,
    privacy: record.item.privacy,
    sensitive: record.sensitive,
    // The person confirmed the record once; moving it with its sample does not ask again.
    confirmDuplicate: true,
  };
}

/** Deletes a record with its timeline item, likes and comments (its uploader or an admin). */
export async function deleteObservation(services: Services, viewer: Viewer, id: number): Promise<Observation> {
  actingEntityId(viewer);
  const deleted = await services.prisma.$transaction(async (tx) => {
    const record = await tx.observation.findUnique({ where: { id } });
    if (!record) throw new NotFoundError();
    authorizeRecord(viewer, 'delete', record);
    await removeObservation(tx, record);
    return record;
  });
  publishTimelineItemDeleted(services, deleted.itemId);
  return deleted;
}

/** Removes a record inside the caller's transaction; the caller publishes the item's deletion. */
export async function removeObservation(tx: Db, record: Pick<Observation, 'id' | 'itemId' | 'speciesId'>): Promise<void> {
  const key = objectKey({ kind: 'TimelineItem', id: record.itemId });
  const comments = await tx.comment.findMany({ where: { objectId: key }, select: { id: true } });
  await tx.like.deleteMany({ where: { objectId: { in: [key, ...comments.map((comment) => objectKey({ kind: 'Comment', id: comment.id }))] } } });
  await tx.comment.deleteMany({ where: { objectId: key } });
  const media = await mediaOfItems(tx, [record.itemId]);
  await tx.observation.delete({ where: { id: record.id } });
  await tx.timelineItem.delete({ where: { id: record.itemId } });
  await refreshMediaSensitivity(tx, media);
  await recountSpecies(tx, [record.speciesId]);
}

/**
 * Applies a species' sensitivity to every record of it, inside the transaction that changed the
 * species: records of a species that became sensitive are generalised at once (public point,
 * Darwin Core withheld and generalisation notes, a timeline title without the settlement) and
 * their media get the sensitive treatment; when it stops being sensitive, records go back to
 * their exact place unless their observer asked for generalisation.
 */
export async function regeneraliseSpeciesRecords(tx: Db, speciesId: number): Promise<void> {
  const species = await tx.species.findUniqueOrThrow({
    where: { id: speciesId },
    select: { genus: true, species: true, subspecies: true, protection: true, protectionValue: true, iucn: true, redListHu: true },
  });
  const records = await tx.observation.findMany({
    where: { speciesId },
    select: {
      id: true,
      sensitive: true,
      lat: true,
      lon: true,
      eea10km: true,
      closestSettlement: true,
      informationWithheld: true,
      dataGeneralizations: true,
      publicLat: true,
      publicLon: true,
      mediaIds: true,
      item: { select: { id: true, title: true } },
    },
  });
  const name = scientificName(species);
  const changedMedia: number[] = [];
  for (const record of records) {
    const generalisation = generalise({ ...record, species });
    const changed = (Object.keys(generalisation) as (keyof Generalisation)[]).some((key) => generalisation[key] !== record[key]);
    if (changed) {
      await tx.observation.update({ where: { id: record.id }, data: generalisation });
      changedMedia.push(...record.mediaIds);
    }
    const title = observationItemTitle(name, { closestSettlement: record.closestSettlement, informationWithheld: generalisation.informationWithheld });
    if (title !== record.item.title) await tx.timelineItem.update({ where: { id: record.item.id }, data: { title } });
  }
  await refreshMediaSensitivity(tx, changedMedia);
}

/** An accepted record counts for its species' statistics and makes its square known. */
export async function countAccepted(db: Db, record: Pick<Observation, 'speciesId' | 'eea10km'>): Promise<void> {
  await recountSpecies(db, [record.speciesId]);
  await addKnownSquare(db, record);
}

async function addKnownSquare(db: Db, { speciesId, eea10km }: Pick<Observation, 'speciesId' | 'eea10km'>) {
  if (speciesId !== null && eea10km !== null) {
    await db.knownSquare.createMany({ data: [{ speciesId, cell10km: eea10km }], skipDuplicates: true });
  }
}

/** Recomputes cnt, year_from and year_to of species from their accepted records. */
export async function recountSpecies(db: Db, speciesIds: (number | null)[]): Promise<void> {
  for (const speciesId of new Set(speciesIds.filter((id): id is number => id !== null))) {
    const stats = await db.observation.aggregate({
      where: { speciesId, status: ReviewStatus.ACCEPTED },
      _count: true,
      _min: { dateFrom: true },
      _max: { dateTo: true },
    });
    await db.species.update({
      where: { id: speciesId },
      data: {
        statCount: stats._count,
        statYearFrom: stats._min.dateFrom?.getUTCFullYear() ?? null,
        statYearTo: stats._max.dateTo?.getUTCFullYear() ?? null,
      },
    });
  }
}

export interface ObservationFilter {
  speciesId?: number | null;
  uploaderId?: number | null;
  status?: number[] | null;
  country?: string | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  lifeStage?: (typeof LIFE_STAGES)[number] | null;
  /** months of the first day, 1–12; from November to February wraps over the year's end */
  monthFrom?: number | null;
  monthTo?: number | null;
  /** the year of the first day (the charts' year list) */
  year?: number | null;
  /** the records of an entity (`entityRecords`) */
  entityId?: number | null;
  /** the records of one sample */
  sampleId?: number | null;
  /** true: only records counted in a sample; false: only records outside samples */
  inSample?: boolean | null;
}

/** The list filters of /observation/list/ and /my/observation/, inside the visibility rule. */
export function observationListWhere(viewer: Viewer, filter: ObservationFilter): Prisma.ObservationWhereInput {
  const day = (text: string | null | undefined, field: string) => {
    if (!text) return undefined;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(text))) throw new ValidationError([{ field, code: 'DATE_FORMAT_ERROR' }]);
    return new Date(`${text}T00:00:00Z`);
  };
  const from = day(filter.dateFrom, 'dateFrom');
  const country = geoFilterCountry(filter.country);
  const to = day(filter.dateTo, 'dateTo');
  return {
    AND: [
      visibleObservations(viewer),
      {
        ...(filter.speciesId != null ? { speciesId: filter.speciesId } : {}),
        ...(filter.uploaderId != null ? { uploaderId: filter.uploaderId } : {}),
        ...(filter.status?.length ? { status: { in: filter.status } } : {}),
        ...(country ? { country } : {}),
        ...(from ? { dateTo: { gte: from } } : {}),
        ...(to ? { dateFrom: { lte: to } } : {}),
        ...(filter.lifeStage ? { lifeStage: filter.lifeStage } : {}),
        ...(filter.sampleId != null ? { sampleId: filter.sampleId } : {}),
        ...(filter.inSample != null ? { sampleId: filter.inSample ? { not: null } : null } : {}),
      },
      monthRangeWhere(filter.monthFrom, filter.monthTo),
      yearWhere(filter.year),
      filter.entityId != null ? entityRecords({ id: filter.entityId }) : {},
    ],
  };
}

/** A month of the year, or none; anything else is refused (422 FORMAT_ERROR on the field). */
function month(value: number | null | undefined, field: string): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 1 || value > 12) throw new ValidationError([{ field, code: 'FORMAT_ERROR' }]);
  return value;
}

/** Records whose first day falls in a year (four digits; anything else is 422 FORMAT_ERROR on the field). */
function yearWhere(year: number | null | undefined): Prisma.ObservationWhereInput {
  if (year === null || year === undefined) return {};
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new ValidationError([{ field: 'year', code: 'FORMAT_ERROR' }]);
  return { observedYear: year };
}

/** Records whose first day falls in the months from `monthFrom` to `monthTo` (either may be open); a range past December wraps to January. */
function monthRangeWhere(monthFrom: number | null | undefined, monthTo: number | null | undefined): Prisma.ObservationWhereInput {
  const from = month(monthFrom, 'monthFrom');
  const to = month(monthTo, 'monthTo');
  if (from !== null && to !== null && from > to) return { OR: [{ observedMonth: { gte: from } }, { observedMonth: { lte: to } }] };
  return from === null && to === null ? {} : { observedMonth: { ...(from === null ? {} : { gte: from }), ...(to === null ? {} : { lte: to }) } };
}

/**
 * The records of an entity: a person's own; a group's or project's, those of its members (m).
 * Without the entity's type, both (nobody is a member of a person).
 */
export function entityRecords(entity: { id: number; type?: number }): Prisma.ObservationWhereInput {
  const own = { uploaderId: entity.id };
  const members = { uploader: { relationsFrom: { some: { toId: entity.id, code: RelationCode.MEMBER } } } };
  if (entity.type === undefined) return { OR: [own, members] };
  return entity.type === PERSON_ENTITY ? own : members;
}

/** Newest observation day first; the id breaks ties. */
export const OBSERVATION_ORDER: Prisma.ObservationOrderByWithRelationInput[] = [{ dateFrom: 'desc' }, { id: 'desc' }];

export async function findVisibleObservation(db: Db, viewer: Viewer, id: number) {
  const found = await db.observation.findFirst({ where: { id, AND: [visibleObservations(viewer)] } });
  if (!found) throw new NotFoundError();
  return found;
}

/** A visible record with what its presenter reads. */
export async function loadPresentableObservation(db: Db, viewer: Viewer, id: number): Promise<PresentedRecord> {
  const found = await findVisibleObservation(db, viewer, id);
  return db.observation.findUniqueOrThrow({ where: { id: found.id }, include: PRESENTED_RECORD_INCLUDE });
}

/** One page of the records a filter finds, with what their presenter reads, and how many there are. */
export async function observationPage(db: Db, viewer: Viewer, filter: ObservationFilter, page: { page: number; size: number }) {
  const where = observationListWhere(viewer, filter);
  const [rows, total] = await Promise.all([
    db.observation.findMany({ where, orderBy: OBSERVATION_ORDER, skip: page.page * page.size, take: page.size, include: PRESENTED_RECORD_INCLUDE }),
    db.observation.count({ where }),
  ]);
  return { rows, total };
}

/** A new record's starting values for this viewer (`GET /api/observation/0` and the web form). */
export function newObservationDefaults(viewer: Viewer, today = new Date()) {
  return {
    country: DEFAULT_COUNTRY.code,
    ...NEW_RECORD,
    licence: savedLicence(viewer.user?.settings),
    privacy: viewerDefaultPrivacy(viewer, OBSERVATION_PRIVACY_KIND),
    dateFrom: today.toISOString().slice(0, 10),
  };
}
