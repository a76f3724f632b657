import { type FormEvent, useState } from 'react';
import { Button, Label, TextArea, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { CommentComposerAddMutation } from '../../__generated__/CommentComposerAddMutation.graphql.ts';
import { useFailureToast } from '../../ui/index.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { adjustCommentCounts } from './counters.ts';
import { commentMessages } from './messages.ts';
import { mutationError } from '../../relay/mutation-error.ts';

const addMutation = graphql`
  mutation CommentComposerAddMutation($input: AddCommentInput!, $connections: [ID!]!, $inSubThread: Boolean!) {
    addComment(input: $input) {
      __typename
      ... on AddCommentPayload {
        # Both thread connections take the node; the edge's type name is not read anywhere.
        comment @appendNode(connections: $connections, edgeTypeName: "TimelineItemCommentsConnectionEdge") {
          id
          createdBy {
            recId
            displayName
            profileImageUrl
          }
          ...CommentItem_comment @arguments(inSubThread: $inSubThread)
        }
        object {
          id
          ... on TimelineItem {
            commentCount
          }
        }
        answered {
          id
          commentCount
        }
      }
      ...mutationError_error
    }
  }
`;

/** Whom a reply answers. */
export interface ReplyTarget {
  /** the comment's global id */
  id: string;
  /** its author's display name */
  name: string;
}

export interface CommentComposerProps {
  /** the commented object's global id */
  objectId: string;
  /** the connection the new comment is appended to */
  connectionId: string;
  /** the sub-thread's top comment (global id and recId); null at top level */
  subThread?: { id: string; recId: number } | null;
  replyTo?: ReplyTarget | null;
  autoFocus?: boolean;
  /** Called after a successful send, e.g. to close a reply form. */
  onSent?: () => void;
  onCancel?: () => void;
}

/**
 * The form that adds a comment or a reply. The counters of the object, the sub-thread's top comment
 * and the reply target go up at once (social-core §4); Relay drops that change again when the server
 * refuses, and a toast says so. The new comment joins its list when the server has it.
 */
export function CommentComposer({ objectId, connectionId, subThread = null, replyTo = null, autoFocus, onSent, onCancel }: CommentComposerProps) {
  const intl = useIntl();
  const { isGuest } = useViewer();
  const failed = useFailureToast();
  const [message, setMessage] = useState('');
  const [commit, sending] = useMutation<CommentComposerAddMutation>(addMutation);

  if (isGuest) {
    return (
      <Link className="comments-login" to="/?force_login=1">
        {intl.formatMessage(commentMessages.loginToComment)}
      </Link>
    );
  }

  const label = replyTo ? intl.formatMessage(commentMessages.replyField, { name: replyTo.name }) : intl.formatMessage(commentMessages.newComment);
  const text = message.trim();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text || sending) return;
    const touched = [objectId, subThread?.id, replyTo?.id];
    commit({
      variables: {
        input: { objectId, subThreadId: subThread?.recId ?? 0, replyTo: replyTo?.id ?? null, message: text },
        connections: [connectionId],
        inSubThread: subThread !== null,
      },
      optimisticUpdater: (store) => adjustCommentCounts(store, touched, 1),
      onCompleted: ({ addComment }) => {
        if (addComment.__typename === 'AddCommentPayload') {
          setMessage('');
          onSent?.();
        } else {
          const error = mutationError(addComment);
          // A ValidationError's field token says more, e.g. DATA_TOO_LONG.
          failed(error?.fields[0]?.code ?? error?.code);
        }
      },
      onError: () => failed(),
    });
  };

  return (
    <form className="comments-form" onSubmit={submit}>
      <TextField className="comments-field" value={message} onChange={setMessage} autoFocus={autoFocus}>
        <Label className="ui-visually-hidden">{label}</Label>
        <TextArea
          className="comments-field__input"
          placeholder={label}
          rows={1}
          onKeyDown={(event) => {
            // Ctrl/Cmd+Enter sends; Enter alone starts a new line.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
          }}
        />
      </TextField>
      <div className="comments-form__actions">
        {onCancel && (
          <Button className="comments-button" onPress={onCancel}>
            {intl.formatMessage(commentMessages.cancel)}
          </Button>
        )}
        <Button type="submit" className="comments-button comments-button--primary" isDisabled={!text || sending}>
          {intl.formatMessage(commentMessages.send)}
        </Button>
      </div>
    </form>
  );
}
