import { useEffect, useRef } from 'react';
import Feature from 'ol/Feature.js';
import Point from 'ol/geom/Point.js';
import TileLayer from 'ol/layer/Tile.js';
import VectorLayer from 'ol/layer/Vector.js';
import OlMap from 'ol/Map.js';
import { fromLonLat } from 'ol/proj.js';
import OSM from 'ol/source/OSM.js';
import VectorSource from 'ol/source/Vector.js';
import CircleStyle from 'ol/style/Circle.js';
import Fill from 'ol/style/Fill.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';
import View from 'ol/View.js';
import { PICKER_DEFAULT, POINT_ZOOM } from '@domain/geo/map.ts';
import 'ol/ol.css';
import './Visual.css';

export interface MapPoint {
  id: string;
  lat: number;
  lon: number;
}

const style = (selected: boolean) =>
  new Style({
    image: new CircleStyle({
      radius: selected ? 10 : 7,
      fill: new Fill({ color: selected ? '#2d6a3e' : '#b0521a' }),
      stroke: new Stroke({ color: '#ffffff', width: 2 }),
    }),
    zIndex: selected ? 1 : 0,
  });
const PLAIN = style(false);
const SELECTED = style(true);

export interface PointsMapProps {
  points: readonly MapPoint[];
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  label: string;
}

/** Many points on OpenStreetMap tiles, the view fitted to them; a tap on a point selects it. */
export function PointsMap({ points, selectedId = null, onSelect, label }: PointsMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<OlMap | null>(null);
  const source = useRef(new VectorSource<Feature<Point>>());
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  });

  useEffect(() => {
    if (!element.current) return undefined;
    const instance = new OlMap({
      target: element.current,
      layers: [new TileLayer({ source: new OSM() }), new VectorLayer({ source: source.current })],
      view: new View({ center: fromLonLat([PICKER_DEFAULT.lon, PICKER_DEFAULT.lat]), zoom: PICKER_DEFAULT.zoom }),
    });
    instance.on('singleclick', (event) => {
      const hit = instance.forEachFeatureAtPixel(event.pixel, (feature) => feature, { hitTolerance: 8 });
      const id = hit?.getId();
      if (id !== undefined) select.current?.(String(id));
    });
    map.current = instance;
    return () => {
      instance.setTarget(undefined);
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const features = points.map((point) => {
      const feature = new Feature(new Point(fromLonLat([point.lon, point.lat])));
      feature.setId(point.id);
      return feature;
    });
    source.current.clear();
    source.current.addFeatures(features);
    const instance = map.current;
    const extent = source.current.getExtent();
    if (!instance || features.length === 0 || !extent) return;
    instance.getView().fit(extent, { size: instance.getSize() ?? [390, 400], padding: [32, 32, 32, 32], maxZoom: POINT_ZOOM });
  }, [points]);

  useEffect(() => {
    for (const feature of source.current.getFeatures()) feature.setStyle(feature.getId() === selectedId ? SELECTED : PLAIN);
  }, [points, selectedId]);

  return <div ref={element} className="points-map" role="application" aria-label={label} tabIndex={0} data-testid="points-map" />;
}
