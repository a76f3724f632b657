import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Button, Checkbox, Form, type Key, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { LoginScreenLoginMutation } from '../../__generated__/LoginScreenLoginMutation.graphql.ts';
import type { LoginScreenRegisterMutation } from '../../__generated__/LoginScreenRegisterMutation.graphql.ts';
import type { mutationError_error$key } from '../../__generated__/mutationError_error.graphql.ts';
import { formatToken, type Token } from '../../i18n/tokens.ts';
import { useLocale } from '../../i18n/LocaleProvider.tsx';
import { mutationError } from '../../relay/mutation-error.ts';
import { PopupSheet, Spinner, useAlert, useToast } from '../../ui/index.ts';
import { type FieldProblem, validateForm } from '../forms/rules.ts';
import { useFormErrorDialog, useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { useSession } from '../session/SessionProvider.tsx';
import { TwoFactorLoginStep } from '../two-factor/TwoFactorLoginStep.tsx';
import { SocialLinkNotice } from '../social-login/SocialLinkNotice.tsx';
import { SocialLoginButtons } from '../social-login/SocialLoginButtons.tsx';
import { SocialSignupForm } from '../social-login/SocialSignupForm.tsx';
import { useSocialError } from '../social-login/useSocialError.ts';
import { AuthField, useFieldProblems } from './AuthField.tsx';
import { authMessages } from './messages.ts';
import { PASSWORD_MIN_LENGTH } from '@domain/passwords.ts';
import './LoginScreen.css';

const PrivacyPolicy = lazy(() => import('../content/PrivacyPolicy.tsx').then((module) => ({ default: module.PrivacyPolicy })));

const loginMutation = graphql`
  mutation LoginScreenLoginMutation($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on AuthPayload {
        viewer {
          displayName
        }
      }
      ... on TwoFactorChallenge {
        challenge
      }
      ... on AccountSuspendedError {
        until
      }
      ...mutationError_error
    }
  }
`;

const registerMutation = graphql`
  mutation LoginScreenRegisterMutation($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on AuthPayload {
        viewer {
          displayName
        }
      }
      ...mutationError_error
    }
  }
`;

const fieldLabels = {
  email: authMessages.email,
  password: authMessages.password,
  passwordRetype: authMessages.passwordRetype,
  displayName: authMessages.displayName,
  acceptPrivacy: authMessages.privacyPolicy,
};

type Values = Record<string, string>;

function formValues(event: FormEvent<HTMLFormElement>): Values {
  return Object.fromEntries([...new FormData(event.currentTarget)].map(([key, value]) => [key, typeof value === 'string' ? value : '']));
}

/** What login and register answer: the viewer, or an error (the invalid fields or another token). */
type AuthOutcome = { readonly viewer?: { readonly displayName: string | null | undefined } | null; readonly until?: string | null } & mutationError_error$key;

/**
 * Handles an AuthOutcome: a new session starts and the app returns where the guest was sent from
 * (`next`), invalid fields are marked and listed, anything else is alerted under `failureTitle`.
 */
function useAuthOutcome(success: MessageDescriptor, failureTitle: Token, setProblems: (problems: FieldProblem[]) => void) {
  const intl = useIntl();
  const { restartSession } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const toast = useToast();
  const alert = useAlert();
  const showFormErrors = useFormErrorDialog(fieldLabels);
  return (outcome: AuthOutcome) => {
    const { viewer } = outcome;
    const error = mutationError(outcome);
    if (viewer) {
      // A message element, not a text: the greeting follows the UI into the account's language.
      toast(<FormattedMessage {...success} values={{ name: viewer.displayName }} />, { kind: 'success' });
      restartSession();
      const next = params.get('next');
      void navigate(next?.startsWith('/') && !next.startsWith('//') ? next : '/', { replace: true });
    } else if (error?.fields.length) {
      setProblems([...error.fields]);
      void showFormErrors(error.fields);
    } else if (error?.code === 'ACCOUNT_SUSPENDED' && outcome.until) {
      const until = intl.formatDate(new Date(outcome.until), { dateStyle: 'medium', timeStyle: 'short' });
      void alert({ title: formatToken(intl, failureTitle), message: intl.formatMessage(authMessages.suspendedUntil, { until }) });
    } else {
      void alert({ title: formatToken(intl, failureTitle), message: formatToken(intl, error?.code ?? 'OPERATION_NOT_SUCCEEDED') });
    }
  };
}

function LoginForm() {
  const intl = useIntl();
  // a social identity waiting for this account's password (social-login/SocialLinkNotice.tsx)
  const [params] = useSearchParams();
  const [commit, isInFlight] = useMutation<LoginScreenLoginMutation>(loginMutation);
  const { setProblems, messageFor } = useFieldProblems();
  const showFormErrors = useFormErrorDialog(fieldLabels);
  const showRequestError = useRequestErrorAlert();
  const handleOutcome = useAuthOutcome(authMessages.welcome, 'OPERATION_FAILED', setProblems);
  // The password was right and the account asks for its second factor: the code step replaces the form.
  const [challenge, setChallenge] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event);
    const problems = validateForm(values, { email: 'required', password: 'required' });
    setProblems(problems);
    if (problems.length) return void showFormErrors(problems);
    commit({
      variables: { input: { email: values.email ?? '', password: values.password ?? '', socialLinkToken: params.get('social_link') } },
      onCompleted: ({ login }) => (login.challenge !== undefined ? setChallenge(login.challenge) : handleOutcome(login)),
      onError: (error) => void showRequestError(error),
    });
  };

  if (challenge !== null)
    return <TwoFactorLoginStep challenge={challenge} socialLinkToken={params.get('social_link')} onSignedIn={handleOutcome} onBack={() => setChallenge(null)} />;
  return (
    <Form className="auth-form" onSubmit={submit} validationBehavior="aria">
      <AuthField name="email" type="email" label={intl.formatMessage(authMessages.email)} problem={messageFor('email')} autoComplete="username" />
      <AuthField name="password" type="password" label={intl.formatMessage(authMessages.password)} problem={messageFor('password')} autoComplete="current-password" />
      <Button type="submit" className="auth-submit" isPending={isInFlight}>
        <FormattedMessage {...authMessages.loginSubmit} />
      </Button>
      <Link className="auth-forgot" to="/password/restore">
        <FormattedMessage {...authMessages.forgotPassword} />
      </Link>
    </Form>
  );
}

