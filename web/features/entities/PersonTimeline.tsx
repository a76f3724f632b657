import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { PersonTimeline_entity$key } from '../../__generated__/PersonTimeline_entity.graphql.ts';
import type { PersonTimelinePaginationQuery } from '../../__generated__/PersonTimelinePaginationQuery.graphql.ts';
import { useLoadMore } from '../../relay/useLoadMore.ts';
import { homeMessages } from '../timeline/messages.ts';
import { TimelineDayList } from '../timeline/TimelineDayList.tsx';
import { entityMessages } from './messages.ts';

/** A person's own timeline items the viewer may see, newest first, 100 a page, in sections per day. */
export function PersonTimeline({ entity }: { entity: PersonTimeline_entity$key }) {
  const intl = useIntl();
  const { data, ...pagination } = usePaginationFragment<PersonTimelinePaginationQuery, PersonTimeline_entity$key>(
    graphql`
      fragment PersonTimeline_entity on Entity
      @refetchable(queryName: "PersonTimelinePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
        displayName
        timeline(first: $count, after: $cursor) @connection(key: "PersonTimeline_timeline") {
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
  const { edges } = data.timeline;
  const nodes = useMemo(() => edges.map((edge) => edge.node), [edges]);

  const { hasMore, isLoading, loadMore } = useLoadMore(pagination, edges.length, homeMessages.loadFailed);

  return (
    <div data-testid="person-timeline">
      <TimelineDayList
        nodes={nodes}
        hasMore={hasMore}
        isLoading={isLoading}
        onLoadMore={loadMore}
        noResult={intl.formatMessage(entityMessages.timelineEmpty)}
        label={intl.formatMessage(entityMessages.timelineLabel, { name: data.displayName })}
      />
    </div>
  );
}
