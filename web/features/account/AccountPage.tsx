import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { AccountPageQuery } from '../../__generated__/AccountPageQuery.graphql.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { MyDataSection } from '../account-removal/MyDataSection.tsx';
import { RemoveAccountSection } from '../account-removal/RemoveAccountSection.tsx';
import { accountMessages } from './messages.ts';
import './AccountPage.css';

const accountQuery = graphql`
  query AccountPageQuery {
    viewer {
      userId
    }
  }
`;

/** The route component of `/profile/account/`: how the person signs in, where they are signed in, and their data. */
const AccountPage: RouteScreenComponent<{ main: AccountPageQuery }> = ({ queries }) => {
  const intl = useIntl();
  usePreloadedQuery(accountQuery, queries.main);
  return (
    <div className="account">
      <h1 className="account__title">{intl.formatMessage(accountMessages.title)}</h1>
      <p className="account__intro">{intl.formatMessage(accountMessages.intro)}</p>
      <nav className="account__links">
        <Link to="/profile/edit/">{intl.formatMessage(accountMessages.editProfile)}</Link>
        <Link to="/profile/settings/">{intl.formatMessage(accountMessages.settings)}</Link>
      </nav>
      <MyDataSection />
      <RemoveAccountSection />
    </div>
  );
};

export default AccountPage;
