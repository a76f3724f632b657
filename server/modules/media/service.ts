import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Media, Prisma } from '../../db/generated/prisma/client.ts';
import { NotFoundError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId } from '../../validation.ts';
import type { Db } from '../objects/registry.ts';
import { visibleCollections } from '../collections/visibility.ts';
import { isValidator } from '../observations/policy.ts';
import { RECORD_CATEGORY, visibleRecordItems } from '../observations/visibility.ts';
import { savedLicence } from '@domain/licences.ts';
import { LICENCES } from '@domain/observations/enums.ts';
import { TIMESPOT_PATTERN } from '@domain/observations/place.ts';
import { placeFieldsSchema } from '@domain/observations/place-schema.ts';
import { Privacy } from '@domain/privacy.ts';
import { visibleTimelineItems } from '../privacy/visibility.ts';
import { type DerivativeName, makeImageDerivatives } from './derivatives.ts';
import { ingestUpload, UploadTimeoutError } from './ingest.ts';
import { authorizeMedia, authorizeMediaList, mayReadFile } from './policy.ts';
import { journalUpload } from './upload-journal.ts';

/** The files of a media item under its dbKey. */
export type MediaVariant = 'orig' | DerivativeName | 'poster';
export const fileKey = (dbKey: string, variant: MediaVariant): string => `${dbKey}/${variant}`;

const finite = z.coerce.number().refine(Number.isFinite);
/** The upload params of recording §3, as the client read them from the file's EXIF. */
const attributesSchema = z
  .object({
    lat: finite.pipe(z.number().min(-90).max(90)),
    lon: finite.pipe(z.number().min(-180).max(180)),
    alt: finite,
    direction: finite.pipe(z.number().min(0).max(360)),
    accuracy: finite.pipe(z.number().min(0)),
    dateTimeOriginal: z.string().max(40),
    datetime: z.string().max(40),
    date: z.string().max(40),
    time: z.string().max(40),
    orientation: z.coerce.number().int().min(1).max(8),
    imgWidth: z.coerce.number().int().positive(),
    imgHeight: z.coerce.number().int().positive(),
    /** whether the file has an embedded EXIF thumbnail */
    thumbnail: z.coerce.boolean(),
  })
  .partial();
export type UploadAttributes = z.infer<typeof attributesSchema>;

const uploadSchema = z.object({
  /** the client's key of the upload: a retry with the same key answers the first media item */
  clientKey: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w.:-]+$/, 'FORMAT_ERROR'),
  fileName: z.string().max(1000).default(''),
  attributes: attributesSchema.default({}),
  /** a group's or project's media list to upload into (/entity/{id}/media/) */
  entityId: recordId.nullish(),
});
export type UploadRequest = z.input<typeof uploadSchema>;

/** A display name from whatever the client called the file: no path, no control characters. */
export function displayFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '');
  return printable.trim().slice(0, 200) || 'file';
}

const newDbKey = (): string => randomBytes(16).toString('hex');

/** An owner's media item by the client's key of its upload (or link). */
export function findByClientKey(prisma: Services['prisma'], ownerId: number, clientKey: string): Promise<Media | null> {
  return prisma.media.findUnique({ where: { ownerId_clientKey: { ownerId, clientKey } } });
}

/**
 * Two requests with one client key raced and this one lost on the unique key: it answers the
 * winner's item. Any other error goes on.
 */
export async function answerRaceLoser(prisma: Services['prisma'], ownerId: number, clientKey: string, error: unknown): Promise<Media> {
  const winner = (error as { code?: string }).code === 'P2002' ? await findByClientKey(prisma, ownerId, clientKey) : null;
  if (winner) return winner;
  throw error;
}

/** Media lists show the newest first; the id breaks ties. */
export const MEDIA_ORDER: Prisma.MediaOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/**
 * Stores an uploaded file as a media item of the viewer: streamed to storage with its type decided
 * by content, derivatives for images, then the row. The row and the files exist together or not
 * at all; the same client key twice answers the first item.
 */
