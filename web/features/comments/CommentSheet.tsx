import { Component, type ReactNode, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { PopupSheet, Spinner } from '../../ui/index.ts';
import { ItemComments } from './ItemComments.tsx';
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
          <ItemComments itemId={itemId} autoFocus missing={<p className="comments-empty">{intl.formatMessage(commentMessages.loadFailed)}</p>} />
        </Suspense>
      </LoadFailedBoundary>
    </PopupSheet>
  );
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
