import { createContext, use, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { createDialogQueue, type AlertOptions, type ConfirmOptions, type DialogQueue, type DialogRequest } from './dialogQueue.ts';
import { uiMessages } from './messages.ts';
import './Dialogs.css';

export type { AlertOptions, ConfirmOptions } from './dialogQueue.ts';

const DialogQueueContext = createContext<DialogQueue | null>(null);

/** Hosts the alert/confirm dialogs requested through `useAlert` and `useConfirm`. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(createDialogQueue);
  const request = useSyncExternalStore(queue.subscribe, queue.current, queue.current);
  // One overlay stays open across queued dialogs, so the backdrop does not flicker between them
  // and focus returns to where it was before the first one.
  return (
    <DialogQueueContext value={queue}>
      {children}
      <ModalOverlay
        isOpen={request !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen && request) queue.settle(request.id, false);
        }}
        className="ui-dialog-overlay"
      >
        <Modal className="ui-dialog">
          {request && <QueuedDialog key={request.id} request={request} onSettle={(confirmed) => queue.settle(request.id, confirmed)} />}
        </Modal>
      </ModalOverlay>
    </DialogQueueContext>
  );
}

function useDialogQueue(): DialogQueue {
  const queue = use(DialogQueueContext);
  if (!queue) throw new Error('useAlert and useConfirm need a <DialogProvider> above them');
  return queue;
}

/** Shows a message with an OK button; the promise resolves when it is dismissed. */
export function useAlert(): (options: AlertOptions) => Promise<void> {
  return useDialogQueue().alert;
}

/** Asks a yes/no question; the promise resolves `true` only if the user confirms. */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  return useDialogQueue().confirm;
}

interface QueuedDialogProps {
  request: DialogRequest;
  onSettle: (confirmed: boolean) => void;
}

function QueuedDialog({ request, onSettle }: QueuedDialogProps) {
  const intl = useIntl();
  const messageId = useId();
  const { title, message } = request.options;
  const confirm = request.kind === 'confirm' ? request.options : null;
  const destructive = confirm?.destructive ?? false;

  return (
    <Dialog role="alertdialog" aria-labelledby={title ? undefined : messageId} aria-describedby={title ? messageId : undefined} className="ui-dialog__dialog">
      {title && (
        <Heading slot="title" level={2} className="ui-dialog__title">
          {title}
        </Heading>
      )}
      <div id={messageId} className="ui-dialog__message">
        {message}
      </div>
      <div className="ui-dialog__actions">
        {confirm && (
          <Button className="ui-dialog__button" autoFocus={destructive} onPress={() => onSettle(false)}>
            {confirm.cancelLabel ?? intl.formatMessage(uiMessages.cancel)}
          </Button>
        )}
        <Button className={`ui-dialog__button ui-dialog__button--${destructive ? 'danger' : 'primary'}`} autoFocus={!destructive} onPress={() => onSettle(true)}>
          {confirm?.confirmLabel ?? intl.formatMessage(uiMessages.ok)}
        </Button>
      </div>
    </Dialog>
  );
}