export async function uploadMedia(services: Pick<Services, 'prisma' | 'storage' | 'config'>, viewer: Viewer, request: UploadRequest, source: Readable): Promise<Media> {
  const ownerId = actingEntityId(viewer);
  const { clientKey, fileName, attributes, entityId } = parseInput(uploadSchema, request);
  const existing = await findByClientKey(services.prisma, ownerId, clientKey);
  if (existing) {
    source.resume();
    return existing;
  }
  if (entityId != null) {
    await authorizeMediaList(viewer, 'add', { db: services.prisma, entityId }).catch((refusal: unknown) => {
      source.resume();
      throw refusal;
    });
  }
  const { storage, prisma } = services;
  const dbKey = newDbKey();
  // Journalled before the first byte is stored, so a process that dies mid-upload leaves no stray file.
  const journalled = await journalUpload(prisma, dbKey, services.config.deadUploadMs);
  try {
    const file = await ingestUpload(storage, fileKey(dbKey, 'orig'), source, fileName, services.config.deadUploadMs);
    const open = async () => (await storage.read(fileKey(dbKey, 'orig')))!.body;
    const image = file.type.kind === 'i' ? await makeImageDerivatives(storage, open, (name) => fileKey(dbKey, name)) : null;
    const [media] = await prisma.$transaction([
      prisma.media.create({
        data: {
          ownerId,
          entityId: entityId ?? null,
          clientKey,
          dbKey,
          mediaType: file.type.kind,
          mime: file.type.mime,
          ext: file.type.ext,
          fileName: displayFileName(fileName),
          bytes: file.bytes,
          sha256: file.sha256,
          width: image?.width ?? attributes.imgWidth ?? null,
          height: image?.height ?? attributes.imgHeight ?? null,
          orientation: image?.orientation ?? 0,
          hasThumb: image !== null,
          hasPres: image !== null,
          licence: savedLicence(viewer.user?.settings),
          lat: attributes.lat ?? null,
          lon: attributes.lon ?? null,
          alt: attributes.alt ?? null,
          direction: attributes.direction ?? null,
          accuracy: attributes.accuracy ?? null,
          exifDateTime: attributes.dateTimeOriginal ?? attributes.datetime ?? null,
          exifDate: attributes.date ?? null,
          timespot: attributes.time ?? null,
          exif: attributes,
        },
      }),
      prisma.pendingUpload.delete({ where: { dbKey } }),
    ]);
    return media;
  } catch (error) {
    // Without its journal row the upload was swept as dead while it ran: whatever broke, that is why.
    const swept = (await prisma.pendingUpload.count({ where: { dbKey } })) === 0;
    await storage.removePrefix(dbKey);
    await prisma.pendingUpload.deleteMany({ where: { dbKey } });
    return answerRaceLoser(prisma, ownerId, clientKey, swept ? new UploadTimeoutError() : error);
  } finally {
    journalled.stop();
  }
}

const optionalText = (max: number) => z.string().trim().max(max).optional();
/** The media info fields of recording §3 its owner edits (/media/info/edit/{id}); a field left out keeps its value. */
const infoSchema = z.object({
  title: optionalText(200),
  author: optionalText(200),
  description: optionalText(5000),
  caption: optionalText(500),
  date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'DATE_FORMAT_ERROR')
    .refine((text) => !Number.isNaN(Date.parse(text)), 'DATE_FORMAT_ERROR')
    .nullish(),
  link: z
    .string()
    .trim()
    .max(1000)
    .refine((text) => text === '' || /^https?:\/\/\S+$/i.test(text), 'FORMAT_ERROR')
    .optional(),
  location: optionalText(500),
  /** where the camera stood (recording §3 location fields); null clears one */
  lat: z.number().min(-90).max(90).nullish(),
  lon: z.number().min(-180).max(180).nullish(),
  alt: placeFieldsSchema.shape.alt,
  direction: z.number().min(0).max(360).nullish(),
  accuracy: placeFieldsSchema.shape.accuracy,
  timespot: z.union([z.literal(''), z.string().regex(TIMESPOT_PATTERN, 'FORMAT_ERROR')]).nullish(),
  country: optionalText(100),
  region: optionalText(200),
  geounit: optionalText(200),
  geosubunit: optionalText(200),
  /** shown among the featured media of the owner's profile */
  featured: z.boolean().optional(),
  licence: z.enum(LICENCES).optional(),
});

