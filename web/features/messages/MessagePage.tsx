import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router';
import type { MessagePageQuery, MessagePageQuery$data } from '../../__generated__/MessagePageQuery.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { useConfirm, useToast } from '../../ui/index.ts';
import { PhotoGallery } from '../media/PhotoGallery.tsx';
import { EntityAvatar } from '../relations/EntityListItem.tsx';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { addresseeLinks, addresseeText } from './addressee.ts';
import { composeHref, conversationHref } from './links.ts';
import { MessageBody } from './MessageBody.tsx';
import { messagesMessages as m } from './messages.ts';
import { TextPromptDialog } from '../relations/TextPromptDialog.tsx';
import { RecipientPicker } from './RecipientPicker.tsx';
import { useMessageCommands } from './useMessageCommands.ts';
import './messages.css';

const messageQuery = graphql`
  query MessagePageQuery($recId: Int!) {
    viewer {
      message(recId: $recId) {
        id
        recId
        box
        read
        subject
        body
        audience
        role
        sentAt
        at
        fromViewer
        from {
          recId
          type
          displayName
          profileImageUrl
        }
        to {
          recId
          type
          displayName
        }
        entity {
          recId
          displayName
        }
        correspondent {
          recId
        }
        replyTo {
          recId
        }
        attachments {
          ...PhotoGallery_media
        }
        viewerCan {
          edit
          reply
          forward
          trash
          restore
          delete
          report
        }
      }
    }
  }
`;

/** The route component of `/message/{id}`: one of the viewer's messages, which opening marks read. */
const MessagePage: RouteScreenComponent<{ main: MessagePageQuery }> = ({ queries }) => (
  <RouteScreen className="messages-page">
    <MessageContent query={queries.main} />
  </RouteScreen>
);
export default MessagePage;

type Message = NonNullable<MessagePageQuery$data['viewer']['message']>;

const entityHref = (entity: { recId: number; type: number }) => (entity.type === 0 ? `/people/${entity.recId}` : `/entity/${entity.recId}`);

function MessageContent({ query }: { query: PreloadedQuery<MessagePageQuery> }) {
  const intl = useIntl();
  const message = usePreloadedQuery(messageQuery, query).viewer.message;
  const commands = useMessageCommands();
  const marked = useRef(false);
  useEffect(() => {
    if (!message || message.box !== 'INBOX' || message.read || marked.current) return;
    marked.current = true;
    void commands.markRead(message.id);
  }, [commands, message]);

  if (!message) return <p className="messages-empty">{formatToken(intl, 'DATA_NOT_FOUND')}</p>;
  const at = new Date(message.sentAt ?? message.at);
  const addressee = addresseeText(intl, message);
  return (
    <article className="messages-article">
      <header className="messages-article__header">
        <h1 className="messages-article__subject">{message.subject || intl.formatMessage(m.noSubject)}</h1>
        <div className="messages-article__people">
          <EntityAvatar name={message.from.displayName} imageUrl={message.from.profileImageUrl} />
          <div>
            <p className="messages-article__meta">
              {intl.formatMessage(m.from)}: <Link to={entityHref(message.from)}>{message.fromViewer ? intl.formatMessage(m.you) : message.from.displayName}</Link>
            </p>
            <p className="messages-article__meta">
              {intl.formatMessage(m.to)}: {addresseeLinks(message.audience) ? <Link to={entityHref(message.to)}>{addressee}</Link> : addressee}
            </p>
            <p className="messages-article__meta">
              <time dateTime={at.toISOString()}>{intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
            </p>
          </div>
        </div>
      </header>
      <MessageBody text={message.body} />
      {message.attachments.length > 0 && (
        <section aria-label={intl.formatMessage(m.attachments)}>
          <PhotoGallery media={message.attachments} />
        </section>
      )}
      <MessageActions message={message} />
    </article>
  );
}

function MessageActions({ message }: { message: Message }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const toast = useToast();
  const commands = useMessageCommands();
  const [forwarding, setForwarding] = useState(false);
  const [reporting, setReporting] = useState(false);
  const can = message.viewerCan;

  const remove = async () => {
    const confirmed = await confirm({ message: intl.formatMessage(m.deleteConfirm), confirmLabel: intl.formatMessage(m.deleteForGood), destructive: true });
    if (!confirmed || !(await commands.remove(message.id))) return;
    toast(intl.formatMessage(m.deleted), { kind: 'success' });
    void navigate('/message/', { replace: true });
  };

  return (
    <>
      <div className="messages-actions">
        {can.edit && (
          <Link className="messages-button messages-button--primary" to={composeHref(message.to.recId, { draft: message.recId })}>
            {intl.formatMessage(m.editDraft)}
          </Link>
        )}
        {can.reply && message.replyTo && (
          <Link className="messages-button messages-button--primary" to={composeHref(message.replyTo.recId, { reply: message.recId })}>
            {intl.formatMessage(m.reply)}
          </Link>
        )}
        {can.forward && (
          <Button className="messages-button" onPress={() => setForwarding((open) => !open)} aria-expanded={forwarding}>
            {intl.formatMessage(m.forward)}
          </Button>
        )}
        {message.box !== 'DRAFT' && (
          <Link className="messages-button messages-button--quiet" to={conversationHref(message.correspondent.recId)}>
            {intl.formatMessage(m.showConversation)}
          </Link>
        )}
        {can.trash && (
          <Button
            className="messages-button"
            onPress={() => void commands.trash(message.id).then((done) => done && toast(intl.formatMessage(m.trashed), { kind: 'success' }))}
          >
            {intl.formatMessage(m.trash)}
          </Button>
        )}
        {can.restore && (
          <Button
            className="messages-button"
            onPress={() => void commands.restore(message.id).then((done) => done && toast(intl.formatMessage(m.restored), { kind: 'success' }))}
          >
            {intl.formatMessage(m.restore)}
          </Button>
        )}
        {can.report && (
          <Button className="messages-button" onPress={() => setReporting(true)}>
            {intl.formatMessage(m.report)}
          </Button>
        )}
        {can.delete && (
          <Button className="messages-button messages-button--danger" onPress={() => void remove()}>
            {intl.formatMessage(m.deleteForGood)}
          </Button>
        )}
      </div>
      <TextPromptDialog
        isOpen={reporting}
        title={intl.formatMessage(m.reportTitle)}
        label={intl.formatMessage(m.reportReason)}
        submitLabel={intl.formatMessage(m.report)}
        onCancel={() => setReporting(false)}
        onSubmit={(reason) => {
          setReporting(false);
          void commands.report(message.id, reason).then((done) => done && toast(formatToken(intl, 'ENTITY_REPORTED'), { kind: 'success' }));
        }}
      />
      {forwarding && (
        <RecipientPicker label={intl.formatMessage(m.forwardTo)} onPick={(recipient) => void navigate(composeHref(recipient.recId, { forward: message.recId }))} />
      )}
    </>
  );
}
