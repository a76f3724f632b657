import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { QuizBuilder_quiz$data, QuizBuilder_quiz$key } from '../../__generated__/QuizBuilder_quiz.graphql.ts';
import type { QuizBuilderSaveMutation } from '../../__generated__/QuizBuilderSaveMutation.graphql.ts';
import { LICENCE_NAMES } from '@domain/licences.ts';
import { LICENCES, type Licence } from '@domain/observations/enums.ts';
import { QUIZ_DEFAULT_QUESTIONS, QUIZ_MAX_QUESTIONS } from '@domain/quiz.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { Autocomplete, useToast } from '../../ui/index.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { useSpeciesSuggestions } from '../observations/useSpeciesSuggestions.ts';
import { quizMessages as m } from './messages.ts';

type QuizData = QuizBuilder_quiz$data[number];

/** The editors' and admins' side of `/quiz/species`: every quiz with what it can ask now, and the form that makes or changes one. */
export function QuizBuilder({ quizzes: key }: { quizzes: QuizBuilder_quiz$key }) {
  const intl = useIntl();
  const quizzes = useFragment(
    graphql`
      fragment QuizBuilder_quiz on Quiz @relay(plural: true) {
        id
        recId
        title
        published
        species {
          recId
          scientificName
        }
        genus
        family
        country
        region
        months
        questionCount
        licences
        supply {
          photos
          species
        }
      }
    `,
    key,
  );
  const [editing, setEditing] = useState<QuizData | 'new' | null>(null);
  return (
    <section className="quiz-builder" aria-labelledby="quiz-builder-title" data-testid="quiz-builder">
      <h2 id="quiz-builder-title" className="quiz-question">
        {intl.formatMessage(m.build)}
      </h2>
      {editing ? (
        <QuizForm key={editing === 'new' ? 'new' : editing.id} quiz={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      ) : (
        <>
          <ul className="quiz-cards">
            {quizzes.map((quiz) => (
              <li key={quiz.id} className="quiz-card">
                <div>
                  <h3 className="quiz-card__title">{quiz.title}</h3>
                  {quiz.supply && <p className="quiz-card__meta">{intl.formatMessage(m.supply, quiz.supply)}</p>}
                </div>
                <button type="button" className="quiz-button" onClick={() => setEditing(quiz)}>
                  {intl.formatMessage(m.edit)}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="quiz-button quiz-button--primary" onClick={() => setEditing('new')}>
            {intl.formatMessage(m.newQuiz)}
          </button>
        </>
      )}
    </section>
  );
}

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

function QuizForm({ quiz, onDone }: { quiz: QuizData | null; onDone: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const requestError = useRequestErrorAlert();
  const suggestions = useSpeciesSuggestions();
  const formId = useId();
  const [title, setTitle] = useState(quiz?.title ?? '');
  const [species, setSpecies] = useState<{ recId: number; scientificName: string }[]>(() => [...(quiz?.species ?? [])]);
  const [genus, setGenus] = useState(quiz?.genus ?? '');
  const [family, setFamily] = useState(quiz?.family ?? '');
  const [country, setCountry] = useState(quiz?.country ?? '');
  const [region, setRegion] = useState(quiz?.region ?? '');
  const [months, setMonths] = useState<number[]>(() => [...(quiz?.months ?? [])]);
  const [count, setCount] = useState(String(quiz?.questionCount ?? QUIZ_DEFAULT_QUESTIONS));
  const [licences, setLicences] = useState<Licence[]>(() => [...((quiz?.licences as Licence[] | undefined) ?? LICENCES)]);
  const [published, setPublished] = useState(quiz?.published ?? false);
  const [failure, setFailure] = useState<string | null>(null);
  const [commit, saving] = useMutation<QuizBuilderSaveMutation>(graphql`
    mutation QuizBuilderSaveMutation($input: SaveQuizInput!) {
      saveQuiz(input: $input) {
        __typename
        ... on QuizPayload {
          quiz {
            id
            recId
            title
            published
            questionCount
            ...QuizBuilder_quiz
          }
        }
        ...mutationError_error
      }
    }
  `);
  const toggle = <T,>(list: readonly T[], value: T) => (list.includes(value) ? list.filter((each) => each !== value) : [...list, value]);

  const save = () => {
    setFailure(null);
    commit({
      variables: {
        input: {
          ...(quiz ? { id: quiz.id } : {}),
          title,
          published,
          speciesIds: species.map((each) => each.recId),
          genus,
          family,
          country,
          region,
          months,
          questionCount: Number(count),
          licences,
        },
      },
      updater: (store) => {
        if (quiz) return;
        const saved = store.getRootField('saveQuiz')?.getLinkedRecord('quiz');
        const root = store.getRoot();
        const list = root.getLinkedRecords('quizzes');
        if (saved && list) root.setLinkedRecords([saved, ...list], 'quizzes');
      },
      onCompleted: ({ saveQuiz }) => {
        if (saveQuiz.__typename === 'QuizPayload') {
          toast(intl.formatMessage(m.saved), { kind: 'success' });
          onDone();
          return;
        }
        const error = mutationError(saveQuiz);
        const field = error?.fields[0];
        setFailure(`${formatToken(intl, error?.code ?? 'OPERATION_NOT_SUCCEEDED')}${field ? ` (${field.field}: ${formatToken(intl, field.code)})` : ''}`);
      },
      onError: (error) => void requestError(error),
    });
  };

  const text = (name: string, label: string, value: string, set: (value: string) => void, extra: Record<string, string> = {}) => (
    <div className="quiz-field">
      <label htmlFor={`${formId}-${name}`}>{label}</label>
      <input id={`${formId}-${name}`} name={name} value={value} onChange={(event) => set(event.target.value)} {...extra} />
    </div>
  );

  return (
    <form
      className="quiz-form"
      data-testid="quiz-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <h3 className="quiz-card__title">{quiz ? quiz.title : intl.formatMessage(m.newQuiz)}</h3>
      {failure && (
        <p role="alert" className="quiz-error">
          {failure}
        </p>
      )}
      {text('title', intl.formatMessage(m.fieldTitle), title, setTitle, { required: 'required', maxLength: '120' })}
      <div className="quiz-field">
        <Autocomplete
          label={intl.formatMessage(m.fieldSpecies)}
          load={suggestions}
          onSelect={({ choice }) => {
            if (choice.kind !== 'species') return;
            setSpecies((list) => (list.some((each) => each.recId === choice.recId) ? list : [...list, { recId: choice.recId, scientificName: choice.scientificName }]));
          }}
        />
        <p className="quiz-hint">{intl.formatMessage(m.fieldSpeciesHint)}</p>
        {species.length > 0 && (
          <ul className="quiz-chips">
            {species.map((each) => (
              <li key={each.recId}>
                <em>{each.scientificName}</em>
                <button
                  type="button"
                  aria-label={intl.formatMessage(m.removeSpecies, { name: each.scientificName })}
                  onClick={() => setSpecies((list) => list.filter((other) => other.recId !== each.recId))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {text('genus', intl.formatMessage(m.fieldGenus), genus, setGenus)}
      {text('family', intl.formatMessage(m.fieldFamily), family, setFamily)}
      {text('country', intl.formatMessage(m.fieldCountry), country, setCountry, { maxLength: '2', autoCapitalize: 'characters' })}
      {text('region', intl.formatMessage(m.fieldRegion), region, setRegion)}
      <fieldset className="quiz-field">
        <legend>{intl.formatMessage(m.fieldMonths)}</legend>
        <div className="quiz-months">
          {MONTHS.map((month) => (
            <label key={month} className="quiz-check">
              <input type="checkbox" checked={months.includes(month)} onChange={() => setMonths((list) => toggle(list, month).sort((a, b) => a - b))} />
              {intl.formatDate(new Date(2026, month - 1, 1), { month: 'short' })}
            </label>
          ))}
        </div>
      </fieldset>
      {text('questionCount', intl.formatMessage(m.fieldCount), count, setCount, { type: 'number', min: '1', max: String(QUIZ_MAX_QUESTIONS), inputMode: 'numeric' })}
      <fieldset className="quiz-field">
        <legend>{intl.formatMessage(m.fieldLicences)}</legend>
        {LICENCES.map((licence) => (
          <label key={licence} className="quiz-check">
            <input type="checkbox" checked={licences.includes(licence)} onChange={() => setLicences((list) => toggle(list, licence))} />
            {LICENCE_NAMES[licence]}
          </label>
        ))}
      </fieldset>
      <label className="quiz-check">
        <input type="checkbox" name="published" checked={published} onChange={(event) => setPublished(event.target.checked)} />
        {intl.formatMessage(m.fieldPublished)}
      </label>
      <div className="quiz-actions">
        <button type="submit" className="quiz-button quiz-button--primary" disabled={saving}>
          {intl.formatMessage(m.save)}
        </button>
        <button type="button" className="quiz-button" onClick={onDone}>
          {intl.formatMessage(m.cancel)}
        </button>
      </div>
    </form>
  );
}
