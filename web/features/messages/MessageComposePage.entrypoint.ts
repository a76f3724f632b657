import MessageComposePageQuery from '../../__generated__/MessageComposePageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { entityGlobalId, routeRecId } from './links.ts';
import type MessageComposePage from './MessageComposePage.tsx';

export const MessageComposePageEntryPoint: RouteEntryPoint<typeof MessageComposePage> = {
  root: JSResource('MessageComposePage', () => import('./MessageComposePage.tsx')),
  getPreloadProps: ({ params, searchParams }) => {
    const draft = routeRecId(searchParams.get('draft'));
    const parent = routeRecId(searchParams.get('reply') ?? searchParams.get('forward'));
    return {
      queries: {
        main: {
          parameters: MessageComposePageQuery,
          variables: {
            to: entityGlobalId(routeRecId(params.toEntityId) ?? 0),
            draft: draft ?? 0,
            withDraft: draft !== null,
            parent: parent ?? 0,
            withParent: parent !== null,
          },
          options: { fetchPolicy: 'network-only' },
        },
      },
    };
  },
};
