import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { canLoadMore, nextPageSize } from '@domain/paging.ts';
import type { PersonTimeline_entity$key } from '../../__generated__/PersonTimeline_entity.graphql.ts';
import type { PersonTimelinePaginationQuery } from '../../__generated__/PersonTimelinePaginationQuery.graphql.ts';
import { NetworkError } from '../../relay/environment.ts';
import { useAlert } from '../../ui/index.ts';
import { homeMessages } from '../timeline/messages.ts';
import { TimelineDayList } from '../timeline/TimelineDayList.tsx';
import { entityMessages } from './messages.ts';

/** A person's own timeline items the viewer may see, newest first, 100 a page, in sections per day. */
export function PersonTimeline({ entity }: { entity: PersonTimeline_entity$key }) {
  const intl = useIntl();
  const alert = useAlert();
  const [loadFailed, setLoadFailed] = useState(false);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<PersonTimelinePaginationQuery, PersonTimeline_entity$key>(
    graphql`
      fragment PersonTimeline_entity on Entity
      @refetchable(queryName: "PersonTimelinePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
        displayName
        timeline(first: $count, after: $cursor) @connection(key: "PersonTimeline_timeline") {
          totalCount
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
    entity,
  );
  const { edges, totalCount } = data.timeline;
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
    <div data-testid="person-timeline">
      <TimelineDayList
        nodes={nodes}
        hasMore={!loadFailed && canLoadMore(edges.length, totalCount, hasNext)}
        isLoading={isLoadingNext}
        onLoadMore={loadMore}
        noResult={intl.formatMessage(entityMessages.timelineEmpty)}
        label={intl.formatMessage(entityMessages.timelineLabel, { name: data.displayName })}
      />
    </div>
  );
}
