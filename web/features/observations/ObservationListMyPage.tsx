import { Suspense, useDeferredValue } from 'react';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import type { ObservationListMyPageList_query$key } from '../../__generated__/ObservationListMyPageList_query.graphql.ts';
import type { ObservationListMyPageListPaginationQuery } from '../../__generated__/ObservationListMyPageListPaginationQuery.graphql.ts';
import type { ObservationListMyPageQuery } from '../../__generated__/ObservationListMyPageQuery.graphql.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { Icon } from '../../ui/index.ts';
import type { PopupState } from '../shell/navigation.ts';
import { ExportPopover } from '../exports/ExportPopover.tsx';
import { ObservationList, ObservationListLoading } from './ObservationList.tsx';
import { ObservationListFilters } from './ObservationListFilters.tsx';
import { ADD_OBSERVATION_HREF } from './ObservationListPage.tsx';
import { observationMessages as m } from './observation-status-messages.ts';
import './ObservationList.css';

/** The route component of `/my/observation/` (login forced): the viewer's own records with their statuses. */
const ObservationListMyPage: RouteScreenComponent<{ main: ObservationListMyPageQuery }> = ({ queries }) => {
  const intl = useIntl();
  const location = useLocation();
  // A new status filter is a new location, whose list the route loads; the shown list stays while it does.
  const shownList = useDeferredValue(queries.main);

  return (
    <div className="obs-page">
      <div className="obs-page__header">
        <h1 className="obs-page__title">{intl.formatMessage(m.myTitle)}</h1>
        <Link className="obs-button obs-button--primary obs-button--large" to={ADD_OBSERVATION_HREF}>
          <Icon name="plus" size={22} />
          {intl.formatMessage(m.add)}
        </Link>
      </div>
      <nav className="obs-links">
        <Link to="/my/location/" state={{ background: location } satisfies PopupState}>
          {intl.formatMessage(m.locationsTitle)}
        </Link>
        <Link to="/my/location/history/">{intl.formatMessage(m.historyLink)}</Link>
        <Link to="/my/observation/import/">{intl.formatMessage(m.importLink)}</Link>
        <ExportPopover defaultDataset="myobservation" triggerClassName="obs-button obs-button--quiet obs-button--small" />
      </nav>
      <ObservationListFilters showStageAndDates={false} showStatus />
      <Suspense fallback={<ObservationListLoading />}>
        <MyResults list={shownList} stale={shownList !== queries.main} />
      </Suspense>
    </div>
  );
};
export default ObservationListMyPage;

function MyResults({ list, stale }: { list: PreloadedQuery<ObservationListMyPageQuery>; stale: boolean }) {
  const data = usePreloadedQuery(
    graphql`
      query ObservationListMyPageQuery($status: [Int!], $count: Int!) {
        ...ObservationListMyPageList_query @arguments(status: $status, count: $count)
      }
    `,
    list,
  );
  return <MyList query={data} stale={stale} filtered={list.variables.status != null} />;
}

function MyList({ query, stale, filtered }: { query: ObservationListMyPageList_query$key; stale: boolean; filtered: boolean }) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<ObservationListMyPageListPaginationQuery, ObservationListMyPageList_query$key>(
    graphql`
      fragment ObservationListMyPageList_query on Query
      @refetchable(queryName: "ObservationListMyPageListPaginationQuery")
      @argumentDefinitions(status: { type: "[Int!]" }, count: { type: "Int!" }, cursor: { type: "String" }) {
        viewer {
          observations(status: $status, first: $count, after: $cursor) @connection(key: "ObservationListMyPage_observations", filters: ["status"]) {
            totalCount
            edges {
              node {
                id
                ...ObservationListItem_observation
              }
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount } = data.viewer.observations;
  return (
    <ObservationList
      edges={edges}
      totalCount={totalCount}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={loadNext}
      href={(recId) => `/my/observation/${recId}/`}
      showUploader={false}
      noResult={intl.formatMessage(filtered ? m.noResult : m.myNoResult)}
      stale={stale}
    />
  );
}
