import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MessageBox } from '@domain/messages.ts';
import { type Database, openDatabase } from '../../db/database.ts';
import { applyMigrations, DEFAULT_MIGRATIONS_DIR, readMigrations } from '../../db/migrations.ts';
import { badgeCounts } from '../notifications/badge-counts.ts';

const BOXES_MIGRATION = '20261201201046_messages_boxes';

/** The migrations that landed before messages had boxes, as a folder of their own. */
function migrationsBefore(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'lepke-before-boxes-'));
  for (const migration of readMigrations()) {
    if (migration.name >= name) continue;
    cpSync(join(DEFAULT_MIGRATIONS_DIR, migration.name), join(dir, migration.name), { recursive: true });
  }
  return dir;
}

describe('the messages_boxes migration', () => {
  let db: Database;
  let before: string;
  beforeAll(async () => {
    before = migrationsBefore(BOXES_MIGRATION);
    db = await openDatabase({ kind: 'pglite' });
    await applyMigrations(db, before);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    rmSync(before, { recursive: true, force: true });
  });

  test('gives every message sent before it an outbox copy for its sender and an inbox copy for its addressee, read as it was', async () => {
    const [anna, bela] = await db.query<{ id: number }>(
      `INSERT INTO "Entity" (type, "displayName", "updatedAt") VALUES (0, 'Anna', now()), (0, 'Béla', now()) RETURNING id`,
    );
    const [read, unread] = await db.query<{ id: number }>(
      `INSERT INTO "Message" ("fromId", "toId", subject, body, "readAt", "createdAt")
       VALUES ($1, $2, 'Olvasott', 'régi', '2026-05-02T10:00:00Z', '2026-05-01T10:00:00Z'), ($1, $2, 'Olvasatlan', 'új', NULL, '2026-05-03T10:00:00Z')
       RETURNING id`,
      [anna!.id, bela!.id],
    );

    expect(await applyMigrations(db)).toEqual([
      BOXES_MIGRATION,
      ...readMigrations()
        .map((m) => m.name)
        .filter((name) => name > BOXES_MIGRATION),
    ]);

    const copies = await db.prisma.messageCopy.findMany({ orderBy: [{ messageId: 'asc' }, { box: 'asc' }] });
    expect(
      copies.map(({ messageId, ownerId, box, correspondentId, readAt }) => ({ messageId, ownerId, box, correspondentId, readAt: readAt?.toISOString() ?? null })),
    ).toEqual([
      { messageId: read!.id, ownerId: anna!.id, box: MessageBox.OUTBOX, correspondentId: bela!.id, readAt: '2026-05-01T10:00:00.000Z' },
      { messageId: read!.id, ownerId: bela!.id, box: MessageBox.INBOX, correspondentId: anna!.id, readAt: '2026-05-02T10:00:00.000Z' },
      { messageId: unread!.id, ownerId: anna!.id, box: MessageBox.OUTBOX, correspondentId: bela!.id, readAt: '2026-05-03T10:00:00.000Z' },
      { messageId: unread!.id, ownerId: bela!.id, box: MessageBox.INBOX, correspondentId: anna!.id, readAt: null },
    ]);
    const messages = await db.prisma.message.findMany({ orderBy: { id: 'asc' } });
    expect(messages.map((message) => message.sentAt?.toISOString())).toEqual(['2026-05-01T10:00:00.000Z', '2026-05-03T10:00:00.000Z']);
    expect((await badgeCounts(db.prisma, bela!.id)).messageCount).toBe(1);
    expect((await badgeCounts(db.prisma, anna!.id)).messageCount).toBe(0);
  });
});
