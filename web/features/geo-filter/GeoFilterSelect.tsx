import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { TitleSelect } from '../../ui/index.ts';
import { EUROPE_CODE } from '@domain/geo/countries.ts';
import { useCountryName } from '../entities/useCountryName.ts';
import { GEO_FILTER_COUNTRIES } from './geo-filter.ts';
import { geoFilterMessages } from './messages.ts';

export interface GeoFilterSelectProps {
  value: string;
  onChange: (value: string) => void;
}

/** The title's country filter (geofilter): Europe first, then the countries by name. */
export function GeoFilterSelect({ value, onChange }: GeoFilterSelectProps) {
  const intl = useIntl();
  const countryName = useCountryName();
  const options = useMemo(
    () => [
      { id: EUROPE_CODE, name: countryName(EUROPE_CODE) },
      ...GEO_FILTER_COUNTRIES.map((code) => ({ id: code, name: countryName(code) })).toSorted((a, b) => a.name.localeCompare(b.name, intl.locale)),
    ],
    [countryName, intl.locale],
  );
  return <TitleSelect label={intl.formatMessage(geoFilterMessages.label)} icon="globe" options={options} value={value} onChange={onChange} testId="geo-filter" />;
}
