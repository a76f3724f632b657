import { useCallback, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { ObservationMapPageQuery } from '../../__generated__/ObservationMapPageQuery.graphql.ts';
import { isMapGrid, layerForView, MAP_LAYERS, type MapGridName, type MapLayerName } from '@domain/geo/map-layer.ts';
import { Icon } from '../../ui/index.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { GeoFilterSelect } from '../geo-filter/GeoFilterSelect.tsx';
import { EntityScopeSelect } from '../observations/EntityScopeSelect.tsx';
import { GridCellList } from './GridCellList.tsx';
import { rememberMapView } from './last-view.ts';
import { startView } from './start-view.ts';
import { animationMessages as am } from './animation-messages.ts';
import { useGeoFilter } from '../geo-filter/useGeoFilter.ts';
import { ObservationListFilters } from '../observations/ObservationListFilters.tsx';
import { observationMessages as om } from '../observations/observation-status-messages.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { EVERYONE_ENTITY } from '../site/site.ts';
import { useSite } from '../site/SiteProvider.tsx';
import { useUpdateSearch } from '../shell/useUpdateSearch.ts';
import { useAppNavigate } from '../shell/navigation.ts';
import { displayName } from '../species/species-text.ts';
import { mapMessages as m } from './map-messages.ts';
import {
  animationHref,
  cellHref,
  COUNT_PARAM,
  countChoice,
  countName,
  geojsonPageHref,
  LAYER_PARAM,
  layerChoice,
  listHref,
  mapFilter,
  YEAR_PARAM,
  yearsOffered,
} from './map-search.ts';
import { chartHref } from '../charts/chart-search.ts';
import { chartMessages } from '../charts/messages.ts';
import { withLiveCells, withLivePoints } from './live-overlay.ts';
import { LiveNotice, useLiveLayer } from './LiveNotice.tsx';
import { useGridLayer, usePointsLayer } from './map-layers.ts';
import { MapLegend } from './MapLegend.tsx';
import { ExportPopover } from '../exports/ExportPopover.tsx';
import { ObservationMap, type ViewState } from './ObservationMap.tsx';
import '../observations/ObservationList.css';
import './ObservationMap.css';

const LAYER_MESSAGES = {
  eea100km: m.layerEea100km,
  eea10km: m.layerEea10km,
  eea1km: m.layerEea1km,
  utm2_5km: m.layerUtm2_5km,
  points: m.layerPoints,
} as const;

const BASE_MESSAGES: Record<string, (typeof m)[keyof typeof m]> = {
  STREET: m.baseStreet,
  TOPO: m.baseTopo,
  SATELLITE: m.baseSatellite,
};

/**
 * The route component of `/observation/` and `/observation/map/`: the records the viewer may see
 * as grid cells coloured by count (recording §3, §9) or as clustered points, over the built-in
 * country outlines or a configured tile base map. The filter lives in the URL, as the list's does.
 */
const ObservationMapPage: RouteScreenComponent<{ main: ObservationMapPageQuery }> = (props) => (
  <PartTexts part="map">
    <ObservationMapScreen {...props} />
  </PartTexts>
);
export default ObservationMapPage;

const ObservationMapScreen: RouteScreenComponent<{ main: ObservationMapPageQuery }> = ({ queries }) => {
  const data = usePreloadedQuery(
    graphql`
      query ObservationMapPageQuery(
        $speciesKey: String!
        $withSpecies: Boolean!
        $uploaderId: Int!
        $withUploader: Boolean!
        $entityKey: Int!
        $withEntity: Boolean!
        $grid: MapGrid!
        $withGrid: Boolean!
        $count: MapCount!
        $filter: ObservationFilter
      ) {
        mapBaseMaps {
          kind
          url
          attribution
        }
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
        observationGrid(grid: $grid, count: $count, filter: $filter) @include(if: $withGrid) {
          maxCount
          cells {
            cell
            count
            lat
            lon
          }
        }
      }
    `,
    queries.main,
  );
  const intl = useIntl();
  const id = useId();
  const viewer = useViewer();
  const appNavigate = useAppNavigate();
  const [params] = useSearchParams();
  const search = params.toString();
  const filter = useMemo(() => mapFilter(new URLSearchParams(search), viewer.can.validate), [search, viewer.can.validate]);
  const choice = layerChoice(params);
  const count = countChoice(params);
  const [view, setView] = useState<ViewState | null>(null);
  const [start] = useState(() => startView(filter, data.observationGrid?.cells ?? []));
  const layer: MapLayerName = choice !== 'auto' ? choice : view ? layerForView(view.zoom, view.centre) : 'eea100km';
  const live = useLiveLayer(filter);
  // A species count cannot tell whether a cell already had the record's species: that layer is asked again.
  const grid = useGridLayer(
    isMapGrid(layer) ? layer : null,
    count,
    filter,
    view?.bbox ?? null,
    count === 'SPECIES' ? live.arrived.filter((record) => record.newOnMap).length : 0,
  );
  const points = usePointsLayer(layer === 'points', filter, view?.bbox ?? null);
  const [gridData, gridSince, pointsData, pointsSince] = [grid?.data, grid?.since ?? 0, points?.data, points?.since ?? 0];
  const arrived = live.arrived;
  const gridShown = useMemo(
    () => gridData && (count === 'SPECIES' ? gridData : { ...gridData, cells: withLiveCells(gridData.cells, gridData.grid, arrived, gridSince) }),
    [gridData, gridSince, count, arrived],
  );
  const pointsShown = useMemo(() => pointsData && withLivePoints(pointsData.points, arrived, pointsSince), [pointsData, pointsSince, arrived]);
  const baseMaps = data.mapBaseMaps;
  const [baseMap, setBaseMap] = useState('outline');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [geo, setGeo] = useGeoFilter();

  const update = useUpdateSearch();
  const site = useSite();
  const setParam = useCallback(
    (name: string, value: string | null) =>
      update((next) => {
        if (value) next.set(name, value);
        else next.delete(name);
      }),
    [update],
  );

  const onView = useCallback(
    (next: ViewState) => {
      setView(next);
      rememberMapView({ ...next.centre, zoom: next.zoom });
    },
    [setView],
  );
  const onCell = useCallback((cellGrid: MapGridName, cell: string) => appNavigate(cellHref(cellGrid, cell, count, params)), [appNavigate, count, params]);
  const onPoint = useCallback((recId: number) => appNavigate(`/observation/${recId}`), [appNavigate]);

  const layerName = intl.formatMessage(LAYER_MESSAGES[layer]);
  const status = (() => {
    if (layer === 'points') {
      if (!points || (points.status === 'loading' && !points.data)) return intl.formatMessage(m.loading);
      if (points.status === 'failed') return intl.formatMessage(m.loadFailed);
      if (points.status === 'loading') return intl.formatMessage(m.loading);
      const shown = pointsShown?.length ?? 0;
      return points.data?.truncated ? intl.formatMessage(m.pointsTruncated, { count: shown }) : intl.formatMessage(m.pointsShown, { count: shown });
    }
    if (!grid || grid.status === 'loading') return intl.formatMessage(m.loading);
    if (grid.status === 'failed') return intl.formatMessage(m.loadFailed);
    const cells = gridShown?.cells ?? [];
    if (!cells.length) return intl.formatMessage(m.noRecords);
    if (count === 'SPECIES') return intl.formatMessage(m.speciesShown, { layer: layerName, cells: cells.length, max: grid.data?.maxCount ?? 0 });
    return intl.formatMessage(m.cellsShown, { layer: layerName, cells: cells.length, records: cells.reduce((sum, cell) => sum + cell.count, 0) });
  })();

  const active = [filter.lifeStage, filter.dateFrom ?? filter.dateTo, filter.monthFrom ?? filter.monthTo, filter.status].filter((value) => value !== null).length;
  const speciesName = data.species ? (displayName(data.species.commonNames, intl.locale) ?? data.species.scientificName) : null;

  return (
    <div className="omap">
      <div className="omap__bar">
        <div className="omap__head">
          <h1 className="omap__title">{intl.formatMessage(m.title)}</h1>
          <GeoFilterSelect value={geo} onChange={setGeo} />
          <EntityScopeSelect />
          <button
            type="button"
            className={active ? 'omap__button omap__button--active' : 'omap__button'}
            aria-expanded={filtersOpen}
            aria-controls={`${id}-filters`}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {active ? intl.formatMessage(m.filtersActive, { count: active }) : intl.formatMessage(m.filters)}
          </button>
          <Link className="omap__button" to={listHref(params)} aria-label={intl.formatMessage(m.listLabel)}>
            <Icon name="list" size={18} />
            {intl.formatMessage(m.list)}
          </Link>
          <Link className="omap__button" to={chartHref(params)} data-testid="map-chart">
            <Icon name="chart" size={18} />
            {intl.formatMessage(chartMessages.toChart)}
          </Link>
          <Link className="omap__button" to={animationHref(params)} data-testid="map-animate">
            <Icon name="chart" size={18} />
            {intl.formatMessage(am.open)}
          </Link>
          {!viewer.isGuest && (
            <Link className="omap__button" to={geojsonPageHref(params)} aria-label={intl.formatMessage(m.geojsonLabel)} data-testid="map-geojson">
              <Icon name="download" size={18} />
              {intl.formatMessage(m.geojson)}
            </Link>
          )}
          <ExportPopover triggerClassName="omap__button" />
        </div>
        <label className="omap__field">
          {intl.formatMessage(m.layer)}
          <select value={choice} onChange={(event) => setParam(LAYER_PARAM, event.target.value === 'auto' ? null : event.target.value)}>
            <option value="auto">{intl.formatMessage(m.layerAuto)}</option>
            {MAP_LAYERS.map((each) => (
              <option key={each} value={each}>
                {intl.formatMessage(LAYER_MESSAGES[each])}
              </option>
            ))}
          </select>
        </label>
        <label className="omap__field">
          {intl.formatMessage(m.count)}
          <select value={countName(count)} disabled={layer === 'points'} onChange={(event) => setParam(COUNT_PARAM, event.target.value)}>
            <option value="species">{intl.formatMessage(m.countSpecies)}</option>
            <option value="observation">{intl.formatMessage(m.countObservation)}</option>
          </select>
        </label>
        <p className="omap__status" role="status" data-testid="map-status">
          {status}
        </p>
        <LiveNotice count={live.arrived.length} />
        {(filter.speciesId !== null || filter.uploaderId !== null || filter.entityId !== null) && (
          <div className="omap__chips">
            {filter.speciesId !== null && (
              <FilterChip text={intl.formatMessage(om.filterSpecies, { name: speciesName ?? `#${filter.speciesId}` })} onRemove={() => setParam('species', null)} />
            )}
            {filter.uploaderId !== null && (
              <FilterChip
                text={intl.formatMessage(om.filterUploader, { name: data.entity?.displayName ?? `#${filter.uploaderId}` })}
                onRemove={() => setParam('uploader', null)}
              />
            )}
            {filter.entityId !== null && (
              <FilterChip
                text={intl.formatMessage(om.filterEntity, { name: data.scope?.displayName ?? `#${filter.entityId}` })}
                onRemove={() => setParam('entity', site.entityId === null ? null : EVERYONE_ENTITY)}
              />
            )}
          </div>
        )}
      </div>
      {filtersOpen && (
        <div className="omap__filters" id={`${id}-filters`}>
          <ObservationListFilters showStatus={viewer.can.validate} />
          <div className="obs-filters">
            <div className="obs-filters__field">
              <label htmlFor={`${id}-year`}>{intl.formatMessage(m.year)}</label>
              <select id={`${id}-year`} value={params.get(YEAR_PARAM) ?? ''} onChange={(event) => setParam(YEAR_PARAM, event.target.value || null)}>
                <option value="">{intl.formatMessage(m.anyYear)}</option>
                {yearsOffered().map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
      )}
      <ObservationMap
        start={start}
        baseMaps={baseMaps}
        baseMap={baseMap}
        grid={gridShown ?? null}
        points={pointsShown ?? (layer === 'points' ? [] : null)}
        onView={onView}
        onCell={onCell}
        onPoint={onPoint}
      >
        {baseMaps.length > 0 && (
          <label className="omap__base">
            <span className="ui-visually-hidden">{intl.formatMessage(m.baseMap)}</span>
            <select value={baseMap} onChange={(event) => setBaseMap(event.target.value)}>
              <option value="outline">{intl.formatMessage(m.baseOutline)}</option>
              {baseMaps.map((base) => (
                <option key={base.kind} value={base.kind}>
                  {BASE_MESSAGES[base.kind] ? intl.formatMessage(BASE_MESSAGES[base.kind]!) : base.kind}
                </option>
              ))}
            </select>
          </label>
        )}
        <MapLegend count={layer === 'points' ? null : count} />
      </ObservationMap>
      {isMapGrid(layer) && gridShown && <GridCellList grid={layer} count={count} cells={gridShown.cells} params={params} />}
    </div>
  );
};

function FilterChip({ text, onRemove }: { text: string; onRemove: () => void }) {
  const intl = useIntl();
  return (
    <span className="obs-chip">
      {text}
      <button type="button" className="obs-chip__remove" aria-label={intl.formatMessage(om.removeFilter, { name: text })} onClick={onRemove}>
        <Icon name="close" size={14} />
      </button>
    </span>
  );
}
