/**
 * The map constants of recording §9, once for every map of the app (the observation map, the
 * coordinate picker, the points maps). Pure and isomorphic.
 */

/** A view of the map: WGS84 degrees and a web-mercator zoom level. */
export interface MapView {
  lat: number;
  lon: number;
  zoom: number;
}

/** The observation map's view when nothing narrows it (§9: centre 0,0, zoom 3). */
export const MAP_DEFAULT: MapView = { lat: 0, lon: 0, zoom: 3 };

/** The coordinate picker's view without a point (§9: lat 13, lon 16, zoom 3). */
export const PICKER_DEFAULT: MapView = { lat: 13, lon: 16, zoom: 3 };

/** The zoom a single point is shown at (§9). */
export const POINT_ZOOM = 14;

/** The closest "locate me" zooms in to (§9). */
export const LOCATE_MAX_ZOOM = 16;

/** The device position asked for (§9 geolocation: high accuracy, timeout 5000 ms, max age 0). */
export const GEOLOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 } as const;

/** Points closer than this on screen join one cluster (§9 cluster radius 120 px). */
export const CLUSTER_DISTANCE_PX = 120;

/** The largest a cluster's circle grows, in CSS pixels of diameter (§9 cluster size 87). */
export const CLUSTER_MAX_SIZE_PX = 87;

/** A tap on a grid cell opens it after this long, so that a double tap still zooms (§9 grid click delay 280 ms). */
export const GRID_CLICK_DELAY_MS = 280;

/** The most records one GeoJSON download of the map's filter holds (`/map/get_geojson/`), newest observation first. */
export const GEOJSON_MAX_FEATURES = 10_000;

/** The media type and file name of that download. */
export const GEOJSON_MEDIA_TYPE = 'application/geo+json';
export const GEOJSON_FILE_NAME = 'lepke-observations.geojson';
