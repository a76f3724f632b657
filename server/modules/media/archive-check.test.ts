import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildZip, ordinaryText } from '../../../tests/support/zip.ts';
import { DiskStorage } from '../../storage/storage.ts';
import { ARCHIVE_LIMITS, checkStoredArchive } from './archive-check.ts';

const MB = 1024 * 1024;
let root: string;
let storage: DiskStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'lepke-archive-'));
  storage = new DiskStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

let stored = 0;
async function check(archive: Buffer, limits = ARCHIVE_LIMITS) {
  const key = `archive${++stored}/orig`;
  await storage.write(key, Readable.from([archive]));
  return checkStoredArchive(storage, key, archive.length, limits);
}

const zeros = (bytes: number) => new Uint8Array(bytes);

describe('checkStoredArchive', () => {
  test('passes ordinary archives: several entries, stored and deflated, with and without data descriptors', async () => {
    const archive = buildZip([
      { name: 'doc.kml', data: ordinaryText(200_000) },
      { name: 'photo.jpg', data: ordinaryText(50_000), stored: true },
      { name: 'notes.txt', data: ordinaryText(300_000), dataDescriptor: true },
      { name: 'empty/', data: zeros(0), stored: true },
    ]);
    expect(await check(archive)).toBeNull();
  });

  test('refuses a bomb in any entry by the sizes the central directory declares', async () => {
    const small = { name: 'a.txt', data: ordinaryText(10_000) };
    const bomb = { name: 'zeros.bin', data: zeros(64 * MB) };
    expect(await check(buildZip([small, bomb, small]))).toBe('ARCHIVE_TOO_DENSE');
    expect(await check(buildZip([small, small, { ...bomb, dataDescriptor: true }]))).toBe('ARCHIVE_TOO_DENSE');
  });

  test('refuses entries that inflate to more than the central directory declares', async () => {
    const lying = buildZip([
      { name: 'a.txt', data: ordinaryText(10_000) },
      { name: 'zeros.bin', data: zeros(64 * MB), declaredBytes: 1000, dataDescriptor: true },
    ]);
    expect(await check(lying)).toBe('ARCHIVE_TOO_DENSE');
  });

  test('caps the total unpacked size of all entries, however dense each one is', async () => {
    const limits = { ...ARCHIVE_LIMITS, maxUnpackedBytes: 2 * MB, ratioFloorBytes: 0 };
    const entries = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `part${i}.txt`, data: ordinaryText(600_000) }));
    expect(await check(buildZip(entries(3)), limits)).toBeNull();
    expect(await check(buildZip(entries(4)), limits)).toBe('ARCHIVE_TOO_DENSE');
  });

  test('caps the ratio of the whole archive above its floor, and the number of entries', async () => {
    // Under the floor a run of zeros does no harm; above it, the archive's ratio counts.
    expect(await check(buildZip([{ name: 'zeros.bin', data: zeros(MB / 2) }]))).toBeNull();
    expect(await check(buildZip([{ name: 'zeros.bin', data: zeros(4 * MB) }]))).toBe('ARCHIVE_TOO_DENSE');
    const many = buildZip(Array.from({ length: 11 }, (_, i) => ({ name: `${i}.txt`, data: ordinaryText(10) })));
    expect(await check(many, { ...ARCHIVE_LIMITS, maxEntries: 10 })).toBe('ARCHIVE_TOO_DENSE');
  });

  test('refuses what it cannot check: a zip without its central directory, or entries packed another way', async () => {
    const archive = buildZip([{ name: 'a.txt', data: ordinaryText(10_000) }]);
    expect(await check(archive.subarray(0, archive.length - 60))).toBe('ARCHIVE_UNREADABLE');
    const bzip2 = Buffer.from(archive);
    bzip2.writeUInt16LE(12, archive.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 10);
    expect(await check(bzip2)).toBe('ARCHIVE_UNREADABLE');
  });
});
