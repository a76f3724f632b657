import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Button } from 'react-aria-components';
import { COMMENT_PAGE_SIZE } from '@domain/paging.ts';
import type { CommentThread_item$key } from '../../__generated__/CommentThread_item.graphql.ts';
import type { CommentThreadPaginationQuery } from '../../__generated__/CommentThreadPaginationQuery.graphql.ts';
import { useNow } from '../timeline/use-now.ts';
import { CommentComposer } from './CommentComposer.tsx';
import { CommentItem } from './CommentItem.tsx';
import { CommentSubThread } from './CommentSubThread.tsx';
import { commentMessages } from './messages.ts';
import './CommentThread.css';

export interface CommentThreadProps {
  /** the commented object (a timeline item), spread from `...CommentThread_item` */
  item: CommentThread_item$key;
  /** Puts the focus into the new-comment field, e.g. for `?op=comment` or the card's comment button. */
  autoFocus?: boolean;
}

/**
 * An object's comment thread (social-core §2): the top-level comments oldest first, 1000 a page,
 * each with its sub-thread of replies, and the form for a new comment under them.
 */
export function CommentThread({ item, autoFocus = false }: CommentThreadProps) {
  const intl = useIntl();
  const now = useNow();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<CommentThreadPaginationQuery, CommentThread_item$key>(
    graphql`
      fragment CommentThread_item on TimelineItem
      @refetchable(queryName: "CommentThreadPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 1000 }, cursor: { type: "String" }) {
        id
        commentCount
        viewerModeratesComments
        comments(first: $count, after: $cursor, subThreadId: 0) @connection(key: "CommentThread_comments") {
          __id
          edges {
            node {
              id
              # The lists select the authors, so a reply can name the author of the comment it answers.
              createdBy {
                recId
                displayName
                profileImageUrl
              }
              ...CommentItem_comment
              ...LikeButton_updatable
            }
          }
        }
      }
    `,
    item,
  );
  const { edges, __id: connectionId } = data.comments;

  return (
    <section className="comments" aria-label={intl.formatMessage(commentMessages.title)}>
      {edges.length === 0 ? (
        <p className="comments-empty">{intl.formatMessage(commentMessages.noComments)}</p>
      ) : (
        <ul className="comments-list" aria-label={intl.formatMessage(commentMessages.listLabel)}>
          {edges.map(({ node }) => (
            <CommentItem
              key={node.id}
              id={node.id}
              comment={node}
              author={node.createdBy}
              place={{ objectId: data.id, connectionId, subThread: null, moderates: data.viewerModeratesComments }}
              now={now}
              Replies={CommentSubThread}
            />
          ))}
        </ul>
      )}
      {hasNext && (
        <Button className="comments-action comments-action--text" isDisabled={isLoadingNext} onPress={() => loadNext(COMMENT_PAGE_SIZE)}>
          {intl.formatMessage(commentMessages.more)}
        </Button>
      )}
      <CommentComposer objectId={data.id} connectionId={connectionId} autoFocus={autoFocus} />
    </section>
  );
}
