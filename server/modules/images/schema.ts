import type { Entity, Media } from '../../db/generated/prisma/client.ts';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { optionalId } from '../../graphql/ids.ts';
import { visibleMedia } from '../media/service.ts';
import { type CropFormat, cropImage, type CropRequest, removeProfileImage, setProfileImage } from './service.ts';

const errorTypes = [ValidationError, ForbiddenError, NotFoundError, UnauthorizedError];

const ImageFormatEnum = builder.enumType('ImageFormat', {
  description: 'The file format of a cropped image: PNG and WebP lossless, JPEG at quality 0.77',
  values: { PNG: { value: 'png' }, JPEG: { value: 'jpeg' }, WEBP: { value: 'webp' } } as const,
});

const cropFields = {
  dbKey: { required: true, description: 'the dbKey of an image whose original the viewer may read' },
  points: {
    required: true,
    description: "[x1, y1, x2, y2]: the box's top-left and bottom-right corners in pixels of the upright original; exactly 4, else INVALID_POINTS",
  },
  rotation: { description: 'degrees clockwise after the crop: 0, 90, 180 or 270 (default 0)' },
} as const;

const CropImageInput = builder.inputType('CropImageInput', {
  fields: (t) => ({
    dbKey: t.string(cropFields.dbKey),
    points: t.floatList(cropFields.points),
    rotation: t.int(cropFields.rotation),
    format: t.field({ type: ImageFormatEnum, description: 'default PNG' }),
  }),
});

const SetProfileImageInput = builder.inputType('SetProfileImageInput', {
  fields: (t) => ({
    entity: t.id({ description: "the entity whose image it is (one the viewer administers, A); default the viewer's own person" }),
    dbKey: t.string(cropFields.dbKey),
    points: t.floatList({ ...cropFields.points, description: `${cropFields.points.description}; the box must be square` }),
    rotation: t.int(cropFields.rotation),
    format: t.field({ type: ImageFormatEnum, description: 'default PNG' }),
  }),
});

const RemoveProfileImageInput = builder.inputType('RemoveProfileImageInput', {
  fields: (t) => ({
    entity: t.id({ description: "default the viewer's own person" }),
  }),
});

const CropImagePayload = builder.objectRef<Media>('CropImagePayload').implement({
  fields: (t) => ({
    media: t.prismaField({
      type: 'Media',
      description: 'the new media item holding the crop',
      resolve: (query, media, _args, context) => context.prisma.media.findUniqueOrThrow({ ...query, where: { id: media.id } }),
    }),
  }),
});

const ProfileImagePayload = builder.objectRef<{ entity: Entity; media: Media | null }>('ProfileImagePayload').implement({
  fields: (t) => ({
    entity: t.prismaField({
      type: 'Entity',
      description: 'the entity with its new profileImageUrl',
      resolve: (query, change, _args, context) => context.prisma.entity.findUniqueOrThrow({ ...query, where: { id: change.entity.id } }),
    }),
    media: t.prismaField({
      type: 'Media',
      nullable: true,
      description: 'the square crop shown as the profile image; null after removal',
      resolve: (query, change, _args, context) => (change.media ? context.prisma.media.findUnique({ ...query, where: { id: change.media.id } }) : null),
    }),
  }),
});

builder.queryField('mediaByDbKey', (t) =>
  t.prismaField({
    type: 'Media',
    nullable: true,
    description: 'A media item the viewer may see, by the key of its files (/image/edit/{dbkey})',
    args: { dbKey: t.arg.string({ required: true }) },
    resolve: (query, _root, { dbKey }, context) => context.prisma.media.findFirst({ ...query, where: { dbKey, AND: [visibleMedia(context.viewer)] } }),
  }),
);

function cropRequest(input: { dbKey: string; points: readonly number[]; rotation?: number | null; format?: CropFormat | null }): CropRequest {
  return { dbKey: input.dbKey, points: input.points, rotation: input.rotation ?? undefined, format: input.format ?? undefined };
}

builder.mutationField('cropImage', (t) =>
  t.field({
    type: CropImagePayload,
    description: 'Crops (and turns) an image into a new media item of the viewer (/image/edit/{dbkey}); the original is kept; the same crop twice answers the first item',
    args: { input: t.arg({ type: CropImageInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'CropImageResult' } },
    resolve: (_root, { input }, context) => cropImage(context.services, context.viewer, cropRequest(input)),
  }),
);

builder.mutationField('setProfileImage', (t) =>
  t.field({
    type: ProfileImagePayload,
    description: "Crops a square out of an image and makes it the profile image of the viewer's person or of an entity they administer (/profile/image/)",
    args: { input: t.arg({ type: SetProfileImageInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'SetProfileImageResult' } },
    resolve: (_root, { input }, context) =>
      setProfileImage(context.services, context.viewer, { ...cropRequest(input), entityId: optionalId(input.entity, 'Entity', 'entity') }),
  }),
);

builder.mutationField('removeProfileImage', (t) =>
  t.field({
    type: ProfileImagePayload,
    description: "Clears the profile image of the viewer's person or of an entity they administer; the cropped media item stays",
    args: { input: t.arg({ type: RemoveProfileImageInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'RemoveProfileImageResult' } },
    resolve: (_root, { input }, context) => removeProfileImage(context.services, context.viewer, { entityId: optionalId(input.entity, 'Entity', 'entity') }),
  }),
);