function RegisterForm() {
  const intl = useIntl();
  const { language } = useLocale();
  const [commit, isInFlight] = useMutation<LoginScreenRegisterMutation>(registerMutation);
  const { setProblems, messageFor } = useFieldProblems();
  const showFormErrors = useFormErrorDialog(fieldLabels);
  const showRequestError = useRequestErrorAlert();
  const handleOutcome = useAuthOutcome(authMessages.registered, 'REGISTRATION_FAILED', setProblems);
  const [accepted, setAccepted] = useState(false);
  const [policyOpen, setPolicyOpen] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event);
    const problems = validateForm(
      { ...values, acceptPrivacy: accepted ? 'yes' : '' },
      {
        displayName: 'required;minlength:2',
        email: 'required;email',
        password: `required;minlength:${PASSWORD_MIN_LENGTH}`,
        passwordRetype: 'required;retype',
        acceptPrivacy: 'privacy',
      },
      {
        retype: (retype) => (retype === values.password ? null : 'PW_RETYPE_FAILED'),
        privacy: (value) => (value ? null : 'PRIVACY_NOT_ACCEPTED'),
      },
    );
    setProblems(problems);
    if (problems.length) return void showFormErrors(problems);
    commit({
      variables: {
        input: {
          displayName: values.displayName ?? '',
          email: values.email ?? '',
          password: values.password ?? '',
          passwordRetype: values.passwordRetype ?? '',
          acceptPrivacy: accepted,
          language,
        },
      },
      onCompleted: ({ register }) => handleOutcome(register),
      onError: (error) => void showRequestError(error),
    });
  };

  return (
    <Form className="auth-form" onSubmit={submit} validationBehavior="aria">
      <AuthField name="displayName" label={intl.formatMessage(authMessages.displayName)} problem={messageFor('displayName')} autoComplete="name" />
      <AuthField name="email" type="email" label={intl.formatMessage(authMessages.email)} problem={messageFor('email')} autoComplete="email" />
      <AuthField
        name="password"
        type="password"
        label={intl.formatMessage(authMessages.password)}
        problem={messageFor('password')}
        autoComplete="new-password"
        description={intl.formatMessage(authMessages.passwordHint, { min: PASSWORD_MIN_LENGTH })}
      />
      <AuthField
        name="passwordRetype"
        type="password"
        label={intl.formatMessage(authMessages.passwordRetype)}
        problem={messageFor('passwordRetype')}
        autoComplete="new-password"
      />
      <Checkbox className="auth-checkbox" isSelected={accepted} onChange={setAccepted} isInvalid={messageFor('acceptPrivacy') !== undefined}>
        <span className="auth-checkbox__box" aria-hidden="true" />
        <span>
          <FormattedMessage
            {...authMessages.acceptPrivacy}
            values={{
              // The policy opens over the form, which stays filled in underneath; the link itself still leads to /content/privacy.
              link: (chunks: React.ReactNode[]) => (
                <Link
                  to="/content/privacy"
                  // Pressing the link must not tick the box it sits in.
                  onPointerDown={(event) => event.stopPropagation()}
                  onPointerUp={(event) => event.stopPropagation()}
                  onClick={(event) => {
                    event.stopPropagation();
                    event.preventDefault();
                    setPolicyOpen(true);
                  }}
                >
                  {chunks}
                </Link>
              ),
            }}
          />
        </span>
      </Checkbox>
      {messageFor('acceptPrivacy') && <p className="auth-field__error">{messageFor('acceptPrivacy')}</p>}
      <PopupSheet isOpen={policyOpen} onClose={() => setPolicyOpen(false)} title={intl.formatMessage(authMessages.privacyPolicy)}>
        <Suspense fallback={<Spinner />}>
          <PrivacyPolicy />
        </Suspense>
      </PopupSheet>
      <Button type="submit" className="auth-submit" isPending={isInFlight}>
        <FormattedMessage {...authMessages.registerSubmit} />
      </Button>
    </Form>
  );
}

