import { PERSON_ENTITY, PROJECT_ENTITY, RelationCode } from './entities.ts';

/**
 * The viewer's relation state towards a person or a group-like entity (social-core §4), in the
 * spec's upper-case spelling. NO_RELATION is the state towards oneself or of a guest; the two
 * BLOCKED states are ours: the spec's table has no row for a blocked entity, which can only be
 * unblocked or reported.
 */
export const RELATION_STATES = [
  'NO_RELATION',
  'NO_FRIEND',
  'FRIEND',
  'FRIEND_REQUEST_SENT',
  'FRIEND_REQUEST_GOT',
  'NO_MEMBER',
  'MEMBER',
  'JOIN_REQUEST_SENT',
  'JOIN_REQUEST_GOT',
  'BLOCKED_USER',
  'BLOCKED_ENTITY',
] as const;
export type RelationState = (typeof RELATION_STATES)[number];

export const RELATION_ACTIONS = [
  'SEND_REQUEST',
  'REVOKE_REQUEST',
  'ACCEPT_REQUEST',
  'REJECT_REQUEST',
  'UNFRIEND',
  'JOIN',
  'UNMEMBER',
  'BLOCK_USER',
  'UNBLOCK_USER',
  'REPORT_USER',
  'BLOCK_ENTITY',
  'UNBLOCK_ENTITY',
  'REPORT_ENTITY',
] as const;
export type RelationAction = (typeof RELATION_ACTIONS)[number];

/** The timeline category of the items about a new friendship (social-core §3): no likes or comments (§6). */
export const FRIEND_CATEGORY = 'FRIEND';

/** Following is an axis of its own beside the state (social-core §4 FOLLOWED / NOT_FOLLOWED). */
export const FOLLOW_ACTIONS = ['FOLLOW', 'UNFOLLOW'] as const;
export type FollowAction = (typeof FOLLOW_ACTIONS)[number];
/** What a viewer can ask for towards an entity: an action of the state table or a follow action. */
export type RelationCommand = RelationAction | FollowAction;

/** The action table of social-core §4, plus the blocked rows. */
const ALLOWED_ACTIONS: Record<RelationState, readonly RelationAction[]> = {
  NO_RELATION: [],
  NO_FRIEND: ['SEND_REQUEST', 'BLOCK_USER', 'REPORT_USER'],
  FRIEND: ['UNFRIEND', 'BLOCK_USER', 'REPORT_USER'],
  FRIEND_REQUEST_SENT: ['REVOKE_REQUEST', 'BLOCK_USER', 'REPORT_USER'],
  FRIEND_REQUEST_GOT: ['ACCEPT_REQUEST', 'REJECT_REQUEST', 'BLOCK_USER', 'REPORT_USER'],
  NO_MEMBER: ['JOIN', 'BLOCK_ENTITY', 'REPORT_ENTITY'],
  MEMBER: ['UNMEMBER', 'BLOCK_ENTITY', 'REPORT_ENTITY'],
  JOIN_REQUEST_SENT: ['REVOKE_REQUEST', 'BLOCK_ENTITY', 'REPORT_ENTITY'],
  // An entity administrator's view of a person who asked to join.
  JOIN_REQUEST_GOT: ['ACCEPT_REQUEST', 'REJECT_REQUEST', 'BLOCK_USER', 'REPORT_USER'],
  BLOCKED_USER: ['UNBLOCK_USER', 'REPORT_USER'],
  BLOCKED_ENTITY: ['UNBLOCK_ENTITY', 'REPORT_ENTITY'],
};

/** What one entity holds towards another: its relation letters and whether it blocked the other. */
export interface Ties {
  codes: readonly string[];
  blocked: boolean;
}

