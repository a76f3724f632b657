import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where media files live. Keys are `{dbKey}/{variant}` paths of our own making; a media item's
 * files share its dbKey as a prefix, so they are removed together.
 */
export interface MediaStorage {
  /** Streams body to key; the file appears whole or not at all. */
  write(key: string, body: Readable): Promise<void>;
  /** The file's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** The file, or the inclusive byte range of it, as a stream with the length it has; null when there is none. */
  read(key: string, range?: ByteRange): Promise<{ body: Readable; size: number } | null>;
  /** Removes every file under a dbKey. */
  removePrefix(prefix: string): Promise<void>;
}

/** Bytes start to end, both included (as an HTTP Range names them). */
export interface ByteRange {
  start: number;
  end: number;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Refuses any key that is not ours (no `..`, no absolute paths): a key never leaves the root. */
export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** Files under a folder on the local disk (DATA_DIR/media by default). */
export class DiskStorage implements MediaStorage {
  constructor(readonly root: string) {}

  private file(key: string) {
    return path.join(this.root, ...checkedKey(key).split('/'));
  }

  async write(key: string, body: Readable): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside the target and renamed: a reader or a crash never sees half a file under the key.
    const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    const info = await stat(this.file(key)).catch(() => null);
    return info?.isFile() ? info.size : null;
  }

  async read(key: string, range?: ByteRange): Promise<{ body: Readable; size: number } | null> {
    const file = this.file(key);
    const size = await this.size(key);
    if (size === null) return null;
    if (!range) return { body: createReadStream(file), size };
    return { body: createReadStream(file, range), size: range.end - range.start + 1 };
  }

  async removePrefix(prefix: string): Promise<void> {
    await rm(this.file(prefix), { recursive: true, force: true });
  }
}
