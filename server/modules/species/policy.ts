import { type Abilities, authorizeNow } from '../../auth/policy.ts';
import { hasRole } from '@domain/roles.ts';
import type { Viewer } from '../../auth/viewer.ts';

export const SPECIES_ACTIONS = ['edit'] as const;
export type SpeciesAction = (typeof SPECIES_ACTIONS)[number];

/** Only site admins edit, delete and merge catalogue entries (recording §2: the species edit routes are admin-only). */
export function speciesPolicy(viewer: Viewer): Abilities<SpeciesAction> {
  return { edit: hasRole(viewer.role, 'ADMIN') };
}

export const authorizeSpecies = (viewer: Viewer, action: SpeciesAction) => authorizeNow(speciesPolicy, viewer, action, null);
