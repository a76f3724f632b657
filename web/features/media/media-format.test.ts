import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { calendarDateText, exifDateText, exifSummary, fileExtension, sizeText } from './media-format.ts';

const intl = createIntl({ locale: 'en-GB', timeZone: 'UTC' });

describe('dates', () => {
  it('shows a camera time as written, with no zone shift', () => {
    expect(exifDateText(intl, '2018:07:25 16:34:23')).toBe('25 Jul 2018, 16:34');
  });

  it('shows a calendar day, from a form date or an EXIF date', () => {
    expect(calendarDateText(intl, '2018-07-25')).toBe('25 Jul 2018');
    expect(calendarDateText(intl, '2018:07:25')).toBe('25 Jul 2018');
    expect(exifDateText(intl, '2018:07:25')).toBe('25 Jul 2018');
  });

  it('leaves text it cannot read as it is', () => {
    expect(exifDateText(intl, 'tegnap')).toBe('tegnap');
    expect(calendarDateText(intl, '2018-7-25')).toBe('2018-7-25');
  });
});

describe('sizeText', () => {
  it('uses kilobytes below a megabyte', () => {
    expect(sizeText(intl, 1536)).toBe('1.5 kB');
    expect(sizeText(intl, 3 * 1024 * 1024)).toBe('3 MB');
  });
});

describe('fileExtension', () => {
  it('gives a short extension in capitals, or null', () => {
    expect(fileExtension('hang.mp3')).toBe('MP3');
    expect(fileExtension('atlasz.v2.pdf')).toBe('PDF');
    expect(fileExtension('README')).toBeNull();
    expect(fileExtension('archive.longext')).toBeNull();
  });
});

describe('exifSummary', () => {
  it('sums up the size, orientation, GPS and embedded preview of the upload params', () => {
    expect(exifSummary({ imgWidth: 4032, imgHeight: 3024, orientation: 6, lat: 50.3, lon: 14.8, thumbnail: true, dateTimeOriginal: '2018:07:25 16:34:23' })).toEqual({
      pixels: { width: 4032, height: 3024 },
      orientation: 6,
      gps: true,
      embeddedThumbnail: true,
    });
  });

  it('leaves out what is missing or malformed', () => {
    expect(exifSummary({ imgWidth: 640, orientation: 12, lat: '50', lon: 14, thumbnail: 'yes' })).toBeNull();
    expect(exifSummary({ imgWidth: 640, imgHeight: 480 })).toEqual({ pixels: { width: 640, height: 480 }, gps: false, embeddedThumbnail: false });
  });

  it('is null for nothing or for JSON that is not an object', () => {
    expect(exifSummary(null)).toBeNull();
    expect(exifSummary({})).toBeNull();
    expect(exifSummary([1, 2])).toBeNull();
    expect(exifSummary('exif')).toBeNull();
  });
});
