import ObservationChartPageQuery from '../../__generated__/ObservationChartPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { chartFilter } from './chart-search.ts';
import type ObservationChartPage from './ObservationChartPage.tsx';

/** `/observation/chart/`: the statistics of the URL's filter load with the page's code (uPlot loads with the first chart). */
export const ObservationChartPageEntryPoint: RouteEntryPoint<typeof ObservationChartPage> = {
  root: JSResource('ObservationChartPage', () => import('./ObservationChartPage.tsx')),
  getPreloadProps: ({ searchParams, viewer }) => {
    const filter = chartFilter(searchParams, viewer.can.validate);
    const variables = { speciesKey: String(filter.speciesId ?? 0), withSpecies: filter.speciesId !== null, filter };
    return { queries: { main: { parameters: ObservationChartPageQuery, variables, options: { fetchPolicy: 'store-and-network' } } } };
  },
};
