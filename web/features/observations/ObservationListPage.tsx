import { Suspense, useDeferredValue } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { ObservationListPageList_query$key } from '../../__generated__/ObservationListPageList_query.graphql.ts';
import type { ObservationListPageListPaginationQuery } from '../../__generated__/ObservationListPageListPaginationQuery.graphql.ts';
import type { ObservationListPageQuery } from '../../__generated__/ObservationListPageQuery.graphql.ts';
import { Fab, Icon } from '../../ui/index.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { GeoFilterSelect } from '../geo-filter/GeoFilterSelect.tsx';
import { EntityScopeSelect } from './EntityScopeSelect.tsx';
import { ExportPopover } from '../exports/ExportPopover.tsx';
import { useGeoFilter } from '../geo-filter/useGeoFilter.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { useAppNavigate } from '../shell/navigation.ts';
import { useUpdateSearch } from '../shell/useUpdateSearch.ts';
import { displayName } from '../species/species-text.ts';
import { mapMessages } from '../observation-map/map-messages.ts';
import { mapHref } from '../observation-map/map-search.ts';
import { chartHref } from '../charts/chart-search.ts';
import { chartMessages } from '../charts/messages.ts';
import { ObservationList, ObservationListLoading } from './ObservationList.tsx';
import { ObservationListFilters } from './ObservationListFilters.tsx';
import { observationMessages as m } from './observation-status-messages.ts';
import './ObservationList.css';

export const ADD_OBSERVATION_HREF = '/my/observation/add/';

/**
 * The route component of `/observation/list/` (and its photos alias `/observation/list/*`):
 * records the viewer may see, newest first, filtered by `?species=`, `?uploader=`, life stage,
 * a date range and, for validators, the status. `_display_as=list` is the only display here.
 */
const ObservationListPage: RouteScreenComponent<{ main: ObservationListPageQuery }> = ({ queries }) => {
  const intl = useIntl();
  const viewer = useViewer();
  const appNavigate = useAppNavigate();
  const [geo, setGeo] = useGeoFilter();
  // The shown list stays while the one of the next filters loads.
  const shown = useDeferredValue(queries.main);
  const [params] = useSearchParams();

  return (
    <div className="obs-page">
      <header className="obs-page__header">
        <h1 className="obs-page__title">{intl.formatMessage(m.listTitle)}</h1>
        <div className="obs-page__tools">
          <Link className="obs-button obs-button--quiet obs-button--small" to={mapHref(params)} aria-label={intl.formatMessage(mapMessages.toMapLabel)}>
            <Icon name="map" size={16} />
            {intl.formatMessage(mapMessages.toMap)}
          </Link>
          <Link className="obs-button obs-button--quiet obs-button--small" to={chartHref(params)}>
            <Icon name="chart" size={16} />
            {intl.formatMessage(chartMessages.toChart)}
          </Link>
          <GeoFilterSelect value={geo} onChange={setGeo} />
          <EntityScopeSelect />
          <ExportPopover triggerClassName="obs-button obs-button--quiet obs-button--small" />
        </div>
      </header>
      <ObservationListFilters showStatus={viewer.can.validate} />
      <Suspense fallback={<ObservationListLoading />}>
        <ObservationResults query={shown} stale={shown !== queries.main} />
      </Suspense>
      {!viewer.isGuest && <Fab label={intl.formatMessage(m.add)} onPress={() => appNavigate(ADD_OBSERVATION_HREF)} />}
    </div>
  );
};
export default ObservationListPage;

