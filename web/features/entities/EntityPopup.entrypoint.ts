import EntityPopupQuery from '../../__generated__/EntityPopupQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { recIdParam } from '../shell/route-params.ts';
import type EntityPopup from './EntityPopup.tsx';

export const EntityPopupEntryPoint: RouteEntryPoint<typeof EntityPopup> = {
  root: JSResource('EntityPopup', () => import('./EntityPopup.tsx')),
  getPreloadProps: ({ params }) => {
    const recId = recIdParam(params.id);
    if (recId === null) return { queries: {} };
    return { queries: { main: { parameters: EntityPopupQuery, variables: { recId }, options: { fetchPolicy: 'store-or-network' } } } } as const;
  },
};