/** The viewer's state towards an entity of `targetType`; `ties` is null for a guest or oneself. */
export function relationState(targetType: number, ties: Ties | null): RelationState {
  if (!ties) return 'NO_RELATION';
  const holds = (code: string) => ties.codes.includes(code);
  if (targetType === PERSON_ENTITY) {
    if (ties.blocked) return 'BLOCKED_USER';
    if (holds(RelationCode.FRIEND)) return 'FRIEND';
    if (holds(RelationCode.FRIEND_REQUEST_SENT)) return 'FRIEND_REQUEST_SENT';
    if (holds(RelationCode.FRIEND_REQUEST_GOT)) return 'FRIEND_REQUEST_GOT';
    return 'NO_FRIEND';
  }
  if (ties.blocked) return 'BLOCKED_ENTITY';
  if (holds(RelationCode.MEMBER)) return 'MEMBER';
  if (holds(RelationCode.JOIN_REQUEST_SENT)) return 'JOIN_REQUEST_SENT';
  return 'NO_MEMBER';
}

/** An administrator's state towards a person, judged by the letters the person holds towards the entity. */
export function joinRequestState(memberCodes: readonly string[]): RelationState {
  return memberCodes.includes(RelationCode.JOIN_REQUEST_SENT) ? 'JOIN_REQUEST_GOT' : 'NO_RELATION';
}

export function allowedActions(state: RelationState): readonly RelationAction[] {
  return ALLOWED_ACTIONS[state];
}

/** The state an action is expected to lead to (the transitions of §4); null when it changes nothing. */
export function predictedState(action: RelationCommand, targetType: number): RelationState | null {
  const person = targetType === PERSON_ENTITY;
  switch (action) {
    case 'SEND_REQUEST':
      return 'FRIEND_REQUEST_SENT';
    case 'ACCEPT_REQUEST':
      return person ? 'FRIEND' : null;
    case 'REVOKE_REQUEST':
    case 'REJECT_REQUEST':
    case 'UNFRIEND':
    case 'UNMEMBER':
    case 'UNBLOCK_USER':
    case 'UNBLOCK_ENTITY':
      return person ? 'NO_FRIEND' : 'NO_MEMBER';
    case 'JOIN':
      // Projects are curated: joining one leaves a join request.
      return targetType === PROJECT_ENTITY ? 'JOIN_REQUEST_SENT' : 'MEMBER';
    case 'BLOCK_USER':
      return 'BLOCKED_USER';
    case 'BLOCK_ENTITY':
      return 'BLOCKED_ENTITY';
    default:
      return null;
  }
}

/**
 * The token refusing an action the state does not allow, about an entity of `targetType`: a
 * request that is gone (revoked, answered, never sent) is FRIEND_REQUEST_NON_EXIST or
 * JOIN_REQUEST_NON_EXIST, joining again is ENTITY_ALREADY_JOINED, anything else
 * RELATION_ACTION_NOT_ALLOWED.
 */
export function refusalCode(action: RelationAction, targetType: number, state: RelationState): string {
  switch (action) {
    case 'REVOKE_REQUEST':
    case 'ACCEPT_REQUEST':
    case 'REJECT_REQUEST':
      return targetType === PERSON_ENTITY ? 'FRIEND_REQUEST_NON_EXIST' : 'JOIN_REQUEST_NON_EXIST';
    case 'JOIN':
      return state === 'MEMBER' || state === 'JOIN_REQUEST_SENT' ? 'ENTITY_ALREADY_JOINED' : 'RELATION_ACTION_NOT_ALLOWED';
    default:
      return 'RELATION_ACTION_NOT_ALLOWED';
  }
}

/** Whether the viewer follows an entity (social-core §4 FOLLOWED / NOT_FOLLOWED), beside the state above. */
export const FOLLOW_STATES = ['FOLLOWED', 'NOT_FOLLOWED'] as const;
export type FollowState = (typeof FOLLOW_STATES)[number];

/** The follow state of the viewer's letters towards an entity; null for a guest or oneself. */
export function followState(ties: Ties | null): FollowState | null {
  if (!ties) return null;
  return ties.codes.includes(RelationCode.FOLLOW) ? 'FOLLOWED' : 'NOT_FOLLOWED';
}

/** The follow action a follow state offers; none while blocked (the server refuses it). */
export function followAction(followState: FollowState | (string & {}) | null | undefined, state: RelationState): FollowAction | null {
  if (state === 'BLOCKED_USER' || state === 'BLOCKED_ENTITY') return null;
  if (followState === 'FOLLOWED') return 'UNFOLLOW';
  return followState === 'NOT_FOLLOWED' ? 'FOLLOW' : null;
}
