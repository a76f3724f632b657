import type { ReactNode } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { formatToken } from '../../i18n/tokens.ts';
import type { DateFeedback, FormField, FormProblem } from './observation-form-validation.ts';
import type { ObservationFormValues } from './observation-form-values.ts';
import { formCodeMessages, formMessages as m } from './observation-form-messages.ts';

/** What a section of the form reads and changes: the values, one field's setter, a field's problem in words. */
export interface SectionProps {
  values: ObservationFormValues;
  set: <K extends keyof ObservationFormValues>(field: K & FormField) => (value: ObservationFormValues[K]) => void;
  problemFor: (field: FormField) => string | undefined;
}

/** A problem in words: the form's own codes, else the shared tokens; the parser's words are kept. */
export function problemText(intl: IntlShape, problem: Pick<FormProblem, 'code' | 'message'>): string {
  const text = formCodeMessages[problem.code] ? intl.formatMessage(formCodeMessages[problem.code]!) : formatToken(intl, problem.code);
  return problem.code === 'COORD_BAD_FORMAT' && problem.message ? `${text}: ${problem.message}` : text;
}

export function licenceLabel(intl: IntlShape, licence: ObservationFormValues['licence']): string {
  if (licence === 'CC0') return intl.formatMessage(m.licenceCC0);
  return licence === 'CC_BY_4_0' ? 'CC BY 4.0' : 'CC BY-NC 4.0';
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  feedback?: ReactNode;
  /** its width in a row: a time or a small number */
  size?: 'narrow' | 'number';
  children: ReactNode;
}

export function Field({ id, label, error, feedback, size, children }: FieldProps) {
  return (
    <div className={`obs-form__field${size ? ` obs-form__field--${size}` : ''}${error ? ' obs-form__field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {feedback}
      {error && <span className="obs-form__error">{error}</span>}
    </div>
  );
}

const FULL_DAY = { dateStyle: 'full', timeZone: 'UTC' } as const;

export function DateLine({ feedback, hint }: { feedback: DateFeedback; hint: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <span className="obs-form__feedback" aria-live="polite">
      {feedback.kind === 'empty' && <span className="obs-form__hint">{intl.formatMessage(hint)}</span>}
      {feedback.kind === 'day' && (
        <span className="obs-form__parsed">
          {intl.formatMessage(m.dateRead, { day: `${feedback.iso} · ${intl.formatDate(new Date(`${feedback.iso}T00:00:00Z`), FULL_DAY)}` })}
        </span>
      )}
      {feedback.kind === 'error' && <span className="obs-form__error">{problemText(intl, { code: feedback.code })}</span>}
    </span>
  );
}
