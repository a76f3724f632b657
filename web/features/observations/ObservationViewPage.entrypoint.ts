import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { observationViewPreloadProps } from './ObservationViewPopup.entrypoint.ts';
import type ObservationViewPage from './ObservationViewPage.tsx';

export const ObservationViewPageEntryPoint: RouteEntryPoint<typeof ObservationViewPage> = {
  root: JSResource('ObservationViewPage', () => import('./ObservationViewPage.tsx')),
  getPreloadProps: observationViewPreloadProps,
};
