import { Suspense, useDeferredValue, useId } from 'react';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { ReviewQueuePageList_query$key } from '../../__generated__/ReviewQueuePageList_query.graphql.ts';
import type { ReviewQueuePageListPaginationQuery } from '../../__generated__/ReviewQueuePageListPaginationQuery.graphql.ts';
import type { ReviewList, ReviewQueuePageQuery } from '../../__generated__/ReviewQueuePageQuery.graphql.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { ObservationList, ObservationListLoading } from '../observations/ObservationList.tsx';
import { observationMessages as m } from '../observations/observation-status-messages.ts';
import { OBSERVATION_FLAGS } from '@domain/observations/enums.ts';
import { flagText } from '../observations/observation-status.ts';
import { reviewQueueFilters } from './review-queue.ts';
import { hasRole } from '@domain/roles.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import '../observations/ObservationList.css';

const TABS = [
  { list: 'pending', label: m.tabPending, empty: m.pendingEmpty },
  { list: 'accepted', label: m.tabAccepted, empty: m.acceptedEmpty },
] as const;

/** The route component of `/observation/review/` (validators): pending or accepted records of others, oldest first, filtered by flag. */
const ReviewQueuePage: RouteScreenComponent<{ main: ReviewQueuePageQuery }> = ({ queries }) => {
  const intl = useIntl();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { list, flag, mine } = reviewQueueFilters(params);
  const viewer = useViewer();
  // A new tab or flag is a new location, whose queue the route loads; the shown queue stays while it does.
  const shownQueue = useDeferredValue(queries.main);
  const setFilter = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const chooseFlag = (value: string) => setFilter('flag', value);
  const tabHref = (tabList: ReviewList) => {
    const next = new URLSearchParams(flag ? { flag } : {});
    if (mine) next.set('mine', '1');
    if (tabList === 'accepted') next.set('list', 'accepted');
    const query = next.toString();
    return query ? `/observation/review/?${query}` : '/observation/review/';
  };

  return (
    <div className="obs-page">
      <h1 className="obs-page__title">{intl.formatMessage(m.reviewTitle)}</h1>
      {hasRole(viewer.role, 'ADMIN') && (
        <Link className="obs-page__aside-link" to="/admin/review/rules/" data-testid="review-rules-link">
          {intl.formatMessage(m.reviewRulesLink)}
        </Link>
      )}
      <nav className="obs-tabs" aria-label={intl.formatMessage(m.reviewTabs)}>
        {TABS.map((tab) => (
          <Link key={tab.list} className="obs-tabs__tab" to={tabHref(tab.list)} replace aria-current={tab.list === list ? 'page' : undefined}>
            {intl.formatMessage(tab.label)}
          </Link>
        ))}
      </nav>
      <div className="obs-filters">
        <div className="obs-filters__field obs-filters__field--wide">
          <label htmlFor={`${id}-flag`}>{intl.formatMessage(m.flagFilter)}</label>
          <select id={`${id}-flag`} value={flag ?? ''} onChange={(event) => chooseFlag(event.target.value)} data-testid="review-flag-filter">
            <option value="">{intl.formatMessage(m.flagAll)}</option>
            {OBSERVATION_FLAGS.map((each) => (
              <option key={each} value={each}>
                {flagText(intl, each, 'short')}
              </option>
            ))}
          </select>
        </div>
        <label className="obs-filters__field obs-filters__check">
          <input type="checkbox" checked={mine} onChange={(event) => setFilter('mine', event.target.checked ? '1' : '')} data-testid="review-mine-filter" />
          {intl.formatMessage(m.mineOnly)}
        </label>
      </div>
      <Suspense fallback={<ObservationListLoading />}>
        <QueueResults queue={shownQueue} stale={shownQueue !== queries.main} />
      </Suspense>
    </div>
  );
};
export default ReviewQueuePage;

function QueueResults({ queue, stale }: { queue: PreloadedQuery<ReviewQueuePageQuery>; stale: boolean }) {
  const data = usePreloadedQuery(
    graphql`
      query ReviewQueuePageQuery($list: ReviewList!, $flag: ObservationFlag, $mine: Boolean, $count: Int!) {
        ...ReviewQueuePageList_query @arguments(list: $list, flag: $flag, mine: $mine, count: $count)
      }
    `,
    queue,
  );
  return <QueueList query={data} list={queue.variables.list} stale={stale} />;
}

function QueueList({ query, list, stale }: { query: ReviewQueuePageList_query$key; list: ReviewList; stale: boolean }) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<ReviewQueuePageListPaginationQuery, ReviewQueuePageList_query$key>(
    graphql`
      fragment ReviewQueuePageList_query on Query
      @refetchable(queryName: "ReviewQueuePageListPaginationQuery")
      @argumentDefinitions(
        list: { type: "ReviewList!" }
        flag: { type: "ObservationFlag" }
        mine: { type: "Boolean" }
        count: { type: "Int!" }
        cursor: { type: "String" }
      ) {
        reviewQueue(list: $list, flag: $flag, mine: $mine, first: $count, after: $cursor)
          @connection(key: "ReviewQueuePage_reviewQueue", filters: ["list", "flag", "mine"]) {
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
      showFlags
      noResult={intl.formatMessage(tab.empty)}
      label={intl.formatMessage(m.reviewListLabel)}
      stale={stale}
    />
  );
}
