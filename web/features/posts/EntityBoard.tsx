import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { EntityBoard_entity$key } from '../../__generated__/EntityBoard_entity.graphql.ts';
import type { EntityBoardPaginationQuery } from '../../__generated__/EntityBoardPaginationQuery.graphql.ts';
import { useLoadMore } from '../../relay/useLoadMore.ts';
import { Fab, type IconName, InfiniteList } from '../../ui/index.ts';
import { TimelineCard } from '../timeline/TimelineCard.tsx';
import { useNow } from '../timeline/use-now.ts';
import { newPostRoute, type PostType } from './edit-route.ts';
import { postMessages, typeMessage } from './messages.ts';
import './posts.css';

export interface EntityBoardProps {
  /** an Entity spread with `...EntityBoard_entity` (optionally `@arguments(category: NEWS)`) */
  entity: EntityBoard_entity$key;
}

/** An entity's message board: its posts the viewer may see as timeline cards, newest first, paged. */
export function EntityBoard({ entity }: EntityBoardProps) {
  const intl = useIntl();
  const now = useNow();
  const { data, ...pagination } = usePaginationFragment<EntityBoardPaginationQuery, EntityBoard_entity$key>(
    graphql`
      fragment EntityBoard_entity on Entity
      @refetchable(queryName: "EntityBoardPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }, category: { type: "PostType" }) {
        board(first: $count, after: $cursor, category: $category) @connection(key: "EntityBoard_board", filters: ["category"]) {
          edges {
            node {
              id
              ...TimelineCard_item
              ...LikeButton_updatable
            }
          }
        }
      }
    `,
    entity,
  );
  const { edges } = data.board;

  const { hasMore, isLoading, loadMore } = useLoadMore(pagination, edges.length, postMessages.boardLoadFailed);

  return (
    <div className="posts-board">
      <InfiniteList
        items={edges}
        getKey={(edge) => edge.node.id}
        renderItem={(edge) => <TimelineCard item={edge.node} now={now} />}
        hasMore={hasMore}
        isLoading={isLoading}
        onLoadMore={loadMore}
        noResult={intl.formatMessage(postMessages.boardEmpty)}
        label={intl.formatMessage(postMessages.boardLabel)}
      />
    </div>
  );
}

export interface EntityPostFabProps {
  /** the entity's numeric id */
  entityId: number;
  /** the board types the viewer may publish here, as the server answers them */
  types: readonly string[];
}

/** The board's icons, in the order of the floating button's menu: note and news first (social-core §2). */
const BOARD_ACTIONS: readonly { type: PostType; icon: IconName }[] = [
  { type: 'NOTE', icon: 'pen' },
  { type: 'NEWS', icon: 'book' },
  { type: 'QUESTION', icon: 'comment' },
  { type: 'SUGGESTION', icon: 'info' },
  { type: 'EVENT', icon: 'list' },
  { type: 'ANNOUNCE', icon: 'bell' },
];

/** The entity page's floating action button: a new post of each kind the viewer may publish on its board. */
export function EntityPostFab({ entityId, types }: EntityPostFabProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const label = (type: PostType) => (type === 'NOTE' ? postMessages.newNote : type === 'NEWS' ? postMessages.newNews : typeMessage(type));
  return (
    <Fab
      label={intl.formatMessage(postMessages.newPost)}
      actions={BOARD_ACTIONS.filter(({ type }) => types.includes(type)).map(({ type, icon }) => ({
        key: type,
        label: intl.formatMessage(label(type)),
        icon,
        onAction: () => void navigate(newPostRoute(type, entityId)),
      }))}
    />
  );
}
