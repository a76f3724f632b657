import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { chartYears } from '@domain/observations/stats.ts';
import { parseYear, YEAR_PARAM } from '../observation-map/map-search.ts';
import { useUpdateSearch } from '../shell/useUpdateSearch.ts';
import { chartMessages as m } from './messages.ts';

/** The charts' year (recording §9: the current year down to 1990; all years by default), kept as `?year=`. */
export function YearSelect() {
  const intl = useIntl();
  const id = useId();
  const [params] = useSearchParams();
  const update = useUpdateSearch();
  const year = parseYear(params.get(YEAR_PARAM));
  const choose = (value: string) =>
    update((next) => {
      if (value) next.set(YEAR_PARAM, value);
      else next.delete(YEAR_PARAM);
    });
  return (
    <div className="charts-page__year">
      <label htmlFor={id}>{intl.formatMessage(m.year)}</label>
      <select id={id} value={year ?? ''} onChange={(event) => choose(event.target.value)} data-testid="chart-year">
        <option value="">{intl.formatMessage(m.allYears)}</option>
        {chartYears().map((each) => (
          <option key={each} value={each}>
            {each}
          </option>
        ))}
      </select>
    </div>
  );
}
