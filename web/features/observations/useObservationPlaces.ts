import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { ObservationForm_viewer$data } from '../../__generated__/ObservationForm_viewer.graphql.ts';
import type { ObservationFormSaveLocationMutation } from '../../__generated__/ObservationFormSaveLocationMutation.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useToast } from '../../ui/index.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { toSavedPlace } from './observation-form-input.ts';
import { formField, parsedPoint } from './observation-form-validation.ts';
import { applyPlace, countryOptions, pointCoordinates } from './observation-form-values.ts';
import { formMessages as m } from './observation-form-messages.ts';
import { saveLocationMutation } from './ObservationForm.mutations.ts';
import type { PlaceChoice } from './ObservationFormPlaces.tsx';
import type { ObservationFormState } from './useObservationFormState.tsx';
import { useGeolocation } from './useGeolocation.ts';

export type ObservationPlaces = ReturnType<typeof useObservationPlaces>;

/** Where the record was made: the country list, the device's position, the map picker, the saved and recent places. */
export function useObservationPlaces(viewer: ObservationForm_viewer$data, form: ObservationFormState) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const requestError = useRequestErrorAlert();
  const { values, keepDraftForPicker, guard, updateWith, markProblems } = form;
  const [placesOpen, setPlacesOpen] = useState(false);
  const [commitSaveLocation, savingPlace] = useMutation<ObservationFormSaveLocationMutation>(saveLocationMutation);

  const countries = useMemo(() => countryOptions(intl.locale, intl.formatMessage(m.europe)), [intl]);
  const countryName = useCallback((code: string) => countries.find((country) => country.code === code)?.name ?? code, [countries]);

  const geolocation = useGeolocation((position) =>
    updateWith(
      (current) => ({
        ...current,
        ...pointCoordinates(position.lat, position.lon, 'GPS'),
        accuracy: position.accuracy === null ? current.accuracy : String(position.accuracy),
        alt: position.alt === null ? current.alt : String(position.alt),
      }),
      ['coordinates', 'alt', 'accuracy'],
    ),
  );

  const pickOnMap = () => {
    keepDraftForPicker();
    // The picker is part of the form: going there asks nothing (recording §4), the draft comes back.
    guard.markSaved();
    const params = new URLSearchParams();
    const point = parsedPoint(values.coordinates);
    if (point) {
      params.set('lat', String(point.lat));
      params.set('lon', String(point.lon));
    }
    if (values.country !== 'EU') params.set('country', values.country);
    void navigate(`/map/get_position_1/?${params}`);
  };

  const choosePlace = (place: PlaceChoice) => {
    setPlacesOpen(false);
    updateWith((current) => applyPlace(current, place), ['country', 'region', 'closestSettlement', 'location', 'coordinates', 'alt', 'accuracy']);
  };

  const savePlace = () => {
    commitSaveLocation({
      variables: { input: toSavedPlace(values) },
      updater: (store) => {
        const payload = store.getRootField('saveLocation');
        const location = payload?.getLinkedRecord('location');
        const viewerRecord = store.getRoot().getLinkedRecord('viewer');
        if (!location || !viewerRecord) return;
        const saved = viewerRecord.getLinkedRecords('savedLocations') ?? [];
        if (!saved.some((each) => each?.getDataID() === location.getDataID())) viewerRecord.setLinkedRecords([location, ...saved], 'savedLocations');
      },
      onCompleted: ({ saveLocation }) => {
        if (saveLocation.__typename === 'SaveLocationPayload') {
          toast(intl.formatMessage(m.placeSaved), { kind: 'success' });
          return;
        }
        const failure = mutationError(saveLocation);
        if (failure?.fields.length) return markProblems(failure.fields.map((field) => ({ field: formField(field.field), code: field.code, message: field.message })));
        toast(formatToken(intl, failure?.code ?? 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });
      },
      onError: (error) => void requestError(error),
    });
  };

  const places = useMemo(
    () => ({
      saved: viewer.savedLocations.map((place) => ({ ...place, key: place.id })),
      history: viewer.locationHistory.map((place, index) => ({ ...place, key: `history-${index}` })),
    }),
    [viewer.savedLocations, viewer.locationHistory],
  );

  return { countries, countryName, geolocation, pickOnMap, choosePlace, savePlace, savingPlace, places, placesOpen, setPlacesOpen };
}
