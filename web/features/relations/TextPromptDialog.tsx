import { useState } from 'react';
import { Button, Dialog, Heading, Label, Modal, ModalOverlay, TextArea, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { uiMessages } from '../../ui/index.ts';

export interface TextPromptDialogProps {
  isOpen: boolean;
  title: string;
  label: string;
  submitLabel: string;
  /** an empty text may be sent (the friend request's message); otherwise the submit waits for text */
  optional?: boolean;
  onSubmit: (text: string) => void;
  onCancel: () => void;
}

/** A small dialog asking for one text: the friend request's optional message, a report's reason. */
export function TextPromptDialog({ isOpen, title, label, submitLabel, optional = false, onSubmit, onCancel }: TextPromptDialogProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const canSubmit = optional || text.trim().length > 0;
  const close = () => {
    setText('');
    onCancel();
  };
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => !open && close()} isDismissable className="ui-dialog-overlay">
      <Modal className="ui-dialog">
        <Dialog className="ui-dialog__dialog">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!canSubmit) return;
              const value = text.trim();
              setText('');
              onSubmit(value);
            }}
          >
            <Heading slot="title" level={2} className="ui-dialog__title">
              {title}
            </Heading>
            <TextField className="relations-prompt__field" value={text} onChange={setText} autoFocus>
              <Label className="relations-prompt__label">{label}</Label>
              <TextArea className="relations-prompt__input" rows={3} maxLength={1000} />
            </TextField>
            <div className="ui-dialog__actions">
              <Button className="ui-dialog__button" onPress={close}>
                {intl.formatMessage(uiMessages.cancel)}
              </Button>
              <Button type="submit" className="ui-dialog__button ui-dialog__button--primary" isDisabled={!canSubmit}>
                {submitLabel}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
