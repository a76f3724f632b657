import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { formatToken } from '../../i18n/tokens.ts';
import '../observations/ObservationList.css';
import '../observations/ObservationView.css';

export interface ReviewReasonFormProps {
  label: string;
  hint?: string;
  submitLabel: string;
  /** the danger colour for a rejection or revocation */
  destructive?: boolean;
  busy?: boolean;
  autoFocus?: boolean;
  /** an error the server gave for the text (shown under the field) */
  error?: string | null;
  /** called with the trimmed text; never with an empty one */
  onSubmit: (text: string) => void;
  onCancel?: () => void;
  cancelLabel?: string;
}

/**
 * A required text (a rejection's reason, an appeal, a review comment): an empty or blank text is
 * refused on the spot with FIELD_REQUIRED and the focus goes back to the field. A parent clears
 * it after a successful send by changing its `key`.
 */
export function ReviewReasonForm({
  label,
  hint,
  submitLabel,
  destructive = false,
  busy = false,
  autoFocus = false,
  error = null,
  onSubmit,
  onCancel,
  cancelLabel,
}: ReviewReasonFormProps) {
  const intl = useIntl();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [required, setRequired] = useState(false);
  const problem = required ? formatToken(intl, 'FIELD_REQUIRED') : error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = text.trim();
    if (!trimmed) {
      setRequired(true);
      field.current?.focus();
      return;
    }
    onSubmit(trimmed);
  };

  return (
    <form className="obs-reason" onSubmit={submit} noValidate>
      <label className="obs-reason__label" htmlFor={`${id}-text`}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="obs-reason__hint">
          {hint}
        </p>
      )}
      <textarea
        ref={field}
        id={`${id}-text`}
        className="obs-reason__input"
        rows={3}
        value={text}
        required
        aria-required="true"
        aria-invalid={problem ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : null, problem ? `${id}-error` : null].filter(Boolean).join(' ') || undefined}
        autoFocus={autoFocus}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim()) setRequired(false);
        }}
      />
      {problem && (
        <p id={`${id}-error`} className="obs-reason__error" role="alert">
          {problem}
        </p>
      )}
      <div className="obs-reason__actions">
        {onCancel && (
          <Button className="obs-button obs-button--quiet" onPress={onCancel} isDisabled={busy}>
            {cancelLabel}
          </Button>
        )}
        <Button type="submit" className={`obs-button ${destructive ? 'obs-button--danger-solid' : 'obs-button--primary'}`} isDisabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
