/**
 * Client-side EXIF reading for photo uploads: the upload params of a photo (position, date,
 * orientation, size) and the observation-form prefill derived from them.
 */
import exifr from 'exifr';

/** The spec reads EXIF from the first 131072 bytes of a photo only. */
const EXIF_HEAD_BYTES = 131072;

/**
 * Raw tags for exifr: `reviveValues: false` keeps dates as the file's text (DateTimeOriginal has no
 * timezone, so a JS Date would shift it) and `translateValues: false` keeps Orientation and
 * GPSAltitudeRef numeric. `mergeOutput: false` gives one object per block, which is also what
 * makes exifr parse ifd1 (the thumbnail info) at all. ifd0 is always read (exifr's types do not let
 * it be switched); `tiff: true` is left out because it would enable every block, interop included.
 */
const PARSE_OPTIONS = {
  exif: true,
  gps: true,
  ifd1: true,
  ihdr: true,
  interop: false,
  xmp: false,
  icc: false,
  iptc: false,
  jfif: false,
  mergeOutput: false,
  reviveValues: false,
  translateValues: false,
};

/** 'YYYY:MM:DD HH:MM…' (some writers use '-' in the date); the time part is optional. */
const EXIF_DATE_TIME = /^((?!0000)\d{4})[:-](0[1-9]|1[0-2])[:-](0[1-9]|[12]\d|3[01])(?:[ T]([01]\d|2[0-3]):([0-5]\d))?/;

type Tags = Readonly<Record<string, unknown>>;

interface ExifrBlocks {
  ifd0?: Tags;
  ifd1?: Tags;
  exif?: Tags;
  gps?: Tags;
  ihdr?: Tags;
}

/** A photo's upload params as read from its EXIF; each is absent when the file does not tell. */
export interface PhotoExif {
  /** Decimal degrees, negative south. */
  lat?: number;
  /** Decimal degrees, negative west. */
  lon?: number;
  /** Metres, negative below sea level. */
  alt?: number;
  /** GPSImgDirection, degrees. */
  direction?: number;
  /** GPSHPositioningError, metres. */
  accuracy?: number;
  /** DateTimeOriginal exactly as written in the file: 'YYYY:MM:DD HH:MM:SS', no timezone. */
  dateTimeOriginal?: string;
  /** 'YYYY-MM-DD' from DateTimeOriginal, else CreateDate, else ModifyDate. */
  date?: string;
  /** 'HH:MM' from the same tag as `date`. */
  time?: string;
  /** EXIF orientation, 1–8. */
  orientation?: number;
  imgWidth?: number;
  imgHeight?: number;
  /** Whether the EXIF declares an embedded thumbnail; absent when the file has no EXIF. */
  hasThumbnail?: boolean;
}

/** What the observation form prefills, each value from the first photo that has it. */
export interface ObservationPrefill {
  date?: { value: string; photoIndex: number };
  coordinates?: { lat: number; lon: number; alt?: number; accuracy?: number; photoIndex: number };
}

/** Reads a photo's upload params; never throws: no or unreadable EXIF gives `{}`. */
export async function readPhotoExif(file: Blob): Promise<PhotoExif> {
  try {
    const blocks = (await exifr.parse(await readHead(file), PARSE_OPTIONS)) as ExifrBlocks | undefined;
    return blocks ? toPhotoExif(blocks) : {};
  } catch {
    return {};
  }
}

/**
 * The EXIF-embedded JPEG thumbnail, or null when there is none or it cannot be read.
 * exifr extracts thumbnails from JPEG and TIFF only, so PNGs give null even with `hasThumbnail`.
 */
export async function readEmbeddedThumbnail(file: Blob): Promise<Blob | null> {
  try {
    const bytes = await exifr.thumbnail(await readHead(file));
    return bytes?.length ? new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }) : null;
  } catch {
    return null;
  }
}

