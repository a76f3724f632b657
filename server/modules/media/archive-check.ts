import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import type { MediaStorage } from '../../storage/storage.ts';

const MB = 1024 * 1024;

/** What a stored archive may unpack to, in all its entries together. */
export interface ArchiveLimits {
  /** the most bytes all entries may unpack to, whatever the archive's size */
  maxUnpackedBytes: number;
  /** the most the entries may unpack to per byte of the archive… */
  maxRatio: number;
  /** …once they unpack to more than this (small archives of text compress well and harm nobody) */
  ratioFloorBytes: number;
  maxEntries: number;
}

export const ARCHIVE_LIMITS: ArchiveLimits = { maxUnpackedBytes: 2048 * MB, maxRatio: 200, ratioFloorBytes: 1 * MB, maxEntries: 10_000 };

/**
 * Why an archive is refused: it would unpack to far more than its size (a zip bomb), or we cannot
 * read what it would unpack to (damaged, encrypted, or packed with a method other than deflate).
 */
export type ArchiveRefusal = 'ARCHIVE_TOO_DENSE' | 'ARCHIVE_UNREADABLE';

/**
 * Checks a stored zip (zip, epub, kmz) the way an unpacker would meet it. We never unpack archives,
 * but neither do we pass on one that would bomb whoever does: the sizes every entry declares in the
 * central directory (which data-descriptor entries, whose local headers carry no sizes, rely on)
 * must stay under the limits, and so must what the entries really inflate to, counted while
 * inflating and given up as soon as the limit is passed (a central directory may lie, and entries
 * may overlap).
 */
export async function checkStoredArchive(storage: MediaStorage, key: string, bytes: number, limits = ARCHIVE_LIMITS): Promise<ArchiveRefusal | null> {
  const cap = Math.min(limits.maxUnpackedBytes, Math.max(limits.ratioFloorBytes, bytes * limits.maxRatio));
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromRandomAccessReaderPromise(new StoredFileReader(storage, key, bytes), bytes, {
      autoClose: false,
      validateEntrySizes: false,
      decodeStrings: false,
    });
  } catch {
    return 'ARCHIVE_UNREADABLE';
  }
  try {
    if (zip.entryCount > limits.maxEntries) return 'ARCHIVE_TOO_DENSE';
    const entries: yauzl.Entry[] = [];
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      if (entry.isEncrypted() || !entry.canDecodeFileData()) return 'ARCHIVE_UNREADABLE';
      declared += entry.uncompressedSize;
      if (declared > cap) return 'ARCHIVE_TOO_DENSE';
      entries.push(entry);
    }
    let inflated = 0;
    for (const entry of entries) {
      const data = await zip.openReadStreamPromise(entry);
      for await (const chunk of data as AsyncIterable<Buffer>) {
        inflated += chunk.length;
        if (inflated > cap) {
          data.destroy();
          return 'ARCHIVE_TOO_DENSE';
        }
      }
    }
    return null;
  } catch {
    return 'ARCHIVE_UNREADABLE';
  } finally {
    zip.close();
  }
}

const BLOCK_BYTES = 64 * 1024;

/**
 * The stored file as yauzl's random-access source. The central directory and the local headers are
 * read in many small pieces: they are served from one cached block, so S3 sees a request per 64 KiB
 * rather than one per header.
 */
class StoredFileReader extends yauzl.RandomAccessReader {
  private block: { start: number; bytes: Buffer } | null = null;

  constructor(
    private readonly storage: MediaStorage,
    private readonly key: string,
    private readonly size: number,
  ) {
    super();
  }

  /** yauzl's end is exclusive; storage ranges include theirs. */
  override _readStreamForRange(start: number, end: number): Readable {
    const out = new PassThrough();
    this.storage
      .read(this.key, { start, end: end - 1 })
      .then(async (found) => {
        if (!found) throw new Error(`${this.key} is gone`);
        await pipeline(found.body, out);
      })
      .catch((error: Error) => out.destroy(error));
    return out;
  }

  override read(buffer: Buffer, offset: number, length: number, position: number, callback: (error: Error | null) => void): void {
    this.cached(position, length).then(
      (bytes) => {
        bytes.copy(buffer, offset);
        callback(null);
      },
      (error: Error) => callback(error),
    );
  }

  private async cached(position: number, length: number): Promise<Buffer> {
    const hit = this.block && position >= this.block.start && position + length <= this.block.start + this.block.bytes.length;
    if (!hit) {
      const end = Math.min(this.size, position + Math.max(length, BLOCK_BYTES));
      const chunks: Buffer[] = [];
      for await (const chunk of this.createReadStream({ start: position, end }) as AsyncIterable<Buffer>) chunks.push(chunk);
      this.block = { start: position, bytes: Buffer.concat(chunks) };
    }
    const from = position - this.block!.start;
    if (from + length > this.block!.bytes.length) throw new Error('Unexpected end of the archive');
    return this.block!.bytes.subarray(from, from + length);
  }
}
