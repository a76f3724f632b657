import { type Abilities, authorizeNow } from '../../auth/policy.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { hasRole } from '@domain/roles.ts';

export const QUIZ_ACTIONS = ['build', 'seeUnpublished'] as const;
export type QuizAction = (typeof QUIZ_ACTIONS)[number];

/**
 * Species quizzes (recording §1, §2 `/quiz/species`): EDITOR and above (site editors, moderators
 * and admins, who curate content) build them and see them unpublished; everybody, guests too,
 * plays a published one. Unpublished quizzes do not exist for anybody else (DATA_NOT_FOUND).
 */
export function quizPolicy(viewer: Viewer): Abilities<QuizAction> {
  const builder = hasRole(viewer.role, 'EDITOR');
  return { build: builder, seeUnpublished: builder };
}

export const authorizeQuiz = (viewer: Viewer, action: QuizAction) => authorizeNow(quizPolicy, viewer, action, null);
