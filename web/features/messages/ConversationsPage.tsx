import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ConversationsPage_query$data, ConversationsPage_query$key } from '../../__generated__/ConversationsPage_query.graphql.ts';
import type { ConversationsPagePaginationQuery } from '../../__generated__/ConversationsPagePaginationQuery.graphql.ts';
import type { ConversationsPageQuery } from '../../__generated__/ConversationsPageQuery.graphql.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { useLoadMore } from '../../relay/useLoadMore.ts';
import { InfiniteList } from '../../ui/index.ts';
import { EntityAvatar } from '../relations/EntityListItem.tsx';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { describeRelativeTime, formatRelativeTime } from '../timeline/relative-time.ts';
import { useNow } from '../timeline/use-now.ts';
import { conversationHref } from './links.ts';
import { messagesMessages as m } from './messages.ts';
import './messages.css';

/** The route component of `/message/board/`: the viewer's conversations, newest first, unread ones marked. */
const ConversationsPage: RouteScreenComponent<{ main: ConversationsPageQuery }> = ({ queries }) => {
  const intl = useIntl();
  return (
    <RouteScreen className="messages-page">
      <div className="messages-popup__head">
        <h1 className="messages-popup__title">{intl.formatMessage(m.conversations)}</h1>
        <Link className="messages-button messages-button--quiet" to="/message/">
          {intl.formatMessage(m.boxes)}
        </Link>
      </div>
      <Conversations query={queries.main} />
    </RouteScreen>
  );
};
export default ConversationsPage;

function Conversations({ query }: { query: PreloadedQuery<ConversationsPageQuery> }) {
  const data = usePreloadedQuery(
    graphql`
      query ConversationsPageQuery($count: Int!) {
        ...ConversationsPage_query @arguments(count: $count)
      }
    `,
    query,
  );
  return <ConversationList query={data} />;
}

type Conversation = NonNullable<ConversationsPage_query$data['viewer']['conversations']>['edges'][number]['node'];

function ConversationList({ query }: { query: ConversationsPage_query$key }) {
  const intl = useIntl();
  const now = useNow();
  const { data, ...pagination } = usePaginationFragment<ConversationsPagePaginationQuery, ConversationsPage_query$key>(
    graphql`
      fragment ConversationsPage_query on Query
      @refetchable(queryName: "ConversationsPagePaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
        viewer {
          conversations(first: $count, after: $cursor) @connection(key: "ConversationsPage_conversations") {
            edges {
              node {
                unreadCount
                correspondent {
                  recId
                  displayName
                  profileImageUrl
                }
                latest {
                  id
                  subject
                  body
                  at
                  fromViewer
                }
              }
            }
          }
        }
      }
    `,
    query,
  );
  const nodes = data.viewer.conversations?.edges.map((edge) => edge.node) ?? [];
  const { hasMore, isLoading, loadMore } = useLoadMore(pagination, nodes.length, m.loadFailed);
  return (
    <InfiniteList
      items={nodes}
      getKey={(node) => node.latest.id}
      renderItem={(node) => <ConversationRow node={node} now={now} />}
      hasMore={hasMore}
      isLoading={isLoading}
      onLoadMore={loadMore}
      noResult={intl.formatMessage(m.noConversations)}
      label={intl.formatMessage(m.conversations)}
    />
  );
}

function ConversationRow({ node, now }: { node: Conversation; now: Date }) {
  const intl = useIntl();
  const at = new Date(node.latest.at);
  const unread = node.unreadCount > 0;
  return (
    <Link className={`messages-row${unread ? ' messages-row--unread' : ''}`} to={conversationHref(node.correspondent.recId)} data-testid="conversation-row">
      <EntityAvatar name={node.correspondent.displayName} imageUrl={node.correspondent.profileImageUrl} />
      <span className="messages-row__text">
        <span className="messages-row__who">{node.correspondent.displayName}</span>
        <span className="messages-row__subject">{node.latest.subject || intl.formatMessage(m.noSubject)}</span>
        <span className="messages-row__preview">
          {node.latest.fromViewer ? `${intl.formatMessage(m.you)}: ` : ''}
          {node.latest.body}
        </span>
      </span>
      <span className="messages-row__end">
        <time className="messages-row__time" dateTime={at.toISOString()}>
          {formatRelativeTime(intl, describeRelativeTime(at, now))}
        </time>
        {unread && <span className="messages-row__count">{intl.formatMessage(m.unreadCount, { count: node.unreadCount })}</span>}
      </span>
    </Link>
  );
}
