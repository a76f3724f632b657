import ObservationListMyPageQuery from '../../__generated__/ObservationListMyPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { myObservationListVariables } from './observation-status.ts';
import type ObservationListMyPage from './ObservationListMyPage.tsx';

export const ObservationListMyPageEntryPoint: RouteEntryPoint<typeof ObservationListMyPage> = {
  root: JSResource('ObservationListMyPage', () => import('./ObservationListMyPage.tsx')),
  getPreloadProps: ({ searchParams }) => ({
    queries: {
      main: { parameters: ObservationListMyPageQuery, variables: myObservationListVariables(searchParams), options: { fetchPolicy: 'store-and-network' } },
    },
  }),
};
