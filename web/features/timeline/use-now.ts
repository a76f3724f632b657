import { useEffect, useState } from 'react';

/** Relative times have minute resolution, so a minute-old clock is fresh enough. */
const NOW_REFRESH_MS = 60_000;

/** The current time, refreshed every minute. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), NOW_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
