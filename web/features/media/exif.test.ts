import { readFile } from 'node:fs/promises';
import exifr from 'exifr';
import { describe, expect, it, vi } from 'vitest';
import { type PhotoExif, prefillFrom, readEmbeddedThumbnail, readPhotoExif } from './exif.ts';

const FIXTURES = new URL('../../../tests/fixtures/photos/', import.meta.url);

/** Per file, the values two independent readers (exifr and exiftool) agree on. */
interface ExpectedFile {
  hasGps: boolean;
  observed: { latitude: number | null; longitude: number | null; GPSAltitude: number | null; DateTimeOriginal: string | null };
}

const expected = JSON.parse(await readFile(new URL('expected.json', FIXTURES), 'utf8')) as { files: Record<string, ExpectedFile> };

async function bytesOf(name: string): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await readFile(new URL(name, FIXTURES)));
}

async function photo(name: string): Promise<Blob> {
  return new Blob([await bytesOf(name)]);
}

// exifr's exports cannot be spied on: wrap parse so a test can hand readPhotoExif a crafted output.
vi.mock('exifr', async (importOriginal) => {
  const { default: actual } = await importOriginal<typeof import('exifr')>();
  return { default: { ...actual, parse: vi.fn(actual.parse) } };
});

describe('readPhotoExif on the fixtures of expected.json', () => {
  it.each(Object.entries(expected.files))('%s', async (name, { hasGps, observed }) => {
    const exif = await readPhotoExif(await photo(name));

    if (hasGps) {
      expect(exif.lat).toBeCloseTo(observed.latitude!, 6);
      expect(exif.lon).toBeCloseTo(observed.longitude!, 6);
    } else {
      expect(exif.lat).toBeUndefined();
      expect(exif.lon).toBeUndefined();
    }
    if (observed.GPSAltitude === null) expect(exif.alt).toBeUndefined();
    else expect(exif.alt).toBeCloseTo(observed.GPSAltitude, 6);
    expect(exif.dateTimeOriginal).toBe(observed.DateTimeOriginal ?? undefined);
    expect(exif.date).toBe(observed.DateTimeOriginal?.slice(0, 10).replaceAll(':', '-'));
  });
});

describe('readPhotoExif', () => {
  it('reads every upload param of the Pixel photo', async () => {
    expect(await readPhotoExif(await photo('IMG_20180725_163423-tiny.jpg'))).toEqual({
      lat: expect.closeTo(50.29960277777778, 6),
      lon: expect.closeTo(14.820294444444444, 6),
      alt: 252,
      dateTimeOriginal: '2018:07:25 16:34:23',
      date: '2018-07-25',
      time: '16:34',
      orientation: 1,
      imgWidth: 4048,
      imgHeight: 3036,
      hasThumbnail: true,
    });
  });

  it('signs south and west coordinates', async () => {
    expect(await readPhotoExif(await photo('issue-exifr-36.jpg'))).toMatchObject({ lat: expect.closeTo(-0.3713, 6) });
    expect(await readPhotoExif(await photo('issue-exifr-59.jpg'))).toMatchObject({ lon: expect.closeTo(-119.52988333333333, 6) });
  });

  it('unwraps the array-valued ExifImageWidth/Height of exifr issue 36', async () => {
    expect(await readPhotoExif(await photo('issue-exifr-36.jpg'))).toMatchObject({ imgWidth: 100, imgHeight: 78 });
  });

  it("takes a PNG's size from IHDR rather than its stale EXIF copy", async () => {
    expect(await readPhotoExif(await photo('png_with_exif_and_gps.png'))).toMatchObject({ imgWidth: 1, imgHeight: 1, hasThumbnail: true });
  });

  it('resolves to an empty result for a file without EXIF and for bytes that are no image', async () => {
    expect(await readPhotoExif(await photo('noexif.jpg'))).toEqual({});
    expect(await readPhotoExif(new Blob(['not a photo']))).toEqual({});
    expect(await readPhotoExif(new Blob([]))).toEqual({});
  });

  it('reads only the first 131072 bytes', async () => {
    // The Pixel photo with padding segments inserted after SOI, before JFIF (18 bytes) and EXIF (APP1, 25386 bytes).
    const original = await bytesOf('IMG_20180725_163423-tiny.jpg');
    const padded = (padding: number) => new Blob([original.subarray(0, 2), appSegments(padding), original.subarray(2)]);

    // exifr wants at least one byte after a segment, so the EXIF ends one byte before the limit.
    expect((await readPhotoExif(padded(131072 - 2 - 18 - 25386 - 1))).lat).toBeCloseTo(50.29960277777778, 6);
    expect(await readPhotoExif(padded(131072))).toEqual({});
  });

  it('drops impossible values and reports the rest', async () => {
    vi.mocked(exifr.parse).mockResolvedValueOnce({
      ifd0: { Orientation: 9, ModifyDate: '2020:01:02 03:04:05' },
      exif: { DateTimeOriginal: '0000:00:00 00:00:00', ExifImageWidth: Number.NaN },
      gps: { latitude: 91, longitude: 10, GPSLatitudeRef: 'N', GPSAltitude: 12.5, GPSAltitudeRef: new Uint8Array([1]), GPSImgDirection: 181.5, GPSHPositioningError: 4 },
    });
    expect(await readPhotoExif(new Blob([]))).toEqual({
      alt: -12.5,
      direction: 181.5,
      accuracy: 4,
      dateTimeOriginal: '0000:00:00 00:00:00',
      date: '2020-01-02',
      time: '03:04',
      hasThumbnail: false,
    });
  });

  it('does not report 0,0 without GPS refs', async () => {
    vi.mocked(exifr.parse).mockResolvedValueOnce({ gps: { latitude: 0, longitude: 0 } });
    expect(await readPhotoExif(new Blob([]))).toEqual({ hasThumbnail: false });
  });
});

