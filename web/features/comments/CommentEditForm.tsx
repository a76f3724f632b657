import { useState } from 'react';
import { Button, Label, TextArea, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useMutation } from 'react-relay/hooks';
import type { CommentItemEditMutation } from '../../__generated__/CommentItemEditMutation.graphql.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useFailureToast } from '../../ui/index.ts';
import { editMutation } from './CommentItem.mutations.ts';
import { commentMessages } from './messages.ts';

/** Edits a comment's text in place. */
export function CommentEditForm({ id, message, onDone }: { id: string; message: string; onDone: () => void }) {
  const intl = useIntl();
  const failed = useFailureToast();
  const [text, setText] = useState(message);
  const [commit, saving] = useMutation<CommentItemEditMutation>(editMutation);
  const trimmed = text.trim();

  const save = () => {
    if (!trimmed || saving) return;
    if (trimmed === message) return onDone();
    commit({
      variables: { input: { id, message: trimmed } },
      optimisticUpdater: (store) => store.get(id)?.setValue(trimmed, 'message'),
      onCompleted: ({ editComment }) => {
        if (editComment.__typename === 'EditCommentPayload') onDone();
        else failed(mutationError(editComment)?.code);
      },
      onError: () => failed(),
    });
  };

  return (
    <form
      className="comments-form comments-form--edit"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <TextField className="comments-field" value={text} onChange={setText} autoFocus>
        <Label className="ui-visually-hidden">{intl.formatMessage(commentMessages.editField)}</Label>
        <TextArea className="comments-field__input" rows={2} />
      </TextField>
      <div className="comments-form__actions">
        <Button className="comments-button" onPress={onDone}>
          {intl.formatMessage(commentMessages.cancel)}
        </Button>
        <Button type="submit" className="comments-button comments-button--primary" isDisabled={!trimmed || saving}>
          {intl.formatMessage(commentMessages.save)}
        </Button>
      </div>
    </form>
  );
}
