import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { dateFeedback } from './observation-form-validation.ts';
import { formMessages as m } from './observation-form-messages.ts';
import { DateLine, Field, type SectionProps } from './ObservationFormFields.tsx';

/** When it was seen: the day (or the first and last day) and the time, read back as the server reads them. */
export function WhenSection({ values, set, problemFor }: SectionProps) {
  const intl = useIntl();
  const ids = { dateFrom: useId(), dateTo: useId(), timespot: useId() };
  const dates = useMemo(() => dateFeedback(values.dateFrom, values.dateTo), [values.dateFrom, values.dateTo]);
  return (
    <fieldset className="obs-form__section">
      <legend className="obs-form__legend">{intl.formatMessage(m.sectionWhen)}</legend>
      <div className="obs-form__row">
        <Field id={ids.dateFrom} label={intl.formatMessage(m.dateFrom)} error={problemFor('dateFrom')} feedback={<DateLine feedback={dates.from} hint={m.dateHint} />}>
          <input
            id={ids.dateFrom}
            name="dateFrom"
            value={values.dateFrom}
            inputMode="text"
            autoComplete="off"
            aria-invalid={dates.from.kind === 'error' ? true : undefined}
            onChange={(event) => set('dateFrom')(event.target.value)}
          />
        </Field>
        <Field id={ids.timespot} label={intl.formatMessage(m.timespot)} error={problemFor('timespot')} size="narrow">
          <input id={ids.timespot} name="timespot" type="time" value={values.timespot} onChange={(event) => set('timespot')(event.target.value)} />
        </Field>
      </div>
      <Field id={ids.dateTo} label={intl.formatMessage(m.dateTo)} error={problemFor('dateTo')} feedback={<DateLine feedback={dates.to} hint={m.dateToHint} />}>
        <input
          id={ids.dateTo}
          name="dateTo"
          value={values.dateTo}
          inputMode="text"
          autoComplete="off"
          aria-invalid={dates.to.kind === 'error' ? true : undefined}
          onChange={(event) => set('dateTo')(event.target.value)}
        />
      </Field>
    </fieldset>
  );
}
