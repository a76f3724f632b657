import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { tokenMessages } from '../../i18n/tokens.ts';
import { shellMessages } from './messages.ts';
import './StatusPages.css';

interface StatusPageProps {
  title: React.ReactNode;
  text: React.ReactNode;
  /** replaces the link home, e.g. a retry button where the router is not available */
  action?: React.ReactNode;
}

export function StatusPage({ title, text, action }: StatusPageProps) {
  return (
    <section className="status-page">
      <img className="status-page__mark" src="/favicon.svg" alt="" width={64} height={64} />
      <h2>{title}</h2>
      <p>{text}</p>
      {action ?? (
        <Link to="/" className="status-page__link">
          <FormattedMessage {...shellMessages.backHome} />
        </Link>
      )}
    </section>
  );
}

export function ComingSoon() {
  return <StatusPage title={<FormattedMessage {...shellMessages.comingSoonTitle} />} text={<FormattedMessage {...shellMessages.comingSoon} />} />;
}

export function NotFound() {
  return <StatusPage title={<FormattedMessage {...shellMessages.notFoundTitle} />} text={<FormattedMessage {...shellMessages.notFound} />} />;
}

export function Forbidden() {
  return <StatusPage title={<FormattedMessage {...tokenMessages.FORBIDDEN} />} text={<FormattedMessage {...tokenMessages.FORBIDDEN_EXPLANATION} />} />;
}