function ObservationResults({ query, stale }: { query: PreloadedQuery<ObservationListPageQuery>; stale: boolean }) {
  const data = usePreloadedQuery(
    graphql`
      query ObservationListPageQuery(
        $speciesKey: String!
        $withSpecies: Boolean!
        $uploaderId: Int!
        $withUploader: Boolean!
        $entityKey: Int!
        $withEntity: Boolean!
        $speciesId: Int
        $uploader: Int
        $lifeStage: LifeStage
        $dateFrom: String
        $dateTo: String
        $monthFrom: Int
        $monthTo: Int
        $entityId: Int
        $status: [Int!]
        $country: String
        $count: Int!
      ) {
        species(key: $speciesKey) @include(if: $withSpecies) {
          scientificName
          commonNames {
            language
            name
          }
        }
        entity(recId: $uploaderId) @include(if: $withUploader) {
          displayName
        }
        scope: entity(recId: $entityKey) @include(if: $withEntity) {
          displayName
        }
        ...ObservationListPageList_query
          @arguments(
            speciesId: $speciesId
            uploaderId: $uploader
            lifeStage: $lifeStage
            dateFrom: $dateFrom
            dateTo: $dateTo
            monthFrom: $monthFrom
            monthTo: $monthTo
            entityId: $entityId
            status: $status
            country: $country
            count: $count
          )
      }
    `,
    query,
  );
  const intl = useIntl();
  const { speciesId, uploader, entityId } = query.variables;
  const speciesName = data.species ? (displayName(data.species.commonNames, intl.locale) ?? data.species.scientificName) : null;
  return (
    <>
      <FilterChips
        species={speciesId != null ? (speciesName ?? `#${speciesId}`) : null}
        uploader={uploader != null ? (data.entity?.displayName ?? `#${uploader}`) : null}
        entity={entityId != null ? (data.scope?.displayName ?? `#${entityId}`) : null}
      />
      <ResultList query={data} stale={stale} />
    </>
  );
}

/** The species, uploader and entity filters, which come from links, as chips that can be removed. */
function FilterChips({ species, uploader, entity }: { species: string | null; uploader: string | null; entity: string | null }) {
  const intl = useIntl();
  const update = useUpdateSearch();
  if (species === null && uploader === null && entity === null) return null;
  const remove = (param: string) => update((next) => next.delete(param));
  const chip = (param: string, text: string) => (
    <span className="obs-chip" key={param}>
      {text}
      <Button className="obs-chip__remove" aria-label={intl.formatMessage(m.removeFilter, { name: text })} onPress={() => remove(param)}>
        <Icon name="close" size={14} />
      </Button>
    </span>
  );
  return (
    <div className="obs-chips">
      {species !== null && chip('species', intl.formatMessage(m.filterSpecies, { name: species }))}
      {uploader !== null && chip('uploader', intl.formatMessage(m.filterUploader, { name: uploader }))}
      {entity !== null && chip('entity', intl.formatMessage(m.filterEntity, { name: entity }))}
    </div>
  );
}

function ResultList({ query, stale }: { query: ObservationListPageList_query$key; stale: boolean }) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<ObservationListPageListPaginationQuery, ObservationListPageList_query$key>(
    graphql`
      fragment ObservationListPageList_query on Query
      @refetchable(queryName: "ObservationListPageListPaginationQuery")
      @argumentDefinitions(
        speciesId: { type: "Int" }
        uploaderId: { type: "Int" }
        lifeStage: { type: "LifeStage" }
        dateFrom: { type: "String" }
        dateTo: { type: "String" }
        monthFrom: { type: "Int" }
        monthTo: { type: "Int" }
        entityId: { type: "Int" }
        status: { type: "[Int!]" }
        country: { type: "String" }
        count: { type: "Int!" }
        cursor: { type: "String" }
      ) {
        observations(
          speciesId: $speciesId
          uploaderId: $uploaderId
          lifeStage: $lifeStage
          dateFrom: $dateFrom
          dateTo: $dateTo
          monthFrom: $monthFrom
          monthTo: $monthTo
          entityId: $entityId
          status: $status
          country: $country
          first: $count
          after: $cursor
        )
          @connection(
            key: "ObservationListPage_observations"
            filters: ["speciesId", "uploaderId", "lifeStage", "dateFrom", "dateTo", "monthFrom", "monthTo", "entityId", "status", "country"]
          ) {
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
  return (
    <ObservationList
      edges={data.observations.edges}
      totalCount={data.observations.totalCount}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={loadNext}
      href={(recId) => `/observation/${recId}`}
      noResult={intl.formatMessage(m.noResult)}
      stale={stale}
    />
  );
}
