import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { HomeTimelineItemChangedSubscription } from '../../__generated__/HomeTimelineItemChangedSubscription.graphql';
import type { HomeTimelinePaginationQuery } from '../../__generated__/HomeTimelinePaginationQuery.graphql';
import type { HomeTimeline_query$key } from '../../__generated__/HomeTimeline_query.graphql';
import { NetworkError } from '../../relay/environment.ts';
import { useAlert } from '../../ui/index.ts';
import { canLoadMore, nextPageSize } from './limits.ts';
import { homeMessages } from './messages.ts';
import { TimelineDayList } from './TimelineDayList.tsx';

export interface HomeTimelineProps {
  query: HomeTimeline_query$key;
}

/** The viewer's timeline, newest first, in sections per calendar day. */
export function HomeTimeline({ query }: HomeTimelineProps) {
  const intl = useIntl();
  const alert = useAlert();
  const [loadFailed, setLoadFailed] = useState(false);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    HomeTimelinePaginationQuery,
    HomeTimeline_query$key
  >(
    graphql`
      fragment HomeTimeline_query on Query
      @refetchable(queryName: "HomeTimelinePaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
        timeline(first: $count, after: $cursor) @connection(key: "HomeTimeline_timeline") {
          __id
          totalCount
          edges {
            node {
              id
              time
              ...TimelineCard_item
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount } = data.timeline;
  useTimelineItemChanges(data.timeline.__id);
  const nodes = useMemo(() => edges.map((edge) => edge.node), [edges]);

  // A failed page stops the list (social-core §8) instead of retrying it on every scroll.
  const loadMore = () =>
    loadNext(nextPageSize(edges.length), {
      onComplete: (error) => {
        if (!error) return;
        setLoadFailed(true);
        const status = error instanceof NetworkError ? error.status : error.message;
        void alert({ message: intl.formatMessage(homeMessages.loadFailed, { status }) });
      },
    });

  return (
    <TimelineDayList
      nodes={nodes}
      hasMore={!loadFailed && canLoadMore(edges.length, totalCount, hasNext)}
      isLoading={isLoadingNext}
      onLoadMore={loadMore}
      noResult={intl.formatMessage(homeMessages.noResult)}
      label={intl.formatMessage(homeMessages.timelineLabel)}
    />
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
