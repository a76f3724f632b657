import { type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { defaults as defaultControls } from 'ol/control/defaults.js';
import { boundingExtent, type Extent } from 'ol/extent.js';
import type { FeatureLike } from 'ol/Feature.js';
import Feature from 'ol/Feature.js';
import Point from 'ol/geom/Point.js';
import Polygon from 'ol/geom/Polygon.js';
import { circular } from 'ol/geom/Polygon.js';
import type BaseLayer from 'ol/layer/Base.js';
import TileLayer from 'ol/layer/Tile.js';
import VectorLayer from 'ol/layer/Vector.js';
import OlMap from 'ol/Map.js';
import { fromLonLat, toLonLat, transformExtent } from 'ol/proj.js';
import Cluster from 'ol/source/Cluster.js';
import VectorSource from 'ol/source/Vector.js';
import XYZ from 'ol/source/XYZ.js';
import CircleStyle from 'ol/style/Circle.js';
import Fill from 'ol/style/Fill.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';
import Text from 'ol/style/Text.js';
import View from 'ol/View.js';
import { cellPolygon } from '@domain/geo/cell-shape.ts';
import type { BoundingBox } from '@domain/geo/countries.ts';
import { gradeOf, type LegendCount } from '@domain/geo/legend.ts';
import { CLUSTER_DISTANCE_PX, CLUSTER_MAX_SIZE_PX, GEOLOCATION_OPTIONS, GRID_CLICK_DELAY_MS, LOCATE_MAX_ZOOM, MAP_DEFAULT, type MapView } from '@domain/geo/map.ts';
import type { MapGridName } from '@domain/geo/map-layer.ts';
import { countryOutlineLayers, SEA } from './country-outlines.ts';
import { mapMessages as m } from './map-messages.ts';
import 'ol/ol.css';
import './ObservationMap.css';

export interface GridCellData {
  cell: string;
  count: number;
}

export interface GridData {
  grid: MapGridName;
  count: LegendCount;
  cells: readonly GridCellData[];
}

export interface PointData {
  recId: number;
  lat: number;
  lon: number;
  name: string;
}

export interface BaseMapData {
  kind: string;
  url: string;
  attribution: string | null | undefined;
}

/** What the map shows after a move: the zoom, the centre and the box in view (west, south, east, north). */
export interface ViewState {
  zoom: number;
  centre: { lat: number; lon: number };
  bbox: BoundingBox;
}

/** Where the map starts: a box to fit (a country, the data) or a view. */
export type StartView = { box: BoundingBox } | { view: MapView };

export interface ObservationMapProps {
  start: StartView;
  baseMaps: readonly BaseMapData[];
  /** the shown base map's kind, or `outline`: only the built-in outlines */
  baseMap: string;
  grid: GridData | null;
  points: readonly PointData[] | null;
  onView: (view: ViewState) => void;
  onCell: (grid: MapGridName, cell: string) => void;
  onPoint: (recId: number) => void;
  /** overlays drawn over the map (legend, switches) */
  children?: ReactNode;
}

const CELL_STROKE = new Stroke({ color: 'rgba(90, 30, 10, 0.55)', width: 1 });

const cellStyles = new Map<string, Style>();
function cellStyle(colour: string): Style {
  let style = cellStyles.get(colour);
  if (!style) {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
    style = new Style({ fill: new Fill({ color: `rgba(${r}, ${g}, ${b}, 0.72)` }), stroke: CELL_STROKE });
    cellStyles.set(colour, style);
  }
  return style;
}

const POINT = new Style({
  image: new CircleStyle({ radius: 7, fill: new Fill({ color: '#b0521a' }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
});
const clusterStyles = new Map<number, Style>();
/** A cluster's circle grows with the log of its size up to §9's cluster size (87 px across). */
function clusterStyle(size: number): Style {
  if (size === 1) return POINT;
  let style = clusterStyles.get(size);
  if (!style) {
    const diameter = Math.min(CLUSTER_MAX_SIZE_PX, 30 + 9 * Math.log2(size));
    style = new Style({
      image: new CircleStyle({ radius: diameter / 2, fill: new Fill({ color: 'rgba(47, 107, 58, 0.88)' }), stroke: new Stroke({ color: '#ffffff', width: 3 }) }),
      text: new Text({ text: String(size), font: '600 14px system-ui, sans-serif', fill: new Fill({ color: '#ffffff' }) }),
    });
    clusterStyles.set(size, style);
  }
  return style;
}

/** A control's glyph, hidden from assistive technology: the button is named by its translated tooltip instead. */
function glyph(text: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = text;
  span.setAttribute('aria-hidden', 'true');
  return span;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function viewState(map: OlMap): ViewState | null {
  const view = map.getView();
  const size = map.getSize();
  const centre = view.getCenter();
  if (!size || !centre) return null;
  const [west = 0, south = 0, east = 0, north = 0] = transformExtent(view.calculateExtent(size), 'EPSG:3857', 'EPSG:4326');
  const [lon = 0, lat = 0] = toLonLat(centre);
  // A view wider than the world wraps: the box is then the whole world.
  const wide = east - west >= 360;
  return {
    zoom: view.getZoom() ?? MAP_DEFAULT.zoom,
    centre: { lat, lon: ((((lon + 180) % 360) + 360) % 360) - 180 },
    bbox: [wide ? -180 : clamp(west, -180, 180), clamp(south, -90, 90), wide ? 180 : clamp(east, -180, 180), clamp(north, -90, 90)],
  };
}

/**
 * The observation map (OpenLayers): the built-in country outlines under an optional tile base
 * map, and either a grid layer (cells coloured by the legend grade of their count) or the records
 * as clustered points. A tap on a cell opens it after §9's click delay, so a double tap still
 * zooms; a tap on a cluster zooms in to it, on a single point opens the record.
 */
export function ObservationMap({ start, baseMaps, baseMap, grid, points, onView, onCell, onPoint, children }: ObservationMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<OlMap | null>(null);
  const gridSource = useRef(new VectorSource<Feature<Polygon>>());
  const pointSource = useRef(new VectorSource<Feature<Point>>());
  const gridLayer = useRef<VectorLayer | null>(null);
  const pointLayer = useRef<VectorLayer | null>(null);
  const tileLayers = useRef(new Map<string, BaseLayer>());
  const position = useRef(new VectorSource<Feature>());
  const handlers = useRef({ onView, onCell, onPoint });
  useEffect(() => {
    handlers.current = { onView, onCell, onPoint };
  });
  const gridRef = useRef(grid);
  const startRef = useRef(start);
  const intl = useIntl();
  const label = intl.formatMessage(m.mapLabel);
  const locateLabel = intl.formatMessage(m.locate);
  // The controls are made once, with the labels of the language the map was opened in.
  const controlLabelsRef = useRef({ zoomIn: intl.formatMessage(m.zoomIn), zoomOut: intl.formatMessage(m.zoomOut), attribution: intl.formatMessage(m.attribution) });

  useEffect(() => {
    if (!element.current) return undefined;
    const tiles = baseMaps.map((base) => {
      const layer = new TileLayer({
        source: new XYZ({ url: base.url, attributions: base.attribution ?? undefined, maxZoom: 19 }),
        visible: false,
      });
      tileLayers.current.set(base.kind, layer);
      return layer;
    });
    const cells = new VectorLayer({
      source: gridSource.current,
      style: (feature: FeatureLike) => {
        const current = gridRef.current;
        const grade = current && gradeOf(Number(feature.get('count')), current.count);
        return grade ? cellStyle(grade.colour) : undefined;
      },
    });
    const clusters = new VectorLayer({
      source: new Cluster({ distance: CLUSTER_DISTANCE_PX, source: pointSource.current }),
      style: (feature: FeatureLike) => clusterStyle((feature.get('features') as unknown[] | undefined)?.length ?? 1),
    });
    gridLayer.current = cells;
    pointLayer.current = clusters;
    const here = new VectorLayer({
      source: position.current,
      style: new Style({
        fill: new Fill({ color: 'rgba(37, 99, 235, 0.15)' }),
        stroke: new Stroke({ color: '#2563eb', width: 2 }),
        image: new CircleStyle({ radius: 7, fill: new Fill({ color: '#2563eb' }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
      }),
    });
    const first = startRef.current;
    const view = new View({
      center: fromLonLat('view' in first ? [first.view.lon, first.view.lat] : [MAP_DEFAULT.lon, MAP_DEFAULT.lat]),
      zoom: 'view' in first ? first.view.zoom : MAP_DEFAULT.zoom,
      maxZoom: 19,
    });
    const labels = controlLabelsRef.current;
    const instance = new OlMap({
      target: element.current,
      controls: defaultControls({
        rotate: false,
        zoomOptions: { zoomInLabel: glyph('+'), zoomOutLabel: glyph('–'), zoomInTipLabel: labels.zoomIn, zoomOutTipLabel: labels.zoomOut },
        attributionOptions: { label: glyph('i'), collapseLabel: glyph('›'), tipLabel: labels.attribution },
      }),
      layers: [...countryOutlineLayers(), ...tiles, cells, clusters, here],
      view,
    });
    if ('box' in first)
      view.fit(transformExtent([...first.box], 'EPSG:4326', 'EPSG:3857'), { size: instance.getSize() ?? [390, 600], padding: [24, 24, 24, 24], maxZoom: 12 });

    let timer: ReturnType<typeof setTimeout> | undefined;
    instance.on('click', (event) => {
      clearTimeout(timer);
      const hit = instance.forEachFeatureAtPixel(event.pixel, (feature, layer) => ({ feature, layer }), {
        hitTolerance: 4,
        layerFilter: (layer) => layer === cells || layer === clusters,
      });
      if (!hit) return;
      timer = setTimeout(() => {
        if (hit.layer === cells) {
          const current = gridRef.current;
          if (current) handlers.current.onCell(current.grid, String(hit.feature.get('cell')));
          return;
        }
        const members = (hit.feature.get('features') as Feature<Point>[] | undefined) ?? [];
        if (members.length === 1) {
          handlers.current.onPoint(Number(members[0]!.getId()));
          return;
        }
        const extent = boundingExtent(members.map((member) => member.getGeometry()!.getCoordinates()));
        view.fit(extent, { size: instance.getSize() ?? [390, 600], padding: [80, 80, 80, 80], maxZoom: Math.min((view.getZoom() ?? 0) + 3, 18), duration: 250 });
      }, GRID_CLICK_DELAY_MS);
    });
    instance.on('dblclick', () => clearTimeout(timer));
    const report = () => {
      const state = viewState(instance);
      if (state) handlers.current.onView(state);
    };
    instance.on('moveend', report);
    map.current = instance;
    return () => {
      clearTimeout(timer);
      instance.setTarget(undefined);
      map.current = null;
    };
    // The map is made once; base maps come with the page's query and do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    for (const [kind, layer] of tileLayers.current) layer.setVisible(kind === baseMap);
  }, [baseMap]);

  useEffect(() => {
    gridRef.current = grid;
    const features = (grid?.cells ?? []).flatMap(({ cell, count }) => {
      const ring = cellPolygon(cell);
      if (!ring) return [];
      const feature = new Feature(new Polygon([ring.map((corner) => fromLonLat(corner))]));
      feature.setProperties({ cell, count });
      feature.setId(cell);
      return [feature];
    });
    gridSource.current.clear(true);
    gridSource.current.addFeatures(features);
    gridLayer.current?.setVisible(grid !== null);
  }, [grid]);

  useEffect(() => {
    const features = (points ?? []).map((point) => {
      const feature = new Feature(new Point(fromLonLat([point.lon, point.lat])));
      feature.setId(point.recId);
      feature.set('name', point.name);
      return feature;
    });
    pointSource.current.clear(true);
    pointSource.current.addFeatures(features);
    pointLayer.current?.setVisible(points !== null);
  }, [points]);

  const locate = () => {
    if (!('geolocation' in navigator)) return;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const instance = map.current;
        if (!instance) return;
        const centre = [coords.longitude, coords.latitude];
        const area = circular(centre, Math.max(coords.accuracy, 10), 32).transform('EPSG:4326', 'EPSG:3857');
        const extent: Extent = area.getExtent();
        position.current.clear();
        position.current.addFeatures([new Feature(area), new Feature(new Point(fromLonLat(centre)))]);
        instance.getView().fit(extent, { size: instance.getSize() ?? [390, 600], maxZoom: LOCATE_MAX_ZOOM, duration: 300 });
      },
      // §8: a geolocation failure is only logged.
      (error) => console.warn('Geolocation failed', error.message),
      GEOLOCATION_OPTIONS,
    );
  };

  return (
    <div className="omap__frame" style={{ background: SEA }}>
      <div ref={element} className="omap__canvas" role="application" aria-label={label} tabIndex={0} data-testid="observation-map" />
      {children}
      <button type="button" className="omap__locate" aria-label={locateLabel} title={locateLabel} onClick={locate}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="12" cy="12" r="4" fill="currentColor" />
          <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 1v4M12 19v4M1 12h4M19 12h4" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </div>
  );
}
