import { Suspense, useDeferredValue } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import type { ReviewQueuePageList_query$key } from '../../__generated__/ReviewQueuePageList_query.graphql.ts';
import type { ReviewQueuePageListPaginationQuery } from '../../__generated__/ReviewQueuePageListPaginationQuery.graphql.ts';
import type { ReviewList, ReviewQueuePageQuery } from '../../__generated__/ReviewQueuePageQuery.graphql.ts';
import { ObservationList, ObservationListLoading, OBSERVATION_PAGE_SIZE } from './ObservationList.tsx';
import { observationMessages as m } from './observation-status-messages.ts';
import './ObservationList.css';

const TABS = [
  { list: 'pending', label: m.tabPending, empty: m.pendingEmpty },
  { list: 'accepted', label: m.tabAccepted, empty: m.acceptedEmpty },
] as const;

function parseList(value: string | null): ReviewList {
  return value === 'accepted' ? 'accepted' : 'pending';
}

/** The route component of `/observation/review/` (validators): pending or accepted records, oldest first. */
export default function ReviewQueuePage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const list = parseList(params.get('list'));
  const shownList = useDeferredValue(list);

  return (
    <div className="obs-page">
      <h1 className="obs-page__title">{intl.formatMessage(m.reviewTitle)}</h1>
      <nav className="obs-tabs" aria-label={intl.formatMessage(m.reviewTabs)}>
        {TABS.map((tab) => (
          <Link
            key={tab.list}
            className="obs-tabs__tab"
            to={tab.list === 'pending' ? '/observation/review/' : '/observation/review/?list=accepted'}
            replace
            aria-current={tab.list === list ? 'page' : undefined}
          >
            {intl.formatMessage(tab.label)}
          </Link>
        ))}
      </nav>
      <Suspense fallback={<ObservationListLoading />}>
        <QueueResults list={shownList} stale={shownList !== list} />
      </Suspense>
    </div>
  );
}

function QueueResults({ list, stale }: { list: ReviewList; stale: boolean }) {
  const data = useLazyLoadQuery<ReviewQueuePageQuery>(
    graphql`
      query ReviewQueuePageQuery($list: ReviewList!, $count: Int!) {
        ...ReviewQueuePageList_query @arguments(list: $list, count: $count)
      }
    `,
    { list, count: OBSERVATION_PAGE_SIZE },
    { fetchPolicy: 'store-and-network' },
  );
  return <QueueList query={data} list={list} stale={stale} />;
}

function QueueList({ query, list, stale }: { query: ReviewQueuePageList_query$key; list: ReviewList; stale: boolean }) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<ReviewQueuePageListPaginationQuery, ReviewQueuePageList_query$key>(
    graphql`
      fragment ReviewQueuePageList_query on Query
      @refetchable(queryName: "ReviewQueuePageListPaginationQuery")
      @argumentDefinitions(list: { type: "ReviewList!" }, count: { type: "Int!" }, cursor: { type: "String" }) {
        reviewQueue(list: $list, first: $count, after: $cursor) @connection(key: "ReviewQueuePage_reviewQueue", filters: ["list"]) {
          totalCount
          edges {
            node {
              id
              ...ObservationListItem_observation
            }
          }
        }
      }
    `,
    query,
  );
  const tab = TABS.find((entry) => entry.list === list) ?? TABS[0];
  return (
    <ObservationList
      edges={data.reviewQueue.edges}
      totalCount={data.reviewQueue.totalCount}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={loadNext}
      href={(recId) => `/observation/review/${recId}`}
      noResult={intl.formatMessage(tab.empty)}
      label={intl.formatMessage(m.reviewListLabel)}
      stale={stale}
    />
  );
}
