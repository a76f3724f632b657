/**
 * The client upload queue of a form (social-core §4 and §9, recording §4): each chosen file is
 * uploaded on its own, a few at a time, and can be cancelled, retried or removed. Framework-free;
 * `getSnapshot` and `subscribe` fit React's useSyncExternalStore.
 */
import { type PhotoExif, readPhotoExif } from './exif.ts';
import { type UploadedMedia, UploadError, type UploadTransport } from './upload-transport.ts';

/** recording §4: 0 uploading (or waiting for a slot), 1 done, -1 failed or cancelled */
export type UploadStatus = 0 | 1 | -1;
/** social-core §4 upload file states */
export type UploadState = 'waiting' | 'started' | 'succeeded' | 'failed' | 'cancelled';

/** A media item as GraphQL answers it. */
export interface MediaNode {
  recId: number;
  fileName: string;
  mediaType: string;
  thumb?: string | null;
  pres?: string | null;
  orig?: string | null;
}

/** A media item stored before the list was opened. */
export interface ExistingUpload {
  media: UploadedMedia;
  name: string;
}

/** A saved media item as a done item of the list (UploadQueue.attachExisting, addExisting). */
export function existingUpload({ recId, fileName, mediaType, thumb, pres, orig }: MediaNode): ExistingUpload {
  return { media: { id: recId, thumb: thumb ?? null, pres: pres ?? null, orig: orig ?? null, mediaType }, name: fileName };
}

export interface UploadItem {
  /** the client key of the upload (a UUID from crypto.randomUUID()); a retry reuses it, so the server never stores the file twice */
  readonly key: string;
  /** null for a file the record already had: shown as done, never uploaded */
  readonly file: File | null;
  readonly name: string;
  readonly state: UploadState;
  /** derived from state: waiting/started → 0, succeeded → 1, failed/cancelled → -1 */
  readonly status: UploadStatus;
  /** whole percent; capped at 99 until the server confirms, then 100 */
  readonly progress: number;
  readonly media: UploadedMedia | null;
  /** the server's error_code, or 'NO_NETWORK' when the request never got an answer */
  readonly error: string | null;
  readonly attributes: PhotoExif;
}

export interface UploadQueueOptions {
  /** parallel uploads (social-core §9: 3) */
  maxParallel?: number;
  /** the container's upload-limit (default 4, social-core §9) */
  maxFiles?: number;
  /** reads a file's EXIF before it is queued (injected so tests need no real photos); default: readPhotoExif from './exif.ts' */
  readExif?: (file: File) => Promise<PhotoExif>;
  /** default: crypto.randomUUID */
  newKey?: () => string;
}

/** An upload as a page keeps it (in IndexedDB, which stores files as they are). */
export interface SavedUpload {
  key: string;
  file: File;
  attributes: PhotoExif;
  media: UploadedMedia | null;
}

export interface AddResult {
  added: readonly UploadItem[];
  /** how many of the chosen files were left out because the list was full ('Only the first N files will be uploaded.' shows N = added.length) */
  trimmed: number;
}

const STATUS: Record<UploadState, UploadStatus> = { waiting: 0, started: 0, succeeded: 1, failed: -1, cancelled: -1 };

type ItemChanges = Partial<Pick<UploadItem, 'state' | 'progress' | 'media' | 'error'>>;

/** A new item object with the changes applied and the status derived again. */
function changed(item: UploadItem, changes: ItemChanges): UploadItem {
  const next = { ...item, ...changes };
  return { ...next, status: STATUS[next.state] };
}

