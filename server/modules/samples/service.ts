import { z } from 'zod';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Prisma, Sample } from '../../db/generated/prisma/client.ts';
import { ConflictError, type FieldProblem, NotFoundError, ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { LIFE_STAGES, ReviewStatus } from '@domain/observations/enums.ts';
import { NUMBER_LIMITS, TIMESPOT_PATTERN } from '@domain/observations/place.ts';
import { placeFieldsSchema } from '@domain/observations/place-schema.ts';
import { PRIVACY_CHOICES } from '@domain/privacy.ts';
import { SAMPLE_MAX_ROWS, SAMPLE_PROTOCOLS } from '@domain/samples.ts';
import { notifyValidatorsOfPending } from '../review/notify.ts';
import { publishTimelineItemChanged, publishTimelineItemDeleted } from '../timeline/events.ts';
import { publishNewlyAccepted, statusesBefore } from '../observations/events.ts';
import { validateObservationDates } from '@domain/observations/dates.ts';
import { placeFields, resolveLocation } from '../observations/location.ts';
import {
  applyObservationUpdate,
  BATCH_TRANSACTION,
  type BatchProblem,
  checkObservationBatch,
  checkObservationUpdate,
  type CheckedUpdate,
  insertObservationBatch,
  type ObservationInput,
  type ObservationWithItem,
  observationAsInput,
  pendingAmong,
  removeObservation,
} from '../observations/service.ts';
import { authorizeSample, authorizeSamples, samplesPolicy } from './policy.ts';

const text = (max: number) => z.string().max(max).nullish();
const time = z.string().regex(TIMESPOT_PATTERN, 'FORMAT_ERROR').nullish();

/** One line of a sample: a species (or a name) counted at one life stage. */
const sampleRowSchema = z.object({
  clientId: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'FORMAT_ERROR'),
  speciesId: z.number().int().nullish(),
  speciesText: text(200),
  individuals: z.number().int().min(NUMBER_LIMITS.individuals[0]).max(NUMBER_LIMITS.individuals[1]).nullish(),
  lifeStage: z.enum(LIFE_STAGES).default('IMAGO'),
  notes: z.string().max(10_000).default(''),
  sensitive: z.boolean().default(false),
});

export const sampleInputSchema = z.object({
  clientId: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'FORMAT_ERROR'),
  protocol: z.enum(SAMPLE_PROTOCOLS),
  ...placeFieldsSchema.shape,
  dateFrom: z.string().trim().min(1).max(40),
  dateTo: text(40),
  timeStart: time,
  timeEnd: time,
  effort: text(500),
  completeList: z.boolean().default(false),
  notes: z.string().max(10_000).default(''),
  /** the privacy of the sample's records */
  privacy: z
    .number()
    .int()
    .refine((level) => PRIVACY_CHOICES.includes(level), 'FORMAT_ERROR')
    .nullish(),
  rows: z.array(sampleRowSchema).max(SAMPLE_MAX_ROWS).default([]),
});
export type SampleInput = z.input<typeof sampleInputSchema>;
type ParsedSample = z.output<typeof sampleInputSchema>;
type ParsedRow = ParsedSample['rows'][number];

/** The viewer's entity, when they may keep samples. */
export function requireSampleRole(viewer: Viewer): number {
  const ownerId = actingEntityId(viewer);
  authorizeSamples(viewer);
  return ownerId;
}

/** The sample's own fields, checked: a sample is valid on its own, even before any row. */
function sampleData(input: ParsedSample) {
  const problems: FieldProblem[] = [];
  const dates = validateObservationDates(input.dateFrom, input.dateTo ?? undefined);
  if (!dates.ok) problems.push({ field: dates.field === 'from' ? 'dateFrom' : 'dateTo', code: dates.code });
  let place: ReturnType<typeof resolveLocation> | null = null;
  try {
    place = resolveLocation(input);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    problems.push(...error.fields);
  }
  if (input.timeStart && input.timeEnd && input.timeEnd < input.timeStart && dates.ok && dates.from === dates.to) {
    problems.push({ field: 'timeEnd', code: 'DATE_RANGE_ERROR' });
  }
  // The same species at the same stage twice in one sample is a typing slip, not two records.
  const seen = new Map<string, number>();
  for (const [index, row] of input.rows.entries()) {
    const name = row.speciesId != null && row.speciesId > 0 ? `#${row.speciesId}` : (row.speciesText ?? '').trim().toLowerCase();
    const key = `${name}|${row.lifeStage}`;
    if (name && seen.has(key)) problems.push({ field: `rows.${index}.speciesId`, code: 'DUPLICATE_ROW' });
    else seen.set(key, index);
  }
  if (problems.length || !dates.ok || !place) throw new ValidationError(problems);
  return {
    protocol: input.protocol,
    ...placeFields(place),
    dateFrom: new Date(`${dates.from}T00:00:00Z`),
    dateTo: new Date(`${dates.to}T00:00:00Z`),
    timeStart: input.timeStart ?? null,
    timeEnd: input.timeEnd ?? null,
    effort: input.effort?.trim() || null,
    completeList: input.completeList,
    notes: input.notes,
  };
}

