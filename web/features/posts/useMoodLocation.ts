import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import type { Values } from './post-form-values.ts';
import { GEOLOCATION_OPTIONS } from '@domain/geo/map.ts';

/** Mood location from the device (recording §7): high accuracy, 5 s, no cached position. */

/** A mood's place: asked once when a new mood form opens, and again on the button. */
export function useMoodLocation(newMood: boolean, setValues: Dispatch<SetStateAction<Values>>) {
  const hasGeolocation = 'geolocation' in navigator;
  const [autoLocate] = useState(() => newMood && hasGeolocation);
  const [locating, setLocating] = useState(autoLocate);

  const requestPosition = () =>
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setValues((current) => ({ ...current, lat: position.coords.latitude.toFixed(6), lon: position.coords.longitude.toFixed(6) }));
      },
      (error) => {
        // A failed location is only logged (recording §7): the mood can go without one.
        setLocating(false);
        console.warn('Geolocation failed', error.code, error.message);
      },
      GEOLOCATION_OPTIONS,
    );
  const locate = () => {
    if (!hasGeolocation) return;
    setLocating(true);
    requestPosition();
  };
  useEffect(() => {
    if (autoLocate) requestPosition();
    // Only once, when a new mood form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { locating, locate };
}
