import { useState } from 'react';
import { Button, Label, TextArea, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useMutation } from 'react-relay/hooks';
import type { CommentItemReportMutation } from '../../__generated__/CommentItemReportMutation.graphql.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { PopupSheet, useFailureToast, useToast } from '../../ui/index.ts';
import { reportMutation } from './CommentItem.mutations.ts';
import { commentMessages } from './messages.ts';

/** Reports a comment to the moderators with a reason. */
export function CommentReportSheet({ commentId, isOpen, onClose }: { commentId: string; isOpen: boolean; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const failed = useFailureToast();
  const [reason, setReason] = useState('');
  const [commit, sending] = useMutation<CommentItemReportMutation>(reportMutation);
  const trimmed = reason.trim();

  const send = () => {
    if (!trimmed || sending) return;
    commit({
      variables: { input: { id: commentId, reason: trimmed } },
      onCompleted: ({ reportComment }) => {
        if (reportComment.__typename === 'ReportCommentPayload') {
          toast(intl.formatMessage(commentMessages.reported), { kind: 'success' });
          setReason('');
          onClose();
        } else failed(mutationError(reportComment)?.code);
      },
      onError: () => failed(),
    });
  };

  return (
    <PopupSheet isOpen={isOpen} onClose={onClose} title={intl.formatMessage(commentMessages.reportTitle)}>
      <form
        className="comments-form comments-form--report"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <TextField className="comments-field comments-field--labelled" value={reason} onChange={setReason} autoFocus>
          <Label>{intl.formatMessage(commentMessages.reportReason)}</Label>
          <TextArea className="comments-field__input" rows={4} />
        </TextField>
        <div className="comments-form__actions">
          <Button type="submit" className="comments-button comments-button--primary" isDisabled={!trimmed || sending}>
            {intl.formatMessage(commentMessages.reportSend)}
          </Button>
        </div>
      </form>
    </PopupSheet>
  );
}
