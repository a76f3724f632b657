import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import type ObservationImportPage from './ObservationImportPage.tsx';

/** `/my/observation/import/`: no query; the screen talks to the REST import for its upload progress. */
export const ObservationImportPageEntryPoint: RouteEntryPoint<typeof ObservationImportPage> = {
  root: JSResource('ObservationImportPage', () => import('./ObservationImportPage.tsx')),
  getPreloadProps: () => ({ queries: {} }),
};
