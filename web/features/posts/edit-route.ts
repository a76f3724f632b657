/** The post types of the server (schema.graphql PostType). */
export const POST_TYPES = ['NOTE', 'NEWS', 'QUESTION', 'MOOD', 'LESSON', 'SOLUTION', 'SUGGESTION', 'EVENT', 'ANNOUNCE'] as const;
export type PostType = (typeof POST_TYPES)[number];

/** Types a person's own timeline takes, and types an entity's message board takes. */
export const TIMELINE_TYPES: readonly PostType[] = ['NOTE', 'NEWS', 'QUESTION', 'MOOD', 'LESSON', 'SOLUTION'];
export const BOARD_TYPES: readonly PostType[] = ['NOTE', 'NEWS', 'QUESTION', 'SUGGESTION', 'EVENT', 'ANNOUNCE'];
/** Types a new post form lets the writer choose between. */
export const CHOOSABLE_TYPES: readonly PostType[] = ['NOTE', 'NEWS', 'QUESTION', 'SUGGESTION', 'EVENT', 'ANNOUNCE'];

export function isPostType(value: string): value is PostType {
  return (POST_TYPES as readonly string[]).includes(value);
}

export interface EditLinkItem {
  /** the timeline item's category */
  category: string;
  post: { recId: number; lessonId?: number | null | undefined; entity?: { recId: number } | null | undefined } | null | undefined;
}

/**
 * The edit screen of a timeline item's post (social-core §2): an entity post's own edit page with
 * its board as publish_to, moods, lessons and solutions theirs, anything else the note editor.
 * Items that are no post have no edit screen (null).
 */
export function editRoute({ category, post }: EditLinkItem): string | null {
  if (!post) return null;
  if (post.entity) return `/entity/post/edit/${post.recId}?publish_to=${post.entity.recId}`;
  switch (category) {
    case 'MOOD':
      return `/mood/edit/${post.recId}`;
    case 'LESSON':
      return `/lesson/edit/${post.recId}`;
    case 'SOLUTION':
      return post.lessonId ? `/solution/edit/${post.lessonId}/${post.recId}` : `/lesson/edit/${post.recId}`;
    default:
      return `/note/edit/${post.recId}`;
  }
}

/** The page of a post. */
export function postPageRoute(postRecId: number, openComments = false): string {
  return `/entity/post/${postRecId}${openComments ? '?op=comment' : ''}`;
}

/** What an edit route asks for: a post to edit, or a new post of a type, where. */
export type EditTarget = { kind: 'edit'; postId: string; publishTo: string | null } | { kind: 'new'; type: PostType; entityId: string | null; lessonId: string | null };

/** Board codes of `?category=` (recording §3) and the spec's N for news. */
const CATEGORY_CODES: Record<string, PostType> = {
  n: 'NEWS',
  news: 'NEWS',
  q: 'QUESTION',
  s: 'SUGGESTION',
  e: 'EVENT',
  post: 'NOTE',
  announce: 'ANNOUNCE',
};

function categoryType(category: string | null): PostType {
  if (!category) return 'NOTE';
  const upper = category.toUpperCase();
  return isPostType(upper) ? upper : (CATEGORY_CODES[category.toLowerCase()] ?? 'NOTE');
}

const isNew = (id: string | undefined) => id === undefined || id === '' || id === '0' || id === 'new';

/**
 * Reads the edit routes: /post/edit/[postId] (?type=, ?publish_to=), /note|mood|lesson/edit/{id}
 * (0 or "new": a new one), /solution/edit/{lessonId}/{id}, /entity/{id}/post/ (?category=N: news)
 * and /entity/post/edit/{id}?publish_to={entity id}.
 */
export function editTarget(pathname: string, search: string): EditTarget | null {
  const query = new URLSearchParams(search);
  const publishTo = query.get('publish_to') || null;
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === 'entity' && parts[1] === 'post' && parts[2] === 'edit' && parts[3]) {
    return { kind: 'edit', postId: parts[3], publishTo };
  }
  if (parts[0] === 'entity' && parts[2] === 'post' && parts.length === 3) {
    return { kind: 'new', type: categoryType(query.get('category')), entityId: parts[1]!, lessonId: null };
  }
  if (parts[0] === 'post' && parts[1] === 'edit') {
    return isNew(parts[2]) ? { kind: 'new', type: categoryType(query.get('type')), entityId: publishTo, lessonId: null } : { kind: 'edit', postId: parts[2], publishTo };
  }
  if (parts[0] === 'solution' && parts[1] === 'edit' && parts[2]) {
    return isNew(parts[3]) ? { kind: 'new', type: 'SOLUTION', entityId: null, lessonId: parts[2] } : { kind: 'edit', postId: parts[3], publishTo: null };
  }
  const fixed: Record<string, PostType> = { note: 'NOTE', mood: 'MOOD', lesson: 'LESSON' };
  const type = fixed[parts[0] ?? ''];
  if (type && parts[1] === 'edit') {
    return isNew(parts[2]) ? { kind: 'new', type, entityId: null, lessonId: null } : { kind: 'edit', postId: parts[2], publishTo: null };
  }
  return null;
}

/** Relay global ids of the server for numeric route ids; global ids pass through. */
export function globalId(typename: 'Post' | 'Entity' | 'Article', id: string | number): string {
  return /^\d+$/.test(String(id)) ? btoa(`${typename}:${id}`) : String(id);
}

/** The types the own-timeline composer offers (the server's own-timeline types, solutions aside: they answer a lesson). */
export const COMPOSER_TYPES: readonly PostType[] = ['NOTE', 'MOOD', 'QUESTION', 'LESSON', 'NEWS'];

/**
 * The editor of a new post: on the own timeline the note, mood and lesson editors of social-core
 * §2 (`/note/edit/0`…) or `/post/edit/?type=`; on an entity's board `/entity/{id}/post/`, with
 * `?category=N` for news and the type's name for the others.
 */
export function newPostRoute(type: PostType, entityId: number | null = null): string {
  if (entityId !== null) {
    if (type === 'NOTE') return `/entity/${entityId}/post/`;
    return `/entity/${entityId}/post/?category=${type === 'NEWS' ? 'N' : type}`;
  }
  if (type === 'NOTE' || type === 'MOOD' || type === 'LESSON') return `/${type.toLowerCase()}/edit/0`;
  return `/post/edit/?type=${type}`;
}
