import { useMemo } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { monthNames } from './species-text.ts';

export interface MonthPickerProps {
  label: string;
  months: readonly number[];
  onChange: (months: number[]) => void;
}

/** Twelve toggles, January to December: the months a stage is expected (the flight-period rule's data). */
export function MonthPicker({ label, months, onChange }: MonthPickerProps) {
  const intl = useIntl();
  const { narrow, long } = useMemo(() => ({ narrow: monthNames(intl.locale, 'narrow'), long: monthNames(intl.locale, 'long') }), [intl.locale]);
  const chosen = new Set(months);
  const toggle = (month: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(month);
    else next.delete(month);
    onChange([...next].sort((a, b) => a - b));
  };
  return (
    <div className="species-field" role="group" aria-label={label}>
      <span className="species-field__label">{label}</span>
      <div className="species-months__bar species-months__bar--picker">
        {narrow.map((name, index) => (
          <ToggleButton
            key={index}
            aria-label={long[index]}
            isSelected={chosen.has(index + 1)}
            onChange={(on) => toggle(index + 1, on)}
            className={({ isSelected }) => (isSelected ? 'species-months__month species-months__month--on' : 'species-months__month')}
          >
            {name}
          </ToggleButton>
        ))}
      </div>
    </div>
  );
}
