import ObservationMapPageQuery from '../../__generated__/ObservationMapPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { countChoice, gridEnum, layerBox, layerChoice, mapFilter } from './map-search.ts';
import type ObservationMapPage from './ObservationMapPage.tsx';

/**
 * `/observation/` and `/observation/map/`: the base maps, the filter's species, uploader and entity names
 * and the first grid layer (the chosen one, or the 100 km grid the far-out start shows) load with
 * the map's code. Other layers load as the map moves (map-layers.ts useGridLayer).
 */
export const ObservationMapPageEntryPoint: RouteEntryPoint<typeof ObservationMapPage> = {
  root: JSResource('ObservationMapPage', () => import('./ObservationMapPage.tsx')),
  getPreloadProps: ({ searchParams, viewer }) => {
    const filter = mapFilter(searchParams, viewer.can.validate);
    const layer = layerChoice(searchParams);
    // A fine layer is asked for the view's box, which the map knows once drawn (map-layers.ts layerBox).
    const grid = layer === 'auto' ? 'eea100km' : layer === 'points' || layerBox(layer, null) !== null ? null : layer;
    const variables = {
      speciesKey: String(filter.speciesId ?? 0),
      withSpecies: filter.speciesId !== null,
      uploaderId: filter.uploaderId ?? 0,
      withUploader: filter.uploaderId !== null,
      entityKey: filter.entityId ?? 0,
      withEntity: filter.entityId !== null,
      grid: gridEnum(grid ?? 'eea100km'),
      withGrid: grid !== null,
      count: countChoice(searchParams),
      filter,
    };
    return { queries: { main: { parameters: ObservationMapPageQuery, variables, options: { fetchPolicy: 'store-and-network' } } } };
  },
};
