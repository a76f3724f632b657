import { encodeGlobalID } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import { LIST_MAX_ITEMS } from '@domain/paging.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { abilitiesType } from '../../graphql/abilities.ts';
import { builder } from '../../graphql/builder.ts';
import { numericId, optionalId } from '../../graphql/ids.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { EntityRef } from '../entities/schema.ts';
import { ViewerRef } from '../users/schema.ts';
import { ImportProblemRef } from '../species/schema.ts';
import { speciesWhere } from '../species/service.ts';
import { type ImportReport, importSightings, SIGHTING_COLUMNS } from './imports.ts';
import { isoDay } from '@domain/observations/dates.ts';
import { BASIS_OF_RECORD, LICENCES, LIFE_STAGES, type ObservationFlag, OBSERVATION_FLAGS } from '@domain/observations/enums.ts';
import { firstPhotoThumbnails } from './photos.ts';
import { presentPlace } from './place.ts';
import { placeInputFields } from './place-graphql.ts';
import { RECORD_ACTIONS, recordPolicy } from './policy.ts';
import { visibleObservations } from './visibility.ts';
import {
  checkObservationEntry,
  createObservation,
  deleteObservation,
  type EntryCheck,
  OBSERVATION_ORDER,
  type ObservationInput,
  type ObservationWithItem,
  newObservationDefaults,
  observationListWhere,
  updateObservation,
  type ObservationFilter,
} from './service.ts';

export const LifeStageEnum = builder.enumType('LifeStage', { values: LIFE_STAGES });
export const BasisOfRecordEnum = builder.enumType('BasisOfRecord', { values: BASIS_OF_RECORD });
export const LicenceEnum = builder.enumType('Licence', { description: 'CC0, CC BY 4.0, CC BY-NC 4.0', values: LICENCES });
export const ObservationFlagEnum = builder.enumType('ObservationFlag', {
  description: 'An automatic check the record failed; validators filter the review queue by it',
  values: OBSERVATION_FLAGS,
});

const Place = builder.objectRef<ReturnType<typeof presentPlace>>('ObservationPlace').implement({
  description: "Where the record was made, as the viewer may see it: others see a sensitive record's 10 km cell only",
  fields: (t) => ({
    generalised: t.exposeBoolean('generalised', { description: 'the coordinates stand for the 10 km cell, not the spot' }),
    country: t.exposeString('country'),
    region: t.exposeString('region', { nullable: true }),
    closestSettlement: t.exposeString('closestSettlement', { nullable: true }),
    location: t.exposeString('location', { nullable: true }),
    verbatimLat: t.exposeString('verbatimLat', { nullable: true }),
    verbatimLon: t.exposeString('verbatimLon', { nullable: true }),
    lat: t.exposeFloat('lat', { nullable: true }),
    lon: t.exposeFloat('lon', { nullable: true }),
    alt: t.exposeFloat('alt', { nullable: true }),
    accuracy: t.exposeFloat('accuracy', { nullable: true, description: 'metres' }),
    locationSource: t.exposeString('locationSource', { nullable: true }),
    informationWithheld: t.exposeString('informationWithheld', { nullable: true, description: 'Darwin Core informationWithheld' }),
    dataGeneralizations: t.exposeString('dataGeneralizations', { nullable: true, description: 'Darwin Core dataGeneralizations' }),
    eea1km: t.exposeString('eea1km', { nullable: true }),
    eea10km: t.exposeString('eea10km', { nullable: true }),
    eea100km: t.exposeString('eea100km', { nullable: true }),
    utm10km: t.exposeString('utm10km', { nullable: true }),
    utm2_5km: t.exposeString('utm2_5km', { nullable: true }),
  }),
});

/** One request's first-photo lookups of a list, batched into a single query. */
const photoLoaders = new WeakMap<GraphQLContext, DataLoader<readonly number[], string | null, string>>();

