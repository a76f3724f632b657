import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import type { ObservationFlag, ReviewList } from '../../__generated__/ReviewQueuePageQuery.graphql.ts';
import { isObservationFlag } from '../observations/observation-status.ts';

/** The tab (`?list=accepted`, else pending) and the flag filter (`?flag=`; junk is ignored) of the review queue. */
export function reviewQueueFilters(params: URLSearchParams): { list: ReviewList; flag: ObservationFlag | null } {
  const flag = params.get('flag');
  return { list: params.get('list') === 'accepted' ? 'accepted' : 'pending', flag: isObservationFlag(flag) ? flag : null };
}

/** The first page of the review queue the URL asks for. */
export function reviewQueueVariables(params: URLSearchParams) {
  return { ...reviewQueueFilters(params), count: LIST_PAGE_SIZE };
}
