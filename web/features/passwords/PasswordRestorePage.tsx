import { type FormEvent, Suspense, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PasswordRestorePageLinkQuery } from '../../__generated__/PasswordRestorePageLinkQuery.graphql.ts';
import type { PasswordRestorePageRequestMutation } from '../../__generated__/PasswordRestorePageRequestMutation.graphql.ts';
import type { PasswordRestorePageRestoreMutation } from '../../__generated__/PasswordRestorePageRestoreMutation.graphql.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { formatToken } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { Spinner, useToast } from '../../ui/index.ts';
import { AuthField, useFieldProblems } from '../auth/AuthField.tsx';
import { validateForm } from '../forms/rules.ts';
import { useFormErrorDialog, useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { useSession } from '../session/SessionProvider.tsx';
import { useViewer } from '../session/ViewerProvider.tsx';
import { type SignedIn, TwoFactorLoginStep } from '../two-factor/TwoFactorLoginStep.tsx';
import { passwordsMessages as m } from './messages.ts';
import { NewPasswordFields, newPasswordProblems } from './NewPasswordFields.tsx';
import './Passwords.css';

const requestMutation = graphql`
  mutation PasswordRestorePageRequestMutation($input: RequestPasswordRestoreInput!) {
    requestPasswordRestore(input: $input) {
      __typename
      ... on PasswordRestoreRequested {
        code
      }
      ...mutationError_error
    }
  }
`;

const linkQuery = graphql`
  query PasswordRestorePageLinkQuery($token: String!) {
    passwordRestoreLink(token: $token) {
      __typename
      ... on PasswordRestoreLink {
        email
      }
    }
  }
`;

const restoreMutation = graphql`
  mutation PasswordRestorePageRestoreMutation($input: RestorePasswordInput!) {
    restorePassword(input: $input) {
      __typename
      ... on AuthPayload {
        viewer {
          displayName
        }
      }
      ... on TwoFactorChallenge {
        challenge
      }
      ...mutationError_error
    }
  }
`;

const FIELD_LABELS = { email: m.email, password: m.newPassword, passwordRetype: m.newPasswordRetype };

function text(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/** Step one: the address to mail a link to. The answer is the same whether or not it has an account. */
function RequestForm() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<PasswordRestorePageRequestMutation>(requestMutation);
  const { setProblems, messageFor } = useFieldProblems();
  const showFormErrors = useFormErrorDialog(FIELD_LABELS);
  const showRequestError = useRequestErrorAlert();
  const [sent, setSent] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = text(event.currentTarget, 'email').trim();
    const problems = validateForm({ email }, { email: 'required;email' });
    setProblems(problems);
    if (problems.length) return void showFormErrors(problems);
    commit({
      variables: { input: { email } },
      onCompleted: ({ requestPasswordRestore: result }) => {
        if (result.__typename === 'PasswordRestoreRequested') return setSent(result.code ?? 'PASSWORD_RESTORE_SENT');
        const error = mutationError(result);
        const fields = error?.fields.length ? error.fields : [{ field: 'email', code: error?.code ?? 'OPERATION_NOT_SUCCEEDED' }];
        setProblems([...fields]);
        void showFormErrors(fields);
      },
      onError: (error) => void showRequestError(error),
    });
  };

  if (sent) {
    return (
      <div className="password-restore__done" data-testid="restore-sent">
        <p className="password-restore__notice" role="status">
          {formatToken(intl, sent)}
        </p>
        <p className="password-restore__hint">{intl.formatMessage(m.sentHint)}</p>
        <Button className="password-restore__secondary" onPress={() => setSent(null)}>
          {intl.formatMessage(m.sendAgain)}
        </Button>
      </div>
    );
  }
  return (
    <Form className="auth-form" onSubmit={submit} validationBehavior="aria">
      <p className="password-restore__hint">{intl.formatMessage(m.restoreIntro)}</p>
      <AuthField name="email" type="email" label={intl.formatMessage(m.email)} problem={messageFor('email')} autoComplete="email" autoFocus />
      <Button type="submit" className="auth-submit" isPending={isInFlight}>
        {intl.formatMessage(m.sendLink)}
      </Button>
    </Form>
  );
}

