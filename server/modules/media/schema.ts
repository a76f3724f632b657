import { encodeGlobalID } from '@pothos/plugin-relay';
import type { FileUpload } from 'graphql-upload-ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { abilitiesType } from '../../graphql/abilities.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { FEATURED_MEDIA_SHOWN } from '@domain/media.ts';
import { numericId } from '../../graphql/ids.ts';
import { LicenceEnum } from '../observations/schema.ts';
import { ViewerRef } from '../users/schema.ts';
import { deleteMedia, MEDIA_ORDER, mediaListWhere, ownMediaWhere, mediaUrls, updateMediaInfo, uploadMedia, visibleMedia, visibleOrig } from './service.ts';
import { MEDIA_ACTIONS, mayReadFinePlace, mayReadOriginal, mediaPolicy } from './policy.ts';
import { setVideoPoster } from './poster.ts';
import { addVideoLink } from './video-links.ts';

const errorTypes = [ValidationError, ForbiddenError, NotFoundError];

type PlaceColumn = 'lat' | 'lon' | 'alt' | 'direction' | 'accuracy';
type PlaceTextColumn = 'geounit' | 'geosubunit' | 'location';

const MediaViewerCanRef = abilitiesType(
  'MediaViewerCan',
  MEDIA_ACTIONS,
  'What the viewer may do with a media item: edit its info, delete, set a poster, crop, read the original',
);

export const MediaRef = builder.prismaNode('Media', {
  id: { field: 'id' },
  nullable: true,
  description: 'A photo, a sound, a video or a file (recording §3); only its owner and validators see its place and original',
  findUnique: (id, context) => ({ id: Number(id), AND: [visibleMedia(context.viewer)] }),
  fields: (t) => {
    /** where the camera stood: its owner's and validators' only, like the original's EXIF */
    const ownerOnlyFloat = (column: PlaceColumn) =>
      t.float({
        nullable: true,
        resolve: (media, _args, context) => (mayReadOriginal(context.viewer, media) ? media[column] : null),
      });
    const placeText = (column: PlaceTextColumn) =>
      t.string({
        nullable: true,
        resolve: (media, _args, context) => (mayReadFinePlace(context.viewer, media) ? media[column] : null),
      });
    return {
      recId: t.exposeInt('id'),
      viewerCan: t.field({ type: MediaViewerCanRef, resolve: (media, _args, context) => mediaPolicy(context.viewer, media) }),
      dbKey: t.exposeString('dbKey'),
      mediaType: t.exposeString('mediaType', { description: 'i image, v video, a audio, f file' }),
      mime: t.exposeString('mime'),
      fileName: t.exposeString('fileName'),
      bytes: t.exposeInt('bytes'),
      width: t.exposeInt('width', { nullable: true }),
      height: t.exposeInt('height', { nullable: true }),
      orientation: t.exposeInt('orientation', { description: 'degrees the derivatives were turned by: 0, 90, 180, 270' }),
      thumb: t.string({ nullable: true, resolve: (media) => mediaUrls(media).thumb }),
      pres: t.string({ nullable: true, resolve: (media) => mediaUrls(media).pres }),
      orig: t.string({
        nullable: true,
        description:
          "the original file: a photo's, EXIF and all, for its owner and validators only; a sound's, video's or document's for whoever sees it (not of a sensitive record); a video link's page",
        resolve: (media, _args, context) => visibleOrig(context.viewer, media),
      }),
      provider: t.exposeString('provider', { nullable: true, description: 'youtube or vimeo for a video link' }),
      title: t.exposeString('title'),
      author: t.exposeString('author'),
      description: t.exposeString('description'),
      caption: t.exposeString('caption'),
      licence: t.expose('licence', { type: LicenceEnum, description: "the file's licence (its uploader's default when uploaded)" }),
      lat: ownerOnlyFloat('lat'),
      lon: ownerOnlyFloat('lon'),
      alt: ownerOnlyFloat('alt'),
      direction: ownerOnlyFloat('direction'),
      accuracy: ownerOnlyFloat('accuracy'),
      country: t.exposeString('country', { nullable: true }),
      region: t.exposeString('region', { nullable: true }),
      geounit: placeText('geounit'),
      geosubunit: placeText('geosubunit'),
      timespot: t.exposeString('timespot', { nullable: true }),
      exifDate: t.exposeString('exifDate', { nullable: true }),
      exifDateTime: t.exposeString('exifDateTime', { nullable: true }),
      exif: t.field({
        type: 'JSON',
        nullable: true,
        description: 'what the client read from the file when it was uploaded (its owner and validators only)',
        resolve: (media, _args, context) => (mayReadOriginal(context.viewer, media) ? media.exif : null),
      }),
      isThumbnail: t.exposeBoolean('isThumbnail'),
      featured: t.exposeBoolean('featured', { description: "shown on the owner's profile" }),
      poster: t.string({ nullable: true, description: "a video's still", resolve: (media) => mediaUrls(media).poster }),
      date: t.string({ nullable: true, resolve: (media) => media.date?.toISOString().slice(0, 10) ?? null }),
      link: t.exposeString('link', { nullable: true }),
      location: placeText('location'),
      ownedByViewer: t.boolean({ resolve: (media, _args, context) => media.ownerId === context.viewer.user?.entityId }),
      owner: t.relation('owner'),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
    };
  },
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
      featured: t.arg.boolean({ description: 'only those their uploader features on the profile (/profile/featured/media/edit/)' }),
    },
    totalCount: (_parent, args, context) => context.prisma.media.count({ where: mediaListWhere(context.viewer, args) }),
    resolve: (query, _parent, args, context) => context.prisma.media.findMany({ ...query, where: mediaListWhere(context.viewer, args), orderBy: MEDIA_ORDER }),
  }),
);

