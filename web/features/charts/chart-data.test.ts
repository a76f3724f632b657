import { describe, expect, it } from 'vitest';
import { barPercent, monthOfDay, peakBin, phenologyBins, phenologyRows, yearSeries } from './chart-data.ts';

describe('the phenology chart', () => {
  it('adds adults and caterpillars apart into weeks of the year; the last week takes days 365 and 366', () => {
    const series = phenologyBins([
      { day: 1, lifeStage: 'IMAGO', records: 2 },
      { day: 7, lifeStage: 'IMAGO', records: 1 },
      { day: 8, lifeStage: 'CATERPILLAR', records: 4 },
      { day: 160, lifeStage: 'PUPA', records: 9 },
      { day: 365, lifeStage: 'IMAGO', records: 1 },
      { day: 366, lifeStage: 'IMAGO', records: 1 },
    ]);
    expect(series.starts).toHaveLength(52);
    expect(series.starts.slice(0, 3)).toEqual([1, 8, 15]);
    expect(series.starts.at(-1)).toBe(358);
    expect(series.imago[0]).toBe(3);
    expect(series.caterpillar[1]).toBe(4);
    expect(series.imago.at(-1)).toBe(2);
    // Other stages are not on this chart.
    expect(series.imago.reduce((a, b) => a + b) + series.caterpillar.reduce((a, b) => a + b)).toBe(9);
  });

  it('names the weeks with records in its table, and the peak week', () => {
    const series = phenologyBins([
      { day: 150, lifeStage: 'IMAGO', records: 5 },
      { day: 200, lifeStage: 'IMAGO', records: 7 },
      { day: 201, lifeStage: 'CATERPILLAR', records: 1 },
    ]);
    expect(phenologyRows(series)).toEqual([
      { start: 148, imago: 5, caterpillar: 0 },
      { start: 197, imago: 7, caterpillar: 1 },
    ]);
    expect(series.starts[peakBin(series.imago)!]).toBe(197);
    expect(peakBin([0, 0])).toBeNull();
    expect(peakBin([1, 3, 3])).toBe(1);
  });

  it('puts each day in its month on the 365-day axis', () => {
    expect([1, 31, 32, 59, 60, 334, 335, 365, 366].map(monthOfDay)).toEqual([0, 0, 1, 1, 2, 10, 11, 11, 11]);
  });
});

describe('the year chart and the rankings', () => {
  it('fills the years without records between the first and the last with zeros', () => {
    expect(
      yearSeries([
        { year: 2024, records: 3, species: 2 },
        { year: 2021, records: 1, species: 1 },
      ]),
    ).toEqual({ years: [2021, 2022, 2023, 2024], records: [1, 0, 0, 3], species: [1, 0, 0, 2] });
    expect(yearSeries([])).toEqual({ years: [], records: [], species: [] });
  });

  it('gives a bar its share of the largest, and a sliver to any record', () => {
    expect(barPercent(50, 100)).toBe(50);
    expect(barPercent(1, 1000)).toBe(2);
    expect(barPercent(0, 100)).toBe(0);
    expect(barPercent(3, 0)).toBe(0);
  });
});
