import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { SocialLinkNoticeQuery } from '../../__generated__/SocialLinkNoticeQuery.graphql.ts';
import { socialLoginMessages } from './messages.ts';
import './SocialLogin.css';

const providersQuery = graphql`
  query SocialLinkNoticeQuery {
    socialProviders {
      name
      label
    }
  }
`;

/** Above the login form when a social identity waits for the password of the account with its e-mail (`?social_link=`). */
export function SocialLinkNotice({ provider }: { provider: string }) {
  const intl = useIntl();
  const { socialProviders } = useLazyLoadQuery<SocialLinkNoticeQuery>(providersQuery, {});
  const label = socialProviders.find((candidate) => candidate.name === provider)?.label ?? provider;
  return (
    <p className="social-login__notice" role="status">
      {intl.formatMessage(socialLoginMessages.linkNotice, { provider: label })}
    </p>
  );
}
