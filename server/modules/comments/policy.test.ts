import { describe, expect, test } from 'vitest';
import type { AccountUser, Viewer } from '../../auth/viewer.ts';
import { GUEST } from '../../auth/viewer.ts';
import { commentPermissions } from './policy.ts';

const viewer = (entityId: number): Viewer => ({ role: 'USER', user: { entityId } as AccountUser, sessionId: 's' });

describe('commentPermissions', () => {
  test('the creator edits and deletes, and does not report', () => {
    expect(commentPermissions(viewer(1), 1, false)).toEqual({ canEdit: true, canDelete: true, canReport: false });
  });
  test('anybody else reports; a moderator of the object also deletes', () => {
    expect(commentPermissions(viewer(2), 1, false)).toEqual({ canEdit: false, canDelete: false, canReport: true });
    expect(commentPermissions(viewer(2), 1, true)).toEqual({ canEdit: false, canDelete: true, canReport: true });
  });
  test('a guest does nothing', () => {
    expect(commentPermissions(GUEST, 1, true)).toEqual({ canEdit: false, canDelete: false, canReport: false });
  });
});
