import RelationListPageQuery from '../../__generated__/RelationListPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { relationListVariables } from './relation-list-route.ts';
import type RelationListPage from './RelationListPage.tsx';

export const RelationListPageEntryPoint: RouteEntryPoint<typeof RelationListPage> = {
  root: JSResource('RelationListPage', () => import('./RelationListPage.tsx')),
  getPreloadProps: ({ params }) => ({
    queries: {
      main: { parameters: RelationListPageQuery, variables: relationListVariables(params.id ?? '', params.relType ?? ''), options: { fetchPolicy: 'store-and-network' } },
    },
  }),
};
