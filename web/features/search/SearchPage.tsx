import { type ReactNode, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql.ts';
import { PERSON_ENTITY } from '@domain/entities.ts';
import { SEARCH_TEXT_MAX_LENGTH } from '@domain/search.ts';
import { completeTag, tagBeingTyped } from '@domain/tags.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { IconButton, Spinner } from '../../ui/index.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { searchMessages as m } from './messages.ts';
import { useSearchHistory } from './search-history.ts';
import { TagSuggestionList } from './TagSuggestionList.tsx';
import { useTagSuggestions } from './useTagSuggestions.ts';
import './search.css';

/** The first results each section shows; its "more" link opens the whole list where one exists. */
const SECTION_SIZE = 5;

const searchQuery = graphql`
  query SearchPageQuery($q: String!, $first: Int!, $personType: Int!) {
    searchTimeline(query: $q, first: $first) {
      totalCount
      edges {
        node {
          id
          title
          summary
          url
          owner {
            displayName
          }
        }
      }
    }
    blog: articles(kind: BLOG, search: $q, first: $first) {
      totalCount
      edges {
        node {
          id
          title
          path
        }
      }
    }
    stories: articles(kind: STORY, search: $q, first: $first) {
      totalCount
      edges {
        node {
          id
          title
          path
        }
      }
    }
    speciesList(query: $q, first: $first) {
      totalCount
      edges {
        node {
          id
          recId
          displayName
          scientificName
        }
      }
    }
    observations(speciesQuery: $q, first: $first) {
      totalCount
      edges {
        node {
          id
          recId
          dateFrom
          species {
            displayName
          }
          uploader {
            displayName
          }
        }
      }
    }
    entities(type: $personType, query: $q, first: $first) {
      totalCount
      edges {
        node {
          id
          recId
          displayName
        }
      }
    }
  }
`;

/**
 * The route component of `/search/` (ours; `?q=` the text): one field over timeline posts, the blog,
 * stories, species, records (by species name) and people, each through the server's privacy rules;
 * a `#tag` finds the items tagged so, with the most used tags offered while it is typed. With no
 * text, the last searches (SEARCH_HISTORY_LIMIT) show, to run again, remove or clear.
 */
export default function SearchPage() {
  return (
    <PartTexts part="search">
      <SearchScreen />
    </PartTexts>
  );
}

function SearchScreen() {
  const intl = useIntl();
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const [text, setText] = useState(query);
  const [caret, setCaret] = useState(query.length);
  const field = useRef<HTMLInputElement>(null);
  const { history, remember, forget, clear } = useSearchHistory(viewer.isGuest ? null : (viewer.entityId ?? null));
  const typed = tagBeingTyped(text, caret);
  // Nothing is offered for the text just searched.
  const tags = useTagSuggestions(typed && text.trim() !== query ? typed.prefix : null);

  const run = (value: string) => {
    const next = value.trim().slice(0, SEARCH_TEXT_MAX_LENGTH);
    setText(next);
    setCaret(next.length);
    if (next) remember(next);
    setParams(next ? { q: next } : {});
  };
  const pickTag = (tag: string) => {
    if (!typed) return;
    const completed = completeTag(text, typed, tag);
    // One whole tag is a search of its own: run it at once.
    if (!text.slice(0, typed.start).trim() && !text.slice(typed.start + 1 + typed.prefix.length).trim()) {
      run(`#${tag}`);
      return;
    }
    setText(completed.text);
    setCaret(completed.caret);
    requestAnimationFrame(() => field.current?.setSelectionRange(completed.caret, completed.caret));
  };

  return (
    <RouteScreen className="search-page">
      <h1 className="search-page__title">{intl.formatMessage(m.title)}</h1>
      <form
        className="search-page__form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          run(text);
        }}
      >
        <input
          ref={field}
          className="search-page__field"
          type="search"
          name="q"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          value={text}
          placeholder={intl.formatMessage(m.field)}
          aria-label={intl.formatMessage(m.field)}
          onChange={(event) => {
            setText(event.target.value);
            setCaret(event.target.selectionStart ?? event.target.value.length);
            if (!event.target.value.trim() && query) setParams({});
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? text.length)}
        />
        <IconButton icon="search" label={intl.formatMessage(m.submit)} type="submit" />
      </form>
      <TagSuggestionList tags={tags} onPick={pickTag} />

      {query ? (
        <Suspense fallback={<Spinner />}>
          <SearchResults query={query} />
        </Suspense>
      ) : (
        <section className="search-history" aria-labelledby="search-history-title">
          <div className="search-history__header">
            <h2 id="search-history-title">{intl.formatMessage(m.history)}</h2>
            {history.length > 0 && (
              <button type="button" className="search-history__clear" onClick={clear}>
                {intl.formatMessage(m.clear)}
              </button>
            )}
          </div>
          {history.length === 0 && <p className="search-page__empty">{intl.formatMessage(m.historyEmpty)}</p>}
          <ul className="search-history__list" data-testid="search-history">
            {history.map((each) => (
              <li key={each} className="search-history__item">
                <button type="button" className="search-history__run" onClick={() => run(each)}>
                  {each}
                </button>
                <IconButton icon="close" label={intl.formatMessage(m.remove, { query: each })} onPress={() => forget(each)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </RouteScreen>
  );
}

interface Hit {
  key: string;
  href: string;
  label: string;
  detail?: string | null | undefined;
}

function Section({ title, total, hits, more }: { title: string; total: number; hits: Hit[]; more?: string | undefined }): ReactNode {
  const intl = useIntl();
  return (
    <section className="search-section" data-testid="search-section">
      <h2 className="search-section__title">
        {title} <span className="search-section__count">{total}</span>
      </h2>
      <ul className="search-section__list">
        {hits.map((hit) => (
          <li key={hit.key}>
            <Link className="search-section__hit" to={hit.href}>
              <span className="search-section__label">{hit.label}</span>
              {hit.detail && <span className="search-section__detail">{hit.detail}</span>}
            </Link>
          </li>
        ))}
      </ul>
      {more && total > hits.length && (
        <Link className="search-section__more" to={more}>
          {intl.formatMessage(m.more, { count: total })}
        </Link>
      )}
    </section>
  );
}

function SearchResults({ query }: { query: string }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<SearchPageQuery>(searchQuery, { q: query, first: SECTION_SIZE, personType: PERSON_ENTITY }, { fetchPolicy: 'store-and-network' });
  const q = encodeURIComponent(query);
  const sections = [
    {
      title: intl.formatMessage(m.posts),
      total: data.searchTimeline.totalCount,
      hits: data.searchTimeline.edges.map(({ node }) => ({ key: node.id, href: node.url ?? '/', label: node.title, detail: node.owner.displayName })),
    },
    {
      title: intl.formatMessage(m.blog),
      total: data.blog.totalCount,
      hits: data.blog.edges.map(({ node }) => ({ key: node.id, href: node.path, label: node.title })),
      more: `/blog/?q=${q}`,
    },
    {
      title: intl.formatMessage(m.stories),
      total: data.stories.totalCount,
      hits: data.stories.edges.map(({ node }) => ({ key: node.id, href: node.path, label: node.title })),
      more: `/story/?q=${q}`,
    },
    {
      title: intl.formatMessage(m.species),
      total: data.speciesList.totalCount,
      hits: data.speciesList.edges.map(({ node }) => ({ key: node.id, href: `/species/${node.recId}`, label: node.displayName, detail: node.scientificName })),
      more: `/species/?q=${q}`,
    },
    {
      title: intl.formatMessage(m.records),
      total: data.observations.totalCount,
      hits: data.observations.edges.map(({ node }) => ({
        key: node.id,
        href: `/observation/${node.recId}`,
        label: node.species?.displayName ?? '',
        detail: `${node.dateFrom} · ${node.uploader.displayName}`,
      })),
      // The records list filters by one species: the first one found by the name.
      more: data.speciesList.edges[0] ? `/observation/list/?species=${data.speciesList.edges[0].node.recId}` : undefined,
    },
    {
      title: intl.formatMessage(m.people),
      total: data.entities.totalCount,
      hits: data.entities.edges.map(({ node }) => ({ key: node.id, href: `/people/${node.recId}`, label: node.displayName })),
      more: `/entity/?type=${PERSON_ENTITY}&q=${q}`,
    },
  ];
  const found = sections.filter((section) => section.total > 0);
  if (!found.length) return <p className="search-page__empty">{intl.formatMessage(m.nothing, { query })}</p>;
  return (
    <div className="search-results">
      {found.map((section) => (
        <Section key={section.title} {...section} />
      ))}
    </div>
  );
}
