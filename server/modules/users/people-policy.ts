import { assignableRoles, hasRole, maySanction, type RoleName } from '@domain/roles.ts';
import { type Abilities, authorizeNow } from '../../auth/policy.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { ForbiddenError } from '../../errors.ts';

/**
 * The one policy of the people screens (issue 21 part 3, `/admin/user/`). The role table itself is
 * `domain/roles.ts` (`assignableRoles`, `maySanction`); this applies it to a viewer and a person:
 *
 * - list and search people, see an account with its reports and sanctions: MODERATOR and above;
 * - change a role: an ADMIN to any role; a MODERATOR only to USER, ADV, PRO or EDITOR and only of
 *   somebody below MODERATOR (so moderators can neither make nor unmake peers or admins);
 * - suspend, lift a suspension: MODERATOR and above, an ADMIN's account only by an ADMIN;
 * - nobody acts on their own account (OWN_ACCOUNT), and the last active ADMIN keeps the role
 *   (`people.ts` `setRole`, LAST_ADMIN).
 */
export type PeopleAction = 'list';
export type PersonAction = 'see' | 'changeRole' | 'suspend' | 'liftSuspension';

export interface PersonSubject {
  entityId: number;
  role: RoleName;
}

export function peoplePolicy(viewer: Viewer): Abilities<PeopleAction> {
  return { list: hasRole(viewer.role, 'MODERATOR') };
}

export function personPolicy(viewer: Viewer, person: PersonSubject): Abilities<PersonAction> {
  const own = viewer.user?.entityId === person.entityId;
  const sanction = !own && maySanction(viewer.role, person.role);
  return {
    see: hasRole(viewer.role, 'MODERATOR'),
    changeRole: !own && assignableRoles(viewer.role, person.role).length > 0,
    suspend: sanction,
    liftSuspension: sanction,
  };
}

/** Refuses the people screens below MODERATOR: a guest with 401 UNAUTHORIZED, anybody else 403 FORBIDDEN. */
export const authorizePeople = (viewer: Viewer) => authorizeNow(peoplePolicy, viewer, 'list', null);

/** Refuses an act on a person: one's own account is 403 OWN_ACCOUNT, anything else the policy denies 403 FORBIDDEN. */
export function authorizePerson(viewer: Viewer, person: PersonSubject, action: PersonAction): void {
  authorizePeople(viewer);
  if (action !== 'see' && viewer.user?.entityId === person.entityId) throw new ForbiddenError('OWN_ACCOUNT', 'Not on your own account');
  authorizeNow(personPolicy, viewer, action, person);
}

/** The roles the viewer may give the person (the role select's options); empty when they may give none. */
export function rolesFor(viewer: Viewer, person: PersonSubject): RoleName[] {
  return personPolicy(viewer, person).changeRole ? assignableRoles(viewer.role, person.role) : [];
}
