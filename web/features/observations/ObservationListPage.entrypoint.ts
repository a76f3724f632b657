import ObservationListPageQuery from '../../__generated__/ObservationListPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { observationListVariables } from './observation-status.ts';
import type ObservationListPage from './ObservationListPage.tsx';

export const ObservationListPageEntryPoint: RouteEntryPoint<typeof ObservationListPage> = {
  root: JSResource('ObservationListPage', () => import('./ObservationListPage.tsx')),
  getPreloadProps: ({ searchParams, viewer }) => ({
    queries: {
      main: {
        parameters: ObservationListPageQuery,
        variables: observationListVariables(searchParams, viewer.can.validate),
        options: { fetchPolicy: 'store-and-network' },
      },
    },
  }),
};
