import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { truncateCoordinate } from '@domain/geo/coordinates.ts';
import { countryBox, pointParam } from '../observations/observation-form-values.ts';
import { storePick } from '../observations/observation-form-draft.ts';
import { hasAppHistory } from '../shell/navigation.ts';
import { formMessages as m } from '../observations/observation-form-messages.ts';
import { type LatLon, MapPicker } from './MapPicker.tsx';
import '../observations/ObservationForm.css';

/**
 * The route component of /map/get_position_1/ (login forced): the coordinate picker of the
 * observation form. `?lat=&lon=` marks the form's point, `?country=` frames a country without one.
 * The picked point goes back to the form that opened it (which truncates it to 11 characters and
 * marks it MAP); opened on its own, the picker starts a new record at the point.
 */
export default function MapPickerPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [current] = useState(() => pointParam(params));
  const [picked, setPicked] = useState<LatLon | null>(null);
  const box = countryBox(params.get('country') ?? '');

  const use = () => {
    if (!picked) return;
    storePick(picked.lat, picked.lon);
    if (hasAppHistory()) void navigate(-1);
    else void navigate(`/my/observation/add/?lat=${picked.lat}&lon=${picked.lon}`, { replace: true });
  };
  const back = () => void (hasAppHistory() ? navigate(-1) : navigate('/my/observation/add/', { replace: true }));
  const shown = picked ?? current;

  return (
    <div className="map-page">
      <MapPicker point={shown} onPick={setPicked} box={box} label={intl.formatMessage(m.mapLabel)} />
      <div className="map-page__panel">
        <h1 className="map-page__title">{intl.formatMessage(m.pickerTitle)}</h1>
        <p className="map-page__text" aria-live="polite" data-testid="picked">
          {picked
            ? intl.formatMessage(m.pickerPicked, { coordinates: `${truncateCoordinate(picked.lat)}, ${truncateCoordinate(picked.lon)}` })
            : intl.formatMessage(m.pickerHint)}
        </p>
        <div className="map-page__actions">
          <Button className="obs-form__button obs-form__button--quiet" onPress={back}>
            {intl.formatMessage(m.pickerCancel)}
          </Button>
          <Button className="obs-form__button obs-form__button--primary" onPress={use} isDisabled={!picked}>
            {intl.formatMessage(m.pickerUse)}
          </Button>
        </div>
      </div>
    </div>
  );
}
