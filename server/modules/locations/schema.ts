import { encodeGlobalID } from '@pothos/plugin-relay';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { numericId } from '../../graphql/ids.ts';
import { placeInputFields } from '../observations/place-graphql.ts';
import { ViewerRef } from '../users/schema.ts';
import { deleteSavedLocation, listSavedLocations, type LocalityView, locationHistory, renameLocality, saveLocation, type UsedLocation } from './service.ts';

builder.prismaNode('SavedLocation', {
  id: { field: 'id' },
  description: 'A place the viewer saved for reuse (/my/location/)',
  fields: (t) => ({
    recId: t.exposeInt('id'),
    name: t.exposeString('name', { description: 'the locality name its owner gave it; empty: unnamed' }),
    country: t.exposeString('country'),
    region: t.exposeString('region', { nullable: true }),
    closestSettlement: t.exposeString('closestSettlement', { nullable: true }),
    location: t.exposeString('location', { nullable: true }),
    verbatimLat: t.exposeString('verbatimLat', { nullable: true }),
    verbatimLon: t.exposeString('verbatimLon', { nullable: true }),
    lat: t.exposeFloat('lat'),
    lon: t.exposeFloat('lon'),
    alt: t.exposeFloat('alt', { nullable: true }),
    accuracy: t.exposeFloat('accuracy', { nullable: true }),
    locationSource: t.exposeString('locationSource', { nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const UsedLocationRef = builder.objectRef<UsedLocation>('UsedLocation').implement({
  description: 'A place of one of the viewer’s latest records',
  fields: (t) => ({
    country: t.exposeString('country'),
    region: t.exposeString('region', { nullable: true }),
    closestSettlement: t.exposeString('closestSettlement', { nullable: true }),
    location: t.exposeString('location', { nullable: true }),
    verbatimLat: t.exposeString('verbatimLat', { nullable: true }),
    verbatimLon: t.exposeString('verbatimLon', { nullable: true }),
    lat: t.exposeFloat('lat'),
    lon: t.exposeFloat('lon'),
    alt: t.exposeFloat('alt', { nullable: true }),
    accuracy: t.exposeFloat('accuracy', { nullable: true }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime' }),
  }),
});

builder.objectField(ViewerRef, 'savedLocations', (t) =>
  t.prismaField({
    type: ['SavedLocation'],
    authScopes: { loggedIn: true },
    resolve: (_query, _state, _args, context) => listSavedLocations(context.services, context.viewer),
  }),
);

builder.objectField(ViewerRef, 'locationHistory', (t) =>
  t.field({
    type: [UsedLocationRef],
    description: 'The last used places, newest first (/my/location/history/)',
    authScopes: { loggedIn: true },
    resolve: (_state, _args, context) => locationHistory(context.services, context.viewer),
  }),
);

const SaveLocationInput = builder.inputType('SaveLocationInput', {
  fields: (t) => ({
    id: t.id({ description: 'absent: a new saved place' }),
    ...placeInputFields(t),
  }),
});

const SaveLocationPayload = builder.objectRef<{ id: number }>('SaveLocationPayload').implement({
  fields: (t) => ({
    location: t.prismaField({
      type: 'SavedLocation',
      resolve: (query, saved, _args, context) => context.prisma.savedLocation.findUniqueOrThrow({ ...query, where: { id: saved.id } }),
    }),
  }),
});

builder.mutationField('saveLocation', (t) =>
  t.field({
    type: SaveLocationPayload,
    args: { input: t.arg({ type: SaveLocationInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true, union: { name: 'SaveLocationResult' } },
    resolve: (_root, { input }, context) => {
      const { id, ...fields } = input;
      return saveLocation(context.services, context.viewer, fields, id == null ? null : numericId(id, 'SavedLocation', 'id'));
    },
  }),
);

const DeleteLocationPayload = builder.objectRef<{ id: number }>('DeleteLocationPayload').implement({
  fields: (t) => ({ deletedId: t.id({ resolve: (deleted) => encodeGlobalID('SavedLocation', deleted.id) }) }),
});

builder.mutationField('deleteSavedLocation', (t) =>
  t.field({
    type: DeleteLocationPayload,
    args: { id: t.arg.id({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError], directResult: true, union: { name: 'DeleteSavedLocationResult' } },
    resolve: async (_root, { id }, context) => {
      const recId = numericId(id, 'SavedLocation', 'id');
      await deleteSavedLocation(context.services, context.viewer, recId);
      return { id: recId };
    },
  }),
);

const RenameLocationPayload = builder.objectRef<LocalityView>('RenameLocationPayload').implement({
  description: "The renamed place: for a site admin renaming another's place, its name without where it is",
  fields: (t) => ({
    recId: t.exposeInt('id'),
    name: t.exposeString('name'),
    location: t.prismaField({
      type: 'SavedLocation',
      nullable: true,
      resolve: (query, view, _args, context) => (view.place ? context.prisma.savedLocation.findUnique({ ...query, where: { id: view.id } }) : null),
    }),
  }),
});

builder.mutationField('renameSavedLocation', (t) =>
  t.field({
    type: RenameLocationPayload,
    description: 'Names a saved place (its owner; /api/locality/edit/{id}); an empty name unnames it',
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true, union: { name: 'RenameSavedLocationResult' } },
    resolve: (_root, { id, name }, context) => renameLocality(context.services, context.viewer, numericId(id, 'SavedLocation', 'id'), { name }),
  }),
);
