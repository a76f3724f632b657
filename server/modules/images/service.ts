import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { z } from 'zod';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Entity, Media } from '../../db/generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import { authorizeEntity } from '../entities/policy.ts';
import { entityForChange } from '../entities/service.ts';
import { transformImage } from '../media/derivatives.ts';
import { authorizeMedia } from '../media/policy.ts';
import { fileKey, findByClientKey, findReadableMedia, mediaUrls, type UploadAttributes, uploadMedia } from '../media/service.ts';
import { Privacy } from '@domain/privacy.ts';

/** The smallest crop box side, in pixels of the original (social-core: the viewport is at least 50 px). */
const MIN_CROP_SIDE = 50;
const CROP_ROTATIONS = [0, 90, 180, 270] as const;
type CropRotation = (typeof CROP_ROTATIONS)[number];
const CROP_FORMATS = ['png', 'jpeg', 'webp'] as const;
export type CropFormat = (typeof CROP_FORMATS)[number];

/** A crop box in pixels of the upright original (EXIF orientation applied, as the derivatives show it). */
interface CropBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

class CropRejectedError extends ValidationError {
  constructor(field: string, code: string, message: string) {
    super([{ field, code, message }], code);
    this.message = message;
  }
}

/** The spec's own words for anything but four numbers (social-core: "exactly 4 points required"). */
class InvalidPointsError extends CropRejectedError {
  constructor() {
    super('points', 'INVALID_POINTS', 'Invalid number of points supplied');
  }
}

const cropSchema = z.object({
  dbKey: z.string().regex(/^[0-9a-f]{32}$/, 'FORMAT_ERROR'),
  /** [x1, y1, x2, y2]: the top-left and bottom-right corners; checked by cropBox for the spec's message */
  points: z.unknown(),
  /** degrees clockwise, applied after the crop */
  rotation: z.coerce
    .number()
    .pipe(z.literal(CROP_ROTATIONS, { error: 'INVALID_ROTATION' }))
    .default(0),
  format: z.enum(CROP_FORMATS, { error: 'INVALID_FORMAT' }).default('png'),
});
/** A crop as a client asks for it, unchecked: cropSchema and cropBox check it. */
export interface CropRequest {
  dbKey: string;
  points: unknown;
  rotation?: unknown;
  format?: unknown;
}

/** The box of four points inside an image of the given upright size, or the reason it is refused. */
function cropBox(points: unknown, image: { width: number; height: number }): CropBox {
  if (!Array.isArray(points) || points.length !== 4) throw new InvalidPointsError();
  const numbers = points.map((point: unknown) => (typeof point === 'string' && point.trim() !== '' ? Number(point) : point));
  if (!numbers.every((point): point is number => typeof point === 'number' && Number.isFinite(point))) throw new InvalidPointsError();
  const [x1, y1, x2, y2] = numbers.map(Math.round) as [number, number, number, number];
  const box = { left: x1, top: y1, width: x2 - x1, height: y2 - y1 };
  if (box.width < MIN_CROP_SIDE || box.height < MIN_CROP_SIDE) {
    throw new CropRejectedError('points', 'CROP_TOO_SMALL', `The crop box must be at least ${MIN_CROP_SIDE} px wide and high`);
  }
  if (x1 < 0 || y1 < 0 || x2 > image.width || y2 > image.height) {
    throw new CropRejectedError('points', 'CROP_OUT_OF_BOUNDS', `The crop box must lie inside the ${image.width}×${image.height} image`);
  }
  return box;
}

/** PNG lossless and WebP at quality 100 (the spec's quality 1); JPEG at the spec's 0.77. */
const ENCODERS: Record<CropFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  png: (image) => image.png(),
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 77 }),
  webp: (image) => image.webp({ quality: 100 }),
};
const EXTENSIONS: Record<CropFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

/**
 * The cropped image as a stream: the stored original, turned upright by its EXIF orientation, cut
 * to the box, then turned by rotation (clockwise) and encoded. Decoded as it streams in, within the
 * upload's pixel limit.
 */
async function croppedStream(services: Services, media: Media, box: CropBox, rotation: CropRotation, format: CropFormat): Promise<Readable> {
  const original = await services.storage.read(fileKey(media.dbKey, 'orig'));
  if (!original) throw new NotFoundError();
  return transformImage(original.body, (image) => ENCODERS[format](image.autoOrient().extract(box).rotate(rotation)));
}

/** The client key of a crop: the same crop asked again answers the item made the first time. */
function cropClientKey(dbKey: string, box: CropBox, rotation: number, format: CropFormat): string {
  const request = JSON.stringify([dbKey, box.left, box.top, box.width, box.height, rotation, format]);
  return `crop:${createHash('sha256').update(request).digest('hex').slice(0, 40)}`;
}

function sourceAttributes(media: Media): UploadAttributes {
  const attributes: UploadAttributes = {
    lat: media.lat ?? undefined,
    lon: media.lon ?? undefined,
    alt: media.alt ?? undefined,
    direction: media.direction ?? undefined,
    accuracy: media.accuracy ?? undefined,
    dateTimeOriginal: media.exifDateTime ?? undefined,
    date: media.exifDate ?? undefined,
    time: media.timespot ?? undefined,
  };
  return Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined));
}

