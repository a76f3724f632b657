import { describe, expect, it } from 'vitest';
import { chartFilter, chartHref, entityChartHref } from './chart-search.ts';

describe("the chart page's filter and links", () => {
  it('takes the list filters and the geo filter, and the year as a year rather than a day range', () => {
    const params = new URLSearchParams('species=12&stage=IMAGO&year=2020&geo=HU&status=1');
    expect(chartFilter(params, false)).toMatchObject({ speciesId: 12, lifeStage: 'IMAGO', year: 2020, country: 'HU', dateFrom: null, dateTo: null, status: null });
    expect(chartFilter(params, true).status).toEqual([1]);
    expect(chartFilter(new URLSearchParams('year=1989'), false).year).toBeNull();
  });

  it('carries the filter of the list and the map to the charts, without their own parameters', () => {
    expect(chartHref(new URLSearchParams('species=3&layer=points&geo=HU'))).toBe('/observation/chart/?species=3&geo=HU');
    expect(chartHref(new URLSearchParams(''))).toBe('/observation/chart/');
    expect(entityChartHref(7)).toBe('/entity/7/chart/');
  });
});
