import { type FormEvent, useState } from 'react';
import { Button, Checkbox, FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router';
import type { SocialSignupFormMutation } from '../../__generated__/SocialSignupFormMutation.graphql.ts';
import type { SocialSignupFormQuery } from '../../__generated__/SocialSignupFormQuery.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { useLocale } from '../../i18n/LocaleProvider.tsx';
import { mutationError } from '../../relay/mutation-error.ts';
import { useAlert, useToast } from '../../ui/index.ts';
import { authMessages } from '../auth/messages.ts';
import { type FieldProblem, validateForm } from '../forms/rules.ts';
import { useFormErrorDialog, useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { useSession } from '../session/SessionProvider.tsx';
import { socialLoginMessages } from './messages.ts';
import './SocialLogin.css';

const pendingQuery = graphql`
  query SocialSignupFormQuery {
    socialSignup {
      providerLabel
      email
      displayName
    }
  }
`;

const signupMutation = graphql`
  mutation SocialSignupFormMutation($input: CompleteSocialSignupInput!) {
    completeSocialSignup(input: $input) {
      __typename
      ... on SocialViewerPayload {
        viewer {
          displayName
        }
      }
      ...mutationError_error
    }
  }
`;

const fieldLabels = { displayName: authMessages.displayName, acceptPrivacy: authMessages.privacyPolicy };

/**
 * The sign-up confirmation after a new identity's first social login (`/?force_login=1&social_signup=1`):
 * the name and e-mail the provider gave, and the privacy policy, which must be accepted.
 */
export function SocialSignupForm({ next }: { next: string }) {
  const intl = useIntl();
  const { language } = useLocale();
  const { restartSession } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const alert = useAlert();
  const showFormErrors = useFormErrorDialog(fieldLabels);
  const showRequestError = useRequestErrorAlert();
  const { socialSignup } = useLazyLoadQuery<SocialSignupFormQuery>(pendingQuery, {}, { fetchPolicy: 'network-only' });
  const [commit, isInFlight] = useMutation<SocialSignupFormMutation>(signupMutation);
  const [accepted, setAccepted] = useState(false);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const problemOf = (field: string) => {
    const problem = problems.find((candidate) => candidate.field === field);
    return problem ? formatToken(intl, problem.code) : undefined;
  };

  if (!socialSignup) return <p className="social-login__notice">{intl.formatMessage(socialLoginMessages.signupExpired)}</p>;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entered = new FormData(event.currentTarget).get('displayName');
    const displayName = typeof entered === 'string' ? entered : '';
    const found = validateForm(
      { displayName, acceptPrivacy: accepted ? 'yes' : '' },
      { displayName: 'required;minlength:2', acceptPrivacy: 'privacy' },
      { privacy: (value) => (value ? null : 'PRIVACY_NOT_ACCEPTED') },
    );
    setProblems(found);
    if (found.length) return void showFormErrors(found);
    commit({
      variables: { input: { displayName, acceptPrivacy: accepted, language } },
      onCompleted: ({ completeSocialSignup: result }) => {
        const error = mutationError(result);
        if (result.viewer) {
          toast(<FormattedMessage {...authMessages.registered} values={{ name: result.viewer.displayName }} />, { kind: 'success' });
          restartSession();
          void navigate(next, { replace: true });
        } else if (error?.fields.length) {
          setProblems([...error.fields]);
          void showFormErrors(error.fields);
        } else {
          void alert({ title: formatToken(intl, 'REGISTRATION_FAILED'), message: formatToken(intl, error?.code ?? 'OPERATION_NOT_SUCCEEDED') });
        }
      },
      onError: (error) => void showRequestError(error),
    });
  };

  return (
    <Form className="auth-form" onSubmit={submit} validationBehavior="aria">
      <h2 className="auth__intro">{intl.formatMessage(socialLoginMessages.signupTitle, { provider: socialSignup.providerLabel })}</h2>
      <p className="auth__intro">{intl.formatMessage(socialLoginMessages.signupIntro, { provider: socialSignup.providerLabel })}</p>
      <TextField
        name="displayName"
        defaultValue={socialSignup.displayName ?? ''}
        isInvalid={problemOf('displayName') !== undefined}
        className="auth-field"
        autoComplete="name"
      >
        <Label>{intl.formatMessage(authMessages.displayName)}</Label>
        <Input />
        <FieldError>{problemOf('displayName')}</FieldError>
      </TextField>
      <p>{intl.formatMessage(socialLoginMessages.signupEmail, { email: socialSignup.email })}</p>
      <Checkbox className="auth-checkbox" isSelected={accepted} onChange={setAccepted} isInvalid={problemOf('acceptPrivacy') !== undefined}>
        <span className="auth-checkbox__box" aria-hidden="true" />
        <span>
          <FormattedMessage
            {...authMessages.acceptPrivacy}
            values={{
              link: (chunks: React.ReactNode[]) => (
                <Link to="/content/privacy" target="_blank" onClick={(event) => event.stopPropagation()}>
                  {chunks}
                </Link>
              ),
            }}
          />
        </span>
      </Checkbox>
      {problemOf('acceptPrivacy') && <p className="auth-field__error">{problemOf('acceptPrivacy')}</p>}
      <Button type="submit" className="auth-submit" isPending={isInFlight}>
        {intl.formatMessage(socialLoginMessages.signupSubmit)}
      </Button>
    </Form>
  );
}
