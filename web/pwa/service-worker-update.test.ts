import { describe, expect, it, vi } from 'vitest';
import { activateLatestServiceWorker, SKIP_WAITING_MESSAGE, type UpdatableRegistration, type UpdatableWorker, type WorkerContainer } from './service-worker-update.ts';

class FakeWorker extends EventTarget implements UpdatableWorker {
  readonly postMessage = vi.fn<(message: unknown) => void>();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration implements UpdatableRegistration {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  readonly update = vi.fn(() => Promise.resolve());
}

class FakeContainer extends EventTarget implements WorkerContainer {
  constructor(readonly registration: FakeRegistration | undefined) {
    super();
  }
  getRegistration = () => Promise.resolve(this.registration);
}

/** Makes a waiting worker activate and take control when asked to skip waiting, as Workbox's does. */
function takeControlOnSkipWaiting(worker: FakeWorker, container: FakeContainer) {
  worker.postMessage.mockImplementation(() => {
    worker.moveTo('activating');
    container.dispatchEvent(new Event('controllerchange'));
  });
}

describe('activateLatestServiceWorker', () => {
  it('does nothing without service worker support or registration', async () => {
    await expect(activateLatestServiceWorker(undefined)).resolves.toBeUndefined();
    await expect(activateLatestServiceWorker(new FakeContainer(undefined))).resolves.toBeUndefined();
  });

  it('only checks for an update when there is no new worker', async () => {
    const registration = new FakeRegistration();
    await activateLatestServiceWorker(new FakeContainer(registration));
    expect(registration.update).toHaveBeenCalledOnce();
  });

  it('waits for a new worker to install, then makes it skip waiting and waits for it to take control', async () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer(registration);
    const worker = new FakeWorker('installing');
    takeControlOnSkipWaiting(worker, container);
    registration.update.mockImplementation(() => {
      registration.installing = worker;
      setTimeout(() => {
        registration.installing = null;
        registration.waiting = worker;
        worker.moveTo('installed');
      }, 5);
      return Promise.resolve();
    });
    const controlled = vi.fn();
    container.addEventListener('controllerchange', controlled);

    await activateLatestServiceWorker(container, 1_000);

    expect(worker.postMessage).toHaveBeenCalledExactlyOnceWith(SKIP_WAITING_MESSAGE);
    expect(controlled).toHaveBeenCalledOnce();
  });

  it('activates a worker that was already waiting', async () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer(registration);
    const worker = new FakeWorker('installed');
    takeControlOnSkipWaiting(worker, container);
    registration.waiting = worker;

    await activateLatestServiceWorker(container, 1_000);

    expect(worker.postMessage).toHaveBeenCalledExactlyOnceWith(SKIP_WAITING_MESSAGE);
  });

  it('leaves alone a new worker that failed to install', async () => {
    const registration = new FakeRegistration();
    const worker = new FakeWorker('installing');
    registration.update.mockImplementation(() => {
      registration.installing = worker;
      setTimeout(() => {
        registration.installing = null;
        worker.moveTo('redundant');
      }, 5);
      return Promise.resolve();
    });

    await activateLatestServiceWorker(new FakeContainer(registration), 1_000);

    expect(worker.postMessage).not.toHaveBeenCalled();
  });

  it('gives up waiting after the timeout', async () => {
    const registration = new FakeRegistration();
    const installingForever = new FakeWorker('installing');
    registration.installing = installingForever;
    await activateLatestServiceWorker(new FakeContainer(registration), 10);
    expect(installingForever.postMessage).not.toHaveBeenCalled();

    const neverTakesControl = new FakeWorker('installed');
    registration.installing = null;
    registration.waiting = neverTakesControl;
    await activateLatestServiceWorker(new FakeContainer(registration), 10);
    expect(neverTakesControl.postMessage).toHaveBeenCalledOnce();
  });

  it('passes on a failed update check', async () => {
    const registration = new FakeRegistration();
    registration.update.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(activateLatestServiceWorker(new FakeContainer(registration))).rejects.toThrow('Failed to fetch');
  });
});
