import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useParams, useSearchParams } from 'react-router';
import type { JournalPageQuery } from '../../__generated__/JournalPageQuery.graphql.ts';
import { JOURNAL_CATEGORIES, journalFeedPath } from '@domain/articles.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { formatToken } from '../../i18n/tokens.ts';
import { globalId } from '../posts/edit-route.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { kindPaths } from './article-kind.ts';
import { FeedLink } from './FeedLink.tsx';
import { articleMessages as m } from './messages.ts';
import '../posts/posts.css';
import '../rich-text/rich-text-view.css';
import './articles.css';

const journalQuery = graphql`
  query JournalPageQuery($entity: ID!, $entityId: ID!, $category: String) {
    entity: node(id: $entity) {
      ... on Entity {
        recId
        displayName
        viewerCanWriteJournal
      }
    }
    articles(kind: JOURNAL, entityId: $entityId, category: $category, first: 50) {
      edges {
        node {
          id
          recId
          category
          title
          description
          status
          publishedAt
          createdAt
          viewerCanEdit
          author {
            recId
            displayName
          }
        }
      }
    }
  }
`;

/**
 * The route component of `/entity/{id}/journal/`: a group's or project's journal, its entries and
 * logbook (recording §3 entity kinds), newest first, each in full; `?article=` scrolls to one. Its
 * keepers (A, C, E) write new entries.
 */
export default function JournalPage() {
  return (
    <PartTexts part="publishing">
      <RouteScreen className="articles-page">
        <Journal />
      </RouteScreen>
    </PartTexts>
  );
}

function Journal() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const shown = params.get('article');
  const entityKey = globalId('Entity', id);
  const data = useLazyLoadQuery<JournalPageQuery>(journalQuery, { entity: entityKey, entityId: entityKey, category }, { fetchPolicy: 'store-and-network' });
  useEffect(() => {
    if (shown) document.getElementById(`article-${shown}`)?.scrollIntoView({ block: 'start' });
  }, [shown]);
  const entity = data.entity;
  if (!entity?.recId) return <p className="articles-empty">{formatToken(intl, 'DATA_NOT_FOUND')}</p>;
  const paths = kindPaths('JOURNAL', entity.recId);
  const edges = data.articles.edges;

  return (
    <>
      <header className="articles-page__header">
        <h1>
          {intl.formatMessage(m.journalTitle)} · <Link to={`/entity/${entity.recId}`}>{entity.displayName}</Link>
        </h1>
        {entity.viewerCanWriteJournal && (
          <Link className="posts-button posts-button--primary" to={paths.edit(0)}>
            {intl.formatMessage(m.newEntry)}
          </Link>
        )}
      </header>
      <FeedLink path={journalFeedPath(entity.recId)} title={entity.displayName ?? intl.formatMessage(m.journalTitle)} />
      <nav className="articles-chips" aria-label={intl.formatMessage(m.categoryLabel)}>
        {[null, ...JOURNAL_CATEGORIES].map((each) => (
          <button
            key={each ?? 'all'}
            type="button"
            className="articles-chip"
            aria-pressed={category === each}
            onClick={() => setParams(each ? { category: each } : {}, { replace: true })}
          >
            {each ? intl.formatMessage(m.category, { category: each }) : intl.formatMessage(m.allCategories)}
          </button>
        ))}
      </nav>
      {edges.length === 0 && <p className="articles-empty">{intl.formatMessage(m.empty)}</p>}
      {edges.map(({ node }) => {
        const when = new Date(node.publishedAt ?? node.createdAt);
        return (
          <article key={node.id} id={`article-${node.recId}`} className="posts-article articles-entry" data-testid="journal-entry">
            <header className="posts-article__header">
              <span className="posts-article__type">{intl.formatMessage(m.category, { category: node.category })}</span>
              <h2 className="posts-article__title">{node.title}</h2>
              <p className="posts-article__meta">
                {node.author && <Link to={`/people/${node.author.recId}`}>{node.author.displayName}</Link>}
                {' · '}
                <time dateTime={when.toISOString()}>{intl.formatDate(when, { dateStyle: 'medium' })}</time>
                {node.status === 'DRAFT' && <span className="articles-badge">{intl.formatMessage(m.draft)}</span>}
              </p>
            </header>
            {/* Sanitised by the server with the one rich-text allowlist. */}
            <div className="posts-article__body rich-text-view" dangerouslySetInnerHTML={{ __html: node.description }} />
            {node.viewerCanEdit && (
              <Link className="posts-button posts-button--quiet" to={paths.edit(node.recId)}>
                {intl.formatMessage(m.editArticle)}
              </Link>
            )}
          </article>
        );
      })}
    </>
  );
}