/** Absent: unchanged; empty or null: cleared. */
const clearable = <T>(value: T | '' | null | undefined): T | null | undefined => (value === undefined ? undefined : value === '' ? null : value);
export type MediaInfoInput = z.input<typeof infoSchema>;

/** Saves the info fields of the viewer's own media item. */
export async function updateMediaInfo(services: Services, viewer: Viewer, id: number, raw: MediaInfoInput): Promise<Media> {
  const info = parseInput(infoSchema, raw);
  const media = await findReadableMedia(services, viewer, { id });
  authorizeMedia(viewer, 'edit', media);
  return services.prisma.media.update({
    where: { id },
    data: {
      ...info,
      date: info.date === undefined ? undefined : info.date ? new Date(`${info.date}T00:00:00Z`) : null,
      link: clearable(info.link),
      location: clearable(info.location),
      timespot: clearable(info.timespot),
      country: clearable(info.country),
      region: clearable(info.region),
      geounit: clearable(info.geounit),
      geosubunit: clearable(info.geosubunit),
    },
  });
}

/** Removes a media item of the viewer's: the row first, then its files. */
export async function deleteMedia(services: Services, viewer: Viewer, id: number): Promise<void> {
  const media = await services.prisma.media.findUnique({ where: { id } });
  if (!media) throw new NotFoundError();
  actingEntityId(viewer);
  authorizeMedia(viewer, 'delete', media);
  await services.prisma.$transaction([
    services.prisma.media.delete({ where: { id } }),
    // A profile image made of it goes with it, rather than pointing at a missing file.
    services.prisma.entity.updateMany({ where: { profileImageUrl: { startsWith: `${filesBase(media.dbKey)}/` } }, data: { profileImageUrl: null } }),
  ]);
  await services.storage.removePrefix(media.dbKey);
}

/** Whether every id is one of the owner's media: a record or a post shows only its author's own. */
export async function ownsAllMedia(db: Db, ownerId: number, ids: readonly number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  return unique.length === 0 || (await db.media.count({ where: { id: { in: unique }, ownerId } })) === unique.length;
}

/**
 * The timeline items through which a viewer may see the media they show: a record's item as the
 * record is visible (validators see every record, so its media), any other item (a post's) as the
 * item is.
 */
function itemsShowingMedia(viewer: Viewer): Prisma.TimelineItemWhereInput {
  return {
    OR: [visibleRecordItems(viewer), { category: { not: RECORD_CATEGORY }, AND: [visibleTimelineItems(viewer)] }],
  };
}

/**
 * The media a viewer may read, as a filter inside every query (lists, counts, node, REST, the file
 * route). The owner sees their own. Others see a medium through what shows it: an item they may
 * see (see itemsShowingMedia), or a public list its owner put it in: the featured media of their
 * profile, a group's or project's media list (as public as the entity's page, where anybody
 * browses it), or a profile image (privacy 9); the recipients of a message it is attached to; and
 * whoever sees a collection it is an item of (collections take only their curators' own media, so
 * adding one publishes it to the collection's audience). Anything else is its owner's only. A
 * medium hidden in media review (review.ts) is seen by moderators and admins only.
 */
export function visibleMedia(viewer: Viewer): Prisma.MediaWhereInput {
  const me = viewer.user?.entityId;
  const shown: Prisma.MediaWhereInput = {
    OR: [
      ...(me === undefined ? [] : [{ ownerId: me }, { messages: { some: { message: { copies: { some: { ownerId: me } } } } } }]),
      { privacy: Privacy.ANYBODY },
      { featured: true },
      { entityId: { not: null } },
      { attachments: { some: { item: itemsShowingMedia(viewer) } } },
      { collectionItems: { some: { collection: visibleCollections(viewer) } } },
    ],
  };
  // A medium a moderator hid (media review) is gone for everybody but moderators and admins, its owner too.
  return isValidator(viewer) ? shown : { AND: [{ hiddenAt: null }, shown] };
}

