import { Router } from 'express';
import { z } from 'zod';
import { restRoute } from '../../http/rest.ts';
import type { Services } from '../../services.ts';
import { parseInput, recordId } from '../../validation.ts';
import { newQuizSeed, QUIZ_MAX_QUESTIONS, QUIZ_SEED_MAX } from '@domain/quiz.ts';
import { quizForRest, resultForRest, roundForRest } from './present.ts';
import { checkAnswers, QUIZ_ORDER, quizRound, visibleQuizzes } from './service.ts';

const roundQuery = z.object({
  quiz: recordId.optional(),
  count: z.coerce.number().int().min(1).max(QUIZ_MAX_QUESTIONS).optional(),
  seed: z.coerce.number().int().min(1).max(QUIZ_SEED_MAX).optional(),
});

const answersBody = z.object({
  quiz: recordId,
  seed: z.number().int(),
  count: z.number().int().nullish(),
  answers: z.array(z.object({ media_id: z.number().int(), species_id: z.number().int().nullish() })).max(QUIZ_MAX_QUESTIONS),
});

/**
 * The species quiz over REST (recording §2 `/quiz/species`): `GET /api/quiz/species` lists the
 * quizzes the viewer may play; `?quiz={id}` (with `count`, and `seed` to ask a round again) gives a
 * round's questions without their answers; `POST /api/quiz/species` with
 * `{quiz, seed, count, answers: [{media_id, species_id}]}` scores it (guests too).
 */
export function quizRoutes(services: Services): Router {
  const router = Router();
  const route = (handler: Parameters<typeof restRoute>[1]) => restRoute(services.logger, handler);

  router.get(
    '/api/quiz/species',
    route(async (req) => {
      const query = parseInput(roundQuery, { quiz: req.query.quiz, count: req.query.count, seed: req.query.seed });
      if (query.quiz === undefined) {
        const quizzes = await services.prisma.quiz.findMany({ where: visibleQuizzes(req.viewer), orderBy: QUIZ_ORDER, take: 200 });
        return { quizzes: quizzes.map(quizForRest) };
      }
      const round = await quizRound(services.prisma, req.viewer, query.quiz, { seed: query.seed ?? newQuizSeed(), count: query.count });
      return roundForRest(round, req.viewer.user?.language ?? req.clientInfo.language);
    }),
  );

  router.post(
    '/api/quiz/species',
    route(async (req) => {
      const body = parseInput(answersBody, req.body ?? {});
      const result = await checkAnswers(services.prisma, req.viewer, body.quiz, {
        seed: body.seed,
        count: body.count,
        answers: body.answers.map((answer) => ({ mediaId: answer.media_id, speciesId: answer.species_id })),
      });
      return resultForRest(result, req.viewer.user?.language ?? req.clientInfo.language);
    }),
  );

  return router;
}