function photoLoader(context: GraphQLContext): DataLoader<readonly number[], string | null, string> {
  let loader = photoLoaders.get(context);
  if (!loader) {
    loader = new DataLoader((records) => firstPhotoThumbnails(context.prisma, context.viewer, records), { cacheKeyFn: (ids) => ids.join(',') });
    photoLoaders.set(context, loader);
  }
  return loader;
}

const RecordViewerCanRef = abilitiesType(
  'RecordViewerCan',
  RECORD_ACTIONS,
  'What the viewer may do with a record: edit, delete, review it, take part in its review conversation, appeal, see its exact place and possible duplicate',
);

export const ObservationRef = builder.prismaNode('Observation', {
  id: { field: 'id' },
  nullable: true,
  description: "An observation record; its privacy, likes and comments are its timeline item's",
  findUnique: (id, context) => ({ id: Number(id), AND: [visibleObservations(context.viewer)] }),
  fields: (t) => ({
    recId: t.exposeInt('id'),
    viewerCan: t.field({
      type: RecordViewerCanRef,
      resolve: (record, _args, context) => recordPolicy(context.viewer, record),
    }),
    clientId: t.string({
      nullable: true,
      description: "the client's id of the record (its uploader only)",
      resolve: (record, _args, context) => (record.uploaderId === context.viewer.user?.entityId ? record.clientId : null),
    }),
    species: t.relation('species', { nullable: true }),
    speciesText: t.exposeString('speciesText', { nullable: true, description: 'the name as typed when no catalogue species fits' }),
    status: t.exposeInt('status', { description: '0 rejected, 1 accepted, 2 pending, 3 revoked' }),
    flags: t.field({
      type: [ObservationFlagEnum],
      description: 'the automatic checks the record failed (unusual date or square, difficult, protected or threatened species…)',
      resolve: (record) => record.flags as ObservationFlag[],
    }),
    place: t.field({ type: Place, resolve: (record, _args, context) => presentPlace(context.viewer, record) }),
    dateFrom: t.string({ resolve: (record) => isoDay(record.dateFrom) }),
    dateTo: t.string({ resolve: (record) => isoDay(record.dateTo) }),
    author: t.exposeString('author', { nullable: true }),
    uploader: t.relation('uploader'),
    timespot: t.exposeString('timespot', { nullable: true }),
    individuals: t.exposeInt('individuals', { nullable: true }),
    lifeStage: t.expose('lifeStage', { type: LifeStageEnum }),
    notes: t.exposeString('notes'),
    comment: t.exposeString('comment'),
    discussion: t.exposeString('discussion'),
    basisOfRecord: t.expose('basisOfRecord', { type: BasisOfRecordEnum }),
    dataSource: t.exposeString('dataSource', { nullable: true }),
    dataSourceId: t.exposeString('dataSourceId', { nullable: true }),
    licence: t.expose('licence', { type: LicenceEnum }),
    mediaIds: t.exposeIntList('mediaIds'),
    photoThumbnailUrl: t.string({
      nullable: true,
      description: "the thumbnail of the record's first attached photo the viewer may see, else null (lists then show the species' thumbnail)",
      resolve: (record, _args, context) => photoLoader(context).load(record.mediaIds),
    }),
    sensitive: t.exposeBoolean('sensitive', { description: 'the uploader asked for the place to be generalised' }),
    possibleDuplicateOf: t.int({
      nullable: true,
      description: "the uploader's record this one may repeat (recId)",
      resolve: (record, _args, context) => (recordPolicy(context.viewer, record).seePossibleDuplicate ? record.possibleDuplicateOfId : null),
    }),
    reviewer: t.relation('reviewer', { nullable: true }),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime', nullable: true }),
    item: t.relation('item', { description: 'the timeline item: privacy, likes, comments' }),
    ownedByViewer: t.boolean({
      resolve: (record, _args, context) => record.uploaderId === context.viewer.user?.entityId,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField('TimelineItem', 'observation', (t) =>
  t.relation('observation', {
    nullable: true,
    description: 'the record the item shows',
    query: (_args, context) => ({ where: visibleObservations(context.viewer) }),
  }),
);

/** The filters of `observations`: the list's, and a species name search over the species catalogue's names. */
function recordListWhere(context: GraphQLContext, args: ObservationFilter & { speciesQuery?: string | null }) {
  const { speciesQuery, ...filter } = args;
  const where = observationListWhere(context.viewer, filter);
  return speciesQuery?.trim() ? { AND: [where, { species: speciesWhere({ query: speciesQuery }) }] } : where;
}

builder.queryField('observations', (t) =>
  t.prismaConnection({
    type: 'Observation',
    cursor: 'id',
    description: 'Records the viewer may see, newest observation first, filtered (/observation/list/)',
    args: {
      speciesId: t.arg.int({ description: 'species (recId)' }),
      uploaderId: t.arg.int({ description: 'uploader entity (recId)' }),
      status: t.arg.intList({ description: '0 rejected, 1 accepted, 2 pending, 3 revoked' }),
      country: t.arg.string({ description: 'geo filter: a country code; EU or absent = Europe' }),
      dateFrom: t.arg.string({ description: 'YYYY-MM-DD' }),
      dateTo: t.arg.string({ description: 'YYYY-MM-DD' }),
      lifeStage: t.arg({ type: LifeStageEnum }),
      monthFrom: t.arg.int({ description: 'first month of the first day, 1–12 (a range past December wraps)' }),
      monthTo: t.arg.int({ description: 'last month of the first day, 1–12' }),
      year: t.arg.int({ description: 'the year of the first day' }),
      entityId: t.arg.int({ description: "a person's records, or a group's or project's: its members' (recId)" }),
      speciesQuery: t.arg.string({ description: "species by name: each word in one of the species' names (the search screen)" }),
    },
    totalCount: (_parent, args, context) => context.prisma.observation.count({ where: recordListWhere(context, args), orderBy: OBSERVATION_ORDER, take: LIST_MAX_ITEMS }),
    resolve: (query, _parent, args, context) => context.prisma.observation.findMany({ ...query, where: recordListWhere(context, args), orderBy: OBSERVATION_ORDER }),
  }),
);

const NewObservationDefaultsRef = builder.objectRef<ReturnType<typeof newObservationDefaults>>('NewObservationDefaults').implement({
  description: "A new record's starting values for the viewer (the same as GET /api/observation/0)",
  fields: (t) => ({
    country: t.exposeString('country'),
    lifeStage: t.expose('lifeStage', { type: LifeStageEnum }),
    basisOfRecord: t.expose('basisOfRecord', { type: BasisOfRecordEnum }),
    licence: t.expose('licence', { type: LicenceEnum }),
    individuals: t.exposeInt('individuals'),
    privacy: t.exposeInt('privacy', { description: "the viewer's observation_pp setting, else anybody (9)" }),
    dateFrom: t.exposeString('dateFrom', { description: 'today, YYYY-MM-DD' }),
  }),
});

builder.objectField(ViewerRef, 'newObservationDefaults', (t) =>
  t.field({ type: NewObservationDefaultsRef, resolve: (_state, _args, context) => newObservationDefaults(context.viewer) }),
);

builder.objectField(ViewerRef, 'observations', (t) =>
  t.prismaConnection({
    type: 'Observation',
    cursor: 'id',
    description: "The viewer's own records, newest observation first (/my/observation/)",
    args: {
      status: t.arg.intList(),
      speciesId: t.arg.int(),
      inSample: t.arg.boolean({ description: 'true: only records counted in a sample (/my/sample/error/list/)' }),
    },
    authScopes: { loggedIn: true },
    totalCount: (_parent, args, context) =>
      context.prisma.observation.count({
        where: observationListWhere(context.viewer, { ...args, uploaderId: context.viewer.user!.entityId }),
        orderBy: OBSERVATION_ORDER,
        take: LIST_MAX_ITEMS,
      }),
    resolve: (query, _parent, args, context) =>
      context.prisma.observation.findMany({
        ...query,
        where: observationListWhere(context.viewer, { ...args, uploaderId: context.viewer.user!.entityId }),
        orderBy: OBSERVATION_ORDER,
      }),
  }),
);

builder.prismaObjectField(EntityRef, 'observationCount', (t) =>
  t.int({
    description: "the person's records the viewer may see",
    resolve: (entity, _args, context) => context.prisma.observation.count({ where: observationListWhere(context.viewer, { uploaderId: entity.id }) }),
  }),
);

const ObservationInputType = builder.inputType('ObservationInput', {
  fields: (t) => ({
    speciesId: t.id({ description: 'catalogue species (global or numeric id); -1 or absent: not identified, give speciesText' }),
    speciesText: t.string(),
    ...placeInputFields(t),
    dateFrom: t.string({ required: true, description: 'as typed; normalised to YYYY-MM-DD' }),
    dateTo: t.string(),
    author: t.string(),
    timespot: t.string({ description: 'HH:mm' }),
    individuals: t.int(),
    lifeStage: t.field({ type: LifeStageEnum }),
    notes: t.string(),
    comment: t.string(),
    basisOfRecord: t.field({ type: BasisOfRecordEnum }),
    dataSource: t.string(),
    dataSourceId: t.string(),
    licence: t.field({ type: LicenceEnum }),
    mediaIds: t.intList(),
    privacy: t.int({ description: "0 only me, 1 friends, 2 same group, 9 anybody; absent: the viewer's observation_pp default" }),
    sensitive: t.boolean({ description: 'show others only the 10 km cell' }),
    confirmDuplicate: t.boolean({ description: 'save although a possible duplicate was reported' }),
  }),
});

type GraphQLObservationInput = typeof ObservationInputType.$inferInput;

function toServiceInput(input: GraphQLObservationInput): Omit<ObservationInput, 'clientId'> {
  const speciesId = input.speciesId === '-1' ? -1 : optionalId(input.speciesId, 'Species', 'speciesId');
  return {
    ...input,
    speciesId,
    lifeStage: input.lifeStage ?? undefined,
    notes: input.notes ?? undefined,
    comment: input.comment ?? undefined,
    basisOfRecord: input.basisOfRecord ?? undefined,
    licence: input.licence ?? undefined,
    mediaIds: input.mediaIds ?? undefined,
    sensitive: input.sensitive ?? undefined,
    confirmDuplicate: input.confirmDuplicate ?? undefined,
  };
}

const DuplicateRef = builder.objectRef<{ id: number; distanceM: number }>('PossibleDuplicate').implement({
  fields: (t) => ({
    recId: t.exposeInt('id'),
    distanceM: t.exposeInt('distanceM', { description: 'metres from the new record' }),
  }),
});

const EntryCheckRef = builder.objectRef<EntryCheck>('ObservationEntryCheck').implement({
  description: 'What saving the record would do, by the entry rules',
  fields: (t) => ({
    status: t.exposeInt('status', { description: '1 accepted at once, 2 pending review' }),
    flags: t.field({ type: [ObservationFlagEnum], description: 'the automatic checks the record fails', resolve: (check) => check.flags }),
    mediaRequired: t.exposeBoolean('mediaRequired', { description: 'the record needs a photo or video (recording §4–§5)' }),
    mediaMissing: t.exposeBoolean('mediaMissing', { description: 'media is required and no photo or video is attached yet' }),
    duplicates: t.field({ type: [DuplicateRef], resolve: (check) => check.duplicates }),
  }),
});

const errorTypes = [ValidationError, ForbiddenError, NotFoundError, ConflictError];

builder.queryField('observationEntryCheck', (t) =>
  t.field({
    type: EntryCheckRef,
    description: 'Runs the entry rules on a form without saving: review, media and duplicates, shown before saving',
    args: { input: t.arg({ type: ObservationInputType, required: true }), recId: t.arg.int({ description: 'the record being edited' }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'ObservationEntryCheckResult' } },
    resolve: (_root, { input, recId }, context) =>
      checkObservationEntry(context.services, context.viewer, { ...toServiceInput(input), clientId: 'entry-check' }, recId ?? null),
  }),
);

const ObservationPayload = builder.objectRef<{ observation: ObservationWithItem; check: EntryCheck }>('ObservationPayload').implement({
  fields: (t) => ({
    observation: t.prismaField({
      type: 'Observation',
      resolve: (query, change, _args, context) => context.prisma.observation.findUniqueOrThrow({ ...query, where: { id: change.observation.id } }),
    }),
    entryCheck: t.field({ type: EntryCheckRef, resolve: (change) => change.check }),
  }),
});

builder.mutationField('createObservation', (t) =>
  t.field({
    type: ObservationPayload,
    description: 'Adds a record; idempotent by clientId (a retry answers the first record)',
    args: {
      input: t.arg({ type: ObservationInputType, required: true }),
      clientId: t.arg.string({ required: true, description: "the client's id of the record (a UUID)" }),
    },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'CreateObservationResult' } },
    resolve: (_root, { input, clientId }, context) => createObservation(context.services, context.viewer, { ...toServiceInput(input), clientId }),
  }),
);

builder.mutationField('updateObservation', (t) =>
  t.field({
    type: ObservationPayload,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: ObservationInputType, required: true }),
      filesToRemove: t.arg.intList({ description: 'media ids to take off the record (recording §4 _files_to_remove); they stay in the media list' }),
    },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'UpdateObservationResult' } },
    resolve: (_root, { id, input, filesToRemove }, context) =>
      updateObservation(context.services, context.viewer, numericId(id, 'Observation', 'id'), { ...toServiceInput(input), filesToRemove: filesToRemove ?? [] }),
  }),
);

