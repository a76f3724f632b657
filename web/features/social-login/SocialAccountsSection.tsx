import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { useSearchParams } from 'react-router';
import type { SocialAccountsSectionQuery } from '../../__generated__/SocialAccountsSectionQuery.graphql.ts';
import type { SocialAccountsSectionUnlinkMutation } from '../../__generated__/SocialAccountsSectionUnlinkMutation.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useAlert, useConfirm, useToast } from '../../ui/index.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { socialLoginMessages } from './messages.ts';
import { openSocialLogin } from './popup.ts';
import { useSocialError } from './useSocialError.ts';
import './SocialLogin.css';

const accountsQuery = graphql`
  query SocialAccountsSectionQuery {
    viewer {
      socialAccounts {
        provider
        label
        email
      }
    }
    socialProviders {
      name
      label
    }
  }
`;

const unlinkMutation = graphql`
  mutation SocialAccountsSectionUnlinkMutation($provider: String!) {
    unlinkSocialAccount(provider: $provider) {
      __typename
      ... on SocialViewerPayload {
        viewer {
          socialAccounts {
            provider
          }
        }
      }
      ...mutationError_error
    }
  }
`;

const ACCOUNT_PATH = '/profile/account/';

/** The account page's social accounts: the linked ones with unlink, and a link button per configured provider not yet linked. */
export function SocialAccountsSection() {
  const intl = useIntl();
  const toast = useToast();
  const alert = useAlert();
  const confirm = useConfirm();
  const showRequestError = useRequestErrorAlert();
  const [params, setParams] = useSearchParams();
  const [fetchKey, setFetchKey] = useState(0);
  const { viewer, socialProviders } = useLazyLoadQuery<SocialAccountsSectionQuery>(accountsQuery, {}, { fetchKey, fetchPolicy: 'network-only' });
  const [commitUnlink, unlinking] = useMutation<SocialAccountsSectionUnlinkMutation>(unlinkMutation);
  const refresh = () => setFetchKey((key) => key + 1);

  useSocialError('OPERATION_FAILED');
  // Back from a link flow (`?social_linked={provider}`): say so once.
  const linked = params.get('social_linked');
  useEffect(() => {
    if (!linked) return;
    const label = socialProviders.find((provider) => provider.name === linked)?.label ?? linked;
    toast(intl.formatMessage(socialLoginMessages.linked, { provider: label }), { kind: 'success' });
    setParams(
      (current) => {
        current.delete('social_linked');
        return current;
      },
      { replace: true },
    );
  }, [linked, socialProviders, toast, intl, setParams]);

  const unlink = async (provider: string) => {
    const confirmed = await confirm({
      message: intl.formatMessage(socialLoginMessages.unlinkConfirm),
      confirmLabel: intl.formatMessage(socialLoginMessages.unlink),
      destructive: true,
    });
    if (!confirmed) return;
    commitUnlink({
      variables: { provider },
      onCompleted: ({ unlinkSocialAccount: result }) => {
        const error = mutationError(result);
        if (error) return void alert({ title: formatToken(intl, 'OPERATION_FAILED'), message: formatToken(intl, error.code) });
        toast(intl.formatMessage(socialLoginMessages.unlinked), { kind: 'success' });
        refresh();
      },
      onError: (error) => void showRequestError(error),
    });
  };

  const linkedNames = new Set(viewer.socialAccounts.map((account) => account.provider));
  const linkable = socialProviders.filter((provider) => !linkedNames.has(provider.name));
  if (!viewer.socialAccounts.length && !socialProviders.length) return null;

  return (
    <section className="account-section social-accounts" aria-labelledby="social-accounts-heading">
      <h2 id="social-accounts-heading" className="account-section__heading">
        {intl.formatMessage(socialLoginMessages.sectionTitle)}
      </h2>
      <p className="account-section__hint">{intl.formatMessage(socialLoginMessages.sectionHint)}</p>
      {viewer.socialAccounts.length ? (
        <ul className="social-accounts__list">
          {viewer.socialAccounts.map((account) => (
            <li key={account.provider} className="social-accounts__item">
              <span className="social-accounts__name">
                <span>{account.label}</span>
                {account.email && <span className="social-accounts__email">{account.email}</span>}
              </span>
              <Button
                className="social-accounts__button"
                aria-label={intl.formatMessage(socialLoginMessages.unlinkLabel, { provider: account.label })}
                isPending={unlinking}
                onPress={() => void unlink(account.provider)}
              >
                {intl.formatMessage(socialLoginMessages.unlink)}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="account-section__hint">{intl.formatMessage(socialLoginMessages.none)}</p>
      )}
      {linkable.map((provider) => (
        <Button key={provider.name} className="social-accounts__button" onPress={() => openSocialLogin(provider.name, ACCOUNT_PATH, refresh)}>
          {intl.formatMessage(socialLoginMessages.link, { provider: provider.label })}
        </Button>
      ))}
    </section>
  );
}
