import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { ArticleListPageQuery } from '../../__generated__/ArticleListPageQuery.graphql.ts';
import { ARTICLE_CATEGORIES, BLOG_FEED_PATH } from '@domain/articles.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '@domain/languages.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { kindOfPath, kindPaths, LIST_TITLES, NEW_TITLES } from './article-kind.ts';
import { FeedLink } from './FeedLink.tsx';
import { articleMessages as m } from './messages.ts';
import '../posts/posts.css';
import './articles.css';

const PAGE = 30;

const listQuery = graphql`
  query ArticleListPageQuery($kind: ArticleKind!, $category: String, $language: String, $status: ArticleStatus, $search: String, $first: Int!) {
    viewer {
      writableArticleKinds
    }
    articles(kind: $kind, category: $category, language: $language, status: $status, search: $search, first: $first) {
      totalCount
      edges {
        node {
          id
          recId
          title
          cardSummary
          category
          identifier
          language
          status
          headline
          publishedAt
          createdAt
          path
          author {
            displayName
          }
        }
      }
    }
  }
`;

/**
 * The route component of `/blog/`, `/story/` and `/admin/content/`: a kind's articles the viewer may
 * read, newest first (content pages in their order), filtered by category — and for the admin's
 * content pages by language and status — with a button to write one where the viewer may.
 */
export default function ArticleListPage() {
  return (
    <PartTexts part="publishing">
      <ArticleListPageScreen />
    </PartTexts>
  );
}

function ArticleListPageScreen() {
  const intl = useIntl();
  const kind = kindOfPath(useLocation().pathname);
  const paths = kindPaths(kind);
  const [params, setParams] = useSearchParams();
  const [first, setFirst] = useState(PAGE);
  const category = params.get('category');
  const language = kind === 'CONTENT' ? params.get('language') : null;
  const status = kind === 'CONTENT' ? params.get('status') : null;
  const search = params.get('q');
  const data = useLazyLoadQuery<ArticleListPageQuery>(
    listQuery,
    { kind, category, language, status: status === 'DRAFT' || status === 'PUBLISHED' ? status : null, search, first },
    { fetchPolicy: 'store-and-network' },
  );
  const canWrite = data.viewer?.writableArticleKinds.includes(kind) ?? false;
  const filter = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const edges = data.articles.edges;

  return (
    <RouteScreen className="articles-page">
      <header className="articles-page__header">
        <h1>{intl.formatMessage(LIST_TITLES[kind])}</h1>
        {canWrite && (
          <Link className="posts-button posts-button--primary" to={paths.edit(0)}>
            {intl.formatMessage(NEW_TITLES[kind])}
          </Link>
        )}
      </header>
      {kind === 'BLOG' && <FeedLink path={BLOG_FEED_PATH} title={intl.formatMessage(m.blogTitle)} />}

      {ARTICLE_CATEGORIES[kind].length > 1 && (
        <nav className="articles-chips" aria-label={intl.formatMessage(m.categoryLabel)}>
          {[null, ...ARTICLE_CATEGORIES[kind]].map((each) => (
            <button key={each ?? 'all'} type="button" className="articles-chip" aria-pressed={category === each} onClick={() => filter('category', each)}>
              {each ? intl.formatMessage(m.category, { category: each }) : intl.formatMessage(m.allCategories)}
            </button>
          ))}
        </nav>
      )}

      {kind === 'CONTENT' && (
        <div className="articles-filters">
          <label>
            {intl.formatMessage(m.language)}
            <select value={language ?? ''} onChange={(event) => filter('language', event.target.value || null)}>
              <option value="">{intl.formatMessage(m.allCategories)}</option>
              {LANGUAGES.map((each) => (
                <option key={each} value={each}>
                  {LANGUAGE_NAMES[each]}
                </option>
              ))}
            </select>
          </label>
          <label>
            {intl.formatMessage(m.status)}
            <select value={status ?? ''} onChange={(event) => filter('status', event.target.value || null)}>
              <option value="">{intl.formatMessage(m.allCategories)}</option>
              <option value="DRAFT">{intl.formatMessage(m.draft)}</option>
              <option value="PUBLISHED">{intl.formatMessage(m.published)}</option>
            </select>
          </label>
        </div>
      )}

      <input
        className="articles-search"
        type="search"
        defaultValue={search ?? ''}
        placeholder={intl.formatMessage(m.search)}
        aria-label={intl.formatMessage(m.search)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') filter('q', event.currentTarget.value.trim() || null);
        }}
      />

      {edges.length === 0 && <p className="articles-empty">{intl.formatMessage(m.empty)}</p>}
      <ul className="articles-list">
        {edges.map(({ node }) => {
          const when = node.publishedAt ?? node.createdAt;
          return (
            <li key={node.id} className="articles-card" data-testid="article-card">
              <Link to={kind === 'CONTENT' ? paths.edit(node.recId) : node.path}>
                <span className="articles-card__meta">
                  {intl.formatMessage(m.category, { category: node.category })}
                  {kind === 'CONTENT' && ` · ${node.identifier} · ${node.language}`}
                  {' · '}
                  <time dateTime={when}>{intl.formatDate(new Date(when), { dateStyle: 'medium' })}</time>
                  {node.status === 'DRAFT' && <span className="articles-badge">{intl.formatMessage(m.draft)}</span>}
                </span>
                <strong className="articles-card__title">{node.title}</strong>
                {node.cardSummary && <span className="articles-card__summary">{node.cardSummary.slice(0, 200)}</span>}
                {node.author && <span className="articles-card__author">{intl.formatMessage(m.by, { name: node.author.displayName })}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
      {data.articles.totalCount > edges.length && (
        <button type="button" className="posts-button" onClick={() => setFirst((count) => count + PAGE)}>
          {intl.formatMessage(m.loadMore)}
        </button>
      )}
    </RouteScreen>
  );
}