const DeleteObservationPayload = builder.objectRef<{ id: number; itemId: number }>('DeleteObservationPayload').implement({
  fields: (t) => ({
    deletedId: t.id({ resolve: (deleted) => encodeGlobalID('Observation', deleted.id) }),
    deletedItemId: t.id({ resolve: (deleted) => encodeGlobalID('TimelineItem', deleted.itemId) }),
  }),
});

builder.mutationField('deleteObservation', (t) =>
  t.field({
    type: DeleteObservationPayload,
    args: { id: t.arg.id({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'DeleteObservationResult' } },
    resolve: (_root, { id }, context) => deleteObservation(context.services, context.viewer, numericId(id, 'Observation', 'id')),
  }),
);

const ImportReportRef = builder.objectRef<ImportReport>('ImportReport').implement({
  description: 'All rows saved, or none and every problem',
  fields: (t) => ({
    dryRun: t.exposeBoolean('dryRun', { description: 'a check only: nothing was saved' }),
    checked: t.exposeInt('checked', { description: 'rows that passed the checks' }),
    imported: t.exposeInt('imported'),
    skipped: t.exposeInt('skipped', { description: 'rows an earlier import of the same file saved' }),
    errors: t.field({ type: [ImportProblemRef], resolve: (report) => report.errors }),
  }),
});

builder.mutationField('importSightings', (t) =>
  t.field({
    type: ImportReportRef,
    description: `A CSV file of sightings: ${SIGHTING_COLUMNS.join(', ')} (day/month/year dates); all or nothing. With dryRun only checked`,
    args: { csv: t.arg.string({ required: true }), dryRun: t.arg.boolean({ description: 'check every row, save nothing' }) },
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError], directResult: true, union: { name: 'ImportSightingsResult' } },
    resolve: (_root, { csv, dryRun }, context) => importSightings(context.services, context.viewer, csv, { dryRun: dryRun ?? false }),
  }),
);
