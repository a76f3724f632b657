import { describe, expect, it, vi } from 'vitest';
import { INSTALL_PROMPT_INTERVAL_MS } from './install-prompt-policy.ts';
import { createInstallPromptStore, type BeforeInstallPromptEvent } from './install-prompt-store.ts';
import { memoryStorage } from './test-support.ts';

const SHOWN_KEY = 'lepke.pwa.installPromptShownAt';

function installPromptEvent(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

function setup(initialStorage: Record<string, string> = {}) {
  const target = new EventTarget();
  const storage = memoryStorage(initialStorage);
  let now = 1_700_000_000_000;
  const store = createInstallPromptStore({ target, storage, now: () => now });
  const listener = vi.fn();
  store.subscribe(listener);
  return {
    target,
    storage,
    store,
    listener,
    advance: (ms: number) => void (now += ms),
    time: () => now,
  };
}

describe('createInstallPromptStore', () => {
  it('offers installing when the browser allows it, and keeps the browser’s own banner away', () => {
    const { target, store, storage, listener, time } = setup();
    const { event } = installPromptEvent();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(store.canInstall()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    expect(storage.values.get(SHOWN_KEY)).toBe(String(time()));
  });

  it('does not offer it again within the interval, even after a page load', () => {
    const first = setup();
    first.target.dispatchEvent(installPromptEvent().event);
    first.store.dismiss();
    expect(first.store.canInstall()).toBe(false);

    first.advance(INSTALL_PROMPT_INTERVAL_MS - 1);
    first.target.dispatchEvent(installPromptEvent().event);
    expect(first.store.canInstall()).toBe(false);

    const reloaded = setup(Object.fromEntries(first.storage.values));
    reloaded.target.dispatchEvent(installPromptEvent().event);
    expect(reloaded.store.canInstall()).toBe(false);
  });

  it('offers it again once the interval has passed', () => {
    const { target, store, advance } = setup();
    target.dispatchEvent(installPromptEvent().event);
    store.dismiss();
    advance(INSTALL_PROMPT_INTERVAL_MS);
    target.dispatchEvent(installPromptEvent().event);
    expect(store.canInstall()).toBe(true);
  });

  it('opens the browser’s prompt once and reports the user’s choice', async () => {
    const { target, store } = setup();
    const { event, prompt } = installPromptEvent('dismissed');
    target.dispatchEvent(event);
    await expect(store.promptInstall()).resolves.toBe('dismissed');
    expect(prompt).toHaveBeenCalledOnce();
    expect(store.canInstall()).toBe(false);
    await expect(store.promptInstall()).resolves.toBe('unavailable');
    expect(prompt).toHaveBeenCalledOnce();
  });

  it('reports a prompt the browser refuses as unavailable', async () => {
    const { target, store } = setup();
    const { event, prompt } = installPromptEvent();
    prompt.mockRejectedValueOnce(new DOMException('No user gesture', 'NotAllowedError'));
    target.dispatchEvent(event);
    await expect(store.promptInstall()).resolves.toBe('unavailable');
  });

  it('withdraws the offer once the app is installed', () => {
    const { target, store } = setup();
    target.dispatchEvent(installPromptEvent().event);
    target.dispatchEvent(new Event('appinstalled'));
    expect(store.canInstall()).toBe(false);
  });

  it('stops notifying a listener that unsubscribed', () => {
    const { target, store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    target.dispatchEvent(installPromptEvent().event);
    expect(listener).not.toHaveBeenCalled();
  });
});
