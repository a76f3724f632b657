import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { formatDms } from '@domain/geo/coordinates.ts';
import { formatDecimal } from '../observations/observation-form-validation.ts';
import { pointParam } from '../observations/observation-form-values.ts';
import { formMessages as m } from '../observations/observation-form-messages.ts';
import { MapPicker } from './MapPicker.tsx';

/** The route component of /map/display_position/?lat=&lon=: one point on the map, at the point zoom. */
export default function MapPickerDisplayPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const point = useMemo(() => pointParam(params), [params]);
  return (
    <div className="map-page">
      {point ? (
        <MapPicker key={`${point.lat},${point.lon}`} point={point} label={intl.formatMessage(m.mapLabel)} />
      ) : (
        <p className="map-page__none">{intl.formatMessage(m.displayNone)}</p>
      )}
      <div className="map-page__panel">
        <h1 className="map-page__title">{intl.formatMessage(m.displayTitle)}</h1>
        {point && (
          <p className="map-page__text">
            {formatDecimal(point.lat)}, {formatDecimal(point.lon)} · {formatDms(point.lat, point.lon)}
          </p>
        )}
      </div>
    </div>
  );
}
