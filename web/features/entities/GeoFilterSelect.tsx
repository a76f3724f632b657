import { useMemo } from 'react';
import { Button, type Key, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Icon } from '../../ui/index.ts';
import { EUROPE_CODE } from '@domain/geo/countries.ts';
import { entityMessages } from './messages.ts';
import { useCountryName } from './useCountryName.ts';

export interface GeoFilterSelectProps {
  value: string;
  countries: readonly string[];
  onChange: (value: string) => void;
}

/** The title's country filter (geofilter): Europe first, then the countries by name. */
export function GeoFilterSelect({ value, countries, onChange }: GeoFilterSelectProps) {
  const intl = useIntl();
  const countryName = useCountryName();
  const options = useMemo(
    () => [
      { id: EUROPE_CODE, name: countryName(EUROPE_CODE) },
      ...countries.map((code) => ({ id: code, name: countryName(code) })).toSorted((a, b) => a.name.localeCompare(b.name, intl.locale)),
    ],
    [countries, countryName, intl.locale],
  );
  return (
    <Select
      className="entities-geo"
      aria-label={intl.formatMessage(entityMessages.geoFilter)}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => key !== null && onChange(String(key))}
    >
      <Button className="entities-geo__button" data-testid="geo-filter">
        <Icon name="globe" size={18} />
        <SelectValue className="entities-geo__value" />
      </Button>
      <Popover className="entities-geo__popover" placement="bottom end">
        <ListBox className="entities-geo__list" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.name} className="entities-geo__option">
              {option.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
