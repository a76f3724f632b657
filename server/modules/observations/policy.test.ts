import { describe, expect, it } from 'vitest';
import { type AccountUser, GUEST, type Viewer } from '../../auth/viewer.ts';
import { ROLES } from '@domain/roles.ts';
import { exactPlaceUploaders, maySeeExactPlace } from './policy.ts';

const UPLOADERS = [7, 8];

function viewerOf(role: (typeof ROLES)[number], entityId: number): Viewer {
  if (role === 'GUEST') return GUEST;
  return { role, user: { entityId, role } as AccountUser, sessionId: null };
}

/** Whether a record of this uploader is in the filter form of the rule. */
function inFilter(rule: ReturnType<typeof exactPlaceUploaders>, uploaderId: number): boolean {
  return rule === 'all' || (rule !== 'none' && rule.uploaderId === uploaderId);
}

describe('the exact place rule for many records', () => {
  it('finds exactly the records recordPolicy shows exactly, for every role', () => {
    for (const role of ROLES) {
      const viewer = viewerOf(role, 7);
      for (const uploaderId of UPLOADERS) {
        expect(inFilter(exactPlaceUploaders(viewer), uploaderId), `${role} on ${uploaderId}`).toBe(maySeeExactPlace(viewer, uploaderId));
      }
    }
  });
});
