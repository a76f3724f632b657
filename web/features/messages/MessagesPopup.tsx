import { Suspense, useState, useTransition } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import type { MessagesPopup_query$data, MessagesPopup_query$key } from '../../__generated__/MessagesPopup_query.graphql.ts';
import type { MessagesPopupPaginationQuery } from '../../__generated__/MessagesPopupPaginationQuery.graphql.ts';
import type { MessagesPopupQuery } from '../../__generated__/MessagesPopupQuery.graphql.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { useLoadMore } from '../../relay/useLoadMore.ts';
import { Icon, InfiniteList, Spinner } from '../../ui/index.ts';
import { EntityAvatar } from '../relations/EntityListItem.tsx';
import { useAppNavigate } from '../shell/navigation.ts';
import { describeRelativeTime, formatRelativeTime } from '../timeline/relative-time.ts';
import { useNow } from '../timeline/use-now.ts';
import { addresseeText } from './addressee.ts';
import { BOXES, type BoxName, composeHref, messageHref, parseBox } from './links.ts';
import { BOX_EMPTY, BOX_LABELS, messagesMessages as m } from './messages.ts';
import { RecipientPicker } from './RecipientPicker.tsx';
import './messages.css';

/** The route component of `/message/` (a popup): the four boxes, unread first, and writing a new message. */
const MessagesPopup: RouteScreenComponent<{ main: MessagesPopupQuery }> = ({ queries }) => {
  const intl = useIntl();
  const navigate = useAppNavigate();
  const [composing, setComposing] = useState(false);
  return (
    <div className="messages-popup">
      <div className="messages-popup__head">
        <h2 className="messages-popup__title">{intl.formatMessage(m.title)}</h2>
        <Link className="messages-button messages-button--quiet" to="/message/board/">
          {intl.formatMessage(m.conversations)}
        </Link>
        <Button className="messages-button messages-button--primary" onPress={() => setComposing((open) => !open)} aria-expanded={composing}>
          <Icon name="plus" />
          {intl.formatMessage(m.newMessage)}
        </Button>
      </div>
      {composing && <RecipientPicker label={intl.formatMessage(m.recipientSearch)} onPick={(recipient) => navigate(composeHref(recipient.recId))} />}
      <Suspense fallback={<Spinner />}>
        <Boxes query={queries.main} />
      </Suspense>
    </div>
  );
};
export default MessagesPopup;

function Boxes({ query }: { query: PreloadedQuery<MessagesPopupQuery> }) {
  const data = usePreloadedQuery(
    graphql`
      query MessagesPopupQuery($box: MessageBox!, $count: Int!) {
        ...MessagesPopup_query @arguments(box: $box, count: $count)
      }
    `,
    query,
  );
  return <BoxList query={data} initialBox={parseBox(new URLSearchParams(useLocation().search).get('box'))} />;
}

type MessageNode = NonNullable<MessagesPopup_query$data['viewer']['messages']>['edges'][number]['node'];

function BoxList({ query, initialBox }: { query: MessagesPopup_query$key; initialBox: BoxName }) {
  const intl = useIntl();
  const now = useNow();
  const [box, setBox] = useState<BoxName>(initialBox);
  const [switching, startSwitch] = useTransition();
  const { data, ...pagination } = usePaginationFragment<MessagesPopupPaginationQuery, MessagesPopup_query$key>(
    graphql`
      fragment MessagesPopup_query on Query
      @refetchable(queryName: "MessagesPopupPaginationQuery")
      @argumentDefinitions(box: { type: "MessageBox!" }, count: { type: "Int!" }, cursor: { type: "String" }) {
        viewer {
          messages(box: $box, first: $count, after: $cursor) @connection(key: "MessagesPopup_messages", filters: ["box"]) {
            edges {
              node {
                id
                recId
                box
                read
                subject
                body
                at
                fromViewer
                audience
                role
                from {
                  displayName
                  profileImageUrl
                }
                to {
                  recId
                  displayName
                  profileImageUrl
                }
              }
            }
          }
        }
      }
    `,
    query,
  );
  const nodes = data.viewer.messages?.edges.map((edge) => edge.node) ?? [];
  const { hasMore, isLoading, loadMore } = useLoadMore(pagination, nodes.length, m.loadFailed);
  const choose = (next: BoxName) => {
    setBox(next);
    startSwitch(() => {
      pagination.refetch({ box: next }, { fetchPolicy: 'network-only' });
    });
  };

  return (
    <>
      <nav className="messages-tabs" aria-label={intl.formatMessage(m.boxes)}>
        {BOXES.map((name) => (
          <Button key={name} className="messages-tab" aria-current={name === box ? 'page' : undefined} onPress={() => choose(name)}>
            {intl.formatMessage(BOX_LABELS[name])}
          </Button>
        ))}
      </nav>
      <div aria-busy={switching}>
        <InfiniteList
          items={nodes}
          getKey={(node) => node.id}
          renderItem={(node) => <MessageRow node={node} now={now} />}
          hasMore={hasMore}
          isLoading={isLoading}
          onLoadMore={loadMore}
          noResult={intl.formatMessage(BOX_EMPTY[box])}
          label={intl.formatMessage(BOX_LABELS[box])}
        />
      </div>
    </>
  );
}

function MessageRow({ node, now }: { node: MessageNode; now: Date }) {
  const intl = useIntl();
  const other = node.fromViewer ? node.to : node.from;
  const href = node.box === 'DRAFT' ? composeHref(node.to.recId, { draft: node.recId }) : messageHref(node.recId);
  const at = new Date(node.at);
  return (
    <Link className={`messages-row${node.read ? '' : ' messages-row--unread'}`} to={href} data-testid="message-row">
      <EntityAvatar name={other.displayName} imageUrl={other.profileImageUrl} />
      <span className="messages-row__text">
        <span className="messages-row__who">{node.fromViewer ? intl.formatMessage(m.toName, { name: addresseeText(intl, node) }) : node.from.displayName}</span>
        <span className="messages-row__subject">{node.subject || intl.formatMessage(m.noSubject)}</span>
        <span className="messages-row__preview">{node.body}</span>
      </span>
      <time className="messages-row__time" dateTime={at.toISOString()}>
        {formatRelativeTime(intl, describeRelativeTime(at, now))}
      </time>
      {!node.read && <span className="ui-visually-hidden">{intl.formatMessage(m.unread)}</span>}
    </Link>
  );
}
