import EntityChartPageQuery from '../../__generated__/EntityChartPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { parseYear, YEAR_PARAM } from '../observation-map/map-search.ts';
import { recIdParam } from '../shell/route-params.ts';
import type EntityChartPage from './EntityChartPage.tsx';

/** `/entity/{id}/chart/`: the entity's name and the statistics of its records (a person's, or a group's or project's members'). */
export const EntityChartPageEntryPoint: RouteEntryPoint<typeof EntityChartPage> = {
  root: JSResource('EntityChartPage', () => import('./EntityChartPage.tsx')),
  getPreloadProps: ({ params, searchParams }) => {
    const recId = recIdParam(params.id);
    if (recId === null) return { queries: {} };
    const variables = { recId, filter: { entityId: recId, year: parseYear(searchParams.get(YEAR_PARAM)) } };
    return { queries: { main: { parameters: EntityChartPageQuery, variables, options: { fetchPolicy: 'store-and-network' } } } } as const;
  },
};
