import { useMemo, useState, useTransition } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { HomeTimelineItemChangedSubscription } from '../../__generated__/HomeTimelineItemChangedSubscription.graphql';
import type { HomeTimelinePaginationQuery } from '../../__generated__/HomeTimelinePaginationQuery.graphql';
import type { HomeTimeline_query$key } from '../../__generated__/HomeTimeline_query.graphql';
import { useLoadMore } from '../../relay/useLoadMore.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { homeMessages } from '../timeline/messages.ts';
import { TimelineDayList } from '../timeline/TimelineDayList.tsx';
import './HomeTimeline.css';

export interface HomeTimelineProps {
  query: HomeTimeline_query$key;
}

/** The viewer's timeline, newest first, in sections per calendar day; a switch narrows it to whom the viewer follows. */
export function HomeTimeline({ query }: HomeTimelineProps) {
  const intl = useIntl();
  const viewer = useViewer();
  const [following, setFollowing] = useState(false);
  const [switching, startSwitch] = useTransition();
  const { data, refetch, ...pagination } = usePaginationFragment<HomeTimelinePaginationQuery, HomeTimeline_query$key>(
    graphql`
      fragment HomeTimeline_query on Query
      @refetchable(queryName: "HomeTimelinePaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, following: { type: "Boolean", defaultValue: false }) {
        timeline(first: $count, after: $cursor, following: $following) @connection(key: "HomeTimeline_timeline", filters: ["following"]) {
          __id
          edges {
            node {
              id
              time
              ...TimelineCard_item
              ...LikeButton_updatable
            }
          }
        }
      }
    `,
    query,
  );
  const { edges } = data.timeline;
  useTimelineItemChanges(data.timeline.__id);
  const nodes = useMemo(() => edges.map((edge) => edge.node), [edges]);

  const { hasMore, isLoading, loadMore, clearFailure } = useLoadMore(pagination, edges.length, homeMessages.loadFailed);

  /** Everybody's items, or only those of whom the viewer follows (social-core §4 FOLLOWED). */
  const show = (onlyFollowed: boolean) => {
    if (onlyFollowed === following) return;
    setFollowing(onlyFollowed);
    clearFailure();
    startSwitch(() => {
      refetch({ following: onlyFollowed }, { fetchPolicy: 'store-and-network' });
    });
  };

  return (
    <>
      {!viewer.isGuest && (
        <div className="home-feed-switch" role="group" aria-label={intl.formatMessage(homeMessages.feedSwitch)} data-pending={switching || undefined}>
          <Button className="home-feed-switch__option" aria-pressed={!following} onPress={() => show(false)}>
            {intl.formatMessage(homeMessages.feedEverybody)}
          </Button>
          <Button className="home-feed-switch__option" aria-pressed={following} data-testid="home-feed-following" onPress={() => show(true)}>
            {intl.formatMessage(homeMessages.feedFollowing)}
          </Button>
        </div>
      )}
      <TimelineDayList
        nodes={nodes}
        hasMore={hasMore}
        isLoading={isLoading}
        onLoadMore={loadMore}
        noResult={intl.formatMessage(homeMessages.noResult)}
        label={intl.formatMessage(homeMessages.timelineLabel)}
      />
    </>
  );
}

/**
 * Live changes of the items on screen, as the server re-reads them for this viewer: a visible item
 * comes back refreshed (Relay updates every copy: the lock icon after a privacy change), an item
 * the viewer can no longer see leaves the list. Items that were never here are not added.
 */
function useTimelineItemChanges(connectionId: string) {
  const config = useMemo<GraphQLSubscriptionConfig<HomeTimelineItemChangedSubscription>>(
    () => ({
      subscription: graphql`
        subscription HomeTimelineItemChangedSubscription($connections: [ID!]!) {
          timelineItemChanged {
            removedId @deleteEdge(connections: $connections)
            item {
              id
              ...TimelineCard_item
            }
          }
        }
      `,
      variables: { connections: [connectionId] },
      // A lost socket only stops the live updates; the list itself stays usable.
      onError: () => {},
    }),
    [connectionId],
  );
  useSubscription(config);
}
