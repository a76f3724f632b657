import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { Button } from 'react-aria-components';
import { COMMENT_PAGE_SIZE } from '@domain/paging.ts';
import type { CommentSubThread_query$key } from '../../__generated__/CommentSubThread_query.graphql.ts';
import type { CommentSubThreadPaginationQuery } from '../../__generated__/CommentSubThreadPaginationQuery.graphql.ts';
import type { CommentSubThreadQuery } from '../../__generated__/CommentSubThreadQuery.graphql.ts';
import { CommentComposer } from './CommentComposer.tsx';
import { type CommentAuthor, CommentItem, type RepliesProps } from './CommentItem.tsx';
import { commentMessages } from './messages.ts';

/** The replies of a top comment, oldest first, with the reply form under them. */
export function CommentSubThread({ objectId, moderates, top, replyTarget, onReplyTarget, now }: RepliesProps) {
  const query = useLazyLoadQuery<CommentSubThreadQuery>(
    graphql`
      query CommentSubThreadQuery($objectId: ID!, $subThreadId: Int!) {
        ...CommentSubThread_query @arguments(objectId: $objectId, subThreadId: $subThreadId)
      }
    `,
    { objectId, subThreadId: top.recId },
    { fetchPolicy: 'store-and-network' },
  );
  return <Replies query={query} objectId={objectId} moderates={moderates} top={top} replyTarget={replyTarget} onReplyTarget={onReplyTarget} now={now} />;
}

function Replies({ query, objectId, moderates, top, replyTarget, onReplyTarget, now }: RepliesProps & { query: CommentSubThread_query$key }) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<CommentSubThreadPaginationQuery, CommentSubThread_query$key>(
    graphql`
      fragment CommentSubThread_query on Query
      @refetchable(queryName: "CommentSubThreadPaginationQuery")
      @argumentDefinitions(objectId: { type: "ID!" }, subThreadId: { type: "Int!" }, count: { type: "Int", defaultValue: 1000 }, cursor: { type: "String" }) {
        comments(objectId: $objectId, subThreadId: $subThreadId, first: $count, after: $cursor) @connection(key: "CommentSubThread_comments") {
          __id
          edges {
            node {
              id
              createdBy {
                recId
                displayName
                profileImageUrl
              }
              ...CommentItem_comment @arguments(inSubThread: true)
              ...LikeButton_updatable
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.comments?.edges;
  const authors = useMemo(
    () => new Map<string, CommentAuthor>([[top.id, top.author], ...(edges ?? []).map(({ node }) => [node.id, node.createdBy] as const)]),
    [edges, top.id, top.author],
  );
  // null: the object is no longer visible to the viewer.
  if (!data.comments) return null;
  const connectionId = data.comments.__id;
  const subThread = { id: top.id, recId: top.recId };

  return (
    <div className="comments-subthread">
      <ul className="comments-list" aria-label={intl.formatMessage(commentMessages.repliesLabel, { name: top.author.displayName })}>
        {data.comments.edges.map(({ node }) => (
          <CommentItem
            key={node.id}
            id={node.id}
            comment={node}
            author={node.createdBy}
            threadAuthors={authors}
            place={{ objectId, connectionId, subThread, moderates }}
            now={now}
            onReply={onReplyTarget}
          />
        ))}
      </ul>
      {hasNext && (
        <Button className="comments-action comments-action--text" isDisabled={isLoadingNext} onPress={() => loadNext(COMMENT_PAGE_SIZE)}>
          {intl.formatMessage(commentMessages.more)}
        </Button>
      )}
      {replyTarget && (
        <CommentComposer
          // A new target starts a fresh form with the focus in it.
          key={replyTarget.id}
          objectId={objectId}
          connectionId={connectionId}
          subThread={subThread}
          replyTo={replyTarget}
          autoFocus
          onSent={() => onReplyTarget(null)}
          onCancel={() => onReplyTarget(null)}
        />
      )}
    </div>
  );
}
