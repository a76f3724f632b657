import { useIntl } from 'react-intl';
import { PASSWORD_MIN_LENGTH } from '@domain/passwords.ts';
import { AuthField } from '../auth/AuthField.tsx';
import { type FieldProblem, validateForm } from '../forms/rules.ts';
import { passwordsMessages as m } from './messages.ts';

/** The new password and its retype, as every password form (restore, change, set) checks them before sending. */
export function newPasswordProblems(values: { password: string; passwordRetype: string }): FieldProblem[] {
  return validateForm(
    values,
    { password: `required;minlength:${PASSWORD_MIN_LENGTH}`, passwordRetype: 'required;retype' },
    { retype: (retype) => (retype === values.password ? null : 'PW_RETYPE_FAILED') },
  );
}

/** The two new-password fields (`password`, `passwordRetype`) of a password form. */
export function NewPasswordFields({ messageFor }: { messageFor: (field: string) => string | undefined }) {
  const intl = useIntl();
  return (
    <>
      <AuthField
        name="password"
        type="password"
        label={intl.formatMessage(m.newPassword)}
        problem={messageFor('password')}
        autoComplete="new-password"
        description={intl.formatMessage(m.passwordHint, { min: PASSWORD_MIN_LENGTH })}
      />
      <AuthField
        name="passwordRetype"
        type="password"
        label={intl.formatMessage(m.newPasswordRetype)}
        problem={messageFor('passwordRetype')}
        autoComplete="new-password"
      />
    </>
  );
}
