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
  promptInstall: () => Promise<InstallOutcome>;
  dismiss: () => void;
}

export function useInstallPrompt(): InstallPrompt {
  const canInstall = useSyncExternalStore(installPrompt.subscribe, installPrompt.canInstall, () => false);
  return { canInstall, promptInstall: installPrompt.promptInstall, dismiss: installPrompt.dismiss };
}

// The dialog wears web/ui's alert-dialog styles (loaded with the shell); only the icon is its own.
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
      className="ui-dialog-overlay"
    >
      <Modal className="ui-dialog">
        <Dialog className="ui-dialog__dialog pwa-install">
          <img className="pwa-install__icon" src="/favicon.svg" alt="" width={56} height={56} />
          <Heading slot="title" className="ui-dialog__title">
            {intl.formatMessage(pwaMessages.installTitle)}
          </Heading>
          <p className="ui-dialog__message">{intl.formatMessage(pwaMessages.installBody)}</p>
          <div className="ui-dialog__actions">
            <Button className="ui-dialog__button" onPress={dismiss}>
              {intl.formatMessage(pwaMessages.installLater)}
            </Button>
            <Button className="ui-dialog__button ui-dialog__button--primary" autoFocus onPress={() => void promptInstall()}>
              {intl.formatMessage(pwaMessages.installConfirm)}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
