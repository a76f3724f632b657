import { filterSearch, mapFilter, parseYear, YEAR_PARAM, type MapFilterInput } from '../observation-map/map-search.ts';

/**
 * The chart pages' URLs: `/observation/chart/` takes the records list's and the map's filter
 * (map-search.ts), `?year=` as a year, and `?_display_as=chart`; `/entity/{id}/chart/`. Apart from
 * the series (chart-data.ts): route entry points and links elsewhere need only this.
 */

/** The statistics' filter: the list's and the map's filters of the URL, with `?year=` as a year rather than a day range. */
export interface ChartFilterInput extends MapFilterInput {
  year: number | null;
}

export function chartFilter(params: URLSearchParams, canFilterStatus: boolean): ChartFilterInput {
  const withoutYear = new URLSearchParams(params);
  withoutYear.delete(YEAR_PARAM);
  return { ...mapFilter(withoutYear, canFilterStatus), year: parseYear(params.get(YEAR_PARAM)) };
}

export const CHART_PATH = '/observation/chart/';
/** `?_display_as=chart`: the chart page without its filters (recording §2: admins). */
export const DISPLAY_AS_PARAM = '_display_as';
export const CHART_DISPLAY = 'chart';

/** The chart page with the filter of the list or the map (their year and geo filter included). */
export function chartHref(params: URLSearchParams): string {
  const next = filterSearch(params);
  return next.size ? `${CHART_PATH}?${next.toString()}` : CHART_PATH;
}

/** An entity's charts (a group's, a project's or a person's records). */
export const entityChartHref = (recId: number) => `/entity/${recId}/chart/`;
