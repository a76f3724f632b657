import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { InfoPageQuery } from '../../__generated__/InfoPageQuery.graphql.ts';
import { useLocale } from '../../i18n/LocaleProvider.tsx';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { contentMessages as m } from './messages.ts';
import './ContentArticle.css';
import './InfoPage.css';

const pagesQuery = graphql`
  query InfoPageQuery($language: String!) {
    contentPages(language: $language) {
      fallback
      article {
        id
        identifier
        title
        summary
      }
    }
  }
`;

function PageList() {
  const intl = useIntl();
  const { language } = useLocale();
  const { contentPages } = useLazyLoadQuery<InfoPageQuery>(pagesQuery, { language }, { fetchPolicy: 'store-and-network' });
  const pages = contentPages.filter((page) => page.article.identifier);
  if (!pages.length) return <p className="content-article__missing">{intl.formatMessage(m.empty)}</p>;
  return (
    <ul className="info-list">
      {pages.map(({ article }) => (
        <li key={article.id}>
          <Link className="info-list__card" to={`/info/${article.identifier}`}>
            <strong className="info-list__title">{article.title}</strong>
            <span className="info-list__summary">{article.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The route component of `/info/`: the site's pages (about, how to use, terms, privacy, FAQ…) in the UI language. */
export default function InfoPage() {
  const intl = useIntl();
  return (
    <div className="content-page">
      <h1 className="content-article__title">{intl.formatMessage(m.infoTitle)}</h1>
      <p className="info-intro">{intl.formatMessage(m.infoIntro)}</p>
      <RouteScreen>
        <PageList />
      </RouteScreen>
    </div>
  );
}
