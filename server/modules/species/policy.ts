import { type Abilities, authorizeNow } from '../../auth/policy.ts';
import { hasRole } from '@domain/roles.ts';
import type { Viewer } from '../../auth/viewer.ts';

export const SPECIES_ACTIONS = ['edit', 'saveChart'] as const;
export type SpeciesAction = (typeof SPECIES_ACTIONS)[number];

/**
 * Only site admins edit, delete and merge catalogue entries (recording §2: the species edit routes are
 * admin-only) and save their phenology charts (the admin chart generator, `POST /api/savechart/{id}`).
 */
export function speciesPolicy(viewer: Viewer): Abilities<SpeciesAction> {
  const admin = hasRole(viewer.role, 'ADMIN');
  return { edit: admin, saveChart: admin };
}

export const authorizeSpecies = (viewer: Viewer, action: SpeciesAction) => authorizeNow(speciesPolicy, viewer, action, null);
