import ReviewQueuePageQuery from '../../__generated__/ReviewQueuePageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { reviewQueueVariables } from './review-queue.ts';
import type ReviewQueuePage from './ReviewQueuePage.tsx';

export const ReviewQueuePageEntryPoint: RouteEntryPoint<typeof ReviewQueuePage> = {
  root: JSResource('ReviewQueuePage', () => import('./ReviewQueuePage.tsx')),
  getPreloadProps: ({ searchParams }) => ({
    queries: { main: { parameters: ReviewQueuePageQuery, variables: reviewQueueVariables(searchParams), options: { fetchPolicy: 'store-and-network' } } },
  }),
};
