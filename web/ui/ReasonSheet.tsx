import { useState } from 'react';
import { Button, Label, TextArea, TextField } from 'react-aria-components';
import { PopupSheet } from './PopupSheet.tsx';
import './ReasonSheet.css';

export interface ReasonSheetProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** the reason field's label */
  label: string;
  submitLabel: string;
  busy: boolean;
  /** called with the trimmed, non-empty reason; resolves true when it was taken (the sheet then empties) */
  onSubmit: (reason: string) => Promise<boolean>;
}

/** A sheet that asks for a reason and sends it: reporting a comment, a post or anything else to the moderators. */
export function ReasonSheet({ isOpen, onClose, title, label, submitLabel, busy, onSubmit }: ReasonSheetProps) {
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <PopupSheet isOpen={isOpen} onClose={onClose} title={title}>
      <form
        className="ui-reason"
        onSubmit={(event) => {
          event.preventDefault();
          if (!trimmed || busy) return;
          void onSubmit(trimmed).then((taken) => {
            if (taken) setReason('');
          });
        }}
      >
        <TextField className="ui-reason__field" value={reason} onChange={setReason} autoFocus>
          <Label>{label}</Label>
          <TextArea className="ui-reason__input" rows={4} />
        </TextField>
        <div className="ui-reason__actions">
          <Button type="submit" className="ui-reason__submit" isDisabled={!trimmed || busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </PopupSheet>
  );
}