describe('readEmbeddedThumbnail', () => {
  it('gives the JPEG thumbnail of the EXIF', async () => {
    const thumbnail = await readEmbeddedThumbnail(await photo('IMG_20180725_163423-tiny.jpg'));
    expect(thumbnail?.type).toBe('image/jpeg');
    expect(thumbnail?.size).toBe(6518);
    expect([...new Uint8Array(await thumbnail!.arrayBuffer()).subarray(0, 2)]).toEqual([0xff, 0xd8]);
  });

  it('gives null when there is none', async () => {
    expect(await readEmbeddedThumbnail(await photo('noexif.jpg'))).toBeNull();
    expect(await readEmbeddedThumbnail(await photo('broken1.jpg'))).toBeNull();
    expect(await readEmbeddedThumbnail(new Blob(['not a photo']))).toBeNull();
  });
});

describe('prefillFrom', () => {
  const at = (lat: number, lon: number, extra: PhotoExif = {}): PhotoExif => ({ lat, lon, ...extra });

  it('takes coordinates and date each from the first photo that has them', () => {
    const photos = [{}, { date: '2024-06-01' }, at(47.5, 19.04, { alt: 110, accuracy: 8 }), at(46, 18, { date: '2024-06-02' })];
    expect(prefillFrom(photos)).toEqual({
      date: { value: '2024-06-01', photoIndex: 1 },
      coordinates: { lat: 47.5, lon: 19.04, alt: 110, accuracy: 8, photoIndex: 2 },
    });
  });

  it('leaves out what the winning photo does not have', () => {
    expect(prefillFrom([at(47.5, 19.04)])).toEqual({ coordinates: { lat: 47.5, lon: 19.04, photoIndex: 0 } });
  });

  it('is empty without dates and coordinates', () => {
    expect(prefillFrom([])).toEqual({});
    expect(prefillFrom([{ orientation: 6 }, { hasThumbnail: true }])).toEqual({});
  });
});

/** `size` bytes of JPEG APP15 segments (each at most 65537 bytes with marker and length). */
function appSegments(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let offset = 0; offset < size;) {
    const segment = Math.min(65537, size - offset);
    bytes.set([0xff, 0xef, (segment - 2) >> 8, (segment - 2) & 0xff], offset);
    offset += segment;
  }
  return bytes;
}
