import { type Abilities, authorizeNow } from '../../auth/policy.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { hasRole } from '@domain/roles.ts';

export const BIBLIOGRAPHY_ACTIONS = ['create', 'edit', 'delete', 'import', 'link'] as const;
export type BibliographyAction = (typeof BIBLIOGRAPHY_ACTIONS)[number];

/**
 * Anybody reads the bibliography; EDITOR and above (the blog's writers, recording §1) create, edit,
 * delete and import items and link them to species and articles.
 */
export function bibliographyPolicy(viewer: Viewer): Abilities<BibliographyAction> {
  const editor = hasRole(viewer.role, 'EDITOR');
  return { create: editor, edit: editor, delete: editor, import: editor, link: editor };
}

export const authorizeBibliography = (viewer: Viewer, action: BibliographyAction) => authorizeNow(bibliographyPolicy, viewer, action, null);
