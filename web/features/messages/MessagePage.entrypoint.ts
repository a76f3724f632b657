import MessagePageQuery from '../../__generated__/MessagePageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { routeRecId } from './links.ts';
import type MessagePage from './MessagePage.tsx';

export const MessagePageEntryPoint: RouteEntryPoint<typeof MessagePage> = {
  root: JSResource('MessagePage', () => import('./MessagePage.tsx')),
  getPreloadProps: ({ params }) => ({
    queries: { main: { parameters: MessagePageQuery, variables: { recId: routeRecId(params.id) ?? 0 }, options: { fetchPolicy: 'network-only' } } },
  }),
};
