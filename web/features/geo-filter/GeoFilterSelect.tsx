import { useMemo } from 'react';
import { Button, type Key, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Icon } from '../../ui/index.ts';
import { EUROPE_CODE } from '@domain/geo/countries.ts';
import { useCountryName } from '../entities/useCountryName.ts';
import { GEO_FILTER_COUNTRIES } from './geo-filter.ts';
import { geoFilterMessages } from './messages.ts';
import './GeoFilterSelect.css';

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
  return (
    <Select
      className="geo-filter"
      aria-label={intl.formatMessage(geoFilterMessages.label)}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => key !== null && onChange(String(key))}
    >
      <Button className="geo-filter__button" data-testid="geo-filter">
        <Icon name="globe" size={18} />
        <SelectValue className="geo-filter__value" />
      </Button>
      <Popover className="geo-filter__popover" placement="bottom end">
        <ListBox className="geo-filter__list" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.name} className="geo-filter__option">
              {option.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
