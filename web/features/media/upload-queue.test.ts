import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PhotoExif } from './exif.ts';
import { type UploadItem, UploadQueue, type UploadQueueOptions } from './upload-queue.ts';
import { type UploadedMedia, UploadError, type UploadTransport, xhrTransport } from './upload-transport.ts';

interface Call {
  upload: { key: string; file: File; attributes: PhotoExif };
  onProgress: (loaded: number, total: number) => void;
  signal: AbortSignal;
  resolve: (media: UploadedMedia) => void;
  reject: (error: unknown) => void;
}

/** A transport whose uploads finish only when a test says so; like the real one, it rejects with an AbortError on abort. */
function fakeTransport() {
  const calls: Call[] = [];
  const transport: UploadTransport = (upload, onProgress, signal) =>
    new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      calls.push({ upload, onProgress, signal, resolve, reject });
    });
  return { calls, transport };
}

function media(id: number): UploadedMedia {
  return { id, thumb: `/t/${id}`, pres: `/p/${id}`, orig: `/o/${id}`, mediaType: 'image' };
}

function photos(count: number): File[] {
  return Array.from({ length: count }, (_, index) => new File([`photo ${index}`], `p${index}.jpg`, { type: 'image/jpeg' }));
}

/** Lets settled transport promises reach the queue. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(options: UploadQueueOptions = {}) {
  const { calls, transport } = fakeTransport();
  let next = 0;
  const queue = new UploadQueue(transport, { readExif: () => Promise.resolve({}), newKey: () => `k${next++}`, maxFiles: 10, ...options });
  const item = (key: string): UploadItem => queue.getSnapshot().find((candidate) => candidate.key === key)!;
  return { queue, calls, item };
}

describe('UploadQueue', () => {
  it('runs at most 3 uploads at once and starts the next waiting one, first come first served, when one finishes', async () => {
    const { queue, calls, item } = setup();
    await queue.add(photos(5));

    expect(calls.map((call) => call.upload.key)).toEqual(['k0', 'k1', 'k2']);
    expect(queue.getSnapshot().map((entry) => entry.state)).toEqual(['started', 'started', 'started', 'waiting', 'waiting']);

    calls[1]!.resolve(media(11));
    await flush();
    expect(calls.map((call) => call.upload.key)).toEqual(['k0', 'k1', 'k2', 'k3']);
    expect(item('k4').state).toBe('waiting');

    calls[0]!.reject(new UploadError('SERVER_ERROR'));
    await flush();
    expect(calls.map((call) => call.upload.key)).toEqual(['k0', 'k1', 'k2', 'k3', 'k4']);
  });

  it('sends the file with its key and attributes', async () => {
    const exif: PhotoExif = { lat: 47.5, lon: 19.04 };
    const { queue, calls } = setup({ readExif: () => Promise.resolve(exif) });
    const [file] = photos(1);
    await queue.add([file!]);
    expect(calls[0]!.upload).toEqual({ key: 'k0', file, attributes: exif });
  });

  it('caps progress at 99 until the server confirms, then shows 100', async () => {
    const { queue, calls, item } = setup();
    await queue.add(photos(1));

    calls[0]!.onProgress(50, 200);
    expect(item('k0').progress).toBe(25);
    calls[0]!.onProgress(200, 200);
    expect(item('k0').progress).toBe(99);

    calls[0]!.resolve(media(7));
    await flush();
    expect(item('k0')).toMatchObject({ state: 'succeeded', status: 1, progress: 100, media: media(7), error: null });
  });

  it('derives the status from the state', async () => {
    const { queue, calls, item } = setup({ maxParallel: 1 });
    await queue.add(photos(4));
    expect([item('k0'), item('k1')].map(({ state, status }) => [state, status])).toEqual([
      ['started', 0],
      ['waiting', 0],
    ]);

    calls[0]!.resolve(media(1));
    await flush();
    calls[1]!.reject(new UploadError('SERVER_ERROR'));
    await flush();
    queue.cancel('k2');
    expect(queue.getSnapshot().map(({ state, status }) => [state, status])).toEqual([
      ['succeeded', 1],
      ['failed', -1],
      ['cancelled', -1],
      ['started', 0],
    ]);
  });

  it('cancelling a started upload aborts its request and gives its slot to the next waiting one', async () => {
    const { queue, calls, item } = setup();
    await queue.add(photos(4));
    calls[0]!.onProgress(10, 100);

    queue.cancel('k0');
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(item('k0')).toMatchObject({ state: 'cancelled', status: -1, error: null });
    expect(calls.map((call) => call.upload.key)).toEqual(['k0', 'k1', 'k2', 'k3']);

    // The aborted request's late AbortError and progress change nothing.
    calls[0]!.onProgress(90, 100);
    await flush();
    expect(item('k0')).toMatchObject({ state: 'cancelled', progress: 10, error: null });
  });

  it('cancelling a waiting upload never sends it', async () => {
    const { queue, calls, item } = setup({ maxParallel: 1 });
    await queue.add(photos(2));

    queue.cancel('k1');
    expect(item('k1')).toMatchObject({ state: 'cancelled', status: -1 });
    calls[0]!.resolve(media(1));
    await flush();
    expect(calls.map((call) => call.upload.key)).toEqual(['k0']);
  });

  it('retries a failed or cancelled upload under the same key', async () => {
    const { queue, calls, item } = setup();
    await queue.add(photos(2));
    calls[0]!.onProgress(40, 100);
    calls[0]!.reject(new UploadError('STORAGE_FAILED'));
    queue.cancel('k1');
    await flush();

    queue.retry('k0');
    queue.retry('k1');
    expect(calls.map((call) => call.upload.key)).toEqual(['k0', 'k1', 'k0', 'k1']);
    expect(item('k0')).toMatchObject({ state: 'started', status: 0, progress: 0, error: null });

    calls[2]!.resolve(media(5));
    await flush();
    expect(item('k0')).toMatchObject({ state: 'succeeded', media: media(5) });
  });

  it('leaves the retried upload waiting when no slot is free', async () => {
    const { queue, calls, item } = setup({ maxParallel: 1 });
    await queue.add(photos(2));
    calls[0]!.reject(new UploadError('STORAGE_FAILED'));
    await flush();

    queue.retry('k0');
    expect(item('k0')).toMatchObject({ state: 'waiting', status: 0, progress: 0, error: null });
    calls[1]!.resolve(media(2));
    await flush();
    expect(calls.map((call) => call.upload.key)).toEqual(['k0', 'k1', 'k0']);
  });

  it('does not retry an upload that is running or done', async () => {
    const { queue, calls } = setup();
    await queue.add(photos(2));
    calls[1]!.resolve(media(1));
    await flush();

    queue.retry('k0');
    queue.retry('k1');
    expect(calls).toHaveLength(2);
  });

  it("fails with the server's error code, or NO_NETWORK for any other error", async () => {
    const { queue, calls, item } = setup();
    await queue.add(photos(2));
    calls[0]!.reject(new UploadError('FILE_TOO_LARGE', 'too big'));
    calls[1]!.reject(new TypeError('Failed to fetch'));
    await flush();

    expect(item('k0')).toMatchObject({ state: 'failed', status: -1, error: 'FILE_TOO_LARGE', media: null });
    expect(item('k1')).toMatchObject({ state: 'failed', status: -1, error: 'NO_NETWORK' });
  });

  it('remove answers the media id of an uploaded item and null otherwise', async () => {
    const { queue, calls } = setup();
    await queue.add(photos(3));
    calls[0]!.resolve(media(42));
    calls[1]!.reject(new UploadError('SERVER_ERROR'));
    await flush();

    expect(queue.remove('k0')).toBe(42);
    expect(queue.remove('k1')).toBeNull();
    expect(queue.remove('unknown')).toBeNull();
    expect(queue.getSnapshot().map((entry) => entry.key)).toEqual(['k2']);
  });

  it('removing a started upload aborts it and frees its slot', async () => {
    const { queue, calls } = setup({ maxParallel: 1 });
    await queue.add(photos(2));

    expect(queue.remove('k0')).toBeNull();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls.map((call) => call.upload.key)).toEqual(['k0', 'k1']);
    await flush();
    expect(queue.getSnapshot().map((entry) => entry.key)).toEqual(['k1']);
  });

  describe("a saved record's own files", () => {
    it('shows them as done items first, counts them, and never uploads or keeps them locally', async () => {
      const { queue, calls, item } = setup({ maxFiles: 3 });
      queue.attachExisting([{ media: media(7), name: 'old.jpg' }]);
      queue.attachExisting([{ media: media(7), name: 'old.jpg' }]);
      const { trimmed } = await queue.add(photos(3));

      expect(trimmed).toBe(1);
      expect(queue.getSnapshot().map((entry) => entry.key)).toEqual(['media:7', 'k0', 'k1']);
      expect(item('media:7')).toMatchObject({ status: 1, progress: 100, file: null, name: 'old.jpg' });
      expect(calls).toHaveLength(2);
      calls[0]!.resolve(media(20));
      await flush();
      expect(queue.mediaIds).toEqual([7, 20]);
      expect(queue.saved().map((upload) => upload.key)).toEqual(['k0', 'k1']);
      queue.retry('media:7');
      expect(calls).toHaveLength(2);
    });

    it('media chosen from the library join at the end within the list limit, once each', () => {
      const { queue } = setup({ maxFiles: 3 });
      queue.attachExisting([{ media: media(7), name: 'a.jpg' }]);
      expect(
        queue.addExisting([
          { media: media(7), name: 'a.jpg' },
          { media: media(8), name: 'b.jpg' },
          { media: media(8), name: 'b.jpg' },
        ]),
      ).toMatchObject({ trimmed: 0 });
      const { added, trimmed } = queue.addExisting([
        { media: media(9), name: 'c.jpg' },
        { media: media(10), name: 'd.jpg' },
      ]);
      expect([added.map((item) => item.key), trimmed]).toEqual([['media:9'], 1]);
      expect(queue.mediaIds).toEqual([7, 8, 9]);
    });

    it('remembers a removed one for _files_to_remove; a removed new upload is not among them', async () => {
      const { queue, calls } = setup();
      queue.attachExisting([
        { media: media(7), name: 'a.jpg' },
        { media: media(8), name: 'b.jpg' },
      ]);
      await queue.add(photos(1));
      calls[0]!.resolve(media(30));
      await flush();

      queue.remove('media:8');
      queue.remove('k0');
      expect(queue.removedMediaIds).toEqual([8]);
      expect(queue.mediaIds).toEqual([7]);
    });
  });

  describe('maxFiles', () => {
    it('takes 4 files by default and tells how many were left out', async () => {
      const { queue } = setup({ maxFiles: undefined });
      const chosen = photos(5);
      const { added, trimmed } = await queue.add(chosen);

      expect(queue.maxFiles).toBe(4);
      expect(added.map((entry) => entry.file)).toEqual(chosen.slice(0, 4));
      expect(trimmed).toBe(1);
      expect(queue.count).toBe(4);
    });

    it('adds nothing to a full list', async () => {
      const { queue } = setup({ maxFiles: 2 });
      await queue.add(photos(2));
      const before = queue.getSnapshot();

      expect(await queue.add(photos(3))).toEqual({ added: [], trimmed: 3 });
      expect(queue.getSnapshot()).toBe(before);
    });

    it('counts failed and cancelled items but not removed ones', async () => {
      const { queue, calls } = setup({ maxFiles: 2 });
      await queue.add(photos(2));
      calls[0]!.reject(new UploadError('SERVER_ERROR'));
      queue.cancel('k1');
      await flush();
      expect((await queue.add(photos(1))).trimmed).toBe(1);

      queue.remove('k1');
      expect(queue.count).toBe(1);
      const { added, trimmed } = await queue.add(photos(2));
      expect([added.length, trimmed]).toEqual([1, 1]);
    });

    it('keeps two quick choices from overfilling the list while EXIF is read', async () => {
      const { queue } = setup({ maxFiles: 3 });
      const [first, second] = await Promise.all([queue.add(photos(2)), queue.add(photos(2))]);

      expect([first.added.length, first.trimmed, second.added.length, second.trimmed]).toEqual([2, 0, 1, 1]);
      expect(queue.count).toBe(3);
    });
  });

  it('is busy while an item waits or uploads and lists the ids of the uploaded ones in list order', async () => {
    const { queue, calls } = setup({ maxParallel: 2 });
    expect(queue.busy).toBe(false);
    await queue.add(photos(3));
    expect(queue.busy).toBe(true);

    calls[1]!.resolve(media(2));
    await flush();
    calls[0]!.resolve(media(1));
    calls[2]!.reject(new UploadError('SERVER_ERROR'));
    await flush();

    expect(queue.busy).toBe(false);
    expect(queue.mediaIds).toEqual([1, 2]);
  });

  it('cancelAll cancels everything waiting or started without starting anything new', async () => {
    const { queue, calls } = setup({ maxParallel: 2 });
    await queue.add(photos(4));
    calls[0]!.resolve(media(1));
    await flush();

    queue.cancelAll();
    expect(calls).toHaveLength(3);
    expect(calls.map((call) => call.signal.aborted)).toEqual([false, true, true]);
    expect(queue.getSnapshot().map((entry) => entry.state)).toEqual(['succeeded', 'cancelled', 'cancelled', 'cancelled']);
    expect(queue.busy).toBe(false);
  });

  it('keeps the snapshot object until something changes and notifies subscribers of each change', async () => {
    const { queue, calls } = setup();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    await queue.add(photos(1));
    const snapshot = queue.getSnapshot();
    const [item] = snapshot;
    expect(queue.getSnapshot()).toBe(snapshot);

    listener.mockClear();
    calls[0]!.onProgress(30, 100);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queue.getSnapshot()).not.toBe(snapshot);
    expect(queue.getSnapshot()[0]).not.toBe(item);
    expect(item!.progress).toBe(0);

    // The same percent again is no change.
    const after = queue.getSnapshot();
    calls[0]!.onProgress(30, 100);
    expect(queue.getSnapshot()).toBe(after);

    unsubscribe();
    calls[0]!.resolve(media(1));
    await flush();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('queues a file whose EXIF cannot be read with no attributes', async () => {
    const { queue, calls } = setup({ readExif: () => Promise.reject(new Error('corrupt')) });
    const { added } = await queue.add(photos(1));
    expect(added[0]!.attributes).toEqual({});
    expect(calls[0]!.upload.attributes).toEqual({});
  });

  it('gives each file a UUID key by default', async () => {
    const queue = new UploadQueue(fakeTransport().transport, { readExif: () => Promise.resolve({}) });
    const { added } = await queue.add(photos(2));
    expect(added[0]!.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(added[1]!.key).not.toBe(added[0]!.key);
  });

  it('keeps what a page needs to take its uploads back, and takes them back under their own keys', async () => {
    const { queue, calls } = setup();
    await queue.add(photos(3));
    calls[0]!.resolve(media(21));
    await flush();
    queue.cancel('k2');
    const saved = queue.saved();
    // The cancelled one is not kept; the done one keeps its media.
    expect(saved.map((upload) => [upload.key, upload.media?.id ?? null])).toEqual([
      ['k0', 21],
      ['k1', null],
    ]);

    const again = setup();
    again.queue.restore(saved);
    expect(again.queue.getSnapshot().map((item) => [item.key, item.state, item.progress])).toEqual([
      ['k0', 'succeeded', 100],
      ['k1', 'started', 0],
    ]);
    // Only the unfinished one is sent again, with its old key: the server answers the same item.
    expect(again.calls.map((call) => call.upload.key)).toEqual(['k1']);
    expect(again.queue.mediaIds).toEqual([21]);
    // Taking the same list back twice adds nothing.
    again.queue.restore(saved);
    expect(again.queue.count).toBe(2);
  });

  it('retries by itself, once online, only what failed for want of a connection', async () => {
    const { queue, calls, item } = setup();
    await queue.add(photos(2));
    calls[0]!.reject(new UploadError('NO_NETWORK'));
    calls[1]!.reject(new UploadError('UNSUPPORTED_FILE_TYPE'));
    await flush();
    queue.retryOffline();
    expect(item('k0').state).toBe('started');
    expect(item('k1')).toMatchObject({ state: 'failed', error: 'UNSUPPORTED_FILE_TYPE' });
    expect(calls.map((call) => call.upload.key)).toEqual(['k0', 'k1', 'k0']);
  });
});

/** Just enough of XMLHttpRequest for xhrTransport; the test plays the server. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  body: FormData | undefined;
  aborted = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Pick<ProgressEvent, 'loaded' | 'total' | 'lengthComputable'>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('xhrTransport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.last = undefined;
  });

  const file = new File(['jpeg bytes'], 'lepke.jpg', { type: 'image/jpeg' });

  function start(signal = new AbortController().signal) {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const onProgress = vi.fn();
    const result = xhrTransport()({ key: 'key-1', file, attributes: { lat: 47.5, orientation: 6 } }, onProgress, signal);
    return { result, onProgress, xhr: FakeXhr.last! };
  }

  it('posts params first, with the key inside, then the file, and forwards progress', async () => {
    const { result, onProgress, xhr } = start();

    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/upload/media']);
    expect([...xhr.body!.keys()]).toEqual(['params', 'fileData']);
    expect(JSON.parse(xhr.body!.get('params') as string)).toEqual({ key: 'key-1', fileName: 'lepke.jpg', lat: 47.5, orientation: 6 });
    expect((xhr.body!.get('fileData') as File).name).toBe('lepke.jpg');

    xhr.upload.onprogress!({ loaded: 5, total: 20, lengthComputable: true });
    expect(onProgress).toHaveBeenCalledWith(5, 20);

    xhr.respond(201, { data: { id: 9, thumb: '/t', pres: '/p', orig: null, media_type: 'image' } });
    await expect(result).resolves.toEqual({ id: 9, thumb: '/t', pres: '/p', orig: null, mediaType: 'image' });
  });

  it("rejects with the server's error_code, or OPERATION_NOT_SUCCEEDED without one", async () => {
    const refused = start();
    refused.xhr.respond(413, { error_code: 'FILE_TOO_LARGE', message: 'File too large' });
    await expect(refused.result).rejects.toMatchObject({ name: 'UploadError', code: 'FILE_TOO_LARGE', message: 'File too large' });

    const broken = start();
    broken.xhr.status = 502;
    broken.xhr.responseText = '<html>Bad gateway</html>';
    broken.xhr.onload!();
    await expect(broken.result).rejects.toMatchObject({ code: 'OPERATION_NOT_SUCCEEDED' });
  });

  it('rejects with NO_NETWORK when the request gets no answer', async () => {
    const { result, xhr } = start();
    xhr.onerror!();
    await expect(result).rejects.toMatchObject({ name: 'UploadError', code: 'NO_NETWORK' });
  });

  it('aborts the request when the signal aborts', async () => {
    const controller = new AbortController();
    const { result, xhr } = start(controller.signal);
    controller.abort();

    expect(xhr.aborted).toBe(true);
    await expect(result).rejects.toBeInstanceOf(DOMException);
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });
});
