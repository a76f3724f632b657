import { fileTypeFromBuffer } from 'file-type';

/** The spec's media types: i image, v video, a audio, f file. */
export type MediaKind = 'i' | 'v' | 'a' | 'f';

export interface MediaFileType {
  kind: MediaKind;
  /** the extension the file is stored under, decided by its content */
  ext: string;
  mime: string;
  /** the largest file of this type we take */
  maxBytes: number;
}

const MB = 1024 * 1024;
/** Bytes a type is decided on: enough for every signature file-type reads and a zip's first entry name. */
export const SNIFF_BYTES = 64 * 1024;
/** The largest upload of any type: a stream is cut off here before its type's own limit is known. */
export const MAX_UPLOAD_BYTES = 500 * MB;

const IMAGE = { kind: 'i', maxBytes: 40 * MB } as const;
const AUDIO = { kind: 'a', maxBytes: 100 * MB } as const;
const VIDEO = { kind: 'v', maxBytes: MAX_UPLOAD_BYTES } as const;
const DOCUMENT = { kind: 'f', maxBytes: 100 * MB } as const;
const TEXT = { kind: 'f', maxBytes: 20 * MB } as const;

/**
 * What we take, by the extension file-type reads from the content: images sharp decodes (HEIC is
 * not among them: the prebuilt libvips has no HEVC decoder) and the media file types of the spec
 * (mp3, wav, weba, ogg, aac, mp4, webm, csv, zip, epub, pdf, kml, kmz).
 */
const ACCEPTED: Record<string, Omit<MediaFileType, 'ext'>> = {
  jpg: { ...IMAGE, mime: 'image/jpeg' },
  png: { ...IMAGE, mime: 'image/png' },
  webp: { ...IMAGE, mime: 'image/webp' },
  avif: { ...IMAGE, mime: 'image/avif' },
  mp3: { ...AUDIO, mime: 'audio/mpeg' },
  wav: { ...AUDIO, mime: 'audio/wav' },
  ogg: { ...AUDIO, mime: 'audio/ogg' },
  oga: { ...AUDIO, mime: 'audio/ogg' },
  opus: { ...AUDIO, mime: 'audio/ogg' },
  aac: { ...AUDIO, mime: 'audio/aac' },
  m4a: { ...AUDIO, mime: 'audio/mp4' },
  mp4: { ...VIDEO, mime: 'video/mp4' },
  webm: { ...VIDEO, mime: 'video/webm' },
  pdf: { ...DOCUMENT, mime: 'application/pdf' },
  epub: { ...DOCUMENT, mime: 'application/epub+zip' },
  zip: { ...DOCUMENT, mime: 'application/zip' },
  kmz: { ...DOCUMENT, mime: 'application/vnd.google-earth.kmz' },
  kml: { ...TEXT, mime: 'application/vnd.google-earth.kml+xml' },
  csv: { ...TEXT, mime: 'text/csv' },
};

const accepted = (ext: string): MediaFileType | null => (Object.hasOwn(ACCEPTED, ext) ? { ext, ...ACCEPTED[ext]! } : null);

/**
 * Decides a file's type from its first bytes (at least SNIFF_BYTES of it, or all of a smaller
 * file). The name is only consulted for CSV, which has no signature: then the content must be
 * plain text. Anything else, an HTML page named .jpg among them, is null.
 */
export async function sniffFileType(head: Uint8Array, fileName: string): Promise<MediaFileType | null> {
  const found = await fileTypeFromBuffer(head);
  if (found?.ext === 'epub') return accepted('epub');
  if (found?.ext === 'zip') return accepted(firstZipEntryName(head)?.toLowerCase().endsWith('.kml') ? 'kmz' : 'zip');
  if (found?.ext === 'xml') return isKml(head) ? accepted('kml') : null;
  if (found) return accepted(found.ext);
  if (/\.csv$/i.test(fileName) && isPlainText(head)) return accepted('csv');
  return null;
}

/** Zip files (zip, epub, kmz): what they unpack to is checked once they are stored (archive-check.ts). */
export const isArchive = (type: MediaFileType): boolean => type.ext === 'zip' || type.ext === 'epub' || type.ext === 'kmz';

/** The name of a zip's first local file entry: KMZ files start with their doc.kml. */
function firstZipEntryName(head: Uint8Array): string | null {
  if (head.length < 30) return null;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  if (view.getUint32(0, true) !== 0x04034b50) return null;
  const length = view.getUint16(26, true);
  if (30 + length > head.length) return null;
  return new TextDecoder().decode(head.subarray(30, 30 + length));
}

function isKml(head: Uint8Array): boolean {
  return /<kml[\s>]/.test(new TextDecoder().decode(head.subarray(0, 4096)));
}

/** UTF-8 text without NUL bytes and without markup that a browser would run. */
function isPlainText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  let text: string;
  try {
    // The head may end inside a multi-byte character: leave its last 3 bytes out of the check.
    text = new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 3)));
  } catch {
    return false;
  }
  return !/<(!doctype|html|script|svg|\?xml)/i.test(text);
}
