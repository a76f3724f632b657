import { encodeGlobalID } from '@pothos/plugin-relay';
import type { FileUpload } from 'graphql-upload-ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { numericId } from '../../graphql/ids.ts';
import { ViewerRef } from '../users/schema.ts';
import { deleteMedia, MEDIA_ORDER, mayReadOriginal, mediaListWhere, mediaUrls, updateMediaInfo, uploadMedia, URL_SELECT, visibleMedia } from './service.ts';
import { addVideoLink } from './video-links.ts';

const errorTypes = [ValidationError, ForbiddenError, NotFoundError];

export const MediaRef = builder.prismaNode('Media', {
  id: { field: 'id' },
  nullable: true,
  description: 'A photo, a sound, a video or a file (recording §3); only its owner and validators see its place and original',
  findUnique: (id, context) => ({ id: Number(id), AND: [visibleMedia(context.viewer)] }),
  fields: (t) => ({
    recId: t.exposeInt('id'),
    dbKey: t.exposeString('dbKey'),
    mediaType: t.exposeString('mediaType', { description: 'i image, v video, a audio, f file' }),
    mime: t.exposeString('mime'),
    fileName: t.exposeString('fileName'),
    bytes: t.exposeInt('bytes'),
    width: t.exposeInt('width', { nullable: true }),
    height: t.exposeInt('height', { nullable: true }),
    orientation: t.exposeInt('orientation', { description: 'degrees the derivatives were turned by: 0, 90, 180, 270' }),
    thumb: t.string({ nullable: true, select: URL_SELECT, resolve: (media) => mediaUrls(media).thumb }),
    pres: t.string({ nullable: true, select: URL_SELECT, resolve: (media) => mediaUrls(media).pres }),
    orig: t.string({
      nullable: true,
      description: "the original file, EXIF and all (its owner and validators only); a video link's page (anybody)",
      select: { ...URL_SELECT, ownerId: true },
      resolve: (media, _args, context) => (media.link || mayReadOriginal(context.viewer, media) ? mediaUrls(media).orig : null),
    }),
    provider: t.exposeString('provider', { nullable: true, description: 'youtube or vimeo for a video link' }),
    title: t.exposeString('title'),
    author: t.exposeString('author'),
    description: t.exposeString('description'),
    caption: t.exposeString('caption'),
    lat: t.float({ nullable: true, select: { lat: true, ownerId: true }, resolve: (media, _args, context) => (mayReadOriginal(context.viewer, media) ? media.lat : null) }),
    lon: t.float({ nullable: true, select: { lon: true, ownerId: true }, resolve: (media, _args, context) => (mayReadOriginal(context.viewer, media) ? media.lon : null) }),
    exifDateTime: t.exposeString('exifDateTime', { nullable: true }),
    date: t.string({ nullable: true, select: { date: true }, resolve: (media) => media.date?.toISOString().slice(0, 10) ?? null }),
    link: t.exposeString('link', { nullable: true }),
    location: t.exposeString('location', { nullable: true }),
    ownedByViewer: t.boolean({ select: { ownerId: true }, resolve: (media, _args, context) => media.ownerId === context.viewer.user?.entityId }),
    owner: t.relation('owner'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('media', (t) =>
  t.prismaField({
    type: 'Media',
    nullable: true,
    args: { recId: t.arg.int({ required: true }) },
    resolve: (query, _root, { recId }, context) => context.prisma.media.findFirst({ ...query, where: { id: recId, AND: [visibleMedia(context.viewer)] } }),
  }),
);

builder.queryField('mediaList', (t) =>
  t.prismaConnection({
    type: 'Media',
    cursor: 'id',
    description: 'Media the viewer may see, newest first (/media/, /media/?uploader=)',
    args: {
      uploaderId: t.arg.int({ description: 'uploader entity (recId)' }),
      entityId: t.arg.int({ description: "an entity's media: a group's or project's list, or a person's uploads (/entity/{id}/media/)" }),
      mediaType: t.arg.string({ description: 'i image, v video, a audio, f file' }),
    },
    totalCount: (_parent, args, context) => context.prisma.media.count({ where: mediaListWhere(context.viewer, args) }),
    resolve: (query, _parent, args, context) =>
      context.prisma.media.findMany({ ...query, where: mediaListWhere(context.viewer, args), orderBy: MEDIA_ORDER }),
  }),
);

builder.prismaObjectField('Observation', 'media', (t) =>
  t.prismaField({
    type: ['Media'],
    description: "the record's photos and other media the viewer may see, in the uploader's order",
    select: { mediaIds: true },
    resolve: async (query, record, _args, context) => {
      if (!record.mediaIds.length) return [];
      const found = await context.prisma.media.findMany({ ...query, where: { id: { in: record.mediaIds }, AND: [visibleMedia(context.viewer)] } });
      const byId = new Map(found.map((media) => [media.id, media]));
      return record.mediaIds.flatMap((id) => byId.get(id) ?? []);
    },
  }),
);

builder.objectField(ViewerRef, 'media', (t) =>
  t.prismaConnection({
    type: 'Media',
    cursor: 'id',
    description: "The viewer's own media, newest first (/my/media/list/)",
    authScopes: { loggedIn: true },
    totalCount: (_parent, _args, context) => context.prisma.media.count({ where: { ownerId: context.viewer.user!.entityId } }),
    resolve: (query, _parent, _args, context) =>
      context.prisma.media.findMany({ ...query, where: { ownerId: context.viewer.user!.entityId }, orderBy: MEDIA_ORDER }),
  }),
);

builder.scalarType('Upload', {
  description: 'A file of a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec)',
  serialize: () => {
    throw new Error('Upload is an input only');
  },
  parseValue: (value) => {
    const upload = value as { promise?: Promise<FileUpload> } | null;
    if (!upload?.promise) throw new ValidationError([{ field: 'file', code: 'FIELD_REQUIRED' }]);
    return upload.promise;
  },
});

const UploadMediaInput = builder.inputType('UploadMediaInput', {
  fields: (t) => ({
    file: t.field({ type: 'Upload', required: true }),
    key: t.string({ required: true, description: "the client's key of the upload: a retry with it answers the first item" }),
    attributes: t.field({ type: 'JSON', description: 'the upload params of recording §3 the client read from EXIF' }),
  }),
});

const MediaPayload = builder.objectRef<{ id: number }>('MediaPayload').implement({
  fields: (t) => ({
    media: t.prismaField({
      type: 'Media',
      resolve: (query, payload, _args, context) => context.prisma.media.findUniqueOrThrow({ ...query, where: { id: payload.id } }),
    }),
  }),
});

builder.mutationField('uploadMedia', (t) =>
  t.field({
    type: MediaPayload,
    description: 'Stores a file as a media item of the viewer (multipart request); idempotent by key',
    args: { input: t.arg({ type: UploadMediaInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'UploadMediaResult' } },
    resolve: async (_root, { input }, context) => {
      const file = await input.file;
      const request = { clientKey: input.key, fileName: file.filename, attributes: (input.attributes ?? {}) as Record<string, unknown> };
      return uploadMedia(context.services, context.viewer, request, file.createReadStream());
    },
  }),
);

const MediaInfoInput = builder.inputType('MediaInfoInput', {
  fields: (t) => ({
    title: t.string(),
    author: t.string(),
    description: t.string(),
    caption: t.string(),
    date: t.string({ description: 'YYYY-MM-DD' }),
    link: t.string({ description: 'an http(s) address' }),
    location: t.string(),
  }),
});

builder.mutationField('updateMediaInfo', (t) =>
  t.field({
    type: MediaPayload,
    description: "Saves the info fields of the viewer's own media item (/media/info/edit/{id})",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: MediaInfoInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'UpdateMediaInfoResult' } },
    resolve: (_root, { id, input }, context) =>
      updateMediaInfo(context.services, context.viewer, numericId(id, 'Media', 'id'), {
        title: input.title ?? undefined,
        author: input.author ?? undefined,
        description: input.description ?? undefined,
        caption: input.caption ?? undefined,
        date: input.date,
        link: input.link ?? undefined,
        location: input.location ?? undefined,
      }),
  }),
);

builder.mutationField('addVideoLink', (t) =>
  t.field({
    type: MediaPayload,
    description: 'Adds a YouTube or Vimeo video as a media item of the viewer (its metadata asked of the provider once); anything else is refused',
    args: { url: t.arg.string({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'AddVideoLinkResult' } },
    resolve: (_root, { url }, context) => addVideoLink(context.services, context.viewer, url),
  }),
);

const DeleteMediaPayload = builder.objectRef<{ id: number }>('DeleteMediaPayload').implement({
  fields: (t) => ({ deletedId: t.id({ resolve: (deleted) => encodeGlobalID('Media', deleted.id) }) }),
});

builder.mutationField('deleteMedia', (t) =>
  t.field({
    type: DeleteMediaPayload,
    args: { id: t.arg.id({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'DeleteMediaResult' } },
    resolve: async (_root, { id }, context) => {
      const mediaId = numericId(id, 'Media', 'id');
      await deleteMedia(context.services, context.viewer, mediaId);
      return { id: mediaId };
    },
  }),
);