/** An image media item whose original the viewer may read (its owner or a validator). */
async function findCroppableImage(services: Services, viewer: Viewer, dbKey: string): Promise<Media & { width: number; height: number }> {
  actingEntityId(viewer);
  const media = await findReadableMedia(services, viewer, { dbKey });
  authorizeMedia(viewer, 'crop', media);
  if (media.mediaType !== 'i' || media.link || !media.width || !media.height) {
    throw new ValidationError([{ field: 'dbKey', code: 'NOT_AN_IMAGE', message: 'Only a stored image can be cropped' }], 'NOT_AN_IMAGE');
  }
  return media as Media & { width: number; height: number };
}

interface CropPlan {
  source: Media;
  box: CropBox;
  rotation: CropRotation;
  format: CropFormat;
}

async function planCrop(services: Services, viewer: Viewer, request: CropRequest): Promise<CropPlan> {
  const { dbKey, points, rotation, format } = parseInput(cropSchema, request);
  const source = await findCroppableImage(services, viewer, dbKey);
  return { source, box: cropBox(points, source), rotation, format };
}

/**
 * Stores the crop as a new media item of the viewer through the upload path (derivatives, SHA-256,
 * journal), with the source's information, place and privacy; the same crop twice answers the
 * first item.
 */
async function storeCrop(services: Services, viewer: Viewer, { source, box, rotation, format }: CropPlan): Promise<Media> {
  const clientKey = cropClientKey(source.dbKey, box, rotation, format);
  const existing = await findByClientKey(services.prisma, actingEntityId(viewer), clientKey);
  if (existing) return existing;

  const baseName = source.fileName.replace(/\.[^.]*$/, '') || 'image';
  const upload = { clientKey, fileName: `${baseName}-crop.${EXTENSIONS[format]}`, attributes: sourceAttributes(source) };
  const created = await uploadMedia(services, viewer, upload, await croppedStream(services, source, box, rotation, format));
  return services.prisma.media.update({
    where: { id: created.id },
    data: {
      title: source.title,
      author: source.author,
      caption: source.caption,
      description: source.description,
      date: source.date,
      location: source.location,
      privacy: source.privacy,
      sensitive: source.sensitive,
    },
  });
}

/** Crops an image into a new media item of the viewer (/image/edit/{dbkey}); the original stays as it was. */
export async function cropImage(services: Services, viewer: Viewer, request: CropRequest): Promise<Media> {
  return storeCrop(services, viewer, await planCrop(services, viewer, request));
}

const profileSchema = z.object({ entityId: z.number().int().positive().nullish() });

/** The entity whose profile image the viewer changes: their own person by default, else one they administer (A; a site ADMIN any). */
async function editableEntity(services: Services, viewer: Viewer, entityId: number | null | undefined): Promise<number> {
  const target = parseInput(profileSchema, { entityId }).entityId ?? actingEntityId(viewer);
  const { entity, codes } = await entityForChange(services.prisma, viewer, target);
  authorizeEntity(viewer, 'edit', { ...entity, codes });
  return target;
}

export interface ProfileImageRequest extends CropRequest {
  entityId?: number | null;
}

export interface ProfileImageChange {
  entity: Entity;
  /** the square crop now shown as the profile image; null after removal */
  media: Media | null;
}

/**
 * Crops a square out of an image and makes it the profile image of the viewer's person or of an
 * entity they administer. A profile image is public, whatever the source photo's privacy.
 */
export async function setProfileImage(services: Services, viewer: Viewer, request: ProfileImageRequest): Promise<ProfileImageChange> {
  const { entityId, ...crop } = request;
  const target = await editableEntity(services, viewer, entityId);
  // Only the thumb is ever shown: a JPEG original keeps a large square crop small (a PNG one can weigh megabytes).
  const plan = await planCrop(services, viewer, { ...crop, format: crop.format ?? 'jpeg' });
  if (plan.box.width !== plan.box.height) {
    throw new CropRejectedError('points', 'CROP_NOT_SQUARE', 'A profile image needs a square crop box');
  }
  const cropped = await storeCrop(services, viewer, plan);
  const media = cropped.privacy === Privacy.ANYBODY ? cropped : await services.prisma.media.update({ where: { id: cropped.id }, data: { privacy: Privacy.ANYBODY } });
  const entity = await services.prisma.entity.update({ where: { id: target }, data: { profileImageUrl: mediaUrls(media).thumb } });
  return { entity, media };
}

/** Clears the profile image of the viewer's person or of an entity they administer; the cropped media item stays. */
export async function removeProfileImage(services: Services, viewer: Viewer, request: { entityId?: number | null }): Promise<ProfileImageChange> {
  const target = await editableEntity(services, viewer, request.entityId);
  const entity = await services.prisma.entity.update({ where: { id: target }, data: { profileImageUrl: null } });
  return { entity, media: null };
}
