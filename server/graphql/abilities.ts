import type { Abilities } from '../auth/policy.ts';
import { builder } from './builder.ts';

/**
 * The GraphQL object of one domain policy's answers (`viewerCan`): one boolean per action, so the
 * client shows an action exactly when the mutation behind it would be let through.
 */
export function abilitiesType<Action extends string>(name: string, actions: readonly Action[], description: string) {
  return builder.objectRef<Abilities<Action>>(name).implement({
    description,
    fields: (t) => Object.fromEntries(actions.map((action) => [action, t.boolean({ resolve: (can) => can[action] })])),
  });
}
