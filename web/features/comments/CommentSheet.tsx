import { Component, type ReactNode, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { CommentSheetQuery } from '../../__generated__/CommentSheetQuery.graphql.ts';
import { PopupSheet, Spinner } from '../../ui/index.ts';
import { CommentThread } from './CommentThread.tsx';
import { commentMessages } from './messages.ts';

export interface CommentSheetProps {
  /** the timeline item's global id */
  itemId: string;
  isOpen: boolean;
  onClose: () => void;
}

/** A timeline item's comment thread in a popup sheet, the new-comment field focused. */
export function CommentSheet({ itemId, isOpen, onClose }: CommentSheetProps) {
  const intl = useIntl();
  return (
    <PopupSheet isOpen={isOpen} onClose={onClose} title={intl.formatMessage(commentMessages.title)}>
      <LoadFailedBoundary fallback={<p className="comments-empty">{intl.formatMessage(commentMessages.loadFailed)}</p>}>
        <Suspense
          fallback={
            <div className="comments-loading">
              <Spinner />
            </div>
          }
        >
          <SheetThread itemId={itemId} />
        </Suspense>
      </LoadFailedBoundary>
    </PopupSheet>
  );
}

function SheetThread({ itemId }: { itemId: string }) {
  const intl = useIntl();
  const { node } = useLazyLoadQuery<CommentSheetQuery>(
    graphql`
      query CommentSheetQuery($id: ID!) {
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
  if (node?.__typename !== 'TimelineItem') return <p className="comments-empty">{intl.formatMessage(commentMessages.loadFailed)}</p>;
  return <CommentThread item={node} autoFocus />;
}

/** Shows the fallback instead of a thread whose query failed. */
class LoadFailedBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
