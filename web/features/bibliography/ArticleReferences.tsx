import { Suspense, useDeferredValue, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ArticleReferences_article$key } from '../../__generated__/ArticleReferences_article.graphql.ts';
import type { ArticleReferencesLinkMutation } from '../../__generated__/ArticleReferencesLinkMutation.graphql.ts';
import type { ArticleReferencesSearchQuery } from '../../__generated__/ArticleReferencesSearchQuery.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { Spinner } from '../../ui/index.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { bibliographyMessages as m } from './messages.ts';
import './bibliography.css';

/** Words typed before the bibliography is searched. */
const SEARCH_MIN_LENGTH = 2;
const SEARCH_RESULTS = 8;

/**
 * An article's references as formatted citations, each linking to its page. With `editable` (the
 * article's edit form) its editors search the bibliography to cite an item and take items off.
 */
export function ArticleReferences({ article, editable = false }: { article: ArticleReferences_article$key; editable?: boolean }) {
  const intl = useIntl();
  const titleId = useId();
  const requestError = useRequestErrorAlert();
  const data = useFragment(
    graphql`
      fragment ArticleReferences_article on Article {
        id
        viewerCanEdit
        bibliography {
          id
          recId
          citation
        }
      }
    `,
    article,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [commit, busy] = useMutation<ArticleReferencesLinkMutation>(graphql`
    mutation ArticleReferencesLinkMutation($itemId: ID!, $articleId: ID!, $linked: Boolean!) {
      setBibliographyLink(itemId: $itemId, articleId: $articleId, linked: $linked) {
        __typename
        ...mutationError_error
      }
    }
  `);
  const editing = editable && data.viewerCanEdit;
  const setLinked = (itemId: string, recId: number, linked: boolean, done?: () => void) => {
    setFailure(null);
    commit({
      variables: { itemId, articleId: data.id, linked },
      onCompleted: ({ setBibliographyLink: result }) => {
        if (result.__typename !== 'BibliographyItemPayload') setFailure(formatToken(intl, mutationError(result)?.code ?? 'OPERATION_NOT_SUCCEEDED'));
        else done?.();
      },
      updater: (store, response) => {
        if (response?.setBibliographyLink.__typename !== 'BibliographyItemPayload') return;
        const record = store.get(data.id);
        const list = record?.getLinkedRecords('bibliography') ?? [];
        const item = store.get(itemId);
        if (!record) return;
        const others = list.filter((each) => each?.getValue('recId') !== recId);
        record.setLinkedRecords(linked && item ? [...others, item] : others, 'bibliography');
      },
      onError: (error) => void requestError(error),
    });
  };

  if (!data.bibliography.length && !editing) return null;
  return (
    <section className="articles-references" aria-labelledby={titleId} data-testid="article-references">
      <h2 id={titleId}>{intl.formatMessage(m.references)}</h2>
      {data.bibliography.length > 0 && (
        <ol className="bibliography-cited">
          {data.bibliography.map((item) => (
            <li key={item.recId}>
              {/* The citation is Citation.js's HTML of our own fields, escaped by it. */}
              <Link to={`/bibliography/${item.recId}`} dangerouslySetInnerHTML={{ __html: item.citation }} />
              {editing && (
                <>
                  {' '}
                  <button type="button" className="bibliography-button" disabled={busy} onClick={() => setLinked(item.id, item.recId, false)}>
                    {intl.formatMessage(m.unlink)}
                  </button>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {editing && <ReferenceSearch busy={busy} cited={data.bibliography.map(({ recId }) => recId)} onCite={(id, recId, done) => setLinked(id, recId, true, done)} />}
      {failure && (
        <p role="alert" className="bibliography-error">
          {failure}
        </p>
      )}
    </section>
  );
}

function ReferenceSearch({ busy, cited, onCite }: { busy: boolean; cited: readonly number[]; onCite: (id: string, recId: number, done: () => void) => void }) {
  const intl = useIntl();
  const fieldId = useId();
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  return (
    <div className="bibliography-actions">
      <div className="bibliography-field">
        <label htmlFor={fieldId}>{intl.formatMessage(m.findReference)}</label>
        <input id={fieldId} type="search" value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      {query.length >= SEARCH_MIN_LENGTH && (
        <Suspense fallback={<Spinner />}>
          <ReferenceMatches query={query} busy={busy} cited={cited} onCite={(id, recId) => onCite(id, recId, () => setText(''))} />
        </Suspense>
      )}
    </div>
  );
}

function ReferenceMatches({ query, busy, cited, onCite }: { query: string; busy: boolean; cited: readonly number[]; onCite: (id: string, recId: number) => void }) {
  const intl = useIntl();
  const { bibliographyItems } = useLazyLoadQuery<ArticleReferencesSearchQuery>(
    graphql`
      query ArticleReferencesSearchQuery($query: String!, $first: Int!) {
        bibliographyItems(query: $query, first: $first) {
          edges {
            node {
              id
              recId
              citation
            }
          }
        }
      }
    `,
    { query, first: SEARCH_RESULTS },
  );
  const found = bibliographyItems.edges.map(({ node }) => node).filter((node) => !cited.includes(node.recId));
  if (!found.length) return <p className="bibliography-empty">{intl.formatMessage(m.noMatch)}</p>;
  return (
    <ul className="bibliography-cited">
      {found.map((node) => (
        <li key={node.recId}>
          <span dangerouslySetInnerHTML={{ __html: node.citation }} />{' '}
          <button type="button" className="bibliography-button" disabled={busy} onClick={() => onCite(node.id, node.recId)}>
            {intl.formatMessage(m.cite)}
          </button>
        </li>
      ))}
    </ul>
  );
}
