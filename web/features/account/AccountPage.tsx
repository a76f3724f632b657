import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { AccountPageQuery } from '../../__generated__/AccountPageQuery.graphql.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { PasswordSection } from '../passwords/PasswordSection.tsx';
import { TwoFactorSection } from '../two-factor/TwoFactorSection.tsx';
import { SessionsSection } from '../sessions/SessionsSection.tsx';
import { Spinner } from '../../ui/index.ts';
import { SocialAccountsSection } from '../social-login/SocialAccountsSection.tsx';
import { MyDataSection } from '../account-removal/MyDataSection.tsx';
import { RemoveAccountSection } from '../account-removal/RemoveAccountSection.tsx';
import { accountMessages } from './messages.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import './AccountPage.css';

const accountQuery = graphql`
  query AccountPageQuery {
    viewer {
      userId
      ...PasswordSection_viewer
      ...TwoFactorSection_viewer
      ...SessionsSection_viewer
      ...RemoveAccountSection_viewer
    }
  }
`;

/** The route component of `/profile/account/`: how the person signs in, where they are signed in, and their data. */
const AccountScreen: RouteScreenComponent<{ main: AccountPageQuery }> = ({ queries }) => {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery(accountQuery, queries.main);
  return (
    <div className="account">
      <h1 className="account__title">{intl.formatMessage(accountMessages.title)}</h1>
      <p className="account__intro">{intl.formatMessage(accountMessages.intro)}</p>
      <nav className="account__links">
        <Link to="/profile/edit/">{intl.formatMessage(accountMessages.editProfile)}</Link>
        <Link to="/profile/settings/">{intl.formatMessage(accountMessages.settings)}</Link>
      </nav>
      <PasswordSection viewer={viewer} />
      <TwoFactorSection viewer={viewer} />
      <SessionsSection viewer={viewer} />
      <Suspense fallback={<Spinner />}>
        <SocialAccountsSection />
      </Suspense>
      <MyDataSection />
      <RemoveAccountSection viewer={viewer} />
    </div>
  );
};

/** Its texts are in the account screens' catalog part. */
const AccountPage: typeof AccountScreen = (props) => (
  <PartTexts part="account">
    <AccountScreen {...props} />
  </PartTexts>
);

export default AccountPage;
