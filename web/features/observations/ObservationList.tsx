import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Disposable } from 'relay-runtime';
import { LIST_MAX_ITEMS, LIST_PAGE_SIZE } from '@domain/paging.ts';
import { NetworkError } from '../../relay/environment.ts';
import { InfiniteList, Spinner, useAlert } from '../../ui/index.ts';
import { observationMessages as m } from './observation-status-messages.ts';
import { type ObservationListItemProps, ObservationListItem } from './ObservationListItem.tsx';
import './ObservationList.css';

export interface ObservationListProps {
  edges: readonly { readonly node: { readonly id: string } & ObservationListItemProps['observation'] }[];
  totalCount: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => Disposable;
  href: ObservationListItemProps['href'];
  showUploader?: boolean;
  showFlags?: ObservationListItemProps['showFlags'];
  noResult: ReactNode;
  /** the list is being replaced by another filter's */
  stale?: boolean;
  label?: string;
}

/** An infinite list of records (a Relay connection's edges) with its count; a failed page stops it with an alert. */
export function ObservationList({
  edges,
  totalCount,
  hasNext,
  isLoadingNext,
  loadNext,
  href,
  showUploader,
  showFlags,
  noResult,
  stale = false,
  label,
}: ObservationListProps) {
  const intl = useIntl();
  const alert = useAlert();
  const [failed, setFailed] = useState(false);
  const loaded = edges.length;
  const limit = Math.min(totalCount, LIST_MAX_ITEMS);
  const loadMore = () =>
    loadNext(Math.max(1, Math.min(LIST_PAGE_SIZE, limit - loaded)), {
      onComplete: (error) => {
        if (!error) return;
        setFailed(true);
        const status = error instanceof NetworkError ? error.status : error.message;
        void alert({ message: intl.formatMessage(m.loadFailed, { status }) });
      },
    });
  return (
    <div className={stale ? 'obs-results obs-results--stale' : 'obs-results'} aria-busy={stale}>
      {totalCount > 0 && <p className="obs-results__count">{intl.formatMessage(m.count, { count: totalCount })}</p>}
      <InfiniteList
        items={edges}
        getKey={(edge) => edge.node.id}
        renderItem={(edge) => <ObservationListItem observation={edge.node} href={href} showUploader={showUploader} showFlags={showFlags} />}
        hasMore={!failed && hasNext && loaded < limit}
        isLoading={isLoadingNext}
        onLoadMore={loadMore}
        noResult={noResult}
        label={label ?? intl.formatMessage(m.listLabel)}
      />
    </div>
  );
}

export function ObservationListLoading() {
  return (
    <div className="obs-loading">
      <Spinner size="large" />
    </div>
  );
}
