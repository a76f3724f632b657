import { QUIZ_SEED_MAX } from '@domain/quiz.ts';

const positive = (value: string | null, max: number): number | null => {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
};

/** The quiz and the round's seed a `/quiz/species` address names (`?quiz=…&seed=…`), null when none or invalid. */
export function quizParams(searchParams: URLSearchParams): { quizId: number | null; seed: number | null } {
  return { quizId: positive(searchParams.get('quiz'), 2_147_483_647), seed: positive(searchParams.get('seed'), QUIZ_SEED_MAX) };
}

/** The address of a new round of a quiz. */
export const roundHref = (quizId: number, seed: number): string => `/quiz/species?quiz=${quizId}&seed=${seed}`;
