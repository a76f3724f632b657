import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { PostType } from '../../db/generated/prisma/enums.ts';

/**
 * What each post type is and where it may appear. Own-timeline types are a person's notes, news,
 * questions, moods, lessons and solutions; board types are the message-board posts of an entity
 * (recording §3: q question, s suggestion, e event, post note, news, announce).
 */
export const POST_TYPES = ['NOTE', 'NEWS', 'QUESTION', 'MOOD', 'LESSON', 'SOLUTION', 'SUGGESTION', 'EVENT', 'ANNOUNCE'] as const satisfies readonly PostType[];

export const TIMELINE_TYPES: readonly PostType[] = ['NOTE', 'NEWS', 'QUESTION', 'MOOD', 'LESSON', 'SOLUTION'];
export const BOARD_TYPES: readonly PostType[] = ['QUESTION', 'SUGGESTION', 'EVENT', 'NOTE', 'NEWS', 'ANNOUNCE'];

/** The board codes of the message-board list (`/api/entity/_msb?category=`) and the types they name. */
export const BOARD_CODES: Record<string, PostType> = {
  q: 'QUESTION',
  s: 'SUGGESTION',
  e: 'EVENT',
  post: 'NOTE',
  news: 'NEWS',
  announce: 'ANNOUNCE',
};

/** Types whose title may be empty: a mood is its message, a solution answers its lesson. */
export const UNTITLED_TYPES: readonly PostType[] = ['MOOD', 'SOLUTION'];

/** The entity settings (pub_note, pub_question, pub_alert) that say who may publish a board post. */
export type PublishSetting = 'pubNote' | 'pubQuestion' | 'pubAlert';

/**
 * Which entity setting gates a board post type: questions pub_question, announcements (the
 * entity's alerts) pub_alert, everything else (notes, news, suggestions, events) pub_note.
 */
export function publishSetting(type: PostType): PublishSetting {
  if (type === 'QUESTION') return 'pubQuestion';
  if (type === 'ANNOUNCE') return 'pubAlert';
  return 'pubNote';
}

/** The default publish letters of every setting (social-core §6). */
export const DEFAULT_PUBLISH_LETTERS = 'AECRm';

/** Whether any relation letter the viewer holds towards the entity is one the setting allows. */
export function mayPublish(allowedLetters: string, heldCodes: readonly string[]): boolean {
  return heldCodes.some((code) => code.length === 1 && allowedLetters.includes(code));
}

/** Letters that put an entity into the viewer's publish-to selector (social-core §6). */
export const PUBLISH_TARGET_CODES = ['A', 'C', 'E', 'm'] as const;
/** Entity types never offered as publish targets: persons (0) and type 1. */
export const EXCLUDED_TARGET_TYPES = [0, 1] as const;

/**
 * The profile setting that holds a post's default privacy: `{kind}_pp` with kind the lower-case
 * type (note_pp, news_pp, question_pp, mood_pp, lesson_pp, solution_pp) for a post on the
 * author's own timeline, and `post_pp` for any post on an entity's board. Unset: 9 (anybody).
 */
export function privacySettingKind(type: PostType, onBoard: boolean): string {
  return onBoard ? 'post' : type.toLowerCase();
}

/** The page of a post, stored as its timeline item's url. */
export function postUrl(postId: number): string {
  return `/entity/post/${postId}`;
}

/** The entities the viewer may pick in the publish-to selector (social-core §6). */
export function publishTargetsWhere(me: number): Prisma.EntityWhereInput {
  return {
    type: { notIn: [...EXCLUDED_TARGET_TYPES] },
    relationsTo: { some: { fromId: me, code: { in: [...PUBLISH_TARGET_CODES] } } },
  };
}
