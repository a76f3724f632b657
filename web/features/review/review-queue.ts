import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import type { ObservationFlag, ReviewList } from '../../__generated__/ReviewQueuePageQuery.graphql.ts';
import { isObservationFlag } from '../observations/observation-status.ts';

/** The tab (`?list=accepted`, else pending), the flag filter (`?flag=`; junk is ignored) and "mine" (`?mine=1`, my assignments' records) of the review queue. */
export function reviewQueueFilters(params: URLSearchParams): { list: ReviewList; flag: ObservationFlag | null; mine: boolean } {
  const flag = params.get('flag');
  return { list: params.get('list') === 'accepted' ? 'accepted' : 'pending', flag: isObservationFlag(flag) ? flag : null, mine: params.get('mine') === '1' };
}

/** The first page of the review queue the URL asks for. */
export function reviewQueueVariables(params: URLSearchParams) {
  return { ...reviewQueueFilters(params), count: LIST_PAGE_SIZE };
}
