import VisualFilterPageQuery from '../../__generated__/VisualFilterPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { parseListFilters } from '../observations/observation-status.ts';
import type VisualFilterPage from './VisualFilterPage.tsx';

/** One page of the connection's largest size: the newest records matching the filter. */
const MAP_RECORDS = 100;

export const VisualFilterPageEntryPoint: RouteEntryPoint<typeof VisualFilterPage> = {
  root: JSResource('VisualFilterPage', () => import('./VisualFilterPage.tsx')),
  getPreloadProps: ({ searchParams, viewer }) => {
    const { status, ...filters } = parseListFilters(searchParams);
    // the status filter is the validators'
    const variables = { ...filters, status: viewer.can.validate && status !== null ? [status] : null, first: MAP_RECORDS };
    return { queries: { main: { parameters: VisualFilterPageQuery, variables, options: { fetchPolicy: 'store-and-network' } } } };
  },
};
