import { useState } from 'react';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { formatToken } from '../../i18n/tokens.ts';
import type { FieldProblem } from '../forms/rules.ts';
import './LoginScreen.css';

/** A labelled text field of the sign-in forms (login, register, password restore), with its hint or its problem. */
export function AuthField({
  name,
  label,
  type = 'text',
  problem,
  autoComplete,
  description,
  autoFocus,
}: {
  name: string;
  label: string;
  type?: string;
  problem: string | undefined;
  autoComplete: string;
  description?: string;
  autoFocus?: boolean;
}) {
  return (
    <TextField name={name} type={type} isInvalid={problem !== undefined} className="auth-field" autoComplete={autoComplete} autoFocus={autoFocus}>
      <Label>{label}</Label>
      <Input />
      {description && !problem && <span className="auth-field__hint">{description}</span>}
      <FieldError>{problem}</FieldError>
    </TextField>
  );
}

/** A form's invalid fields, and each one's problem in the reader's language (for AuthField's `problem`). */
export function useFieldProblems() {
  const intl = useIntl();
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const messageFor = (field: string) => {
    const problem = problems.find((p) => p.field === field);
    return problem ? formatToken(intl, problem.code) : undefined;
  };
  return { problems, setProblems, messageFor };
}
