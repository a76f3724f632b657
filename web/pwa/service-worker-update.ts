/** The parts of the Service Worker API used here, so tests can pass fakes. */
export interface UpdatableWorker extends EventTarget {
  readonly state: ServiceWorkerState;
  postMessage(message: unknown): void;
}

export interface UpdatableRegistration {
  readonly installing: UpdatableWorker | null;
  readonly waiting: UpdatableWorker | null;
  update(): Promise<unknown>;
}

export interface WorkerContainer extends EventTarget {
  getRegistration(): Promise<UpdatableRegistration | undefined>;
}

/** The message Workbox's generated service worker answers with `skipWaiting()`. */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Fetches the service worker script again and, if a new worker comes out of it (or one was
 * already waiting), lets it take over at once instead of waiting for every tab to close.
 * Resolves once the page is controlled by the new worker, or after `timeoutMs` at each step,
 * so a stuck install never blocks the caller.
 */
export async function activateLatestServiceWorker(container: WorkerContainer | undefined, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
  if (!container) return;
  const registration = await container.getRegistration();
  if (!registration) return;
  await registration.update();
  const incoming = registration.installing ?? registration.waiting;
  if (!incoming) return;
  await settleWithin(installed(incoming), timeoutMs);
  // A worker that failed to install became redundant; a first worker activated by itself.
  if (registration.waiting !== incoming) return;
  const controllerChanged = settleWithin(nextEvent(container, 'controllerchange'), timeoutMs);
  incoming.postMessage(SKIP_WAITING_MESSAGE);
  await controllerChanged;
}

function installed(worker: UpdatableWorker): Promise<void> {
  const isPastInstalling = () => worker.state !== 'parsed' && worker.state !== 'installing';
  return new Promise((resolve) => {
    if (isPastInstalling()) return resolve();
    const onStateChange = () => {
      if (!isPastInstalling()) return;
      worker.removeEventListener('statechange', onStateChange);
      resolve();
    };
    worker.addEventListener('statechange', onStateChange);
  });
}

function nextEvent(target: EventTarget, type: string): Promise<void> {
  return new Promise((resolve) => target.addEventListener(type, () => resolve(), { once: true }));
}

function settleWithin(promise: Promise<void>, timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
