import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { LikeButton_updatable$key } from '../../__generated__/LikeButton_updatable.graphql.ts';
import type { TimelineCard_item$key } from '../../__generated__/TimelineCard_item.graphql.ts';
import { InfiniteList } from '../../ui/index.ts';
import { describeDay, formatDayLabel, groupByDay, type DayGroup } from './day-groups.ts';
import { TimelineCard } from './TimelineCard.tsx';
import { useNow } from './use-now.ts';
import './TimelineDayList.css';

/** A listed timeline item: its id, its time (for the day it belongs to) and its card's fragment. */
export type TimelineListNode = TimelineCard_item$key & LikeButton_updatable$key & { readonly id: string; readonly time: string };

export interface TimelineDayListProps {
  nodes: readonly TimelineListNode[];
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  noResult: string;
  label: string;
}

/** Timeline cards, newest first, in sections per calendar day with a date divider (home and person pages). */
export function TimelineDayList({ nodes, hasMore, isLoading, onLoadMore, noResult, label }: TimelineDayListProps) {
  const now = useNow();
  const days = useMemo(() => groupByDay(nodes, (node) => new Date(node.time)), [nodes]);
  return (
    <InfiniteList
      items={days}
      getKey={(day) => day.key}
      renderItem={(day) => <TimelineDay day={day} now={now} />}
      hasMore={hasMore}
      isLoading={isLoading}
      onLoadMore={onLoadMore}
      noResult={noResult}
      label={label}
    />
  );
}

/** One calendar day: its date divider and its cards. */
function TimelineDay({ day, now }: { day: DayGroup<TimelineListNode>; now: Date }) {
  const intl = useIntl();
  return (
    <section className="home-day">
      <h2 className="home-day__divider">{formatDayLabel(intl, describeDay(day.day, now))}</h2>
      <ul role="list" className="home-day__items">
        {day.items.map((node) => (
          <li key={node.id}>
            <TimelineCard item={node} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}