/** A row as a record: the sample's place, dates and privacy, the row's species, count and stage. */
function rowRecord(input: ParsedSample, row: ParsedRow): Omit<ObservationInput, 'clientId'> {
  return {
    speciesId: row.speciesId,
    speciesText: row.speciesText,
    country: input.country,
    region: input.region,
    closestSettlement: input.closestSettlement,
    location: input.location,
    verbatimLat: input.verbatimLat,
    verbatimLon: input.verbatimLon,
    lat: input.lat,
    lon: input.lon,
    alt: input.alt,
    accuracy: input.accuracy,
    locationSource: input.locationSource,
    dateFrom: input.dateFrom,
    dateTo: input.dateTo,
    timespot: input.timeStart,
    individuals: row.individuals,
    lifeStage: row.lifeStage,
    notes: row.notes,
    privacy: input.privacy,
    sensitive: row.sensitive,
    // Records of one sample share place and day by design: the duplicate question is not theirs.
    confirmDuplicate: true,
  };
}

/** A row's problems under the names the form shows them by: `rows.{index}.{field}`. */
function rowProblems(problems: readonly { index: number; error: BatchProblem['error'] }[]): FieldProblem[] {
  return problems.flatMap(({ index, error }) =>
    error instanceof ValidationError
      ? error.fields.map((problem) => ({ ...problem, field: `rows.${index}.${problem.field}` }))
      : [{ field: `rows.${index}`, code: error.code, message: error.message }],
  );
}

export type SampleWithRecords = Sample & { recordIds: number[] };

/**
 * Saves a new sample with its rows as records, all or nothing: every bad row is reported by its
 * index. The client's id makes a retry answer the first sample.
 */
export async function createSample(services: Services, viewer: Viewer, raw: SampleInput): Promise<{ sample: Sample; created: boolean }> {
  const ownerId = requireSampleRole(viewer);
  const input = parseInput(sampleInputSchema, raw);
  const existing = await services.prisma.sample.findUnique({ where: { clientId: input.clientId } });
  if (existing) return { sample: ownedSample(existing, ownerId), created: false };

  const data = sampleData(input);
  const batch = await checkObservationBatch(
    services,
    viewer,
    input.rows.map((row) => ({ ...rowRecord(input, row), clientId: row.clientId })),
  );
  if (batch.problems.length) throw new ValidationError(rowProblems(batch.problems));
  try {
    const { sample, records } = await services.prisma.$transaction(async (tx) => {
      const sample = await tx.sample.create({ data: { ...data, clientId: input.clientId, ownerId } });
      return { sample, records: await insertObservationBatch(tx, viewer, batch.rows, sample.id) };
    }, BATCH_TRANSACTION);
    for (const record of records) publishTimelineItemChanged(services, record.item.id);
    publishNewlyAccepted(services, records);
    await notifyValidatorsOfPending(services, pendingAmong(records));
    return { sample, created: true };
  } catch (error) {
    const raced = await services.prisma.sample.findUnique({ where: { clientId: input.clientId } });
    if (raced) return { sample: ownedSample(raced, ownerId), created: false };
    throw error;
  }
}

function ownedSample(sample: Sample, ownerId: number): Sample {
  if (sample.ownerId !== ownerId) throw new ConflictError('CLIENT_ID_TAKEN', 'The sample id is used by another sample');
  return sample;
}

/**
 * Edits a sample and its rows: a changed place or date moves every record of it (their rules run
 * again), rows with a known client id update their record, new rows add records and records
 * whose row is gone are deleted; all checked first, then written in one transaction.
 */
