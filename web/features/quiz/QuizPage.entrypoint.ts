import QuizPageQuery from '../../__generated__/QuizPageQuery.graphql.ts';
import { JSResource } from '../../relay/js-resource.ts';
import type { RouteEntryPoint } from '../../relay/route-entry-point.ts';
import { quizParams } from './quiz-params.ts';
import type QuizPage from './QuizPage.tsx';

/** `/quiz/species`: the quizzes; with `?quiz={id}&seed={seed}` the round of that seed, loaded with the code. */
export const QuizPageEntryPoint: RouteEntryPoint<typeof QuizPage> = {
  root: JSResource('QuizPage', () => import('./QuizPage.tsx')),
  getPreloadProps: ({ searchParams, language }) => {
    const { quizId, seed } = quizParams(searchParams);
    return {
      queries: {
        main: {
          parameters: QuizPageQuery,
          variables: { quizId: quizId ?? 0, seed: seed ?? 1, playing: quizId !== null && seed !== null, language },
          options: { fetchPolicy: 'store-and-network' },
        },
      },
    };
  },
};
