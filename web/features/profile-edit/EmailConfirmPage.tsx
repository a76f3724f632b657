import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { EmailConfirmPageMutation, EmailConfirmPageMutation$data } from '../../__generated__/EmailConfirmPageMutation.graphql.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { formatToken } from '../../i18n/tokens.ts';
import { Spinner } from '../../ui/index.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { profileEditMessages as m } from './messages.ts';
import './ProfileEditPage.css';

const confirmMutation = graphql`
  mutation EmailConfirmPageMutation($input: ConfirmEmailChangeInput!) {
    confirmEmailChange(input: $input) {
      __typename
      ... on EmailChangePayload {
        code
        email
      }
      ... on Error {
        code
      }
    }
  }
`;

type Outcome = { email: string } | { error: string };

/** One confirmation per token and page load: a token works once, and React may start an effect twice. */
const confirmations = new Map<string, Promise<Outcome>>();

function confirmOnce(environment: IEnvironment, token: string): Promise<Outcome> {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = new Promise<Outcome>((resolve) => {
      commitMutation<EmailConfirmPageMutation>(environment, {
        mutation: confirmMutation,
        variables: { input: { token } },
        onCompleted: (data: EmailConfirmPageMutation$data) => {
          const result = data.confirmEmailChange as { __typename: string; email?: string; code?: string };
          if (result.__typename === 'EmailChangePayload' && result.email) resolve({ email: result.email });
          else resolve({ error: result.code ?? 'OPERATION_NOT_SUCCEEDED' });
        },
        onError: () => resolve({ error: 'OPERATION_NOT_SUCCEEDED' }),
      });
    });
    confirmations.set(token, pending);
  }
  return pending;
}

/** The route component of `/profile/email/confirm/{token}`: the page a mailed e-mail change link opens; it confirms and says how it went. */
/** The route component of the e-mail change's confirmation link. */
export default function EmailConfirmPage() {
  return (
    <PartTexts part="profileEdit">
      <EmailConfirm />
    </PartTexts>
  );
}

function EmailConfirm() {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const viewer = useViewer();
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    let current = true;
    void confirmOnce(environment, token).then((result) => current && setOutcome(result));
    return () => {
      current = false;
    };
  }, [environment, token]);

  return (
    <div className="profile-edit">
      <h1 className="profile-edit__title">{intl.formatMessage(m.confirmTitle)}</h1>
      <section className="profile-edit__section" data-testid="email-confirm">
        {outcome === null ? (
          <>
            <Spinner />
            <p className="profile-edit__hint">{intl.formatMessage(m.confirming)}</p>
          </>
        ) : 'email' in outcome ? (
          <p className="profile-edit__notice" role="status">
            {intl.formatMessage(m.confirmed, { email: outcome.email })}
          </p>
        ) : (
          <p className="profile-edit__notice" role="alert">
            {formatToken(intl, outcome.error)}
          </p>
        )}
        {outcome !== null && (
          <div className="profile-edit__buttons">
            <Link className="profile-edit__button" to={viewer.isGuest ? '/' : '/profile/edit/'}>
              {intl.formatMessage(viewer.isGuest ? m.toHome : m.toProfile)}
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}
