import { Suspense, useDeferredValue } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { ObservationChartPageQuery } from '../../__generated__/ObservationChartPageQuery.graphql.ts';
import { Icon, Spinner } from '../../ui/index.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { GeoFilterSelect } from '../geo-filter/GeoFilterSelect.tsx';
import { useGeoFilter } from '../geo-filter/useGeoFilter.ts';
import { mapMessages } from '../observation-map/map-messages.ts';
import { listHref, mapHref } from '../observation-map/map-search.ts';
import { EntityScopeSelect } from '../observations/EntityScopeSelect.tsx';
import { ObservationListFilters } from '../observations/ObservationListFilters.tsx';
import { FILTER_PARAMS, parseListFilters } from '../observations/observation-status.ts';
import { observationMessages as om } from '../observations/observation-status-messages.ts';
import { useUpdateSearch } from '../shell/useUpdateSearch.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { displayName } from '../species/species-text.ts';
import { CHART_DISPLAY, DISPLAY_AS_PARAM } from './chart-search.ts';
import { chartMessages as m } from './messages.ts';
import { ObservationStatsView } from './ObservationStatsView.tsx';
import { YearSelect } from './YearSelect.tsx';
import '../observations/ObservationList.css';
import './charts.css';

/**
 * The route component of `/observation/chart/`: the statistics of the records the viewer may see
 * with the list's and the map's filters (the URL's, geo filter included) and a year. With
 * `?_display_as=chart` (admins; routes.ts) the charts alone, without the filters.
 */
const ObservationChartPage: RouteScreenComponent<{ main: ObservationChartPageQuery }> = (props) => (
  <PartTexts part="charts">
    <ObservationCharts {...props} />
  </PartTexts>
);
export default ObservationChartPage;

const ObservationCharts: RouteScreenComponent<{ main: ObservationChartPageQuery }> = ({ queries }) => {
  const intl = useIntl();
  const viewer = useViewer();
  const [params] = useSearchParams();
  const [geo, setGeo] = useGeoFilter();
  const filters = parseListFilters(params);
  const activeFilters = [
    filters.speciesId,
    filters.lifeStage,
    filters.dateFrom ?? filters.dateTo,
    filters.monthFrom ?? filters.monthTo,
    viewer.can.validate ? filters.status : null,
  ].filter((value) => value !== null).length;
  // The charts shown stay while those of the next filter load.
  const shown = useDeferredValue(queries.main);
  const results = (
    <Suspense
      fallback={
        <div className="obs-loading">
          <Spinner size="large" />
        </div>
      }
    >
      <ChartResults query={shown} stale={shown !== queries.main} />
    </Suspense>
  );
  if (params.get(DISPLAY_AS_PARAM) === CHART_DISPLAY) return <div className="obs-page charts-page--bare">{results}</div>;
  return (
    <div className="obs-page">
      <header className="obs-page__header">
        <h1 className="obs-page__title">{intl.formatMessage(m.title)}</h1>
        <div className="obs-page__tools">
          <GeoFilterSelect value={geo} onChange={setGeo} />
          <EntityScopeSelect />
        </div>
      </header>
      <div className="obs-page__tools">
        <Link className="obs-button obs-button--quiet obs-button--small" to={listHref(params)}>
          <Icon name="list" size={16} />
          {intl.formatMessage(mapMessages.list)}
        </Link>
        <Link className="obs-button obs-button--quiet obs-button--small" to={mapHref(params)}>
          <Icon name="map" size={16} />
          {intl.formatMessage(mapMessages.toMap)}
        </Link>
        <YearSelect />
      </div>
      {/* Folded on a phone, so the charts start on the first screen; open while a filter is set. */}
      <details className="charts-filters" open={activeFilters > 0}>
        <summary>{activeFilters > 0 ? intl.formatMessage(mapMessages.filtersActive, { count: activeFilters }) : intl.formatMessage(mapMessages.filters)}</summary>
        <ObservationListFilters showStatus={viewer.can.validate} />
      </details>
      {results}
    </div>
  );
};

function ChartResults({ query, stale }: { query: PreloadedQuery<ObservationChartPageQuery>; stale: boolean }) {
  const data = usePreloadedQuery(
    graphql`
      query ObservationChartPageQuery($speciesKey: String!, $withSpecies: Boolean!, $filter: ObservationFilter) {
        species(key: $speciesKey) @include(if: $withSpecies) {
          scientificName
          commonNames {
            language
            name
          }
        }
        observationStats(filter: $filter) {
          ...ObservationStatsView_stats
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const update = useUpdateSearch();
  const species = data.species ? (displayName(data.species.commonNames, intl.locale) ?? data.species.scientificName) : null;
  return (
    <div className={stale ? 'charts-results charts-results--stale' : 'charts-results'} aria-busy={stale} data-testid="chart-results">
      {species && (
        <div className="charts-subtitle">
          <h2>{intl.formatMessage(m.speciesTitle, { name: species })}</h2>
          <Button
            className="obs-chip__remove"
            aria-label={intl.formatMessage(om.removeFilter, { name: species })}
            onPress={() => update((next) => next.delete(FILTER_PARAMS.speciesId))}
          >
            <Icon name="close" size={16} />
          </Button>
        </div>
      )}
      <ObservationStatsView stats={data.observationStats} />
    </div>
  );
}
