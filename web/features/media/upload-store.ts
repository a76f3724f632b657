import { del, get, set } from 'idb-keyval';
import { useCallback, useEffect } from 'react';
import type { SavedUpload, UploadQueue } from './upload-queue.ts';

const storeKey = (form: string) => `lepke:uploads:${form}`;

/** Forgets a form's kept uploads (it was saved, or left on purpose). */
export function forgetUploads(form: string): Promise<void> {
  return del(storeKey(form)).catch(() => undefined);
}

/**
 * Keeps a form's upload list in IndexedDB while it changes and takes it back when the form opens
 * again (a reload, a killed tab); uploads the device could not send resume when it is back online.
 * Without IndexedDB (private modes) the list simply lives as long as the page.
 */
export function usePersistentUploads(queue: UploadQueue, form: string): () => Promise<void> {
  useEffect(() => {
    let alive = true;
    void get<SavedUpload[]>(storeKey(form))
      .then((saved) => {
        if (alive && saved?.length) queue.restore(saved);
      })
      .catch(() => undefined);
    // Written when what is kept changes (an item added, removed, finished or cancelled), not on every progress tick.
    let written = '';
    const unsubscribe = queue.subscribe(() => {
      const saved = queue.saved();
      const signature = saved.map((upload) => `${upload.key}:${upload.media?.id ?? ''}`).join('|');
      if (signature === written) return;
      written = signature;
      void set(storeKey(form), saved).catch(() => undefined);
    });
    const online = () => queue.retryOffline();
    window.addEventListener('online', online);
    return () => {
      alive = false;
      unsubscribe();
      window.removeEventListener('online', online);
    };
  }, [queue, form]);
  return useCallback(() => forgetUploads(form), [form]);
}
