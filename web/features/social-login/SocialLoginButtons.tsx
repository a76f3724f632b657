import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { SocialLoginButtonsQuery } from '../../__generated__/SocialLoginButtonsQuery.graphql.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { socialLoginMessages } from './messages.ts';
import { openSocialLogin } from './popup.ts';
import './SocialLogin.css';

const providersQuery = graphql`
  query SocialLoginButtonsQuery {
    socialProviders {
      name
      label
    }
  }
`;

/** The login screen's buttons, one per configured provider (none when the site has none). */
export function SocialLoginButtons({ callback }: { callback: string }) {
  const intl = useIntl();
  const { restartSession } = useSession();
  const { socialProviders } = useLazyLoadQuery<SocialLoginButtonsQuery>(providersQuery, {});
  if (!socialProviders.length) return null;
  return (
    <div className="social-login">
      <p className="social-login__or">{intl.formatMessage(socialLoginMessages.or)}</p>
      {socialProviders.map((provider) => (
        <Button
          key={provider.name}
          className="social-login__button"
          // a closed popup: the session is asked again (signed in → the new session loads and the page reloads)
          onPress={() => openSocialLogin(provider.name, callback, restartSession)}
        >
          {intl.formatMessage(socialLoginMessages.continueWith, { provider: provider.label })}
        </Button>
      ))}
    </div>
  );
}
