import type { Abilities } from '../../auth/policy.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { broadcastPolicy } from '../messages/policy.ts';
import { reviewPolicy } from '../review/policy.ts';
import { quizPolicy } from '../quiz/policy.ts';
import { samplesPolicy } from '../samples/policy.ts';
import { speciesPolicy } from '../species/policy.ts';

export const VIEWER_ACTIONS = ['validate', 'editReviewRules', 'editSpecies', 'keepSamples', 'broadcastMessages', 'buildQuizzes'] as const;
export type ViewerAction = (typeof VIEWER_ACTIONS)[number];

/** What the viewer may do anywhere, whatever the object: the site-wide answers of the domain policies. */
export function viewerPolicy(viewer: Viewer): Abilities<ViewerAction> {
  const review = reviewPolicy(viewer);
  return {
    validate: review.validate,
    editReviewRules: review.editRules,
    editSpecies: speciesPolicy(viewer).edit,
    keepSamples: samplesPolicy(viewer).keep,
    broadcastMessages: broadcastPolicy(viewer).broadcast,
    buildQuizzes: quizPolicy(viewer).build,
  };
}
