import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { TwoFactorLoginStepMutation, TwoFactorLoginStepMutation$data } from '../../__generated__/TwoFactorLoginStepMutation.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useAlert } from '../../ui/index.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { CodeField } from './CodeField.tsx';
import { twoFactorMessages } from './messages.ts';
import './TwoFactor.css';

const completeMutation = graphql`
  mutation TwoFactorLoginStepMutation($input: CompleteTwoFactorLoginInput!) {
    completeTwoFactorLogin(input: $input) {
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

export type SignedIn = TwoFactorLoginStepMutation$data['completeTwoFactorLogin'];

/**
 * The login screen's second step after a right password: the app's 6-digit code, or a recovery
 * code. An ended challenge (expired, or too many wrong codes) goes back to the password.
 */
export function TwoFactorLoginStep({
  challenge,
  socialLinkToken = null,
  onSignedIn,
  onBack,
}: {
  challenge: string;
  /** a social account waiting for this sign-in to be linked (the login screen's `social_link`) */
  socialLinkToken?: string | null;
  onSignedIn: (outcome: SignedIn) => void;
  onBack: () => void;
}) {
  const intl = useIntl();
  const showRequestError = useRequestErrorAlert();
  const alert = useAlert();
  const [commit, isInFlight] = useMutation<TwoFactorLoginStepMutation>(completeMutation);
  const [recovery, setRecovery] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (code: string) => {
    if (!code) return setProblem(formatToken(intl, 'FIELD_REQUIRED'));
    commit({
      variables: { input: { challenge, code, socialLinkToken } },
      onCompleted: ({ completeTwoFactorLogin: result }) => {
        if (result.__typename === 'AuthPayload') return onSignedIn(result);
        const error = mutationError(result);
        if (error?.code === 'TWO_FACTOR_CHALLENGE_EXPIRED') {
          onBack();
          void alert({ title: formatToken(intl, 'LOGIN_FAILED'), message: formatToken(intl, error.code) });
          return;
        }
        setProblem(formatToken(intl, error?.fields[0]?.code ?? error?.code ?? 'OPERATION_NOT_SUCCEEDED'));
      },
      onError: (error) => void showRequestError(error),
    });
  };

  return (
    <Form
      className="two-factor-form auth-form"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get('code');
        submit(typeof value === 'string' ? value.trim() : '');
      }}
    >
      <p className="auth__intro">{intl.formatMessage(recovery ? twoFactorMessages.loginRecoveryIntro : twoFactorMessages.loginIntro)}</p>
      <CodeField
        key={recovery ? 'recovery' : 'code'}
        name="code"
        kind={recovery ? 'recovery' : 'code'}
        label={intl.formatMessage(recovery ? twoFactorMessages.recoveryCode : twoFactorMessages.code)}
        problem={problem}
        autoFocus
      />
      <Button type="submit" className="auth-submit" isPending={isInFlight}>
        {intl.formatMessage(twoFactorMessages.verify)}
      </Button>
      <Button
        className="two-factor__link"
        onPress={() => {
          setProblem(undefined);
          setRecovery(!recovery);
        }}
      >
        {intl.formatMessage(recovery ? twoFactorMessages.useApp : twoFactorMessages.useRecovery)}
      </Button>
      <Button className="two-factor__link" onPress={onBack}>
        {intl.formatMessage(twoFactorMessages.back)}
      </Button>
    </Form>
  );
}
