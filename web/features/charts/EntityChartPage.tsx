import { Suspense, useDeferredValue } from 'react';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { EntityChartPageQuery } from '../../__generated__/EntityChartPageQuery.graphql.ts';
import { Spinner } from '../../ui/index.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { optionalQuery, type RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { EntityNotFound } from '../entities/EntityPage.tsx';
import { chartMessages as m } from './messages.ts';
import { ObservationStatsView } from './ObservationStatsView.tsx';
import { YearSelect } from './YearSelect.tsx';
import '../observations/ObservationList.css';
import './charts.css';

/** The route component of `/entity/{id}/chart/`: the charts of a group's, a project's or a person's records, with a year. */
const EntityChartPage: RouteScreenComponent<{ main?: EntityChartPageQuery }> = ({ queries }) => {
  const query = optionalQuery<EntityChartPageQuery>(queries.main);
  const shown = useDeferredValue(query);
  if (!shown || !query) return <EntityNotFound />;
  return (
    <div className="obs-page">
      <Suspense
        fallback={
          <div className="obs-loading">
            <Spinner size="large" />
          </div>
        }
      >
        <PartTexts part="charts">
          <EntityCharts query={shown} stale={shown !== query} />
        </PartTexts>
      </Suspense>
    </div>
  );
};
export default EntityChartPage;

function EntityCharts({ query, stale }: { query: PreloadedQuery<EntityChartPageQuery>; stale: boolean }) {
  const data = usePreloadedQuery(
    graphql`
      query EntityChartPageQuery($recId: Int!, $filter: ObservationFilter) {
        entity(recId: $recId) {
          recId
          displayName
        }
        observationStats(filter: $filter) {
          ...ObservationStatsView_stats
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  if (!data.entity) return <EntityNotFound />;
  return (
    <>
      <header className="obs-page__header">
        <h1 className="obs-page__title">
          {intl.formatMessage(m.entityTitle, {
            name: (
              <Link key="name" to={`/entity/${data.entity.recId}`} className="charts-title-link">
                {data.entity.displayName}
              </Link>
            ),
          })}
        </h1>
        <YearSelect />
      </header>
      <div className={stale ? 'charts-results charts-results--stale' : 'charts-results'} aria-busy={stale} data-testid="chart-results">
        <ObservationStatsView stats={data.observationStats} />
      </div>
    </>
  );
}
