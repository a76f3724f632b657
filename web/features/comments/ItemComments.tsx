import type { ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { ItemCommentsQuery } from '../../__generated__/ItemCommentsQuery.graphql.ts';
import { CommentThread } from './CommentThread.tsx';

export interface ItemCommentsProps {
  /** the timeline item's global id */
  itemId: string;
  autoFocus?: boolean;
  /** shown when the item cannot be read (gone, or no longer visible) */
  missing?: ReactNode;
}

/**
 * A timeline item's comment thread, loaded on its own (suspends): a page of 1000 comments is most
 * of what one query may cost, so pages showing the item do not load them with it.
 */
export function ItemComments({ itemId, autoFocus = false, missing = null }: ItemCommentsProps) {
  const { node } = useLazyLoadQuery<ItemCommentsQuery>(
    graphql`
      query ItemCommentsQuery($id: ID!) {
        node(id: $id) {
          __typename
          ... on TimelineItem {
            ...CommentThread_item
          }
        }
      }
    `,
    { id: itemId },
    // The thread may have grown since it was last open.
    { fetchPolicy: 'store-and-network' },
  );
  return node?.__typename === 'TimelineItem' ? <CommentThread item={node} autoFocus={autoFocus} /> : missing;
}
