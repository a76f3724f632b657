import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { ValidationError } from '../../errors.ts';
import type { MediaStorage } from '../../storage/storage.ts';

/** Larger images are refused from their header, before any pixel is decoded (decompression bombs). */
export const MAX_IMAGE_PIXELS = 60_000_000;

/** The derivatives of an image: a square list thumbnail and a presentation size for the viewer. */
export const DERIVATIVES = {
  thumb: { width: 320, height: 320, fit: 'cover' },
  pres: { width: 1600, height: 1600, fit: 'inside' },
} as const;
export type DerivativeName = keyof typeof DERIVATIVES;

export class ImageRejectedError extends ValidationError {
  constructor(code: 'IMAGE_TOO_LARGE' | 'IMAGE_UNREADABLE', message: string) {
    super([{ field: 'file', code, message }], code);
  }
}

export interface ImageFacts {
  width: number;
  height: number;
  /** degrees the derivatives were turned by, from the EXIF orientation (1→0, 6→90, 3→180, 8→270) */
  orientation: 0 | 90 | 180 | 270;
}

const ORIENTATION_DEGREES: Record<number, ImageFacts['orientation']> = { 1: 0, 2: 0, 3: 180, 4: 180, 5: 90, 6: 90, 7: 270, 8: 270 };

const decoder = () => sharp({ limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', sequentialRead: true });

/**
 * A stored image made into another as it streams in: decoded within the pixel limit, changed by
 * `change`, encoded; a failure on either side ends both.
 */
export function transformImage(source: Readable, change: (image: sharp.Sharp) => sharp.Sharp): Readable {
  const transformed = change(decoder());
  source.on('error', (error) => transformed.destroy(error));
  transformed.on('error', () => source.destroy());
  return source.pipe(transformed);
}

/**
 * Reads an image's size and orientation from its header and writes its thumb and pres WebP
 * derivatives, upright, with no metadata (so no GPS) of the original.
 */
export async function makeImageDerivatives(
  storage: MediaStorage,
  open: () => Readable | Promise<Readable>,
  keyOf: (name: DerivativeName) => string,
): Promise<ImageFacts> {
  const facts = await readImageFacts(await open());
  for (const [name, size] of Object.entries(DERIVATIVES) as [DerivativeName, (typeof DERIVATIVES)[DerivativeName]][]) {
    const resized = transformImage(await open(), (image) =>
      image
        .rotate()
        .resize({ ...size, withoutEnlargement: true })
        .webp({ quality: 80 }),
    );
    try {
      await storage.write(keyOf(name), resized);
    } catch (error) {
      throw asImageError(error);
    }
  }
  return facts;
}

async function readImageFacts(source: Readable): Promise<ImageFacts> {
  const reader = decoder();
  source.pipe(reader);
  try {
    const metadata = await reader.metadata();
    if (!metadata.width || !metadata.height) throw new ImageRejectedError('IMAGE_UNREADABLE', 'The image has no size');
    if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw tooLarge();
    const orientation = ORIENTATION_DEGREES[metadata.orientation ?? 1] ?? 0;
    const turned = orientation === 90 || orientation === 270;
    return { width: turned ? metadata.height : metadata.width, height: turned ? metadata.width : metadata.height, orientation };
  } catch (error) {
    throw asImageError(error);
  } finally {
    source.destroy();
  }
}

const tooLarge = () => new ImageRejectedError('IMAGE_TOO_LARGE', `The image has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`);

function asImageError(error: unknown): unknown {
  if (error instanceof ValidationError) return error;
  if (error instanceof Error && /pixel limit/i.test(error.message)) return tooLarge();
  if (error instanceof Error && /(unsupported image format|corrupt|premature end|bad seek|vips)/i.test(error.message)) {
    return new ImageRejectedError('IMAGE_UNREADABLE', 'The image cannot be read');
  }
  return error;
}
