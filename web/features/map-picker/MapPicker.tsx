import { useEffect, useRef } from 'react';
import Feature from 'ol/Feature.js';
import Point from 'ol/geom/Point.js';
import TileLayer from 'ol/layer/Tile.js';
import VectorLayer from 'ol/layer/Vector.js';
import OlMap from 'ol/Map.js';
import { fromLonLat, toLonLat, transformExtent } from 'ol/proj.js';
import OSM from 'ol/source/OSM.js';
import VectorSource from 'ol/source/Vector.js';
import CircleStyle from 'ol/style/Circle.js';
import Fill from 'ol/style/Fill.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';
import View from 'ol/View.js';
import { PICKER_DEFAULT, POINT_ZOOM } from '@domain/geo/map.ts';
import 'ol/ol.css';
import './MapPicker.css';

export interface LatLon {
  lat: number;
  lon: number;
}

export interface MapPickerProps {
  /** the point marked on the map */
  point: LatLon | null;
  /** called with the clicked point; absent: the map only shows */
  onPick?: (point: LatLon) => void;
  /** [west, south, east, north] to show when there is no point (the chosen country) */
  box?: readonly [number, number, number, number] | null;
  label: string;
}

/** Longitude of a click on a wrapped world, back into -180…180. */
export function wrapLongitude(lon: number): number {
  return ((((lon + 180) % 360) + 360) % 360) - 180;
}

const MARKER = new Style({
  image: new CircleStyle({
    radius: 9,
    fill: new Fill({ color: '#b0521a' }),
    stroke: new Stroke({ color: '#ffffff', width: 3 }),
  }),
});

/**
 * An OpenLayers map on OpenStreetMap tiles with one marked point. With `onPick`, a single click
 * (or tap) picks a point and zooms in to it. Without tiles (offline) the map is blank but clicks
 * still work: the coordinates come from the view, not from the tiles.
 */
export function MapPicker({ point, onPick, box = null, label }: MapPickerProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<OlMap | null>(null);
  const marker = useRef(new Feature<Point>());
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });

  // The map is made once; the first point (or box) decides the first view.
  const start = useRef({ point, box });
  useEffect(() => {
    if (!element.current) return undefined;
    const first = start.current;
    const view = new View({
      center: fromLonLat(first.point ? [first.point.lon, first.point.lat] : [PICKER_DEFAULT.lon, PICKER_DEFAULT.lat]),
      zoom: first.point ? POINT_ZOOM : PICKER_DEFAULT.zoom,
    });
    const instance = new OlMap({
      target: element.current,
      layers: [new TileLayer({ source: new OSM() }), new VectorLayer({ source: new VectorSource({ features: [marker.current] }), style: MARKER })],
      view,
    });
    if (!first.point && first.box)
      view.fit(transformExtent([...first.box], 'EPSG:4326', 'EPSG:3857'), { size: instance.getSize() ?? [390, 600], padding: [16, 16, 16, 16] });
    instance.on('singleclick', (event) => {
      if (!pick.current) return;
      const [lon = 0, lat = 0] = toLonLat(event.coordinate);
      const picked = { lat, lon: wrapLongitude(lon) };
      pick.current(picked);
      view.animate({ center: fromLonLat([picked.lon, picked.lat]), zoom: Math.max(view.getZoom() ?? 0, POINT_ZOOM), duration: 250 });
    });
    map.current = instance;
    return () => {
      instance.setTarget(undefined);
      map.current = null;
    };
  }, []);

  useEffect(() => {
    marker.current.setGeometry(point ? new Point(fromLonLat([point.lon, point.lat])) : undefined);
  }, [point]);

  return <div ref={element} className="map-picker" role="application" aria-label={label} tabIndex={0} data-testid="map" />;
}
