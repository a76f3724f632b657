import type { RecordSourceProxy } from 'relay-runtime';

/**
 * Moves the commentCount of each given record (the object, the sub-thread's top comment, the reply
 * target) by delta, each once however often it is named, never below 0 (social-core §4). Records
 * not in the store are skipped: nothing shows them.
 */
export function adjustCommentCounts(store: RecordSourceProxy, ids: readonly (string | null | undefined)[], delta: number): void {
  for (const id of new Set(ids)) {
    if (!id) continue;
    const record = store.get(id);
    const count = record?.getValue('commentCount');
    if (record && typeof count === 'number') record.setValue(Math.max(0, count + delta), 'commentCount');
  }
}
