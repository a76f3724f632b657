import { type Licence, LICENCES } from './observations/enums.ts';

/**
 * The species quiz (recording §1, `/quiz/species`): the vocabulary both sides need. Its rules
 * (which photos, which choices, the score) are the server's (server/modules/quiz/).
 */

/** Choices per question: the right species and three similar ones. */
export const QUIZ_CHOICES = 4;

/** A round asks at least one and at most this many questions. */
export const QUIZ_MAX_QUESTIONS = 30;

/** A new quiz's number of questions. */
export const QUIZ_DEFAULT_QUESTIONS = 10;

export const QUIZ_TITLE_MAX = 120;

/** A quiz names at most this many species. */
export const QUIZ_MAX_SPECIES = 200;

/**
 * The licences under which a photo may be reused in a quiz: every licence a medium can carry
 * (CC0, CC BY, CC BY-NC) allows showing it with its author and licence on a non-commercial site.
 * A quiz may narrow them (e.g. no NC photos); a photo outside its list is never asked.
 */
export const QUIZ_REUSABLE_LICENCES: readonly Licence[] = LICENCES;

/** Seeds of a round: a positive 31-bit integer, so a round is asked again exactly from it. */
export const QUIZ_SEED_MAX = 2_147_483_647;

/** A fresh seed for a new round (the client picks it; the server answers the same questions for it). */
export const newQuizSeed = (): number => 1 + Math.floor(Math.random() * (QUIZ_SEED_MAX - 1));

/** Species difficulty (Species.difficulty): 1 unmistakable in a photo, 2 needs care, 3 needs an expert. */
export const QUIZ_DIFFICULTIES = [1, 2, 3] as const;
