import { useEffect } from 'react';
import { usePushRegistration } from './usePushRegistration.ts';

export interface PushTokenCheckProps {
  /** each new value runs the check again (a fresh login) */
  checkKey: number;
}

/** Runs the push-token check after a fresh login (social-core §4, code 2); shows nothing. */
export function PushTokenCheck({ checkKey }: PushTokenCheckProps) {
  const { checkToken } = usePushRegistration();
  useEffect(() => {
    // A device without a push service (or offline) simply stays without a live token.
    checkToken().catch((error: unknown) => console.warn('Push token check failed', error));
  }, [checkKey, checkToken]);
  return null;
}
