import { useEffect, useRef } from 'react';
import { defaults as defaultControls } from 'ol/control/defaults.js';
import Feature from 'ol/Feature.js';
import Point from 'ol/geom/Point.js';
import Polygon from 'ol/geom/Polygon.js';
import VectorLayer from 'ol/layer/Vector.js';
import OlMap from 'ol/Map.js';
import { fromLonLat } from 'ol/proj.js';
import VectorSource from 'ol/source/Vector.js';
import CircleStyle from 'ol/style/Circle.js';
import Fill from 'ol/style/Fill.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';
import View from 'ol/View.js';
import { cellPolygon } from '@domain/geo/cell-shape.ts';
import { countryOutlineLayers, SEA } from './country-outlines.ts';
import 'ol/ol.css';
import './ObservationMap.css';

/** How near the small map shows a record: the country around it, readable on the outlines alone. */
const RECORD_ZOOM = 7;

const SPOT = new Style({
  image: new CircleStyle({ radius: 7, fill: new Fill({ color: '#b0521a' }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
});
const CELL = new Style({ fill: new Fill({ color: 'rgba(176, 82, 26, 0.35)' }), stroke: new Stroke({ color: '#b0521a', width: 2 }) });

export interface RecordPlaceMapProps {
  lat: number;
  lon: number;
  /** the 10 km cell to draw instead of the spot, for a record whose place the viewer sees generalised */
  cell: string | null;
  label: string;
}

/** A record's place on a small map: its spot, or its 10 km cell when the viewer may not see the spot. */
export default function RecordPlaceMap({ lat, lon, cell, label }: RecordPlaceMapProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return undefined;
    const corners = cell ? cellPolygon(cell) : null;
    const feature = corners ? new Feature(new Polygon([corners.map((corner) => fromLonLat(corner))])) : new Feature(new Point(fromLonLat([lon, lat])));
    const map = new OlMap({
      target: element.current,
      controls: defaultControls({ rotate: false, zoom: false }),
      layers: [...countryOutlineLayers(), new VectorLayer({ source: new VectorSource({ features: [feature] }), style: corners ? CELL : SPOT })],
      view: new View({ center: fromLonLat([lon, lat]), zoom: RECORD_ZOOM }),
    });
    return () => map.setTarget(undefined);
  }, [lat, lon, cell]);
  return <div ref={element} className="omap__record" style={{ background: SEA }} role="img" aria-label={label} data-testid="record-place-map" />;
}