/** A batch of one upload visit is at most this many media (the info editor of /mediainfo_edit/). */
export const MEDIA_BATCH_MAX = 100;

/**
 * The viewer's own media, optionally only a batch of them (ids beyond MEDIA_BATCH_MAX are ignored;
 * another's ids simply match nothing) or only those still without a title or description.
 */
export function ownMediaWhere(viewer: Viewer, { ids, lackingInfo }: { ids?: readonly number[] | null; lackingInfo?: boolean | null }): Prisma.MediaWhereInput {
  return {
    ownerId: actingEntityId(viewer),
    ...(ids ? { id: { in: ids.slice(0, MEDIA_BATCH_MAX) } } : {}),
    ...(lackingInfo ? { title: '', description: '' } : {}),
  };
}

export interface MediaFilter {
  uploaderId?: number | null;
  /** an entity's media: a group's or project's list, or a person's own uploads */
  entityId?: number | null;
  mediaType?: string | null;
  /** only those the uploader features on their profile */
  featured?: boolean | null;
}

/** The filters of the media lists, inside the visibility rule. */
export function mediaListWhere(viewer: Viewer, filter: MediaFilter): Prisma.MediaWhereInput {
  return {
    AND: [
      visibleMedia(viewer),
      {
        ...(filter.uploaderId != null ? { ownerId: filter.uploaderId } : {}),
        ...(filter.entityId != null ? { OR: [{ entityId: filter.entityId }, { ownerId: filter.entityId }] } : {}),
        ...(filter.mediaType ? { mediaType: filter.mediaType } : {}),
        ...(filter.featured != null ? { featured: filter.featured } : {}),
      },
    ],
  };
}

/** A page of a media list, newest first, with the count (the REST reads of recording §7). */
export async function listMedia(services: Services, viewer: Viewer, filter: MediaFilter, page: { page: number; size: number }) {
  const where = mediaListWhere(viewer, filter);
  const [rows, total] = await Promise.all([
    services.prisma.media.findMany({ where, orderBy: MEDIA_ORDER, skip: page.page * page.size, take: page.size }),
    services.prisma.media.count({ where }),
  ]);
  return { rows, total };
}

/** The original's address as the viewer gets it: a video link's page for anybody, a stored file as mayReadFile allows. */
export function visibleOrig(viewer: Viewer, media: Pick<Media, keyof typeof URL_SELECT | 'ownerId' | 'mediaType' | 'sensitive'>): string | null {
  return media.link || mayReadFile(viewer, media) ? mediaUrls(media).orig : null;
}

/** One media item the viewer may read (the visibility filter of every list), else NotFoundError. */
export async function findReadableMedia(services: Services, viewer: Viewer, where: { id: number } | { dbKey: string }): Promise<Media> {
  const media = await services.prisma.media.findFirst({ where: { ...where, AND: [visibleMedia(viewer)] } });
  if (!media) throw new NotFoundError();
  return media;
}

/** Where a stored item's files are served: `{base}/{variant}`. */
export const filesBase = (dbKey: string): string => `/media/files/${dbKey}`;

/** The columns mediaUrls reads. */
export const URL_SELECT = { dbKey: true, hasThumb: true, hasPres: true, hasPoster: true, link: true, posterUrl: true } as const;

/** Where a media item's files are served; a video link is its provider's page and poster. */
export function mediaUrls(media: Pick<Media, keyof typeof URL_SELECT>) {
  if (media.link) return { orig: media.link, thumb: media.posterUrl, pres: null, poster: media.posterUrl };
  const base = filesBase(media.dbKey);
  return {
    orig: `${base}/orig`,
    thumb: media.hasThumb ? `${base}/thumb` : null,
    pres: media.hasPres ? `${base}/pres` : null,
    poster: media.hasPoster ? `${base}/poster` : null,
  };
}
