import { describe, expect, test } from 'vitest';
import { GROUP_ENTITY, PERSON_ENTITY, PROJECT_ENTITY } from './entities.ts';
import { allowedActions, followAction, joinRequestState, refusalCode, relationState } from './relations.ts';

const ties = (codes: string[], blocked = false) => ({ codes, blocked });

describe('relationState', () => {
  test.each([
    [[], 'NO_FRIEND'],
    [['b'], 'FRIEND'],
    [['s'], 'FRIEND_REQUEST_SENT'],
    [['g'], 'FRIEND_REQUEST_GOT'],
    [['m', 'A'], 'NO_FRIEND'],
  ])('towards a person holding %j is %s', (codes, state) => {
    expect(relationState(PERSON_ENTITY, ties(codes))).toBe(state);
  });

  test.each([
    [[], 'NO_MEMBER'],
    [['m'], 'MEMBER'],
    [['m', 'A'], 'MEMBER'],
    [['A'], 'NO_MEMBER'],
    [['j'], 'JOIN_REQUEST_SENT'],
  ])('towards a group holding %j is %s', (codes, state) => {
    expect(relationState(GROUP_ENTITY, ties(codes))).toBe(state);
  });

  test('a block outweighs any letter', () => {
    expect(relationState(PERSON_ENTITY, ties(['b'], true))).toBe('BLOCKED_USER');
    expect(relationState(PROJECT_ENTITY, ties(['m'], true))).toBe('BLOCKED_ENTITY');
  });

  test('a guest or oneself has no relation and no actions', () => {
    expect(relationState(PERSON_ENTITY, null)).toBe('NO_RELATION');
    expect(allowedActions('NO_RELATION')).toEqual([]);
  });

  test("an administrator sees a person's join request as JOIN_REQUEST_GOT", () => {
    expect(joinRequestState(['j'])).toBe('JOIN_REQUEST_GOT');
    expect(joinRequestState(['m'])).toBe('NO_RELATION');
  });
});

describe('allowedActions: the table of social-core §4', () => {
  test.each([
    ['NO_FRIEND', ['SEND_REQUEST', 'BLOCK_USER', 'REPORT_USER']],
    ['FRIEND', ['UNFRIEND', 'BLOCK_USER', 'REPORT_USER']],
    ['FRIEND_REQUEST_SENT', ['REVOKE_REQUEST', 'BLOCK_USER', 'REPORT_USER']],
    ['FRIEND_REQUEST_GOT', ['ACCEPT_REQUEST', 'REJECT_REQUEST', 'BLOCK_USER', 'REPORT_USER']],
    ['NO_MEMBER', ['JOIN', 'BLOCK_ENTITY', 'REPORT_ENTITY']],
    ['MEMBER', ['UNMEMBER', 'BLOCK_ENTITY', 'REPORT_ENTITY']],
    ['JOIN_REQUEST_SENT', ['REVOKE_REQUEST', 'BLOCK_ENTITY', 'REPORT_ENTITY']],
    ['JOIN_REQUEST_GOT', ['ACCEPT_REQUEST', 'REJECT_REQUEST', 'BLOCK_USER', 'REPORT_USER']],
    ['BLOCKED_USER', ['UNBLOCK_USER', 'REPORT_USER']],
    ['BLOCKED_ENTITY', ['UNBLOCK_ENTITY', 'REPORT_ENTITY']],
  ] as const)('%s allows %j', (state, actions) => {
    expect(allowedActions(state)).toEqual(actions);
  });
});

describe('refusalCode', () => {
  test('a request that is gone does not exist, for friends and for joining', () => {
    expect(refusalCode('ACCEPT_REQUEST', PERSON_ENTITY, 'NO_FRIEND')).toBe('FRIEND_REQUEST_NON_EXIST');
    expect(refusalCode('REVOKE_REQUEST', PERSON_ENTITY, 'FRIEND')).toBe('FRIEND_REQUEST_NON_EXIST');
    expect(refusalCode('REJECT_REQUEST', PROJECT_ENTITY, 'NO_RELATION')).toBe('JOIN_REQUEST_NON_EXIST');
  });

  test('joining again is ENTITY_ALREADY_JOINED; anything else is not allowed', () => {
    expect(refusalCode('JOIN', GROUP_ENTITY, 'MEMBER')).toBe('ENTITY_ALREADY_JOINED');
    expect(refusalCode('JOIN', PROJECT_ENTITY, 'JOIN_REQUEST_SENT')).toBe('ENTITY_ALREADY_JOINED');
    expect(refusalCode('JOIN', PERSON_ENTITY, 'NO_FRIEND')).toBe('RELATION_ACTION_NOT_ALLOWED');
    expect(refusalCode('UNFRIEND', PERSON_ENTITY, 'NO_FRIEND')).toBe('RELATION_ACTION_NOT_ALLOWED');
  });
});

test('the relation menu offers follow or unfollow by the follow state, and neither while blocked or unknown', () => {
  expect(followAction('NOT_FOLLOWED', 'NO_FRIEND')).toBe('FOLLOW');
  expect(followAction('FOLLOWED', 'MEMBER')).toBe('UNFOLLOW');
  expect(followAction('FOLLOWED', 'BLOCKED_USER')).toBeNull();
  expect(followAction(null, 'NO_FRIEND')).toBeNull();
});
