import { Suspense, useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { commitMutation, graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery, useRelayEnvironment } from 'react-relay/hooks';
import type { NotificationsPopupDeleteMutation } from '../../__generated__/NotificationsPopupDeleteMutation.graphql.ts';
import type { NotificationsPopupMarkReadMutation } from '../../__generated__/NotificationsPopupMarkReadMutation.graphql.ts';
import type { NotificationsPopupPaginationQuery } from '../../__generated__/NotificationsPopupPaginationQuery.graphql.ts';
import type { NotificationsPopupQuery } from '../../__generated__/NotificationsPopupQuery.graphql.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import type { NotificationsPopup_query$data, NotificationsPopup_query$key } from '../../__generated__/NotificationsPopup_query.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { useLoadMore } from '../../relay/useLoadMore.ts';
import { IconButton, InfiniteList, Spinner, useConfirm, useToast } from '../../ui/index.ts';
import { describeRelativeTime, formatRelativeTime } from '../timeline/relative-time.ts';
import { useNow } from '../timeline/use-now.ts';
import { EntityAvatar } from '../relations/EntityListItem.tsx';
import { useRelationCommand } from '../relations/useRelationCommand.ts';
import { useAppNavigate } from '../shell/navigation.ts';
import { notificationsMessages, notificationText } from './messages.ts';
import './NotificationsPopup.css';

const markReadMutation = graphql`
  mutation NotificationsPopupMarkReadMutation {
    markNotificationsRead {
      notificationCount
      messageCount
    }
  }
`;

const deleteMutation = graphql`
  mutation NotificationsPopupDeleteMutation($input: DeleteNotificationInput!, $connections: [ID!]!) {
    deleteNotification(input: $input) {
      __typename
      ... on DeleteNotificationPayload {
        deletedId @deleteEdge(connections: $connections)
      }
    }
  }
`;

/** The route component of `/notification/` (a popup): the viewer's notifications, newest first. */
const NotificationsPopup: RouteScreenComponent<{ main: NotificationsPopupQuery }> = ({ queries }) => {
  const intl = useIntl();
  return (
    <div className="notifications">
      <h2 className="notifications__title">{intl.formatMessage(notificationsMessages.title)}</h2>
      <Suspense fallback={<Spinner />}>
        <NotificationsContent query={queries.main} />
      </Suspense>
    </div>
  );
};
export default NotificationsPopup;

function NotificationsContent({ query }: { query: PreloadedQuery<NotificationsPopupQuery> }) {
  const data = usePreloadedQuery(
    graphql`
      query NotificationsPopupQuery($count: Int!) {
        ...NotificationsPopup_query @arguments(count: $count)
      }
    `,
    query,
  );
  return <NotificationList query={data} />;
}

type NotificationNode = NotificationsPopup_query$data['viewer']['notifications']['edges'][number]['node'];

function NotificationList({ query }: { query: NotificationsPopup_query$key }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const now = useNow();
  const { data, ...pagination } = usePaginationFragment<NotificationsPopupPaginationQuery, NotificationsPopup_query$key>(
    graphql`
      fragment NotificationsPopup_query on Query
      @refetchable(queryName: "NotificationsPopupPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
        viewer {
          notifications(first: $count, after: $cursor) @connection(key: "NotificationsPopup_notifications") {
            __id
            edges {
              node {
                id
                token
                text
                url
                read
                createdAt
                actor {
                  id
                  recId
                  type
                  displayName
                  profileImageUrl
                  viewerRelation
                }
              }
            }
          }
        }
      }
    `,
    query,
  );
  const list = data.viewer.notifications;
  const nodes = list.edges.map((edge) => edge.node);
  const { hasMore, isLoading, loadMore } = useLoadMore(pagination, nodes.length, notificationsMessages.loadFailed);

  // Opening the list marks everything read; the badge drops through the counts subscription too.
  const marked = useRef(false);
  useEffect(() => {
    if (marked.current) return;
    marked.current = true;
    commitMutation<NotificationsPopupMarkReadMutation>(environment, {
      mutation: markReadMutation,
      variables: {},
      updater: (store) => {
        const counts = store.getRootField('markNotificationsRead');
        const viewer = store.getRoot().getLinkedRecord('viewer');
        if (counts && viewer) viewer.setValue(counts.getValue('notificationCount'), 'notificationCount');
      },
    });
  }, [environment]);

  return (
    <InfiniteList
      items={nodes}
      getKey={(node) => node.id}
      renderItem={(node) => <NotificationItem node={node} now={now} connectionId={list.__id} />}
      hasMore={hasMore}
      isLoading={isLoading}
      onLoadMore={loadMore}
      noResult={intl.formatMessage(notificationsMessages.noResult)}
      label={intl.formatMessage(notificationsMessages.title)}
    />
  );
}

function NotificationItem({ node, now, connectionId }: { node: NotificationNode; now: Date; connectionId: string }) {
  const intl = useIntl();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useAppNavigate();
  const environment = useRelayEnvironment();
  const run = useRelationCommand();
  const [busy, setBusy] = useState(false);
  const time = new Date(node.createdAt);
  const actor = node.actor;
  // Words of its own (an admin's announcement) are shown as they are, instead of the token's text.
  const text = node.text || intl.formatMessage(notificationText(node.token), { name: actor?.displayName ?? '' });
  // A friend request still waiting for an answer can be answered here.
  const pendingRequest = node.token === 'FRIEND_REQUEST_GOT' && actor?.viewerRelation === 'FRIEND_REQUEST_GOT';

  const answer = async (accept: boolean) => {
    if (!actor) return;
    setBusy(true);
    try {
      await run(accept ? 'ACCEPT_REQUEST' : 'REJECT_REQUEST', actor);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    const confirmed = await confirm({
      message: formatToken(intl, 'CONFIRM_DELETE_ITEM'),
      confirmLabel: intl.formatMessage(notificationsMessages.removeConfirm),
      destructive: true,
    });
    if (!confirmed) return;
    const failed = () => toast(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });
    commitMutation<NotificationsPopupDeleteMutation>(environment, {
      mutation: deleteMutation,
      variables: { input: { id: node.id }, connections: [connectionId] },
      onCompleted: ({ deleteNotification }) => {
        if (deleteNotification.__typename !== 'DeleteNotificationPayload') failed();
      },
      onError: failed,
    });
  };

  return (
    <div className={`notification${node.read ? '' : ' notification--unread'}`} data-token={node.token}>
      <Button className="notification__main" isDisabled={!node.url} onPress={() => node.url && navigate(node.url)}>
        {actor ? <EntityAvatar name={actor.displayName} imageUrl={actor.profileImageUrl} /> : <span className="notification__dot" aria-hidden="true" />}
        <span className="notification__text">
          <span className="notification__message">{text}</span>
          <time className="notification__time" dateTime={time.toISOString()}>
            {formatRelativeTime(intl, describeRelativeTime(time, now))}
          </time>
          {!node.read && <span className="ui-visually-hidden">{intl.formatMessage(notificationsMessages.unread)}</span>}
        </span>
      </Button>
      <IconButton icon="close" label={intl.formatMessage(notificationsMessages.remove)} onPress={() => void remove()} />
      {pendingRequest && (
        <div className="notification__actions">
          <Button className="relations-button relations-button--primary relations-button--small" isDisabled={busy} onPress={() => void answer(true)}>
            {intl.formatMessage(notificationsMessages.accept)}
          </Button>
          <Button className="relations-button relations-button--small" isDisabled={busy} onPress={() => void answer(false)}>
            {intl.formatMessage(notificationsMessages.reject)}
          </Button>
        </div>
      )}
    </div>
  );
}
