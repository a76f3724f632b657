import type { Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { ArticleKind } from '@domain/articles.ts';
import { Privacy } from '@domain/privacy.ts';
import { hasRole, type RoleName } from '@domain/roles.ts';

/** Who writes each kind the site keeps (stories and journals are their authors' and entities'). */
const MANAGING_ROLE: Partial<Record<ArticleKind, RoleName>> = {
  // recording §1: the blog is written by EDITOR and above; content pages are the admin section's
  BLOG: 'EDITOR',
  CONTENT: 'ADMIN',
};

/** The kinds the viewer's role edits whoever wrote them, drafts included. */
export function managedKinds(viewer: Viewer): ArticleKind[] {
  return (Object.entries(MANAGING_ROLE) as [ArticleKind, RoleName][]).filter(([, role]) => hasRole(viewer.role, role)).map(([kind]) => kind);
}

/**
 * The articles a viewer may read, as a filter inside every query: published ones (their time come)
 * that anybody may read, the viewer's own, and every article of the kinds the viewer's role manages.
 * A draft is nobody else's: 404 on every path.
 */
export function visibleArticles(viewer: Viewer, now = new Date()): Prisma.ArticleWhereInput {
  const anyone: Prisma.ArticleWhereInput = { status: 'PUBLISHED', publishedAt: { lte: now }, access: Privacy.ANYBODY };
  const me = viewer.user?.entityId;
  const managed = managedKinds(viewer);
  return {
    OR: [anyone, ...(me === undefined ? [] : [{ authorId: me }]), ...(managed.length ? [{ kind: { in: managed } }] : [])],
  };
}
