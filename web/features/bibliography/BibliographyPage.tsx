import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { BibliographyPageQuery } from '../../__generated__/BibliographyPageQuery.graphql.ts';
import { Icon } from '../../ui/index.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { BibliographyForm } from './BibliographyForm.tsx';
import { BibliographyImport } from './BibliographyImport.tsx';
import { bibliographyMessages as m, TYPE_MESSAGES } from './messages.ts';
import './bibliography.css';

/** The route component of `/bibliography/{id}`: the formatted reference, the fields, links, downloads and who cites it. */
const BibliographyPage: RouteScreenComponent<{ main: BibliographyPageQuery }> = ({ queries }) => (
  <RouteScreen loadingClassName="bibliography-loading">
    <PartTexts part="publishing">
      <BibliographyContent query={queries.main} />
    </PartTexts>
  </RouteScreen>
);
export default BibliographyPage;

const ARTICLE_PATHS: Partial<Record<string, string>> = { BLOG: '/blog/', STORY: '/story/' };

function BibliographyContent({ query }: { query: PreloadedQuery<BibliographyPageQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery(
    graphql`
      query BibliographyPageQuery($recId: Int!, $language: String) {
        bibliographyViewerCan {
          edit
          import
        }
        bibliographyItem(recId: $recId) {
          recId
          type
          citation(language: $language)
          creator
          date
          title
          pubin2
          journal
          volume
          issue
          publisher
          place
          pgsepar
          pages
          weburl
          dlfile
          doi
          species {
            recId
            uri
            scientificName
          }
          articles {
            recId
            kind
            title
          }
          ...BibliographyForm_item
        }
      }
    `,
    query,
  );
  const [mode, setMode] = useState<'view' | 'edit' | 'new' | 'import'>('view');
  const item = data.bibliographyItem;
  const can = data.bibliographyViewerCan;
  const tools = (can.edit || can.import) && mode === 'view' && (
    <div className="bibliography-actions">
      {item && can.edit && (
        <button type="button" className="bibliography-button" onClick={() => setMode('edit')}>
          <Icon name="pen" size={18} />
          {intl.formatMessage(m.edit)}
        </button>
      )}
      {can.edit && (
        <button type="button" className="bibliography-button" onClick={() => setMode('new')}>
          {intl.formatMessage(m.newItem)}
        </button>
      )}
      {can.import && (
        <button type="button" className="bibliography-button" onClick={() => setMode('import')}>
          {intl.formatMessage(m.import)}
        </button>
      )}
    </div>
  );
  if (mode === 'edit' && item) return <BibliographyForm item={item} onDone={() => setMode('view')} />;
  if (mode === 'new') return <BibliographyForm item={null} onDone={() => setMode('view')} />;
  if (mode === 'import') return <BibliographyImport onDone={() => setMode('view')} />;
  if (!item)
    return (
      <div className="bibliography-page">
        <p className="bibliography-empty">{intl.formatMessage(m.notFound)}</p>
        {tools}
      </div>
    );

  const facts = (
    [
      ['creator', item.creator],
      ['date', item.date],
      ['title', item.title],
      ['pubin2', item.pubin2],
      ['journal', item.journal],
      ['volume', item.volume],
      ['issue', item.issue],
      ['publisher', item.publisher],
      ['place', item.place],
      ['pages', item.pages ? `${item.pgsepar}${item.pages}` : ''],
    ] as const
  ).filter(([, value]) => value);

  return (
    <article className="bibliography-page" data-testid="bibliography-page">
      <h1 className="bibliography-page__title">{intl.formatMessage(m.title)}</h1>
      <section aria-labelledby="bibliography-citation">
        <h2 id="bibliography-citation" className="bibliography-section__title">
          {intl.formatMessage(m.citation)}
        </h2>
        {/* formatted by citeproc on the server, which escapes the fields */}
        <p className="bibliography-citation" dangerouslySetInnerHTML={{ __html: item.citation }} />
      </section>
      <section aria-labelledby="bibliography-details">
        <h2 id="bibliography-details" className="bibliography-section__title">
          {intl.formatMessage(m.details)}
        </h2>
        <dl className="bibliography-facts">
          <div>
            <dt>{intl.formatMessage(m.fieldType)}</dt>
            <dd>{intl.formatMessage(TYPE_MESSAGES[item.type as keyof typeof TYPE_MESSAGES] ?? m.typeOTHER)}</dd>
          </div>
          {facts.map(([field, value]) => (
            <div key={field}>
              <dt>{intl.formatMessage(FACT_LABELS[field])}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          {item.doi && (
            <div>
              <dt>{intl.formatMessage(m.fieldDoi)}</dt>
              <dd>
                <a href={`https://doi.org/${item.doi}`} target="_blank" rel="noopener noreferrer">
                  {item.doi}
                </a>
              </dd>
            </div>
          )}
        </dl>
        <p className="bibliography-links">
          {item.weburl && (
            <a href={item.weburl} target="_blank" rel="noopener noreferrer">
              {intl.formatMessage(m.webLink)}
            </a>
          )}
          {item.dlfile && (
            <a href={item.dlfile} target="_blank" rel="noopener noreferrer">
              {intl.formatMessage(m.fileLink)}
            </a>
          )}
        </p>
      </section>
      <section aria-labelledby="bibliography-download">
        <h2 id="bibliography-download" className="bibliography-section__title">
          {intl.formatMessage(m.download)}
        </h2>
        <div className="bibliography-actions">
          <a className="bibliography-button" href={`/api/bibliography/${item.recId}?format=bibtex`} download>
            {intl.formatMessage(m.downloadBibtex)}
          </a>
          <a className="bibliography-button" href={`/api/bibliography/${item.recId}?format=ris`} download>
            {intl.formatMessage(m.downloadRis)}
          </a>
        </div>
      </section>
      <section aria-labelledby="bibliography-cited">
        <h2 id="bibliography-cited" className="bibliography-section__title">
          {intl.formatMessage(m.citedBy)}
        </h2>
        {item.species.length || item.articles.length ? (
          <ul className="bibliography-cited">
            {item.species.map((species) => (
              <li key={`s${species.recId}`}>
                <Link to={`/species/${species.uri}`}>
                  <i>{species.scientificName}</i>
                </Link>
              </li>
            ))}
            {item.articles.map((article) => {
              const base = ARTICLE_PATHS[article.kind];
              return <li key={`a${article.recId}`}>{base ? <Link to={`${base}${article.recId}`}>{article.title}</Link> : article.title}</li>;
            })}
          </ul>
        ) : (
          <p className="bibliography-empty">{intl.formatMessage(m.citedByNone)}</p>
        )}
      </section>
      {tools}
    </article>
  );
}

const FACT_LABELS = {
  creator: m.fieldCreator,
  date: m.fieldDate,
  title: m.fieldTitle,
  pubin2: m.fieldPubin2,
  journal: m.fieldJournal,
  volume: m.fieldVolume,
  issue: m.fieldIssue,
  publisher: m.fieldPublisher,
  place: m.fieldPlace,
  pages: m.fieldPages,
} as const;
