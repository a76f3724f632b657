import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { BibliographyFormat, BibliographyImportMutation } from '../../__generated__/BibliographyImportMutation.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { bibliographyMessages as m } from './messages.ts';

interface Cited {
  readonly recId: number;
  readonly citation: string;
}
interface Imported {
  readonly created: readonly Cited[];
  readonly duplicates: readonly { readonly index: number; readonly item: Cited }[];
}

/** A text's format: RIS records start with "TY  - ", anything else is read as BibTeX. */
const formatOf = (text: string): BibliographyFormat => (/^\s*TY {2}- /.test(text) ? 'ris' : 'bibtex');

/** Pasted or uploaded BibTeX or RIS → new items (editors); entries the bibliography has are listed as such. */
export function BibliographyImport({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const formId = useId();
  const requestError = useRequestErrorAlert();
  const [text, setText] = useState('');
  const [result, setResult] = useState<Imported | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [commit, importing] = useMutation<BibliographyImportMutation>(graphql`
    mutation BibliographyImportMutation($text: String!, $format: BibliographyFormat!, $language: String) {
      importBibliography(text: $text, format: $format) {
        __typename
        ... on BibliographyImport {
          created {
            recId
            citation(language: $language)
          }
          duplicates {
            index
            item {
              recId
              citation(language: $language)
            }
          }
        }
        ...mutationError_error
      }
    }
  `);
  const submit = () => {
    setFailure(null);
    commit({
      variables: { text, format: formatOf(text), language: intl.locale },
      onCompleted: ({ importBibliography: answer }) => {
        if (answer.__typename === 'BibliographyImport' && answer.created && answer.duplicates) {
          setResult({ created: answer.created, duplicates: answer.duplicates });
          return;
        }
        const error = mutationError(answer);
        setFailure(
          [formatToken(intl, error?.code ?? 'OPERATION_NOT_SUCCEEDED'), ...(error?.fields ?? []).map((field) => `${field.field}: ${formatToken(intl, field.code)}`)].join(
            ' · ',
          ),
        );
      },
      onError: (error) => void requestError(error),
    });
  };
  const items = result ? [...result.created, ...result.duplicates.map((duplicate) => duplicate.item)] : [];
  return (
    <form
      className="bibliography-form"
      data-testid="bibliography-import"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h1 className="bibliography-page__title">{intl.formatMessage(m.import)}</h1>
      {failure && (
        <p role="alert" className="bibliography-error">
          {failure}
        </p>
      )}
      <div className="bibliography-field">
        <label htmlFor={`${formId}-text`}>{intl.formatMessage(m.importText)}</label>
        <textarea id={`${formId}-text`} rows={10} value={text} spellCheck={false} onChange={(event) => setText(event.target.value)} />
      </div>
      <div className="bibliography-field">
        <label htmlFor={`${formId}-file`}>{intl.formatMessage(m.importFile)}</label>
        <input
          id={`${formId}-file`}
          type="file"
          accept=".bib,.ris,.txt,text/plain"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void file.text().then(setText);
          }}
        />
      </div>
      {result && (
        <div role="status">
          <p>{intl.formatMessage(m.importDone, { created: result.created.length, duplicates: result.duplicates.length })}</p>
          <ul className="bibliography-cited">
            {items.map((item) => (
              <li key={item.recId}>
                <Link to={`/bibliography/${item.recId}`} onClick={onDone} dangerouslySetInnerHTML={{ __html: item.citation }} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="bibliography-actions">
        <button type="submit" className="bibliography-button bibliography-button--primary" disabled={importing || !text.trim()}>
          {intl.formatMessage(m.import)}
        </button>
        <button type="button" className="bibliography-button" onClick={onDone}>
          {intl.formatMessage(m.cancel)}
        </button>
      </div>
    </form>
  );
}
