import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { tokenMessages } from '../../i18n/tokens.ts';
import { shellMessages } from './messages.ts';
import './StatusPages.css';

function StatusPage({ title, text }: { title: React.ReactNode; text: React.ReactNode }) {
  return (
    <section className="status-page">
      <div className="status-page__mark" aria-hidden="true">🦋</div>
      <h2>{title}</h2>
      <p>{text}</p>
      <Link to="/" className="status-page__link">
        <FormattedMessage {...shellMessages.backHome} />
      </Link>
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
