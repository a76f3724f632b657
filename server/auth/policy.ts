import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import type { Viewer } from './viewer.ts';

/** What a viewer may do with one subject, action by action. */
export type Abilities<Action extends string> = Readonly<Record<Action, boolean>>;

/**
 * The one shape of a domain's rules (`server/modules/<domain>/policy.ts`): every action's answer for one
 * subject. The same answers guard the mutations (`authorize`) and reach the client as `viewerCan`, so the
 * web never re-derives a permission. A subject carries the facts the rules need (owner, relation codes,
 * a database handle where a rule must look something up).
 */
export type Policy<Subject, Action extends string> = (viewer: Viewer, subject: Subject) => Abilities<Action> | Promise<Abilities<Action>>;

/**
 * Refuses what the policy does not allow: a guest with UNAUTHORIZED (401, so the app offers the login),
 * anybody else with FORBIDDEN or the given token and message (403).
 */
export async function authorize<Subject, Action extends string>(
  policy: Policy<Subject, Action>,
  viewer: Viewer,
  action: Action,
  subject: Subject,
  code?: string,
  message?: string,
): Promise<void> {
  const can = await policy(viewer, subject);
  if (!can[action]) refuse(viewer, code, message);
}

/** `authorize` for a policy that looks nothing up, where the caller cannot wait (a Prisma filter, a field). */
export function authorizeNow<Subject, Action extends string>(
  policy: (viewer: Viewer, subject: Subject) => Abilities<Action>,
  viewer: Viewer,
  action: Action,
  subject: Subject,
  code?: string,
  message?: string,
): void {
  requireAbility(viewer, policy(viewer, subject), action, code, message);
}

/** `authorize` for answers a policy gave already (a service that also hands them to the client). */
export function requireAbility<Action extends string>(viewer: Viewer, can: Abilities<Action>, action: Action, code?: string, message?: string): void {
  if (!can[action]) refuse(viewer, code, message);
}

function refuse(viewer: Viewer, code: string | undefined, message: string | undefined): never {
  if (!viewer.user) throw new UnauthorizedError();
  throw new ForbiddenError(code, message);
}
