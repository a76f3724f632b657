import { describe, expect, it } from 'vitest';
import { animationFrames, MAX_MONTH_FRAMES } from './animation-frames.ts';
import type { MapFilterInput } from './map-search.ts';

const NONE: MapFilterInput = {
  speciesId: null,
  uploaderId: null,
  status: null,
  country: null,
  dateFrom: null,
  dateTo: null,
  lifeStage: null,
  monthFrom: null,
  monthTo: null,
  entityId: null,
};
const NOW = new Date('2026-11-28T12:00:00Z');

describe('animation frames', () => {
  it('shows the last ten years by year when the filter has no range, each year its own records', () => {
    const frames = animationFrames({ ...NONE, speciesId: 7 }, 'year', false, NOW);
    expect(frames.map((frame) => frame.year)).toEqual([2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]);
    expect(frames[3]!.filter).toEqual({ ...NONE, speciesId: 7, dateFrom: '2020-01-01', dateTo: '2020-12-31' });
  });

  it("cuts the range's ends, and adds up from the start when cumulative", () => {
    const frames = animationFrames({ ...NONE, dateFrom: '2023-05-10', dateTo: '2025-02-01' }, 'year', true, NOW);
    expect(frames.map((frame) => [frame.filter.dateFrom, frame.filter.dateTo])).toEqual([
      ['2023-05-10', '2023-12-31'],
      ['2023-05-10', '2024-12-31'],
      ['2023-05-10', '2025-02-01'],
    ]);
  });

  it('steps by month up to this month, at most three years of them', () => {
    const frames = animationFrames({ ...NONE, dateFrom: '2026-02-15' }, 'month', false, NOW);
    expect(frames.map((frame) => frame.month)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(frames[0]!.filter).toMatchObject({ dateFrom: '2026-02-15', dateTo: '2026-02-28' });
    expect(frames.at(-1)!.filter).toMatchObject({ dateFrom: '2026-11-01', dateTo: '2026-11-30' });
    expect(animationFrames(NONE, 'month', false, NOW)).toHaveLength(MAX_MONTH_FRAMES);
  });
});
