import type { Quiz } from '../../db/generated/prisma/client.ts';
import { commonNameIn } from '@domain/species/names.ts';
import type { QuizResult, QuizRound, QuizSpecies } from './service.ts';

/** A quiz as the REST list shows it. */
export function quizForRest(quiz: Quiz) {
  return {
    id: quiz.id,
    title: quiz.title,
    published: quiz.published,
    species_ids: quiz.speciesIds,
    genus: quiz.genus,
    family: quiz.family,
    country: quiz.country,
    region: quiz.region,
    months: quiz.months,
    question_count: quiz.questionCount,
    licences: quiz.licences,
  };
}

function speciesForRest(species: QuizSpecies, language: string | undefined) {
  return {
    species_id: species.id,
    name: species.scientificName,
    common_name: commonNameIn(species.commonNames, language ?? 'hu'),
    url: `/species/${species.id}`,
  };
}

/** A round's questions: never which choice is right. */
export function roundForRest(round: QuizRound, language: string | undefined) {
  return {
    quiz: { id: round.quiz.id, title: round.quiz.title },
    seed: round.seed,
    questions: round.questions.map((question) => ({
      index: question.index,
      media_id: question.photo.mediaId,
      image_url: question.photo.imageUrl,
      thumb_url: question.photo.thumbUrl,
      author: question.photo.author,
      licence: question.photo.licence,
      difficulty: question.difficulty,
      choices: question.choices.map((choice) => {
        const { url: _url, ...named } = speciesForRest(choice, language);
        return named;
      }),
    })),
  };
}

export function resultForRest(result: QuizResult, language: string | undefined) {
  return {
    quiz: { id: result.quiz.id, title: result.quiz.title },
    seed: result.seed,
    score: result.score,
    total: result.total,
    points: result.points,
    max_points: result.maxPoints,
    answers: result.answers.map((answer) => ({
      index: answer.question.index,
      media_id: answer.question.photo.mediaId,
      correct: answer.correct,
      chosen_species_id: answer.chosenSpeciesId,
      species: speciesForRest(answer.question.answer, language),
    })),
  };
}
