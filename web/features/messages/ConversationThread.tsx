import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { commitMutation, graphql, useMutation, usePaginationFragment, useRelayEnvironment, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { ConversationThread_query$data, ConversationThread_query$key } from '../../__generated__/ConversationThread_query.graphql.ts';
import type { ConversationThreadPaginationQuery } from '../../__generated__/ConversationThreadPaginationQuery.graphql.ts';
import type { ConversationThreadReadMutation } from '../../__generated__/ConversationThreadReadMutation.graphql.ts';
import type { ConversationThreadSendMutation } from '../../__generated__/ConversationThreadSendMutation.graphql.ts';
import type { ConversationThreadSubscription } from '../../__generated__/ConversationThreadSubscription.graphql.ts';
import { MESSAGE_BODY_MAX, prefixedSubject } from '@domain/messages.ts';
import { formatToken, tokenMessages } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useAlert } from '../../ui/index.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard.ts';
import { PhotoGallery } from '../media/PhotoGallery.tsx';
import { MessageBody } from './MessageBody.tsx';
import { entityGlobalId, messageHref } from './links.ts';
import { messagesMessages as m } from './messages.ts';

/** A conversation's page: the newest messages, earlier ones on request. */
export const CONVERSATION_PAGE_SIZE = 50;

const threadFragment = graphql`
  fragment ConversationThread_query on Query
  @refetchable(queryName: "ConversationThreadPaginationQuery")
  @argumentDefinitions(with: { type: "ID!" }, count: { type: "Int!" }, cursor: { type: "String" }) {
    viewer {
      conversationMessages(with: $with, first: $count, after: $cursor) @connection(key: "ConversationThread_conversationMessages", filters: ["with"]) {
        __id
        edges {
          node {
            ...ConversationThread_message @relay(mask: false)
          }
        }
      }
    }
  }
`;

// The fields every message of the thread shows: the page's query, its arrivals and its replies spread them unmasked.
void graphql`
  fragment ConversationThread_message on Message {
    id
    recId
    subject
    body
    at
    fromViewer
    from {
      displayName
    }
    replyTo {
      recId
    }
    attachments {
      ...PhotoGallery_media
    }
  }
`;

const arrivalSubscription = graphql`
  subscription ConversationThreadSubscription($with: ID!, $connections: [ID!]!) {
    conversationMessageAdded(with: $with) @prependNode(connections: $connections, edgeTypeName: "ViewerConversationMessagesConnectionEdge") {
      ...ConversationThread_message @relay(mask: false)
    }
  }
`;

const readMutation = graphql`
  mutation ConversationThreadReadMutation($with: ID!) {
    markConversationRead(with: $with) {
      ... on BadgeCounts {
        messageCount
      }
    }
  }
`;

const sendMutation = graphql`
  mutation ConversationThreadSendMutation($input: MessageInput!, $connections: [ID!]!) {
    sendMessage(input: $input) {
      ... on MessagePayload {
        message @prependNode(connections: $connections, edgeTypeName: "ViewerConversationMessagesConnectionEdge") {
          ...ConversationThread_message @relay(mask: false)
        }
      }
      ...mutationError_error
    }
  }
`;

type Message = NonNullable<ConversationThread_query$data['viewer']['conversationMessages']>['edges'][number]['node'];

