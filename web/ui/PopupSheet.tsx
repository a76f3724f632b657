import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { IconButton } from './IconButton.tsx';
import { uiMessages } from './messages.ts';
import './PopupSheet.css';

export interface PopupSheetProps {
  isOpen: boolean;
  /** Called on the close button, Escape, or a click outside the card (desktop). */
  onClose: () => void;
  title: ReactNode;
  /** Extra buttons in the title bar, before the close button. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A modal sheet: full screen on a phone, a centred card on wider screens. */
export function PopupSheet({ isOpen, onClose, title, actions, children }: PopupSheetProps) {
  const intl = useIntl();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      className="ui-popup-overlay"
    >
      <Modal className="ui-popup">
        <Dialog className="ui-popup__dialog">
          <div className="ui-popup__bar">
            <Heading slot="title" level={2} className="ui-popup__title">
              {title}
            </Heading>
            {actions}
            <IconButton icon="close" label={intl.formatMessage(uiMessages.close)} onPress={onClose} />
          </div>
          <div className="ui-popup__body">{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
