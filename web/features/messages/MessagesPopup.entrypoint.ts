import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import MessagesPopupQuery from '../../__generated__/MessagesPopupQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { parseBox } from './links.ts';
import type MessagesPopup from './MessagesPopup.tsx';

export const MessagesPopupEntryPoint: RouteEntryPoint<typeof MessagesPopup> = {
  root: JSResource('MessagesPopup', () => import('./MessagesPopup.tsx')),
  getPreloadProps: ({ searchParams }) => ({
    queries: {
      main: { parameters: MessagesPopupQuery, variables: { box: parseBox(searchParams.get('box')), count: LIST_PAGE_SIZE }, options: { fetchPolicy: 'network-only' } },
    },
  }),
};
