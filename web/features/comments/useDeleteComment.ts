import { useIntl } from 'react-intl';
import { useMutation } from 'react-relay/hooks';
import type { CommentItemDeleteMutation } from '../../__generated__/CommentItemDeleteMutation.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useConfirm, useFailureToast } from '../../ui/index.ts';
import type { ThreadPlace } from './CommentItem.tsx';
import { deleteMutation } from './CommentItem.mutations.ts';
import { adjustCommentCounts } from './counters.ts';
import { commentMessages } from './messages.ts';

/** Deletes after CONFIRM_DELETE_ITEM; the comment leaves its list and the counters drop at once. */
export function useDeleteComment(id: string, comment: { commentCount?: number; replyTo?: { id: string } | null }, place: ThreadPlace) {
  const intl = useIntl();
  const confirm = useConfirm();
  const failed = useFailureToast();
  const [commit] = useMutation<CommentItemDeleteMutation>(deleteMutation);
  return async () => {
    const confirmed = await confirm({
      message: formatToken(intl, 'CONFIRM_DELETE_ITEM'),
      confirmLabel: intl.formatMessage(commentMessages.deleteConfirm),
      destructive: true,
    });
    if (!confirmed) return;
    // A top comment takes its sub-thread along: the object loses its replies too.
    const removed = place.subThread === null ? 1 + (comment.commentCount ?? 0) : 1;
    commit({
      variables: { input: { id }, connections: [place.connectionId] },
      optimisticUpdater: (store) => {
        const connection = store.get(place.connectionId);
        if (connection) {
          const edges = connection.getLinkedRecords('edges') ?? [];
          connection.setLinkedRecords(
            edges.filter((edge) => edge?.getLinkedRecord('node')?.getDataID() !== id),
            'edges',
          );
        }
        adjustCommentCounts(store, [place.objectId], -removed);
        adjustCommentCounts(store, [place.subThread?.id, comment.replyTo?.id], -1);
      },
      onCompleted: ({ deleteComment }) => {
        if (deleteComment.__typename !== 'DeleteCommentPayload') failed(mutationError(deleteComment)?.code);
      },
      onError: () => failed(),
    });
  };
}
