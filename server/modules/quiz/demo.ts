import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { QUIZ_REUSABLE_LICENCES } from '@domain/quiz.ts';

/** The demo quiz's title (the browser test plays it). */
export const DEMO_QUIZ_TITLE = 'Nappali lepkék – kezdő fajkvíz';

/**
 * The demo's published quiz, made after the demo records (it asks their photos): every species,
 * every licence, five questions, by the demo editor. Whatever the records' photos qualify for
 * (quiz/service.ts `quizPhotos`) is asked; the demo's sensitive and private records never are.
 */
export async function seedDemoQuiz(prisma: PrismaClient): Promise<number> {
  const editor = await prisma.user.findUnique({ where: { email: 'editor@lepke.test' }, select: { entityId: true } });
  await prisma.quiz.create({
    data: {
      title: DEMO_QUIZ_TITLE,
      published: true,
      questionCount: 5,
      licences: [...QUIZ_REUSABLE_LICENCES],
      createdById: editor?.entityId ?? null,
    },
  });
  return 1;
}
