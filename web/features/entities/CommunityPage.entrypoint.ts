import CommunityPageListQuery from '../../__generated__/CommunityPageListQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { communityListVariables } from './entity-types.ts';
import type CommunityPage from './CommunityPage.tsx';

export const CommunityPageEntryPoint: RouteEntryPoint<typeof CommunityPage> = {
  root: JSResource('CommunityPage', () => import('./CommunityPage.tsx')),
  getPreloadProps: ({ searchParams }) => ({
    queries: {
      main: { parameters: CommunityPageListQuery, variables: communityListVariables(searchParams), options: { fetchPolicy: 'store-and-network' } },
    },
  }),
};
