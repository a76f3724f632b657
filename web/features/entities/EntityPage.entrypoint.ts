import EntityPageQuery from '../../__generated__/EntityPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { recIdParam } from '../shell/route-params.ts';
import type EntityPage from './EntityPage.tsx';

export const EntityPageEntryPoint: RouteEntryPoint<typeof EntityPage> = {
  root: JSResource('EntityPage', () => import('./EntityPage.tsx')),
  getPreloadProps: ({ params }) => {
    const recId = recIdParam(params.id);
    if (recId === null) return { queries: {} };
    return { queries: { main: { parameters: EntityPageQuery, variables: { recId }, options: { fetchPolicy: 'store-and-network' } } } } as const;
  },
};
