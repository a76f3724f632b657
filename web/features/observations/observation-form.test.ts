import { describe, expect, it } from 'vitest';
import { newClientId, toInput } from './observation-form-input.ts';
import { coordinateFeedback, dateFeedback, formField, sortProblems, validateValues } from './observation-form-validation.ts';
import {
  applyPlace,
  coordinatesOf,
  countryOptions,
  dayText,
  newFormValues,
  type ObservationFormValues,
  pointCoordinates,
  pointParam,
  todayText,
} from './observation-form-values.ts';

const NOW = new Date('2026-11-23T10:00:00Z');
const AGLAIS = { kind: 'species', id: 'U3BlY2llczox', recId: 1, scientificName: 'Aglais io', commonName: 'nappali pávaszem', thumbnailUrl: null } as const;

function filled(patch: Partial<ObservationFormValues> = {}): ObservationFormValues {
  return { ...newFormValues({}, NOW), species: AGLAIS, country: 'HU', coordinates: `47°29'52"N 19°02'24"E`, ...patch };
}

describe('new form values', () => {
  it('start today in the calendar format, one imago, CC BY 4.0, Europe and the observation_pp privacy', () => {
    const values = newFormValues({ observation_pp: 1 }, new Date(2026, 10, 3));
    expect(values).toMatchObject({ dateFrom: '2026.11.03', individuals: '1', lifeStage: 'IMAGO', licence: 'CC_BY_4_0', country: 'EU', privacy: 1 });
    expect(newFormValues({ observation_pp: 5 }, NOW).privacy).toBe(9);
    expect(newFormValues(null, NOW).privacy).toBe(9);
    expect(todayText(new Date(2025, 0, 9))).toBe('2025.01.09');
    expect(dayText('2025-07-14')).toBe('2025.07.14');
  });

  it('get a fresh UUID as client id each time', () => {
    const a = newClientId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newClientId()).not.toBe(a);
  });
});

describe('coordinate feedback', () => {
  it('shows the parsed point in decimal degrees and DMS', () => {
    const feedback = coordinateFeedback(`47°29'52"N 19°02'24"E`, 'HU');
    expect(feedback).toMatchObject({ kind: 'point', decimal: '47.497778, 19.04', dms: `47°29'52.00"N 19°02'24.00"E`, outside: null });
  });

  it("gives the parser's own words for a bad value", () => {
    expect(coordinateFeedback(`47°61'52"N 19°02'24"E`, 'HU')).toEqual({ kind: 'error', error: 'Minutes out of range' });
    expect(coordinateFeedback('abc', 'EU')).toEqual({ kind: 'error', error: 'Could not parse string' });
    expect(coordinateFeedback('  ', 'EU')).toEqual({ kind: 'empty' });
  });

  it('checks the boundary of the chosen country', () => {
    expect(coordinateFeedback('46.77, 23.59', 'HU')).toMatchObject({ kind: 'point', outside: 'Coordinates are outside of the acceptable boundary' });
    expect(coordinateFeedback('46.77, 23.59', 'RO')).toMatchObject({ kind: 'point', outside: null });
  });
});

describe('date feedback', () => {
  it('normalises the user formats and reports the server codes per field', () => {
    expect(dateFeedback('2025. 07. 14.', '', NOW)).toEqual({ from: { kind: 'day', iso: '2025-07-14' }, to: { kind: 'empty' } });
    expect(dateFeedback('14.07.2025', '16 Jul 2025', NOW).to).toEqual({ kind: 'day', iso: '2025-07-16' });
    expect(dateFeedback('2025-13-01', '', NOW).from).toEqual({ kind: 'error', code: 'DATE_FORMAT_ERROR' });
    expect(dateFeedback('', '', NOW).from).toEqual({ kind: 'error', code: 'FIELD_REQUIRED' });
    expect(dateFeedback('2025-07-14', '2025-07-10', NOW).to).toEqual({ kind: 'error', code: 'DATE_RANGE_ERROR' });
    expect(dateFeedback('2027-01-01', '', NOW).from).toEqual({ kind: 'error', code: 'DATE_IN_FUTURE' });
  });
});

