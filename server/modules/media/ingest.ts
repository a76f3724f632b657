import { createHash } from 'node:crypto';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { ValidationError } from '../../errors.ts';
import type { MediaStorage } from '../../storage/storage.ts';
import { checkStoredArchive } from './archive-check.ts';
import { isArchive, MAX_UPLOAD_BYTES, type MediaFileType, SNIFF_BYTES, sniffFileType } from './file-types.ts';

/** An upload that is over its type's limit: answered with 413. */
export class FileTooLargeError extends ValidationError {
  override readonly status = 413;
  constructor(readonly maxBytes: number) {
    super([{ field: 'file', code: 'FILE_TOO_LARGE', message: `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB` }], 'FILE_TOO_LARGE');
  }
}

export class UnsupportedFileTypeError extends ValidationError {
  override readonly status = 415;
  constructor() {
    super([{ field: 'file', code: 'UNSUPPORTED_FILE_TYPE', message: 'This kind of file cannot be uploaded' }], 'UNSUPPORTED_FILE_TYPE');
  }
}

export class ArchiveTooDenseError extends ValidationError {
  override readonly status = 415;
  constructor() {
    super([{ field: 'file', code: 'ARCHIVE_TOO_DENSE', message: 'The archive would unpack to far more than its size' }], 'ARCHIVE_TOO_DENSE');
  }
}

/**
 * An upload given up as dead: it sent nothing for the dead-upload time, or a sweep (this server's
 * or another's) took its journal row and files meanwhile. Answered with 408; the client sends it again.
 */
export class UploadTimeoutError extends ValidationError {
  override readonly status = 408;
  constructor() {
    super([{ field: 'file', code: 'UPLOAD_TIMEOUT', message: 'The upload stalled and was given up; send it again' }], 'UPLOAD_TIMEOUT');
  }
}

export class EmptyFileError extends ValidationError {
  constructor() {
    super([{ field: 'file', code: 'FIELD_REQUIRED', message: 'The file is empty' }], 'FIELD_REQUIRED');
  }
}

export interface IngestedFile {
  type: MediaFileType;
  bytes: number;
  sha256: string;
}

/**
 * Passes a stream through while deciding its type from the first SNIFF_BYTES, counting its bytes
 * against that type's limit and hashing it. Holds back only the head; the rest streams on.
 */
class UploadGate extends Transform {
  type: MediaFileType | null = null;
  bytes = 0;
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headBytes = 0;

  constructor(private readonly fileName: string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    const limit = this.type?.maxBytes ?? MAX_UPLOAD_BYTES;
    if (this.bytes > limit) return done(new FileTooLargeError(limit));
    this.hash.update(chunk);
    if (this.type) return done(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return done();
    this.decide().then(() => done(), done);
  }

  override _flush(done: TransformCallback): void {
    if (this.bytes === 0) return done(new EmptyFileError());
    if (this.type) return done();
    this.decide().then(() => done(), done);
  }

  /** Decides the type from the held head and lets the head through. */
  private async decide(): Promise<void> {
    const head = Buffer.concat(this.head);
    this.head = [];
    const type = await sniffFileType(head, this.fileName);
    if (!type) throw new UnsupportedFileTypeError();
    if (this.bytes > type.maxBytes) throw new FileTooLargeError(type.maxBytes);
    this.type = type;
    this.push(head);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

/**
 * Streams an upload into storage under key, never holding more than its head in memory. Refuses
 * (leaving nothing under key) a file of a type we do not take or over its type's limit; refuses an
 * archive that would unpack to far more than its size, or whose contents cannot be checked, once it
 * is stored: then the caller removes it with the rest of the upload.
 */
export async function ingestUpload(storage: MediaStorage, key: string, source: Readable, fileName: string, idleMs = 0): Promise<IngestedFile> {
  const gate = new UploadGate(fileName);
  source.on('error', (error) => gate.destroy(error));
  gate.on('error', () => source.unpipe(gate));
  // A source silent for idleMs is given up (408), the request left unread, instead of waiting on it.
  let idle: NodeJS.Timeout | undefined;
  const watch = () => {
    clearTimeout(idle);
    idle = setTimeout(() => gate.destroy(new UploadTimeoutError()), idleMs);
  };
  if (idleMs) {
    watch();
    source.on('data', watch);
  }
  try {
    await storage.write(key, source.pipe(gate));
  } finally {
    clearTimeout(idle);
    source.off('data', watch);
  }
  const file = { type: gate.type!, bytes: gate.bytes, sha256: gate.digest() };
  if (isArchive(file.type)) {
    const refusal = await checkStoredArchive(storage, key, file.bytes);
    if (refusal === 'ARCHIVE_TOO_DENSE') throw new ArchiveTooDenseError();
    if (refusal === 'ARCHIVE_UNREADABLE') throw new UnsupportedFileTypeError();
  }
  return file;
}
