import { type Abilities, authorizeNow } from '../../auth/policy.ts';
import { hasRole, type RoleName } from '@domain/roles.ts';
import type { Viewer } from '../../auth/viewer.ts';

/** Samples are in testing: admins only (recording §2, "/my/sample/ list (admin, test)"). */
const SAMPLE_ROLE: RoleName = 'ADMIN';

export type SamplesAction = 'keep';
export type SampleAction = 'edit' | 'delete';

/** Whether the viewer keeps samples at all. */
export function samplesPolicy(viewer: Viewer): Abilities<SamplesAction> {
  return { keep: viewer.user !== null && hasRole(viewer.role, SAMPLE_ROLE) };
}

/** A sample is its owner's to edit and delete, while they may keep samples. */
export function samplePolicy(viewer: Viewer, sample: { ownerId: number }): Abilities<SampleAction> {
  const mine = samplesPolicy(viewer).keep && viewer.user?.entityId === sample.ownerId;
  return { edit: mine, delete: mine };
}

export const authorizeSample = (viewer: Viewer, action: SampleAction, sample: { ownerId: number }) => authorizeNow(samplePolicy, viewer, action, sample);
export const authorizeSamples = (viewer: Viewer) => authorizeNow(samplesPolicy, viewer, 'keep', null);
