import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { ContentArticleQuery } from '../../__generated__/ContentArticleQuery.graphql.ts';
import { useLocale } from '../../i18n/LocaleProvider.tsx';
import { formatToken } from '../../i18n/tokens.ts';
import { contentMessages as m } from './messages.ts';
import './ContentArticle.css';

const pageQuery = graphql`
  query ContentArticleQuery($identifier: String!, $language: String!) {
    contentPage(identifier: $identifier, language: $language) {
      __typename
      ... on ShownContentPage {
        fallback
        article {
          title
          description
          language
          status
        }
      }
      ... on Error {
        code
      }
    }
  }
`;

/**
 * A content page (about, how to use, privacy, terms, FAQ…) in the UI language, or in Hungarian
 * with a notice where that language has none yet. Its rich text was sanitised by the server.
 */
export function ContentArticle({ identifier }: { identifier: string }) {
  const intl = useIntl();
  const { language } = useLocale();
  const { contentPage: page } = useLazyLoadQuery<ContentArticleQuery>(pageQuery, { identifier, language }, { fetchPolicy: 'store-and-network' });
  if (page.__typename !== 'ShownContentPage' || !page.article) {
    return (
      <p className="content-article__missing" role="alert">
        {formatToken(intl, page.code ?? 'DATA_NOT_FOUND')}
      </p>
    );
  }
  const { article } = page;
  return (
    <article className="content-article" lang={article.language} data-testid="content-article">
      {page.fallback && <p className="content-article__notice">{intl.formatMessage(m.fallback)}</p>}
      {article.status === 'DRAFT' && <p className="content-article__notice">{intl.formatMessage(m.draft)}</p>}
      <h2 className="content-article__title">{article.title}</h2>
      <div className="content-article__body" dangerouslySetInnerHTML={{ __html: article.description }} />
    </article>
  );
}
