import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { EUROPE_CODE } from '@domain/geo/countries.ts';
import { entityMessages } from './messages.ts';

/** Country names in the interface language, from the browser's own region names. */
export function useCountryName(): (code: string) => string {
  const intl = useIntl();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([intl.locale], { type: 'region' });
    } catch {
      names = null;
    }
    return (code: string) => {
      if (code === EUROPE_CODE) return intl.formatMessage(entityMessages.europe);
      try {
        return names?.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [intl]);
}
