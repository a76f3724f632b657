/**
 * The client's copy of the §4 state table, used only to predict a change optimistically: the
 * server's answer (the entity's viewerRelation and viewerActions) replaces the prediction.
 */
export type RelationState =
  | 'NO_RELATION'
  | 'NO_FRIEND'
  | 'FRIEND'
  | 'FRIEND_REQUEST_SENT'
  | 'FRIEND_REQUEST_GOT'
  | 'NO_MEMBER'
  | 'MEMBER'
  | 'JOIN_REQUEST_SENT'
  | 'JOIN_REQUEST_GOT'
  | 'BLOCKED_USER'
  | 'BLOCKED_ENTITY';

export type RelationAction =
  | 'SEND_REQUEST'
  | 'REVOKE_REQUEST'
  | 'ACCEPT_REQUEST'
  | 'REJECT_REQUEST'
  | 'UNFRIEND'
  | 'JOIN'
  | 'UNMEMBER'
  | 'BLOCK_USER'
  | 'UNBLOCK_USER'
  | 'REPORT_USER'
  | 'BLOCK_ENTITY'
  | 'UNBLOCK_ENTITY'
  | 'REPORT_ENTITY'
  | 'FOLLOW'
  | 'UNFOLLOW';

/** Whether the viewer follows a person or entity (social-core §4): an axis of its own beside the state above. */
export type FollowState = 'FOLLOWED' | 'NOT_FOLLOWED';

/** The follow action a follow state offers in the relation menu; none while blocked (the server refuses it). */
export function followAction(followState: FollowState | (string & {}) | null | undefined, state: RelationState): RelationAction | null {
  if (state === 'BLOCKED_USER' || state === 'BLOCKED_ENTITY') return null;
  if (followState === 'FOLLOWED') return 'UNFOLLOW';
  return followState === 'NOT_FOLLOWED' ? 'FOLLOW' : null;
}

export const PERSON_TYPE = 0;
/** Projects are curated: joining one leaves a join request. */
const PROJECT_TYPE = 6;

export const ALLOWED_ACTIONS: Record<RelationState, readonly RelationAction[]> = {
  NO_RELATION: [],
  NO_FRIEND: ['SEND_REQUEST', 'BLOCK_USER', 'REPORT_USER'],
  FRIEND: ['UNFRIEND', 'BLOCK_USER', 'REPORT_USER'],
  FRIEND_REQUEST_SENT: ['REVOKE_REQUEST', 'BLOCK_USER', 'REPORT_USER'],
  FRIEND_REQUEST_GOT: ['ACCEPT_REQUEST', 'REJECT_REQUEST', 'BLOCK_USER', 'REPORT_USER'],
  NO_MEMBER: ['JOIN', 'BLOCK_ENTITY', 'REPORT_ENTITY'],
  MEMBER: ['UNMEMBER', 'BLOCK_ENTITY', 'REPORT_ENTITY'],
  JOIN_REQUEST_SENT: ['REVOKE_REQUEST', 'BLOCK_ENTITY', 'REPORT_ENTITY'],
  JOIN_REQUEST_GOT: ['ACCEPT_REQUEST', 'REJECT_REQUEST', 'BLOCK_USER', 'REPORT_USER'],
  BLOCKED_USER: ['UNBLOCK_USER', 'REPORT_USER'],
  BLOCKED_ENTITY: ['UNBLOCK_ENTITY', 'REPORT_ENTITY'],
};

/** The state an action is expected to lead to (the transitions of §4); null when it changes nothing. */
export function predictedState(action: RelationAction, targetType: number): RelationState | null {
  const person = targetType === PERSON_TYPE;
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
      return targetType === PROJECT_TYPE ? 'JOIN_REQUEST_SENT' : 'MEMBER';
    case 'BLOCK_USER':
      return 'BLOCKED_USER';
    case 'BLOCK_ENTITY':
      return 'BLOCKED_ENTITY';
    default:
      return null;
  }
}

/** The states whose button names what the viewer can do at once; the others name the relation and open the menu. */
export const PRIMARY_ACTION: Partial<Record<RelationState, RelationAction>> = {
  NO_FRIEND: 'SEND_REQUEST',
  FRIEND_REQUEST_GOT: 'ACCEPT_REQUEST',
  NO_MEMBER: 'JOIN',
  JOIN_REQUEST_GOT: 'ACCEPT_REQUEST',
};

/** The confirmation an action asks first (social-core §8), if any. */
export function confirmationFor(action: RelationAction, targetType: number): string | null {
  const person = targetType === PERSON_TYPE;
  switch (action) {
    case 'REVOKE_REQUEST':
      return person ? 'FRIEND_REQUEST_REVOKE_CONFIRM' : 'JOIN_REQUEST_REVOKE_CONFIRM';
    case 'REJECT_REQUEST':
      return person ? 'FRIEND_REQUEST_REJECT_CONFIRM' : 'JOIN_REQUEST_REJECT_CONFIRM';
    case 'UNFRIEND':
      return 'FRIEND_UNFRIEND_CONFIRM';
    case 'UNMEMBER':
      return 'ENTITY_LEAVE_CONFIRM';
    case 'BLOCK_USER':
    case 'BLOCK_ENTITY':
      return 'ENTITY_BLOCK_CONFIRM';
    default:
      return null;
  }
}
