import { useCallback, useEffect, useRef, useState } from 'react';
import { GEOLOCATION_OPTIONS } from '@domain/geo/map.ts';

/** The device location of recording §9: high accuracy, 5 s timeout, never a cached position. */

export interface Located {
  lat: number;
  lon: number;
  /** metres, rounded */
  accuracy: number | null;
  /** metres above sea level, rounded, when the device knows it */
  alt: number | null;
}

export interface Geolocation {
  supported: boolean;
  locating: boolean;
  /** Asks the device once; a failure is only logged (recording §8), the form goes on without it. */
  locate: () => void;
}

export function useGeolocation(onLocated: (position: Located) => void): Geolocation {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [locating, setLocating] = useState(false);
  const callback = useRef(onLocated);
  const mounted = useRef(true);
  useEffect(() => {
    callback.current = onLocated;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback(() => {
    if (!supported) return;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!mounted.current) return;
        setLocating(false);
        callback.current({
          lat: coords.latitude,
          lon: coords.longitude,
          accuracy: Number.isFinite(coords.accuracy) ? Math.round(coords.accuracy) : null,
          alt: coords.altitude === null || !Number.isFinite(coords.altitude) ? null : Math.round(coords.altitude),
        });
      },
      (error) => {
        if (mounted.current) setLocating(false);
        console.warn('Geolocation failed', error.code, error.message);
      },
      GEOLOCATION_OPTIONS,
    );
  }, [supported]);

  return { supported, locating, locate };
}
