import { Button, type Key, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { Icon, type IconName } from './Icon.tsx';
import './TitleSelect.css';

export interface TitleSelectOption {
  id: string;
  name: string;
}

export interface TitleSelectProps {
  /** the accessible name: the button shows only the icon and the chosen option */
  label: string;
  icon: IconName;
  options: readonly TitleSelectOption[];
  value: string;
  onChange: (value: string) => void;
  testId?: string;
}

/** A compact choice in a page's title (a pill button and a popup list): the geo filter, the entity selector. */
export function TitleSelect({ label, icon, options, value, onChange, testId }: TitleSelectProps) {
  return (
    <Select className="ui-title-select" aria-label={label} selectedKey={value} onSelectionChange={(key: Key | null) => key !== null && onChange(String(key))}>
      <Button className="ui-title-select__button" data-testid={testId}>
        <Icon name={icon} size={18} />
        <SelectValue className="ui-title-select__value" />
      </Button>
      <Popover className="ui-title-select__popover" placement="bottom end">
        <ListBox className="ui-title-select__list" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.name} className="ui-title-select__option">
              {option.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