/** The login/register screen of `/?force_login=1`, as a sheet over the home page. */
export function LoginScreen({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  useSocialError('LOGIN_FAILED');
  const [tab, setTab] = useState<Key>('login');
  const [params] = useSearchParams();
  const next = params.get('next');
  const callback = next?.startsWith('/') && !next.startsWith('//') ? next : '/';
  const socialLink = params.get('social_link') && params.get('social_provider');
  if (params.get('social_signup') === '1') {
    return (
      <PopupSheet isOpen onClose={onClose} title={intl.formatMessage(authMessages.registerTab)}>
        <div className="auth">
          <Suspense fallback={<Spinner />}>
            <SocialSignupForm next={callback} />
          </Suspense>
        </div>
      </PopupSheet>
    );
  }
  return (
    <PopupSheet isOpen onClose={onClose} title={intl.formatMessage(tab === 'register' ? authMessages.registerTab : authMessages.title)}>
      <div className="auth">
        <p className="auth__intro">
          <FormattedMessage {...authMessages.intro} />
        </p>
        <Tabs className="auth-tabs" selectedKey={tab} onSelectionChange={setTab}>
          <TabList aria-label={intl.formatMessage(authMessages.title)} className="auth-tabs__list">
            <Tab id="login" className="auth-tabs__tab">
              <FormattedMessage {...authMessages.loginTab} />
            </Tab>
            <Tab id="register" className="auth-tabs__tab">
              <FormattedMessage {...authMessages.registerTab} />
            </Tab>
          </TabList>
          <TabPanel id="login">
            {socialLink && (
              <Suspense fallback={null}>
                <SocialLinkNotice provider={socialLink} />
              </Suspense>
            )}
            <LoginForm />
            <Suspense fallback={null}>
              <SocialLoginButtons callback={callback} />
            </Suspense>
          </TabPanel>
          <TabPanel id="register">
            <RegisterForm />
          </TabPanel>
        </Tabs>
      </div>
    </PopupSheet>
  );
}
