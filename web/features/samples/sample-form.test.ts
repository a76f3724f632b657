import { describe, expect, test } from 'vitest';
import { formatEffort, parseEffort } from '@domain/samples.ts';
import { changedSince, newRow, newSampleValues, problemPlace, problemsByPlace, sampleInput, sampleValues } from './sample-form.ts';

describe('sample form', () => {
  test('the effort text round-trips through amount, unit and note', () => {
    expect(formatEffort({ amount: '4', unit: 'HOURS', note: '1 × 125 W MV' })).toBe('4 h, 1 × 125 W MV');
    expect(parseEffort('4 h, 1 × 125 W MV')).toEqual({ amount: '4', unit: 'HOURS', note: '1 × 125 W MV' });
    expect(parseEffort('2.5 km')).toEqual({ amount: '2.5', unit: 'KILOMETRES', note: '' });
    expect(parseEffort('a whole night')).toEqual({ amount: '', unit: 'HOURS', note: 'a whole night' });
    expect(formatEffort({ amount: '', unit: 'HOURS', note: 'egész éjjel' })).toBe('egész éjjel');
  });

  test('values become the GraphQL input: rows with species ids or typed names, numbers, empty texts as null', () => {
    const values = { ...newSampleValues('2025-06-20'), coordinates: '48.06, 20.5', effortAmount: '4', effortNote: 'MV' };
    const aglais = { kind: 'species', id: 'U3BlY2llczox', recId: 1, scientificName: 'Aglais io', commonName: null, thumbnailUrl: null } as const;
    values.rows = [
      { ...newRow(), species: aglais, individuals: '3' },
      { ...newRow(), species: { kind: 'unidentified', text: 'Noctuidae sp.' }, individuals: 'sok', lifeStage: 'CATERPILLAR' },
    ];
    const input = sampleInput(values);
    expect(input).toMatchObject({ protocol: 'LIGHT_TRAP', dateFrom: '2025-06-20', dateTo: null, effort: '4 h, MV', verbatimLat: '48.06, 20.5', locationSource: 'TEXT' });
    expect(input.rows).toEqual([
      { clientId: values.rows[0]!.clientId, speciesId: 'U3BlY2llczox', speciesText: null, individuals: 3, lifeStage: 'IMAGO' },
      { clientId: values.rows[1]!.clientId, speciesId: null, speciesText: 'Noctuidae sp.', individuals: null, lifeStage: 'CATERPILLAR' },
    ]);
  });

  test('a saved sample opens with its effort split and its coordinates as one text', () => {
    const values = sampleValues({
      protocol: 'TRANSECT',
      dateFrom: '2025-07-02',
      dateTo: '2025-07-02',
      effort: '500 m',
      country: 'HU',
      verbatimLat: '47.5',
      verbatimLon: '19.0',
      completeList: true,
      notes: '',
      rows: [],
    });
    expect(values).toMatchObject({ protocol: 'TRANSECT', dateTo: '', effortAmount: '500', effortUnit: 'METRES', coordinates: '47.5 19.0', completeList: true });
    expect(changedSince(values, { ...values })).toBe(false);
    expect(changedSince(values, { ...values, notes: 'x' })).toBe(true);
  });

  test("the server's field names find their field or row", () => {
    expect(problemPlace('rows.2.speciesId')).toEqual({ row: 2, field: 'species' });
    expect(problemPlace('rows.0.individuals')).toEqual({ row: 0, field: 'individuals' });
    expect(problemPlace('rows.1')).toEqual({ row: 1, field: 'row' });
    expect(problemPlace('verbatimLat')).toEqual({ row: null, field: 'coordinates' });
    const byPlace = problemsByPlace([
      { field: 'rows.1.speciesId', code: 'DUPLICATE_ROW' },
      { field: 'dateFrom', code: 'DATE_FORMAT_ERROR' },
    ]);
    expect([...byPlace]).toEqual([
      ['rows.1.species', 'DUPLICATE_ROW'],
      ['dateFrom', 'DATE_FORMAT_ERROR'],
    ]);
  });
});
