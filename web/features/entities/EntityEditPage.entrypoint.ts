import EntityEditPageQuery from '../../__generated__/EntityEditPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { recIdParam } from '../shell/route-params.ts';
import type EntityEditPage from './EntityEditPage.tsx';

export const EntityEditPageEntryPoint: RouteEntryPoint<typeof EntityEditPage> = {
  root: JSResource('EntityEditPage', () => import('./EntityEditPage.tsx')),
  getPreloadProps: ({ params }) => {
    // without an id the form makes a new entity: no entity to read
    const isNew = params.id === undefined;
    const variables = { recId: (isNew ? null : recIdParam(params.id)) ?? 0, skip: isNew };
    return { queries: { main: { parameters: EntityEditPageQuery, variables, options: { fetchPolicy: 'network-only' } } } };
  },
};
