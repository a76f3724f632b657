import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import type { SpeciesPopupQuery } from '../../__generated__/SpeciesPopupQuery.graphql.ts';
import type { SpeciesPopup_species$key } from '../../__generated__/SpeciesPopup_species.graphql.ts';
import { Icon, Spinner } from '../../ui/index.ts';
import type { PopupState } from '../shell/navigation.ts';
import { FlightMonths } from './FlightMonths.tsx';
import { speciesMessages } from './messages.ts';
import { SpeciesBadges } from './SpeciesBadges.tsx';
import { SpeciesSavedChart } from './SpeciesSavedChart.tsx';
import { SpeciesLiterature } from '../bibliography/SpeciesLiterature.tsx';
import { AddToCollectionAction } from '../collections/CollectionLinks.tsx';
import { GenusNote } from './GenusNote.tsx';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { categoryMessage, difficultyMessage, displayName, distributionText, externalRefUrl, isChecklistRef, recordsHref, speciesEditHref } from './species-text.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import './species.css';
import '../rich-text/rich-text-view.css';

// The charts (and uPlot with them) load once the species is shown.
const SpeciesChartSection = lazy(() => import('../charts/SpeciesChartSection.tsx'));

/** The route component of `/species/{rec_id}` and `/species/{uri}`: everything the catalogue knows of a species. */
const SpeciesPopup: RouteScreenComponent<{ main: SpeciesPopupQuery }> = ({ queries }) => (
  <RouteScreen loadingClassName="species-loading">
    <SpeciesPopupContent query={queries.main} />
  </RouteScreen>
);
export default SpeciesPopup;

function SpeciesPopupContent({ query }: { query: PreloadedQuery<SpeciesPopupQuery> }) {
  const data = usePreloadedQuery(
    graphql`
      query SpeciesPopupQuery($key: String!) {
        species(key: $key) {
          ...SpeciesPopup_species
        }
      }
    `,
    query,
  );
  return data.species ? <SpeciesCard species={data.species} /> : <SpeciesNotFound />;
}

