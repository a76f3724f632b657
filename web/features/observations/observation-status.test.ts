import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatObservationDate, observationGlobalId, parseDay, parseDayFilter, parseListFilters, placeParts, flagText, statusKey } from './observation-status.ts';

const intl = createIntl({ locale: 'hu', defaultLocale: 'hu', messages: {} });

describe('review statuses', () => {
  it('names statuses for their badge, unknown ones as pending', () => {
    expect([0, 1, 2, 3, 9].map(statusKey)).toEqual(['rejected', 'accepted', 'pending', 'revoked', 'pending']);
  });
});

describe('review reasons', () => {
  it('says a known reason in words and shows an unknown token as it is', () => {
    expect(flagText(intl, 'DIFFICULT_SPECIES')).toBe('Nehezen határozható faj.');
    expect(flagText(intl, 'OUTSIDE_FLIGHT_PERIOD', 'short')).toBe('szokatlan dátum');
    expect(flagText(intl, 'SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});

describe('ids and days', () => {
  it('encodes the global id of a record like the server', () => {
    expect(observationGlobalId(12)).toBe(Buffer.from('Observation:12').toString('base64'));
  });

  it('parses only real YYYY-MM-DD days', () => {
    expect(parseDay('2025-07-14')?.toISOString()).toBe('2025-07-14T00:00:00.000Z');
    expect(parseDay('2025-02-30')).toBeNull();
    expect(parseDay('14.07.2025')).toBeNull();
  });

  it('shows one day or a range', () => {
    expect(formatObservationDate(intl, '2025-07-14', '2025-07-14')).toBe(
      intl.formatDate(new Date('2025-07-14T00:00:00Z'), { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
    );
    expect(formatObservationDate(intl, '2025-07-14', '2025-07-16')).not.toBe(formatObservationDate(intl, '2025-07-14', '2025-07-14'));
  });
});

describe('list filters', () => {
  it('reads the URL and drops junk', () => {
    expect(
      parseListFilters(
        new URLSearchParams('species=12&uploader=abc&stage=EGG&from=2025-05-01&to=2025-13-01&month_from=11&month_to=2&entity=10&status=0&_display_as=list'),
      ),
    ).toEqual({
      speciesId: 12,
      uploaderId: null,
      lifeStage: 'EGG',
      dateFrom: '2025-05-01',
      dateTo: null,
      monthFrom: 11,
      monthTo: 2,
      entityId: 10,
      status: 0,
    });
    const junk = parseListFilters(new URLSearchParams('month_from=13&month_to=05&entity=-1'));
    expect([junk.monthFrom, junk.monthTo, junk.entityId]).toEqual([null, null, null]);
    expect(parseListFilters(new URLSearchParams('stage=adult&status=5')).lifeStage).toBeNull();
    expect(parseListFilters(new URLSearchParams('status=5')).status).toBeNull();
  });
});

describe('place text', () => {
  it('joins locality, settlement and region once each', () => {
    expect(placeParts({ generalised: false, country: 'HU', location: 'Óbudai-sziget', closestSettlement: 'Budapest', region: 'Budapest' })).toEqual([
      'Óbudai-sziget',
      'Budapest',
    ]);
    expect(placeParts({ generalised: false, country: 'HU', location: ' ', closestSettlement: null })).toEqual([]);
  });
});

describe('parseDayFilter', () => {
  it("reads the app's yyyy.mm.dd into the list's day", () => {
    expect(parseDayFilter('2025.07.14')).toEqual({ ok: true, iso: '2025-07-14' });
    expect(parseDayFilter(' 2025.07.14. ')).toEqual({ ok: true, iso: '2025-07-14' });
  });

  it('leaves an empty field unfiltered and refuses what is no calendar day', () => {
    expect(parseDayFilter('')).toEqual({ ok: true, iso: null });
    expect(parseDayFilter('2025.02.30')).toEqual({ ok: false });
    expect(parseDayFilter('tegnap')).toEqual({ ok: false });
  });
});
