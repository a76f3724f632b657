import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import type { SpeciesImportPageMatchQuery, SpeciesImportPageMatchQuery$data } from '../../__generated__/SpeciesImportPageMatchQuery.graphql.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { formatToken } from '../../i18n/tokens.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import type { PopupState } from '../shell/navigation.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { speciesHref } from '../species/species-text.ts';
import { type ImportsMessage, importsMessages as m } from './messages.ts';
import './imports.css';

const matchQuery = graphql`
  query SpeciesImportPageMatchQuery($text: String!) {
    matchSpeciesList(text: $text) {
      __typename
      ... on SpeciesListMatch {
        matches {
          row
          name
          speciesId
          scientificName
        }
        errors {
          row
          code
          detail
        }
      }
      ... on Error {
        code
      }
    }
  }
`;

type Answer = NonNullable<SpeciesImportPageMatchQuery$data['matchSpeciesList']>;
interface Result {
  matches: NonNullable<Answer['matches']>;
  errors: NonNullable<Answer['errors']>;
}

/** The route component of `/species/import/`: a list of names matched to the catalogue, the rest listed. */
const SpeciesImportPage: RouteScreenComponent<Record<never, never>> = () => (
  <RouteScreen loadingClassName="imp-loading">
    <PartTexts part="imports">
      <SpeciesImport />
    </PartTexts>
  </RouteScreen>
);
export default SpeciesImportPage;

function SpeciesImport() {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const location = useLocation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const match = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const data = await fetchQuery<SpeciesImportPageMatchQuery>(environment, matchQuery, { text }, { fetchPolicy: 'network-only' }).toPromise();
      const answer = data?.matchSpeciesList;
      if (answer?.__typename === 'SpeciesListMatch' && answer.matches && answer.errors) setResult({ matches: answer.matches, errors: answer.errors });
      else setFailure(formatToken(intl, answer?.code ?? 'OPERATION_NOT_SUCCEEDED'));
    } catch {
      setFailure(formatToken(intl, 'OPERATION_NOT_SUCCEEDED'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="imp-page">
      <h1 className="imp-title">{intl.formatMessage(m.speciesTitle)}</h1>
      <p className="imp-intro">{intl.formatMessage(m.speciesIntro)}</p>
      <label className="imp-label" htmlFor="imp-names">
        {intl.formatMessage(m.names)}
      </label>
      <textarea
        id="imp-names"
        className="imp-textarea"
        rows={8}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={'Aglais io\nPapilio machaon gorganus'}
      />
      <div className="imp-actions">
        <button type="button" className="imp-button imp-button--primary" disabled={busy || !text.trim()} onClick={() => void match()}>
          {intl.formatMessage(m.match)}
        </button>
      </div>
      {failure && (
        <p className="imp-alert" role="alert">
          {failure}
        </p>
      )}
      {result && (
        <>
          <section className="imp-section" data-testid="species-matched">
            <h2 className="imp-subtitle">{intl.formatMessage(m.matched, { count: result.matches.length })}</h2>
            <ul className="imp-matches">
              {result.matches.map((each) => (
                <li key={each.row}>
                  <span className="imp-matches__row">{intl.formatMessage(m.row, { row: each.row })}</span> {each.name} →{' '}
                  <Link to={speciesHref(each.speciesId)} state={{ background: location } satisfies PopupState}>
                    <i>{each.scientificName}</i>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          {result.errors.length > 0 && (
            <section className="imp-section" data-testid="species-unmatched">
              <h2 className="imp-subtitle imp-subtitle--error">{intl.formatMessage(m.unmatched, { count: result.errors.length })}</h2>
              <ul className="imp-errors">
                {result.errors.map((error) => (
                  <li key={error.row} className="imp-error">
                    <strong>{intl.formatMessage(m.row, { row: error.row })}</strong>
                    <span className="imp-error__reason">{intl.formatMessage(m[`reason.${error.code}` as ImportsMessage], { detail: error.detail })}</span>
                    <code className="imp-error__detail">{error.detail || intl.formatMessage(m.emptyLine)}</code>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
