import { useId } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Icon } from '../../ui/index.ts';
import { observationMessages as m } from './observation-status-messages.ts';
import { FILTER_PARAMS, LIFE_STAGES, lifeStageMessage, type ListFilters, parseListFilters, STATUSES, statusMessage } from './observation-status.ts';

export interface ObservationListFiltersProps {
  /** life stage and date range (the public list; the own list has only the status) */
  showStageAndDates?: boolean;
  showStatus?: boolean;
}

type FilterName = keyof typeof FILTER_PARAMS;

/** Updates the list filters in the URL (replacing the entry, so Back leaves the list). */
export function useListFilters(): [ListFilters, (name: FilterName, value: string | null) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const filters = parseListFilters(params);
  const set = (name: FilterName, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(FILTER_PARAMS[name], value);
        else next.delete(FILTER_PARAMS[name]);
        return next;
      },
      { replace: true },
    );
  const clear = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of ['lifeStage', 'dateFrom', 'dateTo', 'status'] as const) next.delete(FILTER_PARAMS[name]);
        return next;
      },
      { replace: true },
    );
  return [filters, set, clear];
}

/** Life stage, date range and (for validators and one's own list) status, kept in the URL. */
export function ObservationListFilters({ showStageAndDates = true, showStatus = false }: ObservationListFiltersProps) {
  const intl = useIntl();
  const id = useId();
  const [filters, set, clear] = useListFilters();
  const any = intl.formatMessage(m.filterAny);
  const active = Boolean((showStageAndDates && (filters.lifeStage || filters.dateFrom || filters.dateTo)) || (showStatus && filters.status !== null));

  return (
    <div className="obs-filters" role="group" aria-label={intl.formatMessage(m.filtersLabel)}>
      {showStageAndDates && (
        <div className={showStatus ? 'obs-filters__field' : 'obs-filters__field obs-filters__field--wide'}>
          <label htmlFor={`${id}-stage`}>{intl.formatMessage(m.filterLifeStage)}</label>
          <select id={`${id}-stage`} value={filters.lifeStage ?? ''} onChange={(event) => set('lifeStage', event.target.value || null)}>
            <option value="">{any}</option>
            {LIFE_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {intl.formatMessage(lifeStageMessage(stage))}
              </option>
            ))}
          </select>
        </div>
      )}
      {showStatus && (
        <div className={showStageAndDates ? 'obs-filters__field' : 'obs-filters__field obs-filters__field--wide'}>
          <label htmlFor={`${id}-status`}>{intl.formatMessage(m.filterStatus)}</label>
          <select id={`${id}-status`} value={filters.status ?? ''} onChange={(event) => set('status', event.target.value || null)}>
            <option value="">{any}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {intl.formatMessage(statusMessage(status))}
              </option>
            ))}
          </select>
        </div>
      )}
      {showStageAndDates && (
        <>
          <div className="obs-filters__field">
            <label htmlFor={`${id}-from`}>{intl.formatMessage(m.filterDateFrom)}</label>
            <input
              id={`${id}-from`}
              type="date"
              value={filters.dateFrom ?? ''}
              max={filters.dateTo ?? undefined}
              onChange={(event) => set('dateFrom', event.target.value || null)}
            />
          </div>
          <div className="obs-filters__field">
            <label htmlFor={`${id}-to`}>{intl.formatMessage(m.filterDateTo)}</label>
            <input
              id={`${id}-to`}
              type="date"
              value={filters.dateTo ?? ''}
              min={filters.dateFrom ?? undefined}
              onChange={(event) => set('dateTo', event.target.value || null)}
            />
          </div>
        </>
      )}
      {active && (
        <Button className="obs-button obs-button--quiet obs-button--small obs-filters__clear" onPress={clear}>
          <Icon name="close" size={16} />
          {intl.formatMessage(m.filterClear)}
        </Button>
      )}
    </div>
  );
}
