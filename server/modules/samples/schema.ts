import { encodeGlobalID } from '@pothos/plugin-relay';
import { LIST_MAX_ITEMS } from '@domain/paging.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { numericId, optionalId } from '../../graphql/ids.ts';
import { isoDay } from '@domain/observations/dates.ts';
import { LifeStageEnum } from '../observations/schema.ts';
import { placeInputFields } from '../observations/place-graphql.ts';
import { OBSERVATION_ORDER, observationListWhere } from '../observations/service.ts';
import { ViewerRef } from '../users/schema.ts';
import { samplesPolicy } from './policy.ts';
import { SAMPLE_MAX_ROWS, SAMPLE_PROTOCOLS } from '@domain/samples.ts';
import { createSample, deleteSample, SAMPLE_ORDER, type SampleInput, updateSample, visibleSamples } from './service.ts';

export const SampleProtocolEnum = builder.enumType('SampleProtocol', {
  description: 'How a sample was taken (Darwin Core samplingProtocol)',
  values: SAMPLE_PROTOCOLS,
});

builder.prismaNode('Sample', {
  id: { field: 'id' },
  nullable: true,
  description: 'A sampling event: one visit, one place, one method; its records share its place and dates (/my/sample/)',
  findUnique: (id, context) => ({ id: Number(id), AND: [visibleSamples(context.viewer)] }),
  fields: (t) => ({
    recId: t.exposeInt('id'),
    clientId: t.exposeString('clientId'),
    protocol: t.expose('protocol', { type: SampleProtocolEnum }),
    country: t.exposeString('country'),
    region: t.exposeString('region', { nullable: true }),
    closestSettlement: t.exposeString('closestSettlement', { nullable: true }),
    location: t.exposeString('location', { nullable: true }),
    verbatimLat: t.exposeString('verbatimLat', { nullable: true }),
    verbatimLon: t.exposeString('verbatimLon', { nullable: true }),
    lat: t.exposeFloat('lat', { nullable: true }),
    lon: t.exposeFloat('lon', { nullable: true }),
    alt: t.exposeFloat('alt', { nullable: true }),
    accuracy: t.exposeFloat('accuracy', { nullable: true }),
    locationSource: t.exposeString('locationSource', { nullable: true }),
    dateFrom: t.string({ select: { dateFrom: true }, resolve: (sample) => isoDay(sample.dateFrom) }),
    dateTo: t.string({ select: { dateTo: true }, resolve: (sample) => isoDay(sample.dateTo) }),
    timeStart: t.exposeString('timeStart', { nullable: true }),
    timeEnd: t.exposeString('timeEnd', { nullable: true }),
    effort: t.exposeString('effort', { nullable: true }),
    completeList: t.exposeBoolean('completeList', { description: 'every species seen was recorded (absence data)' }),
    notes: t.exposeString('notes'),
    owner: t.relation('owner'),
    observations: t.relatedConnection('observations', {
      cursor: 'id',
      description: 'the records of the sample the viewer may see',
      query: (_args, context) => ({ where: observationListWhere(context.viewer, {}), orderBy: OBSERVATION_ORDER }),
      totalCount: true,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField('Observation', 'sampleRecId', (t) =>
  t.int({
    nullable: true,
    description: 'the sample the record was counted in (its uploader only)',
    select: { sampleId: true, uploaderId: true },
    resolve: (record, _args, context) => (record.uploaderId === context.viewer.user?.entityId ? record.sampleId : null),
  }),
);

builder.objectField(ViewerRef, 'samples', (t) =>
  t.prismaConnection({
    type: 'Sample',
    cursor: 'id',
    description: "The viewer's samples, newest first (/my/sample/; admins while samples are in testing)",
    authScopes: (_parent, _args, context) => samplesPolicy(context.viewer).keep,
    totalCount: (_parent, _args, context) => context.prisma.sample.count({ where: visibleSamples(context.viewer), orderBy: SAMPLE_ORDER, take: LIST_MAX_ITEMS }),
    resolve: (query, _parent, _args, context) => context.prisma.sample.findMany({ ...query, where: visibleSamples(context.viewer), orderBy: SAMPLE_ORDER }),
  }),
);

const SampleRowInput = builder.inputType('SampleRowInput', {
  description: 'One line of a sample: a species (or a name) counted at one life stage',
  fields: (t) => ({
    clientId: t.string({ required: true, description: "the client's id of the row's record (a UUID); a known one edits that record" }),
    speciesId: t.id({ description: 'catalogue species; absent: give speciesText' }),
    speciesText: t.string(),
    individuals: t.int(),
    lifeStage: t.field({ type: LifeStageEnum }),
    notes: t.string(),
    sensitive: t.boolean(),
  }),
});

const SampleInputType = builder.inputType('SampleInput', {
  fields: (t) => ({
    protocol: t.field({ type: SampleProtocolEnum, required: true }),
    ...placeInputFields(t),
    dateFrom: t.string({ required: true }),
    dateTo: t.string(),
    timeStart: t.string({ description: 'HH:mm' }),
    timeEnd: t.string({ description: 'HH:mm' }),
    effort: t.string({ description: 'e.g. "1 × 125 W MV lamp, 4 h"' }),
    completeList: t.boolean(),
    notes: t.string(),
    privacy: t.int({ description: "the records' privacy: 0 only me, 1 friends, 2 same group, 9 anybody" }),
    rows: t.field({ type: [SampleRowInput], description: `at most ${SAMPLE_MAX_ROWS}; the whole list: rows left out delete their records` }),
  }),
});

function toServiceInput(input: typeof SampleInputType.$inferInput): Omit<SampleInput, 'clientId'> {
  return {
    ...input,
    completeList: input.completeList ?? undefined,
    notes: input.notes ?? undefined,
    rows: (input.rows ?? []).map((row) => ({
      ...row,
      speciesId: optionalId(row.speciesId, 'Species', 'speciesId'),
      lifeStage: row.lifeStage ?? undefined,
      notes: row.notes ?? undefined,
      sensitive: row.sensitive ?? undefined,
    })),
  };
}

const SamplePayload = builder.objectRef<{ id: number }>('SamplePayload').implement({
  fields: (t) => ({
    sample: t.prismaField({
      type: 'Sample',
      resolve: (query, saved, _args, context) => context.prisma.sample.findUniqueOrThrow({ ...query, where: { id: saved.id } }),
    }),
  }),
});

const errorTypes = [ValidationError, ForbiddenError, NotFoundError, ConflictError];

builder.mutationField('createSample', (t) =>
  t.field({
    type: SamplePayload,
    description: 'Adds a sample with its rows as records, all or nothing (a bad row is named rows.{index}.{field}); idempotent by clientId',
    args: {
      input: t.arg({ type: SampleInputType, required: true }),
      clientId: t.arg.string({ required: true }),
    },
    authScopes: (_parent, _args, context) => samplesPolicy(context.viewer).keep,
    errors: { types: errorTypes, directResult: true, union: { name: 'CreateSampleResult' } },
    resolve: async (_root, { input, clientId }, context) => (await createSample(context.services, context.viewer, { ...toServiceInput(input), clientId })).sample,
  }),
);

builder.mutationField('updateSample', (t) =>
  t.field({
    type: SamplePayload,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: SampleInputType, required: true }) },
    authScopes: (_parent, _args, context) => samplesPolicy(context.viewer).keep,
    errors: { types: errorTypes, directResult: true, union: { name: 'UpdateSampleResult' } },
    resolve: (_root, { id, input }, context) => updateSample(context.services, context.viewer, numericId(id, 'Sample', 'id'), toServiceInput(input)),
  }),
);

const DeleteSamplePayload = builder.objectRef<{ id: number }>('DeleteSamplePayload').implement({
  fields: (t) => ({ deletedId: t.id({ resolve: (deleted) => encodeGlobalID('Sample', deleted.id) }) }),
});

builder.mutationField('deleteSample', (t) =>
  t.field({
    type: DeleteSamplePayload,
    description: 'Deletes a sample; its records stay as ordinary records',
    args: { id: t.arg.id({ required: true }) },
    authScopes: (_parent, _args, context) => samplesPolicy(context.viewer).keep,
    errors: { types: errorTypes, directResult: true, union: { name: 'DeleteSampleResult' } },
    resolve: (_root, { id }, context) => deleteSample(context.services, context.viewer, numericId(id, 'Sample', 'id')),
  }),
);
