import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PasswordSection_viewer$key } from '../../__generated__/PasswordSection_viewer.graphql.ts';
import type { PasswordSectionChangeMutation } from '../../__generated__/PasswordSectionChangeMutation.graphql.ts';
import type { PasswordSectionSetMutation } from '../../__generated__/PasswordSectionSetMutation.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { useToast } from '../../ui/index.ts';
import { AuthField, useFieldProblems } from '../auth/AuthField.tsx';
import { useEntityMutation } from '../entities/useEntityMutation.ts';
import { type FieldProblem, validateForm } from '../forms/rules.ts';
import { useFormErrorDialog } from '../forms/useFormErrors.tsx';
import { passwordsMessages as m } from './messages.ts';
import { NewPasswordFields, newPasswordProblems } from './NewPasswordFields.tsx';
import './Passwords.css';

const viewerFragment = graphql`
  fragment PasswordSection_viewer on Viewer {
    hasPassword
  }
`;

const changeMutation = graphql`
  mutation PasswordSectionChangeMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on PasswordChanged {
        code
      }
      ...mutationError_error
    }
  }
`;

const setMutation = graphql`
  mutation PasswordSectionSetMutation($input: SetPasswordInput!) {
    setPassword(input: $input) {
      __typename
      ... on PasswordChanged {
        code
      }
      ...mutationError_error
    }
  }
`;

const FIELD_LABELS = { currentPassword: m.currentPassword, password: m.newPassword, passwordRetype: m.newPasswordRetype };

function valuesOf(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { currentPassword: text('currentPassword'), password: text('password'), passwordRetype: text('passwordRetype') };
}

/**
 * The password part of `/profile/account/`: a change that asks the current password (the other
 * sessions end, a notice is mailed), or for an account that signs in only through a provider, a
 * first password (after a fresh sign-in there).
 */
export function PasswordSection({ viewer }: { viewer: PasswordSection_viewer$key }) {
  const intl = useIntl();
  const { hasPassword } = useFragment(viewerFragment, viewer);
  const toast = useToast();
  const run = useEntityMutation(FIELD_LABELS);
  const showFormErrors = useFormErrorDialog(FIELD_LABELS);
  const { setProblems, messageFor } = useFieldProblems();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const close = () => {
    setProblems([]);
    setOpen(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { currentPassword, ...values } = valuesOf(event.currentTarget);
    const problems: FieldProblem[] = [...(hasPassword ? validateForm({ currentPassword }, { currentPassword: 'required' }) : []), ...newPasswordProblems(values)];
    setProblems(problems);
    if (problems.length) return void showFormErrors(problems);
    setPending(true);
    const result = hasPassword
      ? await run<PasswordSectionChangeMutation>({
          mutation: changeMutation,
          variables: { input: { currentPassword, ...values } },
          field: 'changePassword',
          payload: 'PasswordChanged',
        })
      : await run<PasswordSectionSetMutation>({
          mutation: setMutation,
          variables: { input: values },
          field: 'setPassword',
          payload: 'PasswordChanged',
          // The account now signs in with a password too: the section turns into the change form.
          updater: (store) => store.getRoot().getLinkedRecord('viewer')?.setValue(true, 'hasPassword'),
        });
    setPending(false);
    if (!result) return;
    toast(formatToken(intl, result.code ?? 'PASSWORD_CHANGED'), { kind: 'success' });
    close();
  };

  return (
    <section className="account-section" aria-labelledby="account-password" data-testid="password-section">
      <h2 id="account-password" className="account-section__heading">
        {intl.formatMessage(m.sectionTitle)}
      </h2>
      <p className="account-section__hint">{intl.formatMessage(hasPassword ? m.changeHint : m.setHint)}</p>
      {open ? (
        <Form className="password-form" onSubmit={(event) => void submit(event)} validationBehavior="aria">
          {hasPassword ? (
            <AuthField
              name="currentPassword"
              type="password"
              label={intl.formatMessage(m.currentPassword)}
              problem={messageFor('currentPassword')}
              autoComplete="current-password"
              autoFocus
            />
          ) : (
            <p className="account-section__hint">{intl.formatMessage(m.setFreshLogin)}</p>
          )}
          <NewPasswordFields messageFor={messageFor} />
          <div className="password-form__actions">
            <Button type="submit" className="password-form__button password-form__button--primary" isPending={pending}>
              {intl.formatMessage(m.save)}
            </Button>
            <Button className="password-form__button" onPress={close}>
              {intl.formatMessage(m.cancel)}
            </Button>
          </div>
        </Form>
      ) : (
        <div className="password-form__actions">
          <Button className="password-form__button" onPress={() => setOpen(true)}>
            {intl.formatMessage(hasPassword ? m.change : m.set)}
          </Button>
        </div>
      )}
    </section>
  );
}
