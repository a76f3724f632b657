import { describe, expect, it } from 'vitest';
import { gradeOf, LEGEND_GRADES } from './legend.ts';

describe('the map legend (recording §9)', () => {
  it('has the species grades of the spec', () => {
    expect(LEGEND_GRADES.SPECIES.map((grade) => grade.label)).toEqual(['1', '2–10', '11–30', '31–50', '51–70', '71–90', '91–110', '110+']);
  });

  it('has the observation grades of the spec', () => {
    expect(LEGEND_GRADES.OBSERVATION.map((grade) => grade.label)).toEqual(['1', '2–50', '51–100', '101–200', '200+']);
  });

  it('colours species counts by the thresholds >110, >90, >70, >50, >30, >10, >1', () => {
    const label = (count: number) => gradeOf(count, 'SPECIES')?.label;
    expect([1, 2, 10, 11, 30, 31, 50, 51, 70, 71, 90, 91, 110, 111, 5000].map(label)).toEqual([
      '1',
      '2–10',
      '2–10',
      '11–30',
      '11–30',
      '31–50',
      '31–50',
      '51–70',
      '51–70',
      '71–90',
      '71–90',
      '91–110',
      '91–110',
      '110+',
      '110+',
    ]);
  });

  it('colours observation counts by the thresholds >200, >100, >50, >1', () => {
    const label = (count: number) => gradeOf(count, 'OBSERVATION')?.label;
    expect([1, 2, 50, 51, 100, 101, 200, 201].map(label)).toEqual(['1', '2–50', '2–50', '51–100', '51–100', '101–200', '101–200', '200+']);
  });

  it('gives every grade its own colour, darker upwards, and no grade to an empty cell', () => {
    for (const grades of Object.values(LEGEND_GRADES)) expect(new Set(grades.map((grade) => grade.colour)).size).toBe(grades.length);
    expect(gradeOf(0, 'SPECIES')).toBeNull();
    expect(gradeOf(Number.NaN, 'OBSERVATION')).toBeNull();
    expect(gradeOf(111, 'SPECIES')?.colour).not.toBe(gradeOf(110, 'SPECIES')?.colour);
  });
});
