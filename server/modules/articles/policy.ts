import type { Abilities } from '../../auth/policy.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { ArticleKind } from '@domain/articles.ts';
import { Privacy } from '@domain/privacy.ts';
import { hasRole, type RoleName } from '@domain/roles.ts';
import { visibleTimelineItems } from '../privacy/visibility.ts';

/** Who writes each kind the site keeps (stories and journals are their authors' and entities'). */
const MANAGING_ROLE: Partial<Record<ArticleKind, RoleName>> = {
  // recording §1: the blog is written by EDITOR and above; content pages are the admin section's
  BLOG: 'EDITOR',
  CONTENT: 'ADMIN',
};

/** The entity admins who keep a group's or project's journal: its owner and co-admins (A, C, E). */
export const JOURNAL_KEEPER_CODES = ['A', 'C', 'E'] as const;

/** The kinds the viewer's role edits whoever wrote them, drafts included. */
export function managedKinds(viewer: Viewer): ArticleKind[] {
  return (Object.entries(MANAGING_ROLE) as [ArticleKind, RoleName][]).filter(([, role]) => hasRole(viewer.role, role)).map(([kind]) => kind);
}

/**
 * The articles a viewer may read, as a filter inside every query. A content page, once published
 * and its time come, is everybody's; a blog post, story or journal entry is read by whoever may see
 * its timeline item (its access level, the author's friends and groups, blocks), the item being
 * hidden while it is a draft. Authors read their own, journal keepers their entity's, and the
 * managing role every article of its kinds. A draft is nobody else's: 404 on every path.
 */
export function visibleArticles(viewer: Viewer, now = new Date()): Prisma.ArticleWhereInput {
  const published: Prisma.ArticleWhereInput = { status: 'PUBLISHED', publishedAt: { lte: now } };
  const me = viewer.user?.entityId;
  const managed = managedKinds(viewer);
  return {
    OR: [
      { ...published, kind: 'CONTENT', access: Privacy.ANYBODY },
      { ...published, kind: { not: 'CONTENT' }, item: { is: visibleTimelineItems(viewer) } },
      ...(me === undefined
        ? []
        : [{ authorId: me }, { kind: 'JOURNAL' as const, entity: { relationsTo: { some: { fromId: me, code: { in: [...JOURNAL_KEEPER_CODES] } } } } }]),
      ...(managed.length ? [{ kind: { in: managed } }] : []),
    ],
  };
}

export type ArticleAction = 'edit' | 'delete';

/** The facts an article's rules read: its kind and author, and the viewer's letters towards a journal's entity. */
export interface ArticleFacts {
  kind: ArticleKind;
  authorId: number | null;
  /** the viewer's relation letters towards the journal's entity (empty for other kinds) */
  entityCodes: readonly string[];
}

/**
 * Who writes an article of a kind (creating one asks the same with no author yet): content pages
 * the admins, the blog editors and above, a journal its entity's keepers (A, C, E), a story its
 * author. A moderator may also delete a story or journal entry (as a post).
 */
export function articlePolicy(viewer: Viewer, article: ArticleFacts): Abilities<ArticleAction> {
  const me = viewer.user?.entityId;
  if (me === undefined) return { edit: false, delete: false };
  const managing = MANAGING_ROLE[article.kind];
  if (managing) {
    const can = hasRole(viewer.role, managing);
    return { edit: can, delete: can };
  }
  const keeper = article.kind === 'JOURNAL' && article.entityCodes.some((code) => (JOURNAL_KEEPER_CODES as readonly string[]).includes(code));
  const author = article.kind === 'STORY' && (article.authorId === null || article.authorId === me);
  const edit = keeper || author;
  return { edit, delete: edit || hasRole(viewer.role, 'MODERATOR') };
}

/** The admin section's content pages (`/admin/content/`): their role lists and edits every page, drafts included. */
export function contentAdminPolicy(viewer: Viewer): Abilities<'manage'> {
  return { manage: hasRole(viewer.role, MANAGING_ROLE.CONTENT!) };
}

/** The kinds the viewer may start without an entity: stories when signed in, and the kinds their role manages. */
export function writableKinds(viewer: Viewer): ArticleKind[] {
  if (!viewer.user) return [];
  return ['STORY', ...managedKinds(viewer)];
}