/** A link that no longer works (used, replaced by a newer one, expired or mistyped): the way to a new one. */
function DeadLink({ code }: { code: string }) {
  const intl = useIntl();
  return (
    <div className="password-restore__done" data-testid="restore-link-invalid">
      <p className="password-restore__notice password-restore__notice--problem" role="alert">
        {formatToken(intl, code)}
      </p>
      <p className="password-restore__hint">{intl.formatMessage(m.linkProblem)}</p>
      <Link className="password-restore__secondary" to="/password/restore">
        {intl.formatMessage(m.sendAgain)}
      </Link>
    </div>
  );
}

/** Step two, from the mailed link: the new password, then the person is signed in (after their second factor, if they use one). */
function NewPasswordForm({ token }: { token: string }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const { restartSession } = useSession();
  const { passwordRestoreLink: link } = useLazyLoadQuery<PasswordRestorePageLinkQuery>(linkQuery, { token }, { fetchPolicy: 'network-only' });
  const [commit, isInFlight] = useMutation<PasswordRestorePageRestoreMutation>(restoreMutation);
  const { setProblems, messageFor } = useFieldProblems();
  const showFormErrors = useFormErrorDialog(FIELD_LABELS);
  const showRequestError = useRequestErrorAlert();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [deadLink, setDeadLink] = useState<string | null>(link.__typename === 'PasswordRestoreLink' ? null : 'TOKEN_INVALID');

  const signedIn = (outcome: SignedIn) => {
    if (!outcome.viewer) return;
    toast(<FormattedMessage {...m.restored} values={{ name: outcome.viewer.displayName }} />, { kind: 'success' });
    restartSession();
    void navigate('/', { replace: true });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { password: text(event.currentTarget, 'password'), passwordRetype: text(event.currentTarget, 'passwordRetype') };
    const problems = newPasswordProblems(values);
    setProblems(problems);
    if (problems.length) return void showFormErrors(problems);
    commit({
      variables: { input: { token, ...values } },
      onCompleted: ({ restorePassword: result }) => {
        if (result.challenge !== undefined) return setChallenge(result.challenge);
        if (result.__typename === 'AuthPayload') return signedIn(result);
        const error = mutationError(result);
        if (error?.fields.length) {
          setProblems([...error.fields]);
          return void showFormErrors(error.fields);
        }
        setDeadLink(error?.code ?? 'OPERATION_NOT_SUCCEEDED');
      },
      onError: (error) => void showRequestError(error),
    });
  };

  if (deadLink) return <DeadLink code={deadLink} />;
  // The password is already set: going back from the code step leads to the login screen.
  if (challenge !== null) return <TwoFactorLoginStep challenge={challenge} onSignedIn={signedIn} onBack={() => void navigate('/?force_login=1', { replace: true })} />;
  return (
    <Form className="auth-form" onSubmit={submit} validationBehavior="aria">
      {link.__typename === 'PasswordRestoreLink' && (
        <p className="password-restore__account" data-testid="restore-account">
          {intl.formatMessage(m.newPasswordFor, { email: link.email })}
        </p>
      )}
      <p className="password-restore__hint">{intl.formatMessage(m.newPasswordHint)}</p>
      <NewPasswordFields messageFor={messageFor} />
      <Button type="submit" className="auth-submit" isPending={isInFlight}>
        {intl.formatMessage(m.save)}
      </Button>
    </Form>
  );
}

/** The route component of `/password/restore`: asks for a link by e-mail, or (`?token=`, from that link) sets the new password. */
export default function PasswordRestorePage() {
  return (
    <PartTexts part="account">
      <PasswordRestore />
    </PartTexts>
  );
}

function PasswordRestore() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token');
  const viewer = useViewer();
  return (
    <div className="password-restore">
      <h1 className="password-restore__title">{intl.formatMessage(token ? m.newPasswordTitle : m.restoreTitle)}</h1>
      {token ? (
        <Suspense fallback={<Spinner />}>
          <NewPasswordForm key={token} token={token} />
        </Suspense>
      ) : (
        <RequestForm />
      )}
      {viewer.isGuest && (
        <Link className="auth-forgot" to="/?force_login=1">
          {intl.formatMessage(m.backToLogin)}
        </Link>
      )}
    </div>
  );
}
