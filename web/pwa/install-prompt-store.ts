import { shouldShowInstallPrompt } from './install-prompt-policy.ts';
import { readTimestamp, writeTimestamp, type KeyValueStorage } from './timestamp-storage.ts';

/** Chromium's `beforeinstallprompt` event, which the DOM typings do not include. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** `unavailable`: there was no install offer to act on, or the browser refused to prompt. */
export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

export interface InstallPromptStore {
  subscribe: (listener: () => void) => () => void;
  /** Whether the install offer should be on screen. */
  canInstall: () => boolean;
  /** Opens the browser's own install prompt; call it from a user gesture. */
  promptInstall: () => Promise<InstallOutcome>;
  dismiss: () => void;
}

export interface InstallPromptStoreOptions {
  /** Where `beforeinstallprompt` and `appinstalled` are fired: the window. */
  target: EventTarget;
  /** Where the time the offer was last shown is kept. */
  storage: KeyValueStorage | null;
  now: () => number;
}

const LAST_SHOWN_KEY = 'lepke.pwa.installPromptShownAt';

/**
 * Keeps the browser's deferred install prompt and decides, when it arrives, whether to offer
 * installing (at most once per `INSTALL_PROMPT_INTERVAL_MS`, counted across page loads).
 */
export function createInstallPromptStore({ target, storage, now }: InstallPromptStoreOptions): InstallPromptStore {
  let offered: BeforeInstallPromptEvent | null = null;
  const listeners = new Set<() => void>();
  const setOffered = (event: BeforeInstallPromptEvent | null) => {
    offered = event;
    for (const listener of listeners) listener();
  };

  target.addEventListener('beforeinstallprompt', (event) => {
    // Keeps the browser from showing its own install banner; ours is the dialog.
    event.preventDefault();
    const time = now();
    if (!shouldShowInstallPrompt(readTimestamp(storage, LAST_SHOWN_KEY), time)) return;
    writeTimestamp(storage, LAST_SHOWN_KEY, time);
    setOffered(event as BeforeInstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => setOffered(null));

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    canInstall: () => offered !== null,
    async promptInstall() {
      const event = offered;
      if (!event) return 'unavailable';
      // Each event can prompt only once.
      setOffered(null);
      try {
        await event.prompt();
        return (await event.userChoice).outcome;
      } catch {
        return 'unavailable';
      }
    },
    dismiss: () => setOffered(null),
  };
}
