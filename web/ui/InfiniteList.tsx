import { startTransition, useEffect, useEffectEvent, useRef, useState, type Key, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { uiMessages } from './messages.ts';
import { Spinner } from './Spinner.tsx';
import './InfiniteList.css';

export interface InfiniteListProps<T> {
  items: readonly T[];
  getKey: (item: T) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  hasMore: boolean;
  isLoading: boolean;
  /** Called when the end of the list scrolls into view while `hasMore && !isLoading`. */
  onLoadMore: () => void;
  /** Shown when there are no items and none to load; defaults to "no results". */
  noResult?: ReactNode;
  /** Accessible name of the list. */
  label?: string;
}

/** How far below the viewport the next page starts loading. */
const PREFETCH_MARGIN = '400px';

/**
 * A page is 100 items (social-core §9), which a phone renders in one long task before it paints
 * anything. The first render shows a screenful; the rest follow in interruptible chunks after it.
 */
const FIRST_CHUNK = 12;
const CHUNK = 20;

/** How many of `total` items to render: a first screenful, then a chunk more after each paint. */
function useRevealed(total: number): number {
  const [revealed, setRevealed] = useState(FIRST_CHUNK);
  useEffect(() => {
    if (revealed >= total) return;
    const next = setTimeout(() => startTransition(() => setRevealed((count) => count + CHUNK)), 0);
    return () => clearTimeout(next);
  }, [revealed, total]);
  return revealed;
}

export function InfiniteList<T>({ items, getKey, renderItem, hasMore, isLoading, onLoadMore, noResult, label }: InfiniteListProps<T>) {
  const intl = useIntl();
  const sentinelRef = useRef<HTMLDivElement>(null);
  const loadMore = useEffectEvent(onLoadMore);
  const revealed = useRevealed(items.length);
  const revealing = revealed < items.length;
  // The next page waits for this one to be shown: the sentinel follows the items shown so far.
  const canLoad = hasMore && !isLoading && !revealing;

  // A fresh observer reports the sentinel's current state right away, so recreating it after each
  // page keeps loading until the viewport is filled.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!canLoad || !sentinel) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: `0px 0px ${PREFETCH_MARGIN} 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canLoad]);

  if (items.length === 0 && !isLoading && !hasMore) {
    return <div className="ui-infinite-list__empty">{noResult ?? intl.formatMessage(uiMessages.noResult)}</div>;
  }

  return (
    <div className="ui-infinite-list">
      <ul role="list" aria-label={label} aria-busy={isLoading || revealing} className="ui-infinite-list__items">
        {(revealing ? items.slice(0, revealed) : items).map((item, index) => (
          <li key={getKey(item)} className="ui-infinite-list__item">
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      <div ref={sentinelRef} className="ui-infinite-list__sentinel" />
      {isLoading && (
        <div className="ui-infinite-list__loading">
          <Spinner />
        </div>
      )}
    </div>
  );
}
