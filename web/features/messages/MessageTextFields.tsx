import { useId } from 'react';
import { useIntl } from 'react-intl';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from '@domain/messages.ts';
import { formatToken } from '../../i18n/tokens.ts';
import type { FieldProblem } from '../forms/rules.ts';
import { messagesMessages as m } from './messages.ts';

interface MessageTextFieldsProps {
  subject: string;
  body: string;
  onSubject: (subject: string) => void;
  onBody: (body: string) => void;
  /** the form's problem with a field, shown under it in the user's language */
  problemOf: (field: 'subject' | 'body') => FieldProblem | undefined;
}

/** A message's subject and plain-text body with their limits and errors: the compose screen's and the admins' broadcast's. */
export function MessageTextFields({ subject, body, onSubject, onBody, problemOf }: MessageTextFieldsProps) {
  const intl = useIntl();
  const ids = { subject: useId(), body: useId() };
  const subjectProblem = problemOf('subject');
  const bodyProblem = problemOf('body');
  return (
    <>
      <div className="messages-field">
        <label className="messages-field__label" htmlFor={ids.subject}>
          {intl.formatMessage(m.subject)}
        </label>
        <input
          id={ids.subject}
          className="messages-field__input"
          value={subject}
          maxLength={MESSAGE_SUBJECT_MAX}
          aria-invalid={subjectProblem ? true : undefined}
          onChange={(event) => onSubject(event.target.value)}
        />
        {subjectProblem && <p className="messages-field__error">{formatToken(intl, subjectProblem.code)}</p>}
      </div>
      <div className="messages-field">
        <label className="messages-field__label" htmlFor={ids.body}>
          {intl.formatMessage(m.body)}
        </label>
        <textarea
          id={ids.body}
          className="messages-field__input messages-field__input--body"
          value={body}
          rows={8}
          maxLength={MESSAGE_BODY_MAX}
          aria-invalid={bodyProblem ? true : undefined}
          onChange={(event) => onBody(event.target.value)}
        />
        {bodyProblem && <p className="messages-field__error">{formatToken(intl, bodyProblem.code)}</p>}
      </div>
    </>
  );
}
