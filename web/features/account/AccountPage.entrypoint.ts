import AccountPageQuery from '../../__generated__/AccountPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import type AccountPage from './AccountPage.tsx';

export const AccountPageEntryPoint: RouteEntryPoint<typeof AccountPage> = {
  root: JSResource('AccountPage', () => import('./AccountPage.tsx')),
  getPreloadProps: () => ({ queries: { main: { parameters: AccountPageQuery, variables: {}, options: { fetchPolicy: 'store-and-network' } } } }),
};
