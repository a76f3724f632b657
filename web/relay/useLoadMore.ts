import { useCallback, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { Disposable } from 'relay-runtime';
import { canLoadMore, nextPageSize } from '@domain/paging.ts';
import { useAlert } from '../ui/index.ts';
import { NetworkError } from './environment.ts';

/** What `useLoadMore` needs of `usePaginationFragment`'s answer. */
export interface Pagination {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options?: { onComplete?: (error: Error | null) => void }) => Disposable;
}

/** What a failed page's alert shows as `{status}`: the HTTP status of a NetworkError (0 offline), else the error's message. */
export function loadFailureStatus(error: Error): number | string {
  return error instanceof NetworkError ? error.status : error.message;
}

/**
 * An infinite list's next pages (social-core §9: 100 a page up to the smaller of the total and 2000).
 * A failed page stops the list (social-core §8) instead of retrying it on every scroll, and an
 * alert says `failedMessage` with its `{status}`; `clearFailure` lets a list that starts anew
 * (another filter) load again.
 */
export function useLoadMore(pagination: Pagination, loaded: number, failedMessage: MessageDescriptor) {
  const intl = useIntl();
  const alert = useAlert();
  const [loadFailed, setLoadFailed] = useState(false);
  const { hasNext, isLoadingNext, loadNext } = pagination;
  const loadMore = useCallback(
    () =>
      loadNext(nextPageSize(loaded), {
        onComplete: (error) => {
          if (!error) return;
          setLoadFailed(true);
          void alert({ message: intl.formatMessage(failedMessage, { status: loadFailureStatus(error) }) });
        },
      }),
    [alert, failedMessage, intl, loadNext, loaded],
  );
  const clearFailure = useCallback(() => setLoadFailed(false), []);
  return { hasMore: !loadFailed && canLoadMore(loaded, hasNext), isLoading: isLoadingNext, loadMore, clearFailure };
}