export class UploadQueue {
  readonly maxFiles: number;
  private readonly maxParallel: number;
  private readonly readExif: (file: File) => Promise<PhotoExif>;
  private readonly newKey: () => string;
  private items: readonly UploadItem[] = [];
  /** keys in the order they became waiting: a retried item queues behind those already waiting */
  private waiting: string[] = [];
  /** one controller per started upload; a stale transport callback no longer finds its own here */
  private readonly active = new Map<string, AbortController>();
  /** ids of the record's own files the user removed, for `_files_to_remove` */
  private removed: number[] = [];
  /** places taken by `add` calls still reading EXIF, so two quick choices cannot overfill the list */
  private reserved = 0;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly transport: UploadTransport,
    options: UploadQueueOptions = {},
  ) {
    this.maxParallel = options.maxParallel ?? 3;
    this.maxFiles = options.maxFiles ?? 4;
    this.readExif = options.readExif ?? readPhotoExif;
    this.newKey = options.newKey ?? (() => crypto.randomUUID());
  }

  getSnapshot(): readonly UploadItem[] {
    return this.items;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get busy(): boolean {
    return this.items.some((item) => item.status === 0);
  }

  get mediaIds(): number[] {
    return this.items.flatMap((item) => (item.media ? [item.media.id] : []));
  }

  /** The record's files the user removed (recording §4 `_files_to_remove`). */
  get removedMediaIds(): readonly number[] {
    return this.removed;
  }

  get count(): number {
    return this.items.length;
  }

  async add(files: readonly File[]): Promise<AddResult> {
    const room = Math.max(0, this.maxFiles - this.items.length - this.reserved);
    const chosen = files.slice(0, room);
    const trimmed = files.length - chosen.length;
    if (!chosen.length) return { added: [], trimmed };

    this.reserved += chosen.length;
    const attributes = await Promise.all(chosen.map((file) => this.attributesOf(file)));
    this.reserved -= chosen.length;

    const added = chosen.map((file, index): UploadItem => ({
      key: this.newKey(),
      file,
      name: file.name,
      state: 'waiting',
      status: 0,
      progress: 0,
      media: null,
      error: null,
      attributes: attributes[index]!,
    }));
    this.items = [...this.items, ...added];
    this.waiting.push(...added.map((item) => item.key));
    this.notify();
    this.startWaiting();
    // The items as they are now: some may have started already.
    return { added: added.map((item) => this.find(item.key) ?? item), trimmed };
  }

  /** Shows the files a saved record already has, first, as done items the user may remove; the list limit does not drop any of them. */
  attachExisting(existing: readonly ExistingUpload[]): void {
    const attached = this.doneItems(existing);
    if (!attached.length) return;
    this.items = [...attached, ...this.items];
    this.notify();
  }

  /** Adds media items already stored (chosen from the user's media) at the end, as far as the list limit allows. */
  addExisting(existing: readonly ExistingUpload[]): AddResult {
    const fresh = this.doneItems(existing);
    const added = fresh.slice(0, Math.max(0, this.maxFiles - this.items.length - this.reserved));
    this.items = [...this.items, ...added];
    if (added.length) this.notify();
    return { added, trimmed: fresh.length - added.length };
  }

  private doneItems(existing: readonly ExistingUpload[]): UploadItem[] {
    const known = new Set(this.mediaIds);
    const items: UploadItem[] = [];
    for (const { media, name } of existing) {
      if (known.has(media.id)) continue;
      known.add(media.id);
      items.push({ key: `media:${media.id}`, file: null, name, state: 'succeeded', status: 1, progress: 100, media, error: null, attributes: {} });
    }
    return items;
  }

  cancel(key: string): void {
    const item = this.find(key);
    if (item?.status !== 0) return;
    this.waiting = this.waiting.filter((waitingKey) => waitingKey !== key);
    this.abort(key);
    this.update(key, { state: 'cancelled' });
    this.startWaiting();
  }

  retry(key: string): void {
    const item = this.find(key);
    if (item?.status !== -1) return;
    this.update(key, { state: 'waiting', progress: 0, error: null });
    this.waiting.push(key);
    this.startWaiting();
  }

  remove(key: string): number | null {
    const item = this.find(key);
    if (!item) return null;
    this.waiting = this.waiting.filter((waitingKey) => waitingKey !== key);
    this.abort(key);
    this.items = this.items.filter((other) => other.key !== key);
    if (item.file === null && item.media) this.removed = [...this.removed, item.media.id];
    this.notify();
    this.startWaiting();
    return item.media?.id ?? null;
  }

  /** Retries, without asking, the uploads that failed for want of a connection (the device is back online). */
  retryOffline(): void {
    for (const item of this.items) if (item.state === 'failed' && item.error === 'NO_NETWORK') this.retry(item.key);
  }

  /**
   * Takes back uploads kept from an earlier page (after a reload or a crash of the tab): the done
   * ones as they were, the others queued again under their own keys, so none is stored twice.
   */
  restore(saved: readonly SavedUpload[]): void {
    const known = new Set(this.items.map((item) => item.key));
    const restored = saved
      .filter((upload) => !known.has(upload.key))
      .slice(0, Math.max(0, this.maxFiles - this.items.length))
      .map((upload): UploadItem => {
        const done = upload.media !== null;
        return {
          key: upload.key,
          file: upload.file,
          name: upload.file.name,
          state: done ? 'succeeded' : 'waiting',
          status: done ? 1 : 0,
          progress: done ? 100 : 0,
          media: upload.media,
          error: null,
          attributes: upload.attributes,
        };
      });
    if (!restored.length) return;
    this.items = [...this.items, ...restored];
    this.waiting.push(...restored.filter((item) => item.status === 0).map((item) => item.key));
    this.notify();
    this.startWaiting();
  }

  /** What a page keeps of its uploads to take them back later: cancelled ones and the record's own files are dropped. */
  saved(): SavedUpload[] {
    return this.items.flatMap((item) =>
      item.state !== 'cancelled' && item.file ? [{ key: item.key, file: item.file, attributes: item.attributes, media: item.media }] : [],
    );
  }

  cancelAll(): void {
    // The waiting ones first, so that cancelling a started one does not start another.
    for (const key of [...this.waiting, ...this.active.keys()]) this.cancel(key);
  }

  private find(key: string): UploadItem | undefined {
    return this.items.find((item) => item.key === key);
  }

  private update(key: string, changes: ItemChanges): void {
    this.items = this.items.map((item) => (item.key === key ? changed(item, changes) : item));
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  private abort(key: string): void {
    this.active.get(key)?.abort();
    this.active.delete(key);
  }

  private async attributesOf(file: File): Promise<PhotoExif> {
    try {
      return await this.readExif(file);
    } catch {
      return {};
    }
  }

  /** Starts waiting items, first come first served, while a slot is free. */
  private startWaiting(): void {
    while (this.active.size < this.maxParallel && this.waiting.length) {
      const key = this.waiting.shift()!;
      const item = this.find(key);
      if (item) void this.send(item);
    }
  }

  private async send(item: UploadItem): Promise<void> {
    const { key, file } = item;
    if (!file) return;
    const controller = new AbortController();
    const current = () => this.active.get(key) === controller;
    this.active.set(key, controller);
    this.update(key, { state: 'started', progress: 0 });

    const onProgress = (loaded: number, total: number) => {
      const progress = total > 0 ? Math.min(99, Math.floor((loaded / total) * 100)) : 0;
      if (current() && this.find(key)?.progress !== progress) this.update(key, { progress });
    };
    try {
      const media = await this.transport({ key, file, attributes: item.attributes }, onProgress, controller.signal);
      if (!current()) return;
      this.active.delete(key);
      this.update(key, { state: 'succeeded', progress: 100, media });
    } catch (error) {
      // After cancel or remove the item is already settled; its AbortError has nothing to add.
      if (!current()) return;
      this.active.delete(key);
      this.update(key, { state: 'failed', error: error instanceof UploadError ? error.code : 'NO_NETWORK' });
    }
    this.startWaiting();
  }
}
