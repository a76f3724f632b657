import { useSyncExternalStore } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { createInstallPromptStore, type InstallOutcome } from './install-prompt-store.ts';
import { pwaMessages } from './messages.ts';
import { browserLocalStorage } from './timestamp-storage.ts';
import './install-prompt.css';

// Created on import rather than on mount: browsers may fire `beforeinstallprompt` before React's
// first render, and a missed event does not come again until the next page load.
const installPrompt = createInstallPromptStore({
  target: typeof window === 'undefined' ? new EventTarget() : window,
  storage: browserLocalStorage(),
  now: Date.now,
});

export interface InstallPrompt {
  /** The browser allows installing and the offer is due (not shown within the interval). */
  canInstall: boolean;
  promptInstall(): Promise<InstallOutcome>;
  dismiss(): void;
}

export function useInstallPrompt(): InstallPrompt {
  const canInstall = useSyncExternalStore(installPrompt.subscribe, installPrompt.canInstall, () => false);
  return { canInstall, promptInstall: installPrompt.promptInstall, dismiss: installPrompt.dismiss };
}

/** Offers adding the app to the home screen when the browser allows it; render it once, near the root. */
export function InstallPromptDialog() {
  const intl = useIntl();
  const { canInstall, promptInstall, dismiss } = useInstallPrompt();
  return (
    <ModalOverlay
      isOpen={canInstall}
      isDismissable
      onOpenChange={(isOpen) => {
        if (!isOpen) dismiss();
      }}
      className="pwa-install-overlay"
    >
      <Modal className="pwa-install">
        <Dialog className="pwa-install__dialog">
          <img className="pwa-install__icon" src="/favicon.svg" alt="" width={56} height={56} />
          <Heading slot="title" className="pwa-install__title">
            {intl.formatMessage(pwaMessages.installTitle)}
          </Heading>
          <p className="pwa-install__body">{intl.formatMessage(pwaMessages.installBody)}</p>
          <div className="pwa-install__actions">
            <Button className="pwa-install__button" onPress={dismiss}>
              {intl.formatMessage(pwaMessages.installLater)}
            </Button>
            <Button
              className="pwa-install__button pwa-install__button--primary"
              autoFocus
              onPress={() => void promptInstall()}
            >
              {intl.formatMessage(pwaMessages.installConfirm)}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
