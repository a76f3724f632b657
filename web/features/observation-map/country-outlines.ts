import TopoJSON from 'ol/format/TopoJSON.js';
import VectorLayer from 'ol/layer/Vector.js';
import VectorSource from 'ol/source/Vector.js';
import Fill from 'ol/style/Fill.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';
// Natural Earth country outlines (public domain), as files the map fetches when it shows them: never in a script bundle.
import countries110m from 'world-atlas/countries-110m.json?url';
import countries50m from 'world-atlas/countries-50m.json?url';

/** The colour under the outlines: the sea, where no country is drawn. */
export const SEA = '#cfe0ea';

/** The zoom from which the finer outlines (1:50 million) replace the coarse ones (1:110 million). */
const FINE_OUTLINE_ZOOM = 4.5;
const OUTLINE = new Style({ fill: new Fill({ color: '#f4f1e8' }), stroke: new Stroke({ color: '#98a396', width: 0.8 }) });

function outline(url: string, zooms: { minZoom?: number; maxZoom?: number }) {
  return new VectorLayer({
    ...zooms,
    source: new VectorSource({ url, format: new TopoJSON({ layers: ['countries'] }), attributions: 'Natural Earth', overlaps: false }),
    style: OUTLINE,
    updateWhileInteracting: false,
  });
}

/**
 * The built-in base layer of every map: Natural Earth's country outlines, shipped with the app
 * (world-atlas), so a map is readable with no tile server, offline and in tests.
 */
export function countryOutlineLayers(): VectorLayer[] {
  return [outline(countries110m, { maxZoom: FINE_OUTLINE_ZOOM }), outline(countries50m, { minZoom: FINE_OUTLINE_ZOOM })];
}