describe('validation', () => {
  it('accepts a complete form', () => {
    expect(validateValues(filled(), NOW)).toEqual([]);
  });

  it('finds the problems the server would, per form field', () => {
    const problems = validateValues(
      filled({ species: null, coordinates: `47°29'52"N 19°62'24"E`, dateFrom: 'tegnap', timespot: '25:00', individuals: '0', alt: 'magas' }),
      NOW,
    );
    expect(problems).toEqual([
      { field: 'species', code: 'FIELD_REQUIRED' },
      { field: 'coordinates', code: 'COORD_BAD_FORMAT', message: 'Minutes out of range' },
      { field: 'dateFrom', code: 'DATE_FORMAT_ERROR' },
      { field: 'timespot', code: 'FORMAT_ERROR' },
      { field: 'alt', code: 'NOT_A_NUMBER' },
      { field: 'individuals', code: 'VALUE_MIN' },
    ]);
    expect(validateValues(filled({ individuals: '1000000000', accuracy: '-5' }), NOW)).toEqual([
      { field: 'accuracy', code: 'VALUE_MIN' },
      { field: 'individuals', code: 'VALUE_MAX' },
    ]);
    expect(validateValues(filled({ species: { kind: 'unidentified', text: ' ' } }), NOW)).toEqual([{ field: 'species', code: 'FIELD_REQUIRED' }]);
    expect(validateValues(filled({ country: 'RO' }), NOW)).toEqual([
      { field: 'coordinates', code: 'COORD_OUTSIDE_BOUNDARY', message: 'Coordinates are outside of the acceptable boundary' },
    ]);
  });

  it('maps server fields onto the form and keeps one problem per field in form order', () => {
    expect(formField('verbatimLat')).toBe('coordinates');
    expect(formField('speciesId')).toBe('species');
    expect(formField('dateTo')).toBe('dateTo');
    expect(formField('clientId')).toBe('other');
    expect(
      sortProblems([
        { field: 'dateFrom', code: 'DATE_FORMAT_ERROR' },
        { field: 'species', code: 'FIELD_REQUIRED' },
        { field: 'dateFrom', code: 'DATE_IN_FUTURE' },
      ]),
    ).toEqual([
      { field: 'species', code: 'FIELD_REQUIRED' },
      { field: 'dateFrom', code: 'DATE_FORMAT_ERROR' },
    ]);
  });
});

describe('the GraphQL input', () => {
  it('sends typed coordinates as one verbatim text with source TEXT, and numbers as numbers', () => {
    const input = toInput(filled({ alt: '105,5', accuracy: '', individuals: '3', timespot: '14:30', region: '  ' }));
    expect(input).toMatchObject({
      speciesId: AGLAIS.id,
      speciesText: null,
      country: 'HU',
      region: null,
      verbatimLat: `47°29'52"N 19°02'24"E`,
      verbatimLon: null,
      locationSource: 'TEXT',
      alt: 105.5,
      accuracy: null,
      individuals: 3,
      timespot: '14:30',
      dateTo: null,
    });
  });

  it('sends a picked point as its two 11-character parts with source MAP until the text is edited', () => {
    const picked = filled(pointCoordinates(47.497912345678, 19.040235678901, 'MAP'));
    expect(picked.coordinates).toBe('47.49791234, 19.04023567');
    expect(toInput(picked)).toMatchObject({ verbatimLat: '47.49791234', verbatimLon: '19.04023567', locationSource: 'MAP' });
    expect(toInput({ ...picked, coordinates: '47.4979, 19.0402' })).toMatchObject({ verbatimLat: '47.4979, 19.0402', verbatimLon: null, locationSource: 'TEXT' });
    expect(toInput({ ...picked, coordinates: '' })).toMatchObject({ verbatimLat: null, verbatimLon: null, locationSource: null });
  });

  it('sends a not identified species as -1 with its text', () => {
    expect(toInput(filled({ species: { kind: 'unidentified', text: ' fehér lepke ' } }))).toMatchObject({ speciesId: '-1', speciesText: 'fehér lepke' });
  });

  it('keeps stored verbatim parts of a record and a saved place', () => {
    expect(coordinatesOf({ country: 'HU', verbatimLat: `47°27'48"N`, verbatimLon: `18°56'10"E`, locationSource: null })).toEqual({
      coordinates: `47°27'48"N; 18°56'10"E`,
      origin: { source: 'TEXT', lat: `47°27'48"N`, lon: `18°56'10"E`, text: `47°27'48"N; 18°56'10"E` },
    });
    const place = applyPlace(filled(), { country: 'hu', closestSettlement: 'Budaörs', verbatimLat: '47.4602', verbatimLon: '18.9321', alt: 320 });
    expect(place).toMatchObject({ country: 'HU', closestSettlement: 'Budaörs', region: '', alt: '320', coordinates: '47.4602, 18.9321' });
    expect(toInput(place)).toMatchObject({ verbatimLat: '47.4602', verbatimLon: '18.9321', locationSource: 'SAVED' });
  });
});

describe('countries and links', () => {
  it('names Europe by its region code, not as the European Union, and puts it first', () => {
    const hu = countryOptions('hu', 'Európa');
    expect(hu[0]).toEqual({ code: 'EU', name: 'Európa' });
    expect(countryOptions('en', 'Europe')[0]).toEqual({ code: 'EU', name: 'Europe' });
    expect(hu.find((country) => country.code === 'HU')?.name).toBe('Magyarország');
    expect(hu).toHaveLength(51);
  });

  it('reads ?lat=&lon= only when both are coordinates', () => {
    expect(pointParam(new URLSearchParams('lat=47.5&lon=-19.04'))).toEqual({ lat: 47.5, lon: -19.04 });
    expect(pointParam(new URLSearchParams('lat=95&lon=19'))).toBeNull();
    expect(pointParam(new URLSearchParams('lat=47'))).toBeNull();
  });
});
