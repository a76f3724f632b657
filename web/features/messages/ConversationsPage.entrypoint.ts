import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import ConversationsPageQuery from '../../__generated__/ConversationsPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import type ConversationsPage from './ConversationsPage.tsx';

export const ConversationsPageEntryPoint: RouteEntryPoint<typeof ConversationsPage> = {
  root: JSResource('ConversationsPage', () => import('./ConversationsPage.tsx')),
  getPreloadProps: () => ({ queries: { main: { parameters: ConversationsPageQuery, variables: { count: LIST_PAGE_SIZE }, options: { fetchPolicy: 'network-only' } } } }),
};
