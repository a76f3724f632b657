import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { EntityBoard_entity$key } from '../../__generated__/EntityBoard_entity.graphql.ts';
import type { EntityBoardPaginationQuery } from '../../__generated__/EntityBoardPaginationQuery.graphql.ts';
import { NetworkError } from '../../relay/environment.ts';
import { Fab, InfiniteList, useAlert } from '../../ui/index.ts';
import { canLoadMore, nextPageSize } from '../home/limits.ts';
import { TimelineCard } from '../home/TimelineCard.tsx';
import { useNow } from '../home/use-now.ts';
import { postMessages } from './messages.ts';
import './posts.css';

export interface EntityBoardProps {
  /** an Entity spread with `...EntityBoard_entity` (optionally `@arguments(category: NEWS)`) */
  entity: EntityBoard_entity$key;
}

/** An entity's message board: its posts the viewer may see as timeline cards, newest first, paged. */
export function EntityBoard({ entity }: EntityBoardProps) {
  const intl = useIntl();
  const alert = useAlert();
  const now = useNow();
  const [loadFailed, setLoadFailed] = useState(false);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<EntityBoardPaginationQuery, EntityBoard_entity$key>(
    graphql`
      fragment EntityBoard_entity on Entity
      @refetchable(queryName: "EntityBoardPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }, category: { type: "PostType" }) {
        board(first: $count, after: $cursor, category: $category) @connection(key: "EntityBoard_board", filters: ["category"]) {
          totalCount
          edges {
            node {
              id
              ...TimelineCard_item
            }
          }
        }
      }
    `,
    entity,
  );
  const { edges, totalCount } = data.board;

  const loadMore = () =>
    loadNext(nextPageSize(edges.length), {
      onComplete: (error) => {
        if (!error) return;
        setLoadFailed(true);
        const status = error instanceof NetworkError ? error.status : error.message;
        void alert({ message: intl.formatMessage(postMessages.boardLoadFailed, { status }) });
      },
    });

  return (
    <div className="posts-board">
      <InfiniteList
        items={edges}
        getKey={(edge) => edge.node.id}
        renderItem={(edge) => <TimelineCard item={edge.node} now={now} />}
        hasMore={!loadFailed && canLoadMore(edges.length, totalCount, hasNext)}
        isLoading={isLoadingNext}
        onLoadMore={loadMore}
        noResult={intl.formatMessage(postMessages.boardEmpty)}
        label={intl.formatMessage(postMessages.boardLabel)}
      />
    </div>
  );
}

export interface EntityPostFabProps {
  /** the entity's numeric id */
  entityId: number | string;
}

/** The entity page's floating action button: a new note or a new news item on its board. */
export function EntityPostFab({ entityId }: EntityPostFabProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Fab
      label={intl.formatMessage(postMessages.newPost)}
      actions={[
        { key: 'note', label: intl.formatMessage(postMessages.newNote), icon: 'pen', onAction: () => void navigate(`/entity/${entityId}/post/`) },
        { key: 'news', label: intl.formatMessage(postMessages.newNews), icon: 'book', onAction: () => void navigate(`/entity/${entityId}/post/?category=N`) },
      ]}
    />
  );
}
