import { describe, expect, it } from 'vitest';
import { authorize, type Policy } from './policy.ts';
import { GUEST, type AccountUser, type Viewer } from './viewer.ts';

type Note = { ownerId: number };
const notePolicy: Policy<Note, 'read' | 'edit'> = (viewer, note) => ({ read: true, edit: viewer.user?.entityId === note.ownerId });
const user = (entityId: number): Viewer => ({ role: 'USER', user: { entityId } as AccountUser, sessionId: 's' });

describe('authorize', () => {
  it('lets through what the policy allows', async () => {
    await expect(authorize(notePolicy, user(7), 'edit', { ownerId: 7 })).resolves.toBeUndefined();
    await expect(authorize(notePolicy, GUEST, 'read', { ownerId: 7 })).resolves.toBeUndefined();
  });

  it('refuses a guest with UNAUTHORIZED and a user with FORBIDDEN or the given token', async () => {
    await expect(authorize(notePolicy, GUEST, 'edit', { ownerId: 7 })).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    await expect(authorize(notePolicy, user(8), 'edit', { ownerId: 7 })).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    await expect(authorize(notePolicy, user(8), 'edit', { ownerId: 7 }, 'NOT_YOURS')).rejects.toMatchObject({ status: 403, code: 'NOT_YOURS' });
  });
});
