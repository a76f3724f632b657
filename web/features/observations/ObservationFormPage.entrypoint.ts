import ObservationFormPageQuery from '../../__generated__/ObservationFormPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import type ObservationFormPage from './ObservationFormPage.tsx';

export const ObservationFormPageEntryPoint: RouteEntryPoint<typeof ObservationFormPage> = {
  root: JSResource('ObservationFormPage', () => import('./ObservationFormPage.tsx')),
  getPreloadProps: () => ({ queries: { main: { parameters: ObservationFormPageQuery, variables: {}, options: { fetchPolicy: 'store-and-network' } } } }),
};