export async function updateSample(services: Services, viewer: Viewer, id: number, raw: Omit<SampleInput, 'clientId'>): Promise<Sample> {
  requireSampleRole(viewer);
  // Another person's sample is not there for the viewer (404, as reading it), not forbidden.
  const current = await services.prisma.sample.findFirst({
    where: { id, AND: [visibleSamples(viewer)] },
    include: { observations: { include: { item: { select: { id: true, privacy: true } } } } },
  });
  if (!current) throw new NotFoundError();
  authorizeSample(viewer, 'edit', current);
  const input = parseInput(sampleInputSchema, { ...raw, clientId: current.clientId });
  const data = sampleData(input);

  const byClientId = new Map(current.observations.map((record) => [record.clientId, record]));
  const kept = new Set<number>();
  const updates: CheckedUpdate[] = [];
  const problems: BatchProblem[] = [];
  const additions: { index: number; input: ObservationInput }[] = [];
  for (const [index, row] of input.rows.entries()) {
    const record = byClientId.get(row.clientId);
    if (!record) {
      additions.push({ index, input: { ...rowRecord(input, row), clientId: row.clientId } });
      continue;
    }
    kept.add(record.id);
    try {
      updates.push(await checkObservationUpdate(services.prisma, viewer, record.id, { ...observationAsInput(record), ...rowRecord(input, row) }));
    } catch (error) {
      if (error instanceof ValidationError || error instanceof ConflictError) problems.push({ index, error });
      else throw error;
    }
  }
  const batch = await checkObservationBatch(
    services,
    viewer,
    additions.map((addition) => addition.input),
  );
  problems.push(...batch.problems.map(({ index, error }) => ({ index: additions[index]!.index, error })));
  if (problems.length) throw new ValidationError(rowProblems(problems.sort((a, b) => a.index - b.index)));
  const removed = current.observations.filter((record) => !kept.has(record.id));

  const { sample, written } = await services.prisma.$transaction(async (tx) => {
    const sample = await tx.sample.update({ where: { id }, data });
    const written: ObservationWithItem[] = [];
    for (const update of updates) written.push(await applyObservationUpdate(tx, update));
    written.push(...(await insertObservationBatch(tx, viewer, batch.rows, id)));
    for (const record of removed) await removeObservation(tx, record);
    return { sample, written };
  }, BATCH_TRANSACTION);
  for (const record of written) publishTimelineItemChanged(services, record.item.id);
  for (const record of removed) publishTimelineItemDeleted(services, record.itemId);
  publishNewlyAccepted(services, written, statusesBefore(current.observations));
  const wasPending = new Set(current.observations.filter((record) => record.status === ReviewStatus.PENDING).map((record) => record.id));
  await notifyValidatorsOfPending(services, pendingAmong(written.filter((record) => !wasPending.has(record.id))));
  return sample;
}

/** Deletes a sample; its records stay as ordinary records of their uploader (nothing seen is lost). */
export async function deleteSample(services: Services, viewer: Viewer, id: number): Promise<Sample> {
  requireSampleRole(viewer);
  const sample = await services.prisma.sample.findFirst({ where: { id, AND: [visibleSamples(viewer)] } });
  if (!sample) throw new NotFoundError();
  authorizeSample(viewer, 'delete', sample);
  return services.prisma.sample.delete({ where: { id } });
}

/** The samples a viewer may open: their own (an admin's, while samples are in testing). */
export function visibleSamples(viewer: Viewer): Prisma.SampleWhereInput {
  const ownerId = viewer.user?.entityId;
  if (ownerId === undefined || !samplesPolicy(viewer).keep) return { id: -1 };
  return { ownerId };
}

export async function findSample(services: Pick<Services, 'prisma'>, viewer: Viewer, id: number): Promise<Sample> {
  requireSampleRole(viewer);
  const sample = await services.prisma.sample.findFirst({ where: { id, AND: [visibleSamples(viewer)] } });
  if (!sample) throw new NotFoundError();
  return sample;
}

export const SAMPLE_ORDER: Prisma.SampleOrderByWithRelationInput[] = [{ dateFrom: 'desc' }, { id: 'desc' }];

/** One page of the viewer's samples, and how many there are. */
export async function samplePage(services: Pick<Services, 'prisma'>, viewer: Viewer, page: { page: number; size: number }) {
  requireSampleRole(viewer);
  const where = visibleSamples(viewer);
  const [rows, total] = await Promise.all([
    services.prisma.sample.findMany({ where, orderBy: SAMPLE_ORDER, skip: page.page * page.size, take: page.size }),
    services.prisma.sample.count({ where }),
  ]);
  return { rows, total };
}

/** The ids of a sample's records, in the order they were added. */
export async function sampleRecordIds(services: Pick<Services, 'prisma'>, sampleId: number): Promise<number[]> {
  return (await samplesRecordIds(services, [sampleId])).get(sampleId) ?? [];
}

/** The ids of the records of several samples in one query, each sample's in the order they were added. */
export async function samplesRecordIds(services: Pick<Services, 'prisma'>, sampleIds: readonly number[]): Promise<Map<number, number[]>> {
  const bySample = new Map<number, number[]>(sampleIds.map((id) => [id, []]));
  if (sampleIds.length === 0) return bySample;
  const rows = await services.prisma.observation.findMany({ where: { sampleId: { in: [...sampleIds] } }, select: { id: true, sampleId: true }, orderBy: { id: 'asc' } });
  for (const row of rows) bySample.get(row.sampleId!)?.push(row.id);
  return bySample;
}