export function SpeciesNotFound() {
  const intl = useIntl();
  return <p className="species-empty">{intl.formatMessage(speciesMessages.notFound)}</p>;
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="species-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A red-list category as its code and its name in the UI language. */
function Category({ code }: { code: string | null | undefined }) {
  const intl = useIntl();
  const message = categoryMessage(code);
  if (!code || !message) return <span className="species-muted">{intl.formatMessage(speciesMessages.notAssessed)}</span>;
  return (
    <span className="species-category">
      <abbr className={`species-code species-code--${code.toLowerCase()}`} title={intl.formatMessage(message)}>
        {code}
      </abbr>{' '}
      {intl.formatMessage(message)}
    </span>
  );
}

function SpeciesCard({ species }: { species: SpeciesPopup_species$key }) {
  const data = useFragment(
    graphql`
      fragment SpeciesPopup_species on Species {
        recId
        scientificName
        author
        family
        subfamily
        group
        commonNames {
          language
          name
        }
        thumbnailUrl
        distribution
        description
        externalRef
        iucn
        redListHu
        protection
        protectionValue
        difficulty
        flightMonths
        stat {
          cnt
          yearFrom
          yearTo
        }
        viewerCanEdit
        ...SpeciesSavedChart_species
        ...SpeciesLiterature_species
        ...GenusNote_species
      }
    `,
    species,
  );
  const intl = useIntl();
  const location = useLocation();
  const languageNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([intl.locale], { type: 'language' });
    } catch {
      return null;
    }
  }, [intl.locale]);
  const common = displayName(data.commonNames, intl.locale);
  const protection = data.protection
    ? intl.formatMessage(data.protection === 'STRICTLY_PROTECTED' ? speciesMessages.strictlyProtected : speciesMessages.protected)
    : intl.formatMessage(speciesMessages.notProtected);
  const protectionText =
    data.protection && data.protectionValue !== null && data.protectionValue !== undefined
      ? intl.formatMessage(speciesMessages.protectionValue, {
          level: protection,
          value: intl.formatNumber(data.protectionValue, { style: 'currency', currency: 'HUF', maximumFractionDigits: 0 }),
        })
      : protection;
  const refUrl = data.externalRef ? externalRefUrl(data.externalRef) : null;
  const distribution = data.distribution.trim() ? distributionText(intl, data.distribution) : null;
  const background = (location.state as PopupState | null)?.background;

  return (
    <article className="species-card" data-testid="species-card">
      <header className="species-card__head">
        {data.thumbnailUrl && <img className="species-card__thumb" src={data.thumbnailUrl} alt="" width={72} height={72} />}
        <div className="species-card__titles">
          <h2 className="species-card__name">{common ?? <i>{data.scientificName}</i>}</h2>
          <p className="species-card__scientific">
            <i>{data.scientificName}</i> <span className="species-item__author">{data.author}</span>
          </p>
          <SpeciesBadges protection={data.protection} redListHu={data.redListHu} />
        </div>
      </header>

      <section className="species-section" aria-labelledby="species-names">
        <h3 id="species-names" className="species-section__title">
          {intl.formatMessage(speciesMessages.names)}
        </h3>
        {data.commonNames.length ? (
          <ul className="species-names">
            {data.commonNames.map((entry) => (
              <li key={entry.language}>
                <span className="species-names__language">{languageNames?.of(entry.language) ?? entry.language}</span>
                <span lang={entry.language}>{entry.name}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="species-muted">{intl.formatMessage(speciesMessages.noNames)}</p>
        )}
      </section>

      <dl className="species-facts">
        <Fact label={intl.formatMessage(speciesMessages.classification)}>{[data.family, data.subfamily].filter(Boolean).join(' › ')}</Fact>
        <Fact label={intl.formatMessage(speciesMessages.group)}>
          {intl.formatMessage(data.group === 'moth' ? speciesMessages.groupMoth : speciesMessages.groupButterfly)}
        </Fact>
        <Fact label={intl.formatMessage(speciesMessages.protection)}>{protectionText}</Fact>
        <Fact label={intl.formatMessage(speciesMessages.iucn)}>
          <Category code={data.iucn} />
        </Fact>
        <Fact label={intl.formatMessage(speciesMessages.redListHu)}>
          <Category code={data.redListHu} />
        </Fact>
        <Fact label={intl.formatMessage(speciesMessages.difficulty)}>{intl.formatMessage(difficultyMessage(data.difficulty))}</Fact>
        {distribution && <Fact label={intl.formatMessage(speciesMessages.distribution)}>{distribution}</Fact>}
        <Fact label={intl.formatMessage(speciesMessages.flightMonths)}>
          <FlightMonths months={data.flightMonths} />
        </Fact>
      </dl>

      <section className="species-section" aria-labelledby="species-stats">
        <h3 id="species-stats" className="species-section__title">
          {intl.formatMessage(speciesMessages.stats)}
        </h3>
        <dl className="species-stats">
          <div className="species-stats__item">
            <dt>{intl.formatMessage(speciesMessages.records)}</dt>
            <dd>{intl.formatNumber(data.stat.cnt)}</dd>
          </div>
          <div className="species-stats__item">
            <dt>{intl.formatMessage(speciesMessages.years)}</dt>
            <dd>
              {data.stat.yearFrom && data.stat.yearTo
                ? intl.formatMessage(speciesMessages.yearRange, { from: String(data.stat.yearFrom), to: String(data.stat.yearTo) })
                : intl.formatMessage(speciesMessages.noYears)}
            </dd>
          </div>
        </dl>
        <SpeciesSavedChart species={data} />
        {data.stat.cnt > 0 && (
          <Suspense fallback={<Spinner />}>
            <SpeciesChartSection speciesId={data.recId} />
          </Suspense>
        )}
      </section>

      {data.description.trim() && (
        <section className="species-section" aria-labelledby="species-description">
          <h3 id="species-description" className="species-section__title">
            {intl.formatMessage(speciesMessages.description)}
          </h3>
          {/* sanitised by the server (saveSpecies) */}
          <div className="species-description" dangerouslySetInnerHTML={{ __html: data.description }} />
        </section>
      )}

      <GenusNote species={data} />

      {/* Its texts are the publishing screens' catalog part: nothing shows until they arrive. */}
      <Suspense fallback={null}>
        <PartTexts part="publishing">
          <SpeciesLiterature species={data} />
        </PartTexts>
      </Suspense>

      {data.externalRef && (
        <p className="species-ref">
          <span className="species-ref__label">{intl.formatMessage(speciesMessages.externalRef)}: </span>
          {refUrl ? (
            <a href={refUrl} target="_blank" rel="noopener noreferrer" title={data.externalRef}>
              {isChecklistRef(data.externalRef) ? intl.formatMessage(speciesMessages.checklistSource) : data.externalRef}
            </a>
          ) : (
            data.externalRef
          )}
        </p>
      )}

      <div className="species-card__actions">
        <Link className="species-button species-button--primary" to={recordsHref(data.recId)}>
          <Icon name="binoculars" size={18} />
          {intl.formatMessage(speciesMessages.openRecords)}
        </Link>
        {data.viewerCanEdit && (
          <Link className="species-button" to={speciesEditHref(data.recId)} state={background ? ({ background } satisfies PopupState) : undefined}>
            <Icon name="pen" size={18} />
            {intl.formatMessage(speciesMessages.edit)}
          </Link>
        )}
        <AddToCollectionAction kind="SPECIES" targetId={data.recId} className="species-button" />
      </div>
    </article>
  );
}
