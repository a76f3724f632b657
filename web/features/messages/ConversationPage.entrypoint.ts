import ConversationPageQuery from '../../__generated__/ConversationPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { CONVERSATION_PAGE_SIZE } from './ConversationThread.tsx';
import { entityGlobalId, routeRecId } from './links.ts';
import type ConversationPage from './ConversationPage.tsx';

export const ConversationPageEntryPoint: RouteEntryPoint<typeof ConversationPage> = {
  root: JSResource('ConversationPage', () => import('./ConversationPage.tsx')),
  getPreloadProps: ({ params }) => ({
    queries: {
      main: {
        parameters: ConversationPageQuery,
        variables: { with: entityGlobalId(routeRecId(params.id) ?? 0), count: CONVERSATION_PAGE_SIZE },
        options: { fetchPolicy: 'network-only' },
      },
    },
  }),
};
