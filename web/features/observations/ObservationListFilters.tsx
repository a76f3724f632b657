import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { formatToken } from '../../i18n/tokens.ts';
import { useUpdateSearch } from '../shell/useUpdateSearch.ts';
import { Autocomplete, Icon } from '../../ui/index.ts';
import { LIFE_STAGES } from '@domain/observations/enums.ts';
import { dayText } from './observation-form-values.ts';
import { observationMessages as m } from './observation-status-messages.ts';
import { type SpeciesSuggestion, useSpeciesSuggestions } from './useSpeciesSuggestions.ts';
import { FILTER_PARAMS, lifeStageMessage, type ListFilters, parseDayFilter, parseListFilters, STATUSES, statusMessage } from './observation-status.ts';

export interface ObservationListFiltersProps {
  /** life stage and date range (the public list; the own list has only the status) */
  showStageAndDates?: boolean;
  showStatus?: boolean;
}

type FilterName = keyof typeof FILTER_PARAMS;

/** Updates the list filters in the URL (replacing the entry, so Back leaves the list). */
export function useListFilters(): [ListFilters, (name: FilterName, value: string | null) => void, () => void] {
  const [params] = useSearchParams();
  const update = useUpdateSearch();
  const filters = parseListFilters(params);
  const set = (name: FilterName, value: string | null) =>
    update((next) => {
      if (value) next.set(FILTER_PARAMS[name], value);
      else next.delete(FILTER_PARAMS[name]);
    });
  const clear = () =>
    update((next) => {
      for (const name of ['lifeStage', 'dateFrom', 'dateTo', 'monthFrom', 'monthTo', 'status'] as const) next.delete(FILTER_PARAMS[name]);
    });
  return [filters, set, clear];
}

/**
 * Species (while none is chosen: a chosen one shows as a chip), life stage, date range, month
 * range and (for validators and one's own list) status, kept in the URL.
 */
export function ObservationListFilters({ showStageAndDates = true, showStatus = false }: ObservationListFiltersProps) {
  const intl = useIntl();
  const id = useId();
  const [filters, set, clear] = useListFilters();
  const any = intl.formatMessage(m.filterAny);
  const active = Boolean(
    (showStageAndDates && (filters.lifeStage || filters.dateFrom || filters.dateTo || filters.monthFrom || filters.monthTo)) || (showStatus && filters.status !== null),
  );

  return (
    <div className="obs-filters" role="group" aria-label={intl.formatMessage(m.filtersLabel)}>
      {showStageAndDates && filters.speciesId === null && (
        <div className="obs-filters__species">
          <SpeciesFilterField onSelect={(recId) => set('speciesId', String(recId))} />
        </div>
      )}
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
          <DayFilterField
            key={`from-${filters.dateFrom ?? ''}`}
            id={`${id}-from`}
            label={intl.formatMessage(m.filterDateFrom)}
            value={filters.dateFrom}
            onChange={(iso) => set('dateFrom', iso)}
          />
          <DayFilterField
            key={`to-${filters.dateTo ?? ''}`}
            id={`${id}-to`}
            label={intl.formatMessage(m.filterDateTo)}
            value={filters.dateTo}
            onChange={(iso) => set('dateTo', iso)}
          />
          <MonthFilterField
            id={`${id}-month-from`}
            label={intl.formatMessage(m.filterMonthFrom)}
            value={filters.monthFrom}
            onChange={(value) => set('monthFrom', value)}
          />
          <MonthFilterField id={`${id}-month-to`} label={intl.formatMessage(m.filterMonthTo)} value={filters.monthTo} onChange={(value) => set('monthTo', value)} />
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

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** A month of the year by its name in the UI language (a range may wrap: November to February). */
function MonthFilterField({ id, label, value, onChange }: { id: string; label: string; value: number | null; onChange: (value: string | null) => void }) {
  const intl = useIntl();
  return (
    <div className="obs-filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{intl.formatMessage(m.filterAny)}</option>
        {MONTHS.map((month) => (
          <option key={month} value={month}>
            {intl.formatDate(Date.UTC(2000, month - 1, 1), { month: 'long', timeZone: 'UTC' })}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The species filter: the catalogue's species by scientific or common name. */
function SpeciesFilterField({ onSelect }: { onSelect: (recId: number) => void }) {
  const intl = useIntl();
  const suggestions = useSpeciesSuggestions();
  return (
    <Autocomplete<SpeciesSuggestion>
      label={intl.formatMessage(m.filterSpeciesField)}
      load={suggestions}
      onSelect={(item) => {
        if (item.choice.kind === 'species') onSelect(item.choice.recId);
      }}
      placeholder={intl.formatMessage(m.filterSpeciesPlaceholder)}
      emptyText={intl.formatMessage(m.filterSpeciesEmpty)}
    />
  );
}

interface DayFilterFieldProps {
  id: string;
  label: string;
  /** the filter's day, YYYY-MM-DD */
  value: string | null;
  onChange: (iso: string | null) => void;
}

/**
 * A day typed in the app's date format (yyyy.mm.dd, recording §9), not the browser's own date
 * input, whose format follows the device. It filters once the field is left or Enter is pressed.
 */
function DayFilterField({ id, label, value, onChange }: DayFilterFieldProps) {
  const intl = useIntl();
  const [text, setText] = useState(() => dayText(value));
  const [invalid, setInvalid] = useState(false);
  const commit = () => {
    const parsed = parseDayFilter(text);
    setInvalid(!parsed.ok);
    if (parsed.ok && parsed.iso !== value) onChange(parsed.iso);
  };
  return (
    <div className="obs-filters__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        placeholder={intl.formatMessage(m.filterDatePlaceholder)}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      {invalid && (
        <span id={`${id}-error`} className="obs-filters__error">
          {formatToken(intl, 'DATE_FORMAT_ERROR')}
        </span>
      )}
    </div>
  );
}