/** The media of a list of ids that the viewer may see, in the list's order. */
async function visibleMediaInOrder(query: { select?: Prisma.MediaSelect; include?: Prisma.MediaInclude }, ids: readonly number[], context: GraphQLContext) {
  if (!ids.length) return [];
  const found = await context.prisma.media.findMany({ ...query, where: { id: { in: [...ids] }, AND: [visibleMedia(context.viewer)] } });
  const byId = new Map(found.map((media) => [media.id, media]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

builder.prismaObjectField('Observation', 'media', (t) =>
  t.prismaField({
    type: ['Media'],
    description: "the record's photos and other media the viewer may see, in the uploader's order",
    resolve: (query, record, _args, context) => visibleMediaInOrder(query, record.mediaIds, context),
  }),
);

builder.prismaObjectField('Post', 'media', (t) =>
  t.prismaField({
    type: ['Media'],
    description: "the post's photos and other media the viewer may see, in the author's order",
    resolve: (query, post, _args, context) => visibleMediaInOrder(query, post.mediaIds, context),
  }),
);

builder.prismaObjectField('Article', 'media', (t) =>
  t.prismaField({
    type: ['Media'],
    description: "the article's photos the viewer may see, in the writer's order",
    resolve: (query, article, _args, context) => visibleMediaInOrder(query, article.mediaIds, context),
  }),
);

builder.objectField(ViewerRef, 'media', (t) =>
  t.prismaConnection({
    type: 'Media',
    cursor: 'id',
    description:
      "The viewer's own media, newest first (/my/media/list/); `ids` a batch of them (/mediainfo_edit/), `lackingInfo` those without a title (/media/info/edit/)",
    authScopes: { loggedIn: true },
    args: { ids: t.arg.intList(), lackingInfo: t.arg.boolean() },
    totalCount: (_parent, args, context) => context.prisma.media.count({ where: ownMediaWhere(context.viewer, args) }),
    resolve: (query, _parent, args, context) => context.prisma.media.findMany({ ...query, where: ownMediaWhere(context.viewer, args), orderBy: MEDIA_ORDER }),
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
    entityId: t.int({ description: "a group's or project's media list to add it to (its members only)" }),
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
      const request = { clientKey: input.key, fileName: file.filename, attributes: (input.attributes ?? {}) as Record<string, unknown>, entityId: input.entityId };
      return uploadMedia(context.services, context.viewer, request, file.createReadStream());
    },
  }),
);

const PLACE_FIELDS = ['lat', 'lon', 'alt', 'direction', 'accuracy', 'timespot', 'country', 'region', 'geounit', 'geosubunit'] as const;

const MediaInfoInput = builder.inputType('MediaInfoInput', {
  fields: (t) => ({
    title: t.string(),
    author: t.string(),
    description: t.string(),
    caption: t.string(),
    date: t.string({ description: 'YYYY-MM-DD' }),
    link: t.string({ description: 'an http(s) address' }),
    location: t.string(),
    lat: t.float({ description: 'null clears it, like every place field' }),
    lon: t.float(),
    alt: t.float(),
    direction: t.float({ description: 'degrees from north, 0–360' }),
    accuracy: t.float({ description: 'metres' }),
    timespot: t.string({ description: 'HH:MM' }),
    country: t.string(),
    region: t.string(),
    geounit: t.string(),
    geosubunit: t.string(),
    featured: t.boolean({ description: "show it on the owner's profile" }),
    licence: t.field({ type: LicenceEnum }),
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
        featured: input.featured ?? undefined,
        licence: input.licence ?? undefined,
        // An explicit null clears a place field; an absent one keeps it.
        ...Object.fromEntries(PLACE_FIELDS.filter((field) => field in input).map((field) => [field, input[field]])),
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

builder.prismaObjectField('Entity', 'featuredMedia', (t) =>
  t.prismaField({
    type: ['Media'],
    description: 'the media its owner features on the profile (/profile/featured/media/edit/), newest first, those the viewer may see',
    resolve: (query, entity, _args, context) =>
      context.prisma.media.findMany({
        ...query,
        where: mediaListWhere(context.viewer, { uploaderId: entity.id, featured: true }),
        orderBy: MEDIA_ORDER,
        take: FEATURED_MEDIA_SHOWN,
      }),
  }),
);

builder.mutationField('setVideoPoster', (t) =>
  t.field({
    type: MediaPayload,
    description: "Sets an uploaded video's poster frame from an image the client captured (multipart request)",
    args: { id: t.arg.id({ required: true }), file: t.arg({ type: 'Upload', required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: errorTypes, directResult: true, union: { name: 'SetVideoPosterResult' } },
    resolve: async (_root, { id, file }, context) => setVideoPoster(context.services, context.viewer, numericId(id, 'Media', 'id'), (await file).createReadStream()),
  }),
);
