import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { speciesMessages } from './messages.ts';
import { flightSummary, monthNames } from './species-text.ts';

/** The flight period as a twelve-month bar (January to December, flying months filled) and in words. */
export function FlightMonths({ months }: { months: readonly number[] }) {
  const intl = useIntl();
  const { narrow, long } = useMemo(() => ({ narrow: monthNames(intl.locale, 'narrow'), long: monthNames(intl.locale, 'long') }), [intl.locale]);
  if (months.length === 0) return <span className="species-muted">{intl.formatMessage(speciesMessages.flightMonthsUnknown)}</span>;
  const flying = new Set(months);
  return (
    <div className="species-months">
      <ol className="species-months__bar" data-testid="flight-months">
        {narrow.map((name, index) => {
          const on = flying.has(index + 1);
          return (
            <li key={index} className={on ? 'species-months__month species-months__month--on' : 'species-months__month'}>
              <span aria-hidden="true">{name}</span>
              <span className="ui-visually-hidden">{intl.formatMessage(speciesMessages.flightMonth, { month: long[index], flying: on ? 'yes' : 'no' })}</span>
            </li>
          );
        })}
      </ol>
      <span className="species-months__summary">{flightSummary(intl.locale, months)}</span>
    </div>
  );
}
