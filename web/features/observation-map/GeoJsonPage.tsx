import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { GEOJSON_FILE_NAME, GEOJSON_MAX_FEATURES } from '@domain/geo/map.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { Icon } from '../../ui/index.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { mapMessages as m } from './map-messages.ts';
import { filterSearch, geojsonHref, MAP_PATH, mapFilter } from './map-search.ts';
import './ObservationMap.css';

/**
 * The route component of `/map/get_geojson/?…` (login forced): the map filter's records as a
 * GeoJSON file, downloaded by the browser from `GET /api/map/get_geojson` with the same filter.
 */
export default function GeoJsonPage() {
  return (
    <PartTexts part="map">
      <GeoJson />
    </PartTexts>
  );
}

function GeoJson() {
  const intl = useIntl();
  const viewer = useViewer();
  const [params] = useSearchParams();
  const search = params.toString();
  const filter = useMemo(() => mapFilter(new URLSearchParams(search), viewer.can.validate), [search, viewer.can.validate]);
  const back = filterSearch(new URLSearchParams(search)).toString();
  return (
    <div className="omap-geojson">
      <h1 className="omap__title">{intl.formatMessage(m.geojsonTitle)}</h1>
      <p>{intl.formatMessage(m.geojsonText, { max: GEOJSON_MAX_FEATURES })}</p>
      <div className="omap-geojson__actions">
        <a className="omap__button" href={geojsonHref(filter)} download={GEOJSON_FILE_NAME} data-testid="geojson-download">
          <Icon name="download" size={18} />
          {intl.formatMessage(m.geojsonDownload)}
        </a>
        <Link className="omap__button" to={`${MAP_PATH}${back ? `?${back}` : ''}`}>
          <Icon name="map" size={18} />
          {intl.formatMessage(m.geojsonBack)}
        </Link>
      </div>
    </div>
  );
}
