import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, useMutation, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router';
import type { QuizPageCheckMutation, QuizPageCheckMutation$data } from '../../__generated__/QuizPageCheckMutation.graphql.ts';
import type { QuizPageQuery, QuizPageQuery$data } from '../../__generated__/QuizPageQuery.graphql.ts';
import { LICENCE_NAMES } from '@domain/licences.ts';
import type { Licence } from '@domain/observations/enums.ts';
import { newQuizSeed } from '@domain/quiz.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { formatToken } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { QuizBuilder } from './QuizBuilder.tsx';
import { quizMessages as m } from './messages.ts';
import { roundHref } from './quiz-params.ts';
import './quiz.css';

/** The route component of `/quiz/species`: the published quizzes (and the builder for editors and admins), a round, its score. */
const QuizPage: RouteScreenComponent<{ main: QuizPageQuery }> = ({ queries }) => (
  <RouteScreen loadingClassName="quiz-loading">
    <PartTexts part="quiz">
      <QuizContent query={queries.main} />
    </PartTexts>
  </RouteScreen>
);
export default QuizPage;

function QuizContent({ query }: { query: PreloadedQuery<QuizPageQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery(
    graphql`
      query QuizPageQuery($quizId: Int!, $seed: Int!, $playing: Boolean!, $language: String) {
        viewer {
          can {
            buildQuizzes
          }
        }
        quizzes {
          id
          recId
          title
          published
          questionCount
          ...QuizBuilder_quiz
        }
        quiz(recId: $quizId) @include(if: $playing) {
          recId
          title
          round(seed: $seed) {
            seed
            questions {
              index
              mediaId
              imageUrl
              author
              licence
              difficulty
              choices {
                recId
                scientificName
                commonName(language: $language)
              }
            }
          }
        }
      }
    `,
    query,
  );
  if (data.quiz !== undefined) {
    if (data.quiz === null)
      return (
        <div className="quiz-page">
          <p className="quiz-empty">{intl.formatMessage(m.notFound)}</p>
          <BackLink />
        </div>
      );
    // A new seed is a new round: its state starts afresh.
    return <QuizPlay key={`${data.quiz.recId}-${data.quiz.round.seed}`} quiz={data.quiz} />;
  }
  return <QuizList quizzes={data.quizzes} canBuild={data.viewer.can.buildQuizzes} />;
}

function BackLink() {
  const intl = useIntl();
  return (
    <Link className="quiz-back" to="/quiz/species">
      {intl.formatMessage(m.back)}
    </Link>
  );
}

function QuizList({ quizzes, canBuild }: { quizzes: QuizPageQuery$data['quizzes']; canBuild: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <div className="quiz-page" data-testid="quiz-list">
      <h1 className="quiz-page__title">{intl.formatMessage(m.title)}</h1>
      <p>{intl.formatMessage(m.intro)}</p>
      {quizzes.filter((quiz) => quiz.published || canBuild).length === 0 && <p className="quiz-empty">{intl.formatMessage(m.none)}</p>}
      <ul className="quiz-cards">
        {quizzes.map((quiz) => (
          <li key={quiz.id} className="quiz-card">
            <div>
              <h2 className="quiz-card__title">{quiz.title}</h2>
              <p className="quiz-card__meta">
                {intl.formatMessage(m.questions, { count: quiz.questionCount })}
                {!quiz.published && <span className="quiz-badge">{intl.formatMessage(m.unpublished)}</span>}
              </p>
            </div>
            <button type="button" className="quiz-button quiz-button--primary" onClick={() => void navigate(roundHref(quiz.recId, newQuizSeed()))}>
              {intl.formatMessage(m.play)}
            </button>
          </li>
        ))}
      </ul>
      {canBuild && <QuizBuilder quizzes={quizzes} />}
    </div>
  );
}

type PlayedQuiz = NonNullable<QuizPageQuery$data['quiz']>;
type Checked = QuizPageCheckMutation$data['checkQuizAnswers'];
interface Result {
  score: number;
  total: number;
  points: number;
  maxPoints: number;
  answers: NonNullable<Checked['answers']>;
}

function QuizPlay({ quiz }: { quiz: PlayedQuiz }) {
  const intl = useIntl();
  const requestError = useRequestErrorAlert();
  const questions = quiz.round.questions;
  const [answers, setAnswers] = useState<number[]>([]);
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [commit, checking] = useMutation<QuizPageCheckMutation>(graphql`
    mutation QuizPageCheckMutation($input: CheckQuizAnswersInput!, $language: String) {
      checkQuizAnswers(input: $input) {
        __typename
        ... on QuizResult {
          score
          total
          points
          maxPoints
          answers {
            index
            thumbUrl
            imageUrl
            correct
            chosen {
              scientificName
              commonName(language: $language)
            }
            species {
              recId
              scientificName
              commonName(language: $language)
            }
          }
        }
        ...mutationError_error
      }
    }
  `);

  if (questions.length === 0)
    return (
      <div className="quiz-page">
        <h1 className="quiz-page__title">{quiz.title}</h1>
        <p className="quiz-empty">{intl.formatMessage(m.empty)}</p>
        <BackLink />
      </div>
    );
  if (result) return <QuizScore quizId={quiz.recId} title={quiz.title} result={result} />;

  const choose = (speciesId: number) => {
    const next = [...answers, speciesId];
    setAnswers(next);
    if (next.length < questions.length) return;
    setFailure(null);
    commit({
      variables: {
        input: {
          quizId: String(quiz.recId),
          seed: quiz.round.seed,
          answers: questions.map((question, i) => ({ mediaId: question.mediaId, speciesId: next[i] })),
        },
        language: intl.locale,
      },
      onCompleted: ({ checkQuizAnswers }) => {
        const { score, total, points, maxPoints, answers: checked } = checkQuizAnswers;
        if (checkQuizAnswers.__typename === 'QuizResult' && checked && score !== undefined && total !== undefined && points !== undefined && maxPoints !== undefined) {
          setResult({ score, total, points, maxPoints, answers: checked });
          return;
        }
        setFailure(formatToken(intl, mutationError(checkQuizAnswers)?.code ?? 'OPERATION_NOT_SUCCEEDED'));
      },
      onError: (error) => void requestError(error),
    });
  };

  const current = questions[Math.min(answers.length, questions.length - 1)]!;
  const done = answers.length >= questions.length;
  return (
    <div className="quiz-page" data-testid="quiz-play">
      <h1 className="quiz-page__title">{quiz.title}</h1>
      <p className="quiz-progress" aria-live="polite">
        {intl.formatMessage(m.progress, { index: current.index + 1, total: questions.length })}
        <span className="quiz-badge">{intl.formatMessage(m.difficulty, { level: String(current.difficulty) })}</span>
      </p>
      <figure className="quiz-photo">
        <img key={current.mediaId} src={current.imageUrl} alt={intl.formatMessage(m.photoAlt)} />
        <figcaption>{intl.formatMessage(m.photoCredit, { author: current.author, licence: LICENCE_NAMES[current.licence as Licence] ?? current.licence })}</figcaption>
      </figure>
      <h2 className="quiz-question">{intl.formatMessage(m.question)}</h2>
      <div className="quiz-choices">
        {current.choices.map((choice) => (
          <button key={choice.recId} type="button" className="quiz-choice" disabled={done || checking} onClick={() => choose(choice.recId)}>
            <span className="quiz-choice__name">{choice.commonName ?? choice.scientificName}</span>
            {choice.commonName && <span className="quiz-choice__latin">{choice.scientificName}</span>}
          </button>
        ))}
      </div>
      {checking && <p aria-live="polite">{intl.formatMessage(m.checking)}</p>}
      {failure && (
        <p role="alert" className="quiz-error">
          {failure}
        </p>
      )}
    </div>
  );
}

function QuizScore({ quizId, title, result }: { quizId: number; title: string; result: Result }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <div className="quiz-page" data-testid="quiz-result">
      <h1 className="quiz-page__title">{title}</h1>
      <p className="quiz-score" role="status">
        {intl.formatMessage(m.score, { score: result.score, total: result.total })}
      </p>
      <p className="quiz-card__meta">{intl.formatMessage(m.points, { points: result.points, maxPoints: result.maxPoints })}</p>
      <h2 className="quiz-question">{intl.formatMessage(m.answers)}</h2>
      <ol className="quiz-answers">
        {result.answers.map((answer) => (
          <li key={answer.index} className={`quiz-answer ${answer.correct ? 'quiz-answer--right' : 'quiz-answer--wrong'}`}>
            <img src={answer.thumbUrl ?? answer.imageUrl} alt="" width={64} height={64} />
            <div>
              <Link to={`/species/${answer.species.recId}`} className="quiz-answer__species">
                {answer.species.commonName ?? answer.species.scientificName}
                {answer.species.commonName && <em> ({answer.species.scientificName})</em>}
              </Link>
              <p className="quiz-answer__verdict">
                {answer.correct
                  ? intl.formatMessage(m.right)
                  : answer.chosen
                    ? intl.formatMessage(m.wrong, { chosen: answer.chosen.commonName ?? answer.chosen.scientificName })
                    : intl.formatMessage(m.skipped)}
              </p>
            </div>
          </li>
        ))}
      </ol>
      <div className="quiz-actions">
        <button type="button" className="quiz-button quiz-button--primary" onClick={() => void navigate(roundHref(quizId, newQuizSeed()))}>
          {intl.formatMessage(m.again)}
        </button>
        <BackLink />
      </div>
    </div>
  );
}
