import type { IntlShape } from 'react-intl';

/** An EXIF 'YYYY:MM:DD HH:MM:SS' (a camera's wall-clock time, no zone) in the user's format. */
export function exifDateText(intl: IntlShape, text: string): string {
  const match = /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2})/.exec(text);
  if (!match) return calendarDateText(intl, text);
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  return intl.formatDate(new Date(year, month - 1, day, hour, minute), { dateStyle: 'medium', timeStyle: 'short' });
}

/** A 'YYYY-MM-DD' (or EXIF 'YYYY:MM:DD') day in the user's format, read as that day wherever the user is. */
export function calendarDateText(intl: IntlShape, text: string): string {
  const match = /^(\d{4})[:-](\d{2})[:-](\d{2})$/.exec(text.trim());
  if (!match) return text;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return intl.formatDate(new Date(year, month - 1, day), { dateStyle: 'medium' });
}

export function sizeText(intl: IntlShape, bytes: number): string {
  const megabytes = bytes >= 1024 * 1024;
  return intl.formatNumber(megabytes ? bytes / 1024 / 1024 : bytes / 1024, { style: 'unit', unit: megabytes ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 });
}

/** A file name's extension in capitals for a placeholder ('PDF', 'MP3'); null when it has none that fits. */
export function fileExtension(fileName: string): string | null {
  const match = /\.([a-z0-9]{1,4})$/i.exec(fileName);
  return match ? match[1]!.toUpperCase() : null;
}

/** What the info page says about the EXIF read at upload, beyond the fields it shows anyway (place, time). */
export interface ExifSummary {
  /** the picture's size as the file's header gives it */
  pixels?: { width: number; height: number };
  /** the EXIF orientation tag, 1 (upright) to 8 */
  orientation?: number;
  /** the file carried a GPS position */
  gps: boolean;
  /** the file carried its own small preview */
  embeddedThumbnail: boolean;
}

const positiveInteger = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);

/**
 * The summary of a media item's `exif` (the upload params the client read: lat, lon, imgWidth,
 * imgHeight, orientation, thumbnail, …); null when it tells nothing worth a line. It is JSON the
 * server kept as sent, so every value is checked.
 */
export function exifSummary(exif: unknown): ExifSummary | null {
  if (typeof exif !== 'object' || exif === null || Array.isArray(exif)) return null;
  const tags = exif as Record<string, unknown>;
  const width = positiveInteger(tags.imgWidth);
  const height = positiveInteger(tags.imgHeight);
  const orientation = positiveInteger(tags.orientation);
  const summary: ExifSummary = {
    ...(width && height ? { pixels: { width, height } } : {}),
    ...(orientation && orientation <= 8 ? { orientation } : {}),
    gps: typeof tags.lat === 'number' && typeof tags.lon === 'number',
    embeddedThumbnail: tags.thumbnail === true,
  };
  return summary.pixels || summary.orientation || summary.gps || summary.embeddedThumbnail ? summary : null;
}
