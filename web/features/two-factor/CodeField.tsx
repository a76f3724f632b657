import { FieldError, Input, Label, TextField } from 'react-aria-components';

/**
 * A field of the two-factor forms. `kind="code"` is the 6-digit code: the phone's number pad and the
 * code an SMS or the app offers (`one-time-code`); `recovery` takes letters; `password` the current password.
 */
export function CodeField({
  name,
  label,
  kind,
  problem,
  autoFocus,
}: {
  name: string;
  label: string;
  kind: 'code' | 'recovery' | 'password';
  problem: string | undefined;
  autoFocus?: boolean;
}) {
  const autoComplete = kind === 'password' ? 'current-password' : kind === 'code' ? 'one-time-code' : 'off';
  return (
    <TextField
      name={name}
      type={kind === 'password' ? 'password' : 'text'}
      isInvalid={problem !== undefined}
      className="two-factor-field"
      autoComplete={autoComplete}
      autoFocus={autoFocus}
    >
      <Label>{label}</Label>
      <Input
        inputMode={kind === 'code' ? 'numeric' : undefined}
        pattern={kind === 'code' ? '[0-9]*' : undefined}
        maxLength={kind === 'password' ? 200 : 20}
        spellCheck={false}
        autoCapitalize="none"
      />
      <FieldError>{problem}</FieldError>
    </TextField>
  );
}
