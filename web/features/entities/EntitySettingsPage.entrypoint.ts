import EntitySettingsPageQuery from '../../__generated__/EntitySettingsPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { recIdParam } from '../shell/route-params.ts';
import type EntitySettingsPage from './EntitySettingsPage.tsx';

export const EntitySettingsPageEntryPoint: RouteEntryPoint<typeof EntitySettingsPage> = {
  root: JSResource('EntitySettingsPage', () => import('./EntitySettingsPage.tsx')),
  getPreloadProps: ({ params }) => {
    const recId = recIdParam(params.id);
    if (recId === null) return { queries: {} };
    return { queries: { main: { parameters: EntitySettingsPageQuery, variables: { recId }, options: { fetchPolicy: 'network-only' } } } } as const;
  },
};
