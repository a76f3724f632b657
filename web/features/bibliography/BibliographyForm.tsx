import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { BibliographyForm_item$key } from '../../__generated__/BibliographyForm_item.graphql.ts';
import type { BibliographyFormSaveMutation, BibliographyType } from '../../__generated__/BibliographyFormSaveMutation.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useToast } from '../../ui/index.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { BIBLIOGRAPHY_TYPES } from '@domain/bibliography.ts';
import { bibliographyMessages as m, TYPE_MESSAGES } from './messages.ts';

const FIELDS = ['creator', 'date', 'title', 'pubin2', 'journal', 'volume', 'issue', 'publisher', 'place', 'pgsepar', 'pages', 'weburl', 'dlfile', 'doi'] as const;
type Field = (typeof FIELDS)[number];

const LABELS = {
  creator: m.fieldCreator,
  date: m.fieldDate,
  title: m.fieldTitle,
  pubin2: m.fieldPubin2,
  journal: m.fieldJournal,
  volume: m.fieldVolume,
  issue: m.fieldIssue,
  publisher: m.fieldPublisher,
  place: m.fieldPlace,
  pgsepar: m.fieldPgsepar,
  pages: m.fieldPages,
  weburl: m.fieldWeburl,
  dlfile: m.fieldDlfile,
  doi: m.fieldDoi,
} as const;
const HINTS: Partial<Record<Field, typeof m.fieldCreatorHint>> = { creator: m.fieldCreatorHint, date: m.fieldDateHint };

/** The edit form of a bibliography item (editors), or of a new one (`item` null). */
export function BibliographyForm({ item, onDone }: { item: BibliographyForm_item$key | null; onDone: () => void }) {
  const data = useFragment(
    graphql`
      fragment BibliographyForm_item on BibliographyItem {
        id
        type
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
      }
    `,
    item,
  );
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const requestError = useRequestErrorAlert();
  const formId = useId();
  const [type, setType] = useState<BibliographyType>(data?.type ?? 'ARTICLE');
  const [values, setValues] = useState<Record<Field, string>>(() => Object.fromEntries(FIELDS.map((field) => [field, data?.[field] ?? ''])) as Record<Field, string>);
  const [problems, setProblems] = useState<{ field: string; code: string }[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [commit, saving] = useMutation<BibliographyFormSaveMutation>(graphql`
    mutation BibliographyFormSaveMutation($input: SaveBibliographyItemInput!, $language: String) {
      saveBibliographyItem(input: $input) {
        __typename
        ... on BibliographyItemPayload {
          item {
            recId
            citation(language: $language)
            ...BibliographyForm_item
          }
        }
        ...mutationError_error
      }
    }
  `);
  const save = () => {
    setFailure(null);
    commit({
      variables: { input: { ...(data ? { id: data.id } : {}), type, ...values }, language: intl.locale },
      onCompleted: ({ saveBibliographyItem: result }) => {
        if (result.__typename === 'BibliographyItemPayload' && result.item) {
          toast(intl.formatMessage(m.saved), { kind: 'success' });
          onDone();
          if (!data) void navigate(`/bibliography/${result.item.recId}`);
          return;
        }
        const error = mutationError(result);
        setProblems([...(error?.fields ?? [])]);
        setFailure(formatToken(intl, error?.code ?? 'OPERATION_NOT_SUCCEEDED'));
      },
      onError: (error) => void requestError(error),
    });
  };
  const problemOf = (field: string) => problems.find((problem) => problem.field === field);
  return (
    <form
      className="bibliography-form"
      data-testid="bibliography-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <h1 className="bibliography-page__title">{intl.formatMessage(data ? m.edit : m.newItem)}</h1>
      {failure && (
        <p role="alert" className="bibliography-error">
          {failure}
        </p>
      )}
      <div className="bibliography-field">
        <label htmlFor={`${formId}-type`}>{intl.formatMessage(m.fieldType)}</label>
        <select id={`${formId}-type`} value={type} onChange={(event) => setType(event.target.value as BibliographyType)}>
          {BIBLIOGRAPHY_TYPES.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage(TYPE_MESSAGES[value])}
            </option>
          ))}
        </select>
      </div>
      {FIELDS.map((field) => {
        const id = `${formId}-${field}`;
        const problem = problemOf(field);
        const hint = HINTS[field];
        return (
          <div key={field} className="bibliography-field">
            <label htmlFor={id}>{intl.formatMessage(LABELS[field])}</label>
            <input
              id={id}
              name={field}
              type={field === 'weburl' || field === 'dlfile' ? 'url' : 'text'}
              value={values[field]}
              required={field === 'title'}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem || hint ? `${id}-note` : undefined}
              onChange={(event) => {
                const value = event.target.value;
                setValues((current) => ({ ...current, [field]: value }));
                setProblems((current) => current.filter((each) => each.field !== field));
              }}
            />
            {(problem || hint) && (
              <span id={`${id}-note`} className={problem ? 'bibliography-field__error' : 'bibliography-field__hint'}>
                {problem ? formatToken(intl, problem.code) : intl.formatMessage(hint!)}
              </span>
            )}
          </div>
        );
      })}
      <div className="bibliography-actions">
        <button type="submit" className="bibliography-button bibliography-button--primary" disabled={saving}>
          {intl.formatMessage(m.save)}
        </button>
        <button type="button" className="bibliography-button" onClick={onDone}>
          {intl.formatMessage(m.cancel)}
        </button>
      </div>
    </form>
  );
}
