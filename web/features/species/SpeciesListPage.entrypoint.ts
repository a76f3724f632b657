import SpeciesListPageQuery from '../../__generated__/SpeciesListPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { speciesListVariables } from './species-text.ts';
import type SpeciesListPage from './SpeciesListPage.tsx';

export const SpeciesListPageEntryPoint: RouteEntryPoint<typeof SpeciesListPage> = {
  root: JSResource('SpeciesListPage', () => import('./SpeciesListPage.tsx')),
  getPreloadProps: ({ searchParams }) => ({
    queries: { main: { parameters: SpeciesListPageQuery, variables: speciesListVariables(searchParams), options: { fetchPolicy: 'store-and-network' } } },
  }),
};