export function ConversationThread({ query, correspondent }: { query: ConversationThread_query$key; correspondent: { id: string; recId: number } }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<ConversationThreadPaginationQuery, ConversationThread_query$key>(threadFragment, query);
  const connection = data.viewer.conversationMessages;
  const connectionId = connection?.__id ?? '';
  // The store keeps the newest first; a thread reads from the top down.
  const messages = useMemo(() => [...(connection?.edges ?? [])].reverse().map((edge) => edge.node), [connection]);
  const end = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;

  const markRead = useMemo(
    () => () => commitMutation<ConversationThreadReadMutation>(environment, { mutation: readMutation, variables: { with: correspondent.id } }),
    [environment, correspondent.id],
  );
  useEffect(() => {
    markRead();
  }, [markRead]);
  useEffect(() => {
    // Not an expression body: newer browsers' scrollIntoView answers a promise, which an effect must not return.
    end.current?.scrollIntoView({ block: 'end' });
  }, [newest]);

  const arrivals = useMemo<GraphQLSubscriptionConfig<ConversationThreadSubscription>>(
    () => ({ subscription: arrivalSubscription, variables: { with: correspondent.id, connections: [connectionId] }, onNext: () => void markRead() }),
    [correspondent.id, connectionId, markRead],
  );
  useSubscription(arrivals);

  if (!connection) return null;
  return (
    <>
      {hasNext && (
        <Button className="messages-button messages-button--quiet messages-thread__earlier" isDisabled={isLoadingNext} onPress={() => loadNext(CONVERSATION_PAGE_SIZE)}>
          {intl.formatMessage(m.loadEarlier)}
        </Button>
      )}
      <ol className="messages-thread" aria-label={intl.formatMessage(m.conversations)} aria-live="polite">
        {messages.map((message) => (
          <ThreadMessage key={message.id} message={message} />
        ))}
      </ol>
      <div ref={end} className="messages-thread__end" />
      <QuickReply messages={messages} correspondent={correspondent} connectionId={connectionId} />
    </>
  );
}

function ThreadMessage({ message }: { message: Message }) {
  const intl = useIntl();
  const at = new Date(message.at);
  return (
    <li className={`messages-bubble${message.fromViewer ? ' messages-bubble--own' : ''}`} data-testid="thread-message">
      <p className="messages-bubble__meta">
        <span>{message.fromViewer ? intl.formatMessage(m.you) : message.from.displayName}</span>
        {' · '}
        <Link to={messageHref(message.recId)}>
          <time dateTime={at.toISOString()}>{intl.formatDate(at, { dateStyle: 'short', timeStyle: 'short' })}</time>
        </Link>
      </p>
      {message.subject && <p className="messages-bubble__subject">{message.subject}</p>}
      <MessageBody text={message.body} className="messages-bubble__body" />
      {message.attachments.length > 0 && <PhotoGallery media={message.attachments} />}
    </li>
  );
}

/** A reply at the thread's foot: to whom the newest received message says, continuing the thread. */
function QuickReply({ messages, correspondent, connectionId }: { messages: readonly Message[]; correspondent: { id: string; recId: number }; connectionId: string }) {
  const intl = useIntl();
  const alert = useAlert();
  const requestError = useRequestErrorAlert();
  const bodyId = useId();
  const [body, setBody] = useState('');
  const guard = useUnsavedChangesGuard(body.trim() !== '');
  const [commit, sending] = useMutation<ConversationThreadSendMutation>(sendMutation);
  const received = messages.filter((message) => !message.fromViewer).at(-1);
  const latest = messages.at(-1);
  const to = received?.replyTo ? entityGlobalId(received.replyTo.recId) : correspondent.id;

  const send = () => {
    commit({
      variables: {
        connections: [connectionId],
        input: { to, subject: prefixedSubject('Re', latest?.subject ?? ''), body, replyTo: (received ?? latest)?.id ?? null },
      },
      onCompleted: ({ sendMessage }) => {
        const error = mutationError(sendMessage);
        if (error) {
          const code = error.fields[0]?.code ?? error.code;
          void alert({ title: intl.formatMessage(tokenMessages.OPERATION_FAILED), message: formatToken(intl, code) });
          return;
        }
        guard.markSaved();
        setBody('');
      },
      onError: (error) => void requestError(error),
    });
  };

  return (
    <form
      className="messages-reply"
      onSubmit={(event) => {
        event.preventDefault();
        if (body.trim()) send();
      }}
    >
      <label className="ui-visually-hidden" htmlFor={bodyId}>
        {intl.formatMessage(m.quickReply)}
      </label>
      <textarea
        id={bodyId}
        className="messages-field__input messages-reply__input"
        placeholder={intl.formatMessage(m.quickReply)}
        value={body}
        rows={2}
        maxLength={MESSAGE_BODY_MAX}
        onChange={(event) => setBody(event.target.value)}
      />
      <Button type="submit" className="messages-button messages-button--primary" isDisabled={sending || !body.trim()}>
        {intl.formatMessage(m.send)}
      </Button>
    </form>
  );
}
