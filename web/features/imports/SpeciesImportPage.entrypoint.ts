import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import type SpeciesImportPage from './SpeciesImportPage.tsx';

/** `/species/import/`: no query until the names are sent. */
export const SpeciesImportPageEntryPoint: RouteEntryPoint<typeof SpeciesImportPage> = {
  root: JSResource('SpeciesImportPage', () => import('./SpeciesImportPage.tsx')),
  getPreloadProps: () => ({ queries: {} }),
};
