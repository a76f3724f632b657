import CommunityPageCountriesQuery from '../../__generated__/CommunityPageCountriesQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import type CommunityPage from './CommunityPage.tsx';

/** The list itself waits for the countries (its geo filter is one of them), so the page loads it once they are there. */
export const CommunityPageEntryPoint: RouteEntryPoint<typeof CommunityPage> = {
  root: JSResource('CommunityPage', () => import('./CommunityPage.tsx')),
  getPreloadProps: () => ({
    queries: { main: { parameters: CommunityPageCountriesQuery, variables: {}, options: { fetchPolicy: 'store-or-network' } } },
  }),
};
