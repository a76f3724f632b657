import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { S3Storage, type S3Target } from './s3-storage.ts';
import { DiskStorage, type MediaStorage } from './storage.ts';
import { startTestS3, type TestS3 } from './test-s3rver.ts';

const MiB = 1024 * 1024;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** `total` random bytes in 64 KiB chunks, as an upload arrives. */
function chunked(total: number): { bytes: Buffer; stream: () => Readable } {
  const bytes = randomBytes(total);
  return {
    bytes,
    stream: () =>
      Readable.from(
        (function* () {
          for (let at = 0; at < total; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
        })(),
      ),
  };
}

/** A stream that sends `before` bytes, then fails as a broken upload does. */
function failingAfter(before: number): Readable {
  return Readable.from(
    // eslint-disable-next-line @typescript-eslint/require-await -- async like a network body: the chunks arrive on later ticks
    (async function* () {
      for (let sent = 0; sent < before; sent += MiB) yield randomBytes(MiB);
      throw new Error('connection reset');
    })(),
  );
}

async function readText(storage: MediaStorage, key: string): Promise<string | null> {
  const file = await storage.read(key);
  return file ? (await buffer(file.body)).toString() : null;
}

interface Backend {
  storage: MediaStorage;
  /** every object or file the backend holds, as `{key}` relative to its root */
  keys(): Promise<string[]>;
}

let diskRoot: string | undefined;
let s3: TestS3;
beforeAll(async () => {
  diskRoot = await mkdtemp(path.join(tmpdir(), 'lepke-storage-'));
  s3 = await startTestS3();
});
afterAll(async () => {
  if (diskRoot) await rm(diskRoot, { recursive: true, force: true });
  await s3?.close();
});

const s3Target = (prefix: string): S3Target => ({
  bucket: s3.bucket,
  endpoint: s3.endpoint,
  region: 'us-east-1',
  credentials: s3.credentials,
  forcePathStyle: true,
  prefix,
});

async function bucketKeys(storage: S3Storage, prefix = ''): Promise<string[]> {
  const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

const backends: [string, () => Backend][] = [
  [
    'DiskStorage',
    () => {
      const root = diskRoot!;
      const files = async () => (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
      return {
        storage: new DiskStorage(root),
        keys: async () => (await files()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')).sort(),
      };
    },
  ],
  [
    'S3Storage',
    () => {
      const storage = new S3Storage(s3Target('contract'));
      return { storage, keys: async () => (await bucketKeys(storage, 'contract/')).map((key) => key.slice('contract/'.length)) };
    },
  ],
];

describe.each(backends)('%s', (_name, open) => {
  let backend: Backend;
  beforeAll(() => {
    backend = open();
  });

  test('a multi-MB stream (more than one 5 MiB multipart part) is read back whole, with its size', async () => {
    const file = chunked(12 * MiB + 123);
    await backend.storage.write('big1/orig', file.stream());
    const read = await backend.storage.read('big1/orig');
    expect(read?.size).toBe(file.bytes.length);
    expect(sha256(await buffer(read!.body))).toBe(sha256(file.bytes));
  });

  test('writing a key again replaces its file', async () => {
    await backend.storage.write('again/orig', Readable.from([Buffer.from('first')]));
    await backend.storage.write('again/orig', Readable.from([Buffer.from('second')]));
    expect(await readText(backend.storage, 'again/orig')).toBe('second');
  });

  test('a missing key reads as null', async () => {
    expect(await backend.storage.read('missing/orig')).toBeNull();
    expect(await backend.storage.size('missing/orig')).toBeNull();
  });

  test('the size without the body, and a byte range of the file (a video seeking)', async () => {
    const text = 'Aglais io, Papilio machaon, Vanessa cardui';
    await backend.storage.write('ranged/orig', Readable.from([Buffer.from(text)]));
    expect(await backend.storage.size('ranged/orig')).toBe(text.length);
    const part = await backend.storage.read('ranged/orig', { start: 11, end: 25 });
    expect(part?.size).toBe(15);
    expect((await buffer(part!.body)).toString()).toBe('Papilio machaon');
  });

  test('a source that fails mid-stream leaves nothing under the key and the error is the source’s', async () => {
    await expect(backend.storage.write('broken/orig', failingAfter(11 * MiB))).rejects.toThrow('connection reset');
    await expect(backend.storage.write('small-broken/orig', failingAfter(MiB))).rejects.toThrow('connection reset');
    expect(await backend.storage.read('broken/orig')).toBeNull();
    expect(await backend.storage.read('small-broken/orig')).toBeNull();
    expect((await backend.keys()).filter((key) => key.includes('broken'))).toEqual([]);
  });

  test('removePrefix removes all of an item’s files and leaves a sibling whose name starts the same', async () => {
    for (const key of ['abc/orig', 'abc/thumb', 'abc/pres', 'abcd/orig']) await backend.storage.write(key, Readable.from([Buffer.from(key)]));
    await backend.storage.removePrefix('abc');
    for (const key of ['abc/orig', 'abc/thumb', 'abc/pres']) expect(await backend.storage.read(key)).toBeNull();
    expect(await readText(backend.storage, 'abcd/orig')).toBe('abcd/orig');
    expect((await backend.keys()).filter((key) => key.startsWith('abc'))).toEqual(['abcd/orig']);
    await backend.storage.removePrefix('nothing-here');
  });

  test('keys that could leave the root are refused', async () => {
    for (const key of ['../x', '/abs', 'a/../../x', 'a/./b', '']) {
      await expect(backend.storage.write(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(/Invalid storage key/);
      await expect(backend.storage.read(key)).rejects.toThrow(/Invalid storage key/);
      await expect(backend.storage.removePrefix(key)).rejects.toThrow(/Invalid storage key/);
    }
  });
});

interface SentCommand {
  name: string;
  input: { UploadId?: string; Delete?: { Objects?: unknown[] } };
}

/** The S3 commands a storage sends from now on. */
function recordCommands(storage: S3Storage): SentCommand[] {
  const sent: SentCommand[] = [];
  storage.client.middlewareStack.add(
    (next, context) => async (args) => {
      sent.push({ name: context.commandName!, input: args.input as SentCommand['input'] });
      return next(args);
    },
    { step: 'initialize' },
  );
  return sent;
}

describe('S3Storage', () => {
  test('a file over the 5 MiB part size goes up as a multipart upload', async () => {
    const storage = new S3Storage(s3Target('parts'));
    const sent = recordCommands(storage);
    await storage.write('item/orig', chunked(11 * MiB).stream());
    expect(sent.map((command) => command.name)).toEqual([
      'CreateMultipartUploadCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'CompleteMultipartUploadCommand',
    ]);
  });

  test('a multipart upload whose source fails is aborted, and the source’s error is what the caller sees', async () => {
    const storage = new S3Storage(s3Target('parts'));
    const sent = recordCommands(storage);
    // s3rver answers the abort with MethodNotAllowed: the abort's own failure must not replace the cause.
    await expect(storage.write('aborted/orig', failingAfter(11 * MiB))).rejects.toThrow('connection reset');
    const uploadId = sent.find((command) => command.name === 'UploadPartCommand')?.input.UploadId;
    expect(uploadId).toBeDefined();
    expect(sent.at(-1)).toMatchObject({ name: 'AbortMultipartUploadCommand', input: { UploadId: uploadId } });
    expect(sent.map((command) => command.name)).not.toContain('CompleteMultipartUploadCommand');
  });

  test('with S3_PREFIX, each storage sees and removes only its own objects', async () => {
    const one = new S3Storage(s3Target('site-one/media'));
    const two = new S3Storage(s3Target('site-two'));
    await one.write('item/orig', Readable.from([Buffer.from('one')]));
    await two.write('item/orig', Readable.from([Buffer.from('two')]));
    expect(await bucketKeys(one, 'site-')).toEqual(['site-one/media/item/orig', 'site-two/item/orig']);
    expect(await readText(one, 'item/orig')).toBe('one');
    expect(await readText(two, 'item/orig')).toBe('two');
    await one.removePrefix('item');
    expect(await one.read('item/orig')).toBeNull();
    expect(await bucketKeys(one, 'site-')).toEqual(['site-two/item/orig']);
  });

  test('removePrefix pages through more than 1000 objects and deletes them in batches of at most 1000', async () => {
    const storage = new S3Storage(s3Target('many'));
    const names = Array.from({ length: 1003 }, (_, index) => `f${index}`);
    for (let at = 0; at < names.length; at += 100) {
      await Promise.all(names.slice(at, at + 100).map((name) => storage.write(`crowd/${name}`, Readable.from([Buffer.from(name)]))));
    }
    expect(await bucketKeys(storage, 'many/crowd/')).toHaveLength(1000);
    const sent = recordCommands(storage);
    await storage.removePrefix('crowd');
    expect(sent.map((command) => command.name)).toEqual(['ListObjectsV2Command', 'DeleteObjectsCommand', 'ListObjectsV2Command', 'DeleteObjectsCommand']);
    expect(sent.flatMap((command) => command.input.Delete?.Objects?.length ?? [])).toEqual([1000, 3]);
    expect(await bucketKeys(storage, 'many/')).toEqual([]);
  });

  test('a missing bucket is an error, not a missing file', async () => {
    const storage = new S3Storage({ ...s3Target(''), bucket: 'no-such-bucket' });
    await expect(storage.read('item/orig')).rejects.toThrow(/bucket/i);
  });
});