/** The form's date and coordinates, each taken from the first photo that has it. */
export function prefillFrom(photos: readonly PhotoExif[]): ObservationPrefill {
  const prefill: ObservationPrefill = {};
  const dateIndex = photos.findIndex((photo) => photo.date !== undefined);
  if (dateIndex >= 0) prefill.date = { value: photos[dateIndex]!.date!, photoIndex: dateIndex };
  const positionIndex = photos.findIndex((photo) => photo.lat !== undefined && photo.lon !== undefined);
  if (positionIndex >= 0) {
    const { lat, lon, alt, accuracy } = photos[positionIndex]!;
    prefill.coordinates = definedOnly({ lat: lat!, lon: lon!, alt, accuracy, photoIndex: positionIndex });
  }
  return prefill;
}

async function readHead(file: Blob): Promise<ArrayBuffer> {
  return file.slice(0, EXIF_HEAD_BYTES).arrayBuffer();
}

function toPhotoExif(blocks: ExifrBlocks): PhotoExif {
  const { ifd0 = {}, ifd1, exif = {}, gps = {}, ihdr } = blocks;
  const dateTime = [exif.DateTimeOriginal, exif.CreateDate, ifd0.ModifyDate].map(splitDateTime).find(Boolean);
  const orientation = integer(ifd0.Orientation);
  // A PNG's IHDR is its actual raster size; EXIF sizes can be stale copies from the original camera file.
  const width = integer(ihdr?.ImageWidth) ?? integer(exif.ExifImageWidth);
  const height = integer(ihdr?.ImageHeight) ?? integer(exif.ExifImageHeight);
  const hasTiff = [blocks.ifd0, blocks.ifd1, blocks.exif, blocks.gps].some(Boolean);
  return definedOnly({
    ...readPosition(gps),
    dateTimeOriginal: typeof exif.DateTimeOriginal === 'string' ? exif.DateTimeOriginal : undefined,
    date: dateTime?.date,
    time: dateTime?.time,
    orientation: orientation !== undefined && orientation >= 1 && orientation <= 8 ? orientation : undefined,
    imgWidth: width !== undefined && width > 0 ? width : undefined,
    imgHeight: height !== undefined && height > 0 ? height : undefined,
    hasThumbnail: hasTiff ? (finite(ifd1?.ThumbnailLength) ?? 0) > 0 : undefined,
  });
}

function readPosition(gps: Tags): Pick<PhotoExif, 'lat' | 'lon' | 'alt' | 'direction' | 'accuracy'> {
  // exifr computes latitude/longitude from GPSLatitude/GPSLongitude, signed by their S/W refs.
  const lat = finite(gps.latitude);
  const lon = finite(gps.longitude);
  const hasRefs = typeof gps.GPSLatitudeRef === 'string' || typeof gps.GPSLongitudeRef === 'string';
  const hasPosition = lat !== undefined && lon !== undefined && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 && (lat !== 0 || lon !== 0 || hasRefs);
  const alt = finite(gps.GPSAltitude);
  const direction = finite(gps.GPSImgDirection);
  const accuracy = finite(gps.GPSHPositioningError);
  return {
    lat: hasPosition ? lat : undefined,
    lon: hasPosition ? lon : undefined,
    alt: alt !== undefined && finite(gps.GPSAltitudeRef) === 1 ? -alt : alt,
    direction: direction !== undefined && direction >= 0 && direction <= 360 ? direction : undefined,
    accuracy: accuracy !== undefined && accuracy >= 0 ? accuracy : undefined,
  };
}

function splitDateTime(value: unknown): { date: string; time?: string } | undefined {
  const match = typeof value === 'string' ? EXIF_DATE_TIME.exec(value.trim()) : null;
  if (!match) return undefined;
  const [, year, month, day, hours, minutes] = match;
  return { date: `${year}-${month}-${day}`, time: hours === undefined ? undefined : `${hours}:${minutes}` };
}

/** A finite number, unwrapping the arrays some cameras write for single values (exifr issue 36). */
function finite(value: unknown): number | undefined {
  const isList = Array.isArray(value) || (ArrayBuffer.isView(value) && !(value instanceof DataView));
  const single = isList ? (value as ArrayLike<unknown>)[0] : value;
  return typeof single === 'number' && Number.isFinite(single) ? single : undefined;
}

function integer(value: unknown): number | undefined {
  const number = finite(value);
  return number !== undefined && Number.isInteger(number) ? number : undefined;
}

function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
