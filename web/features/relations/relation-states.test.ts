import { expect, test } from 'vitest';
import { followAction } from './relation-states.ts';

test('the relation menu offers follow or unfollow by the follow state, and neither while blocked or unknown', () => {
  expect(followAction('NOT_FOLLOWED', 'NO_FRIEND')).toBe('FOLLOW');
  expect(followAction('FOLLOWED', 'MEMBER')).toBe('UNFOLLOW');
  expect(followAction('FOLLOWED', 'BLOCKED_USER')).toBeNull();
  expect(followAction(null, 'NO_FRIEND')).toBeNull();
});
