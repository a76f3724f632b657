import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, useMutation, usePreloadedQuery } from 'react-relay/hooks';
import { useLocation, useNavigate } from 'react-router';
import type { MessageComposePageDraftMutation } from '../../__generated__/MessageComposePageDraftMutation.graphql.ts';
import type { MessageComposePageQuery, MessageComposePageQuery$data } from '../../__generated__/MessageComposePageQuery.graphql.ts';
import type { MessageComposePageSendMutation } from '../../__generated__/MessageComposePageSendMutation.graphql.ts';
import { prefixedSubject } from '@domain/messages.ts';
import { formatToken, tokenMessages } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { useAlert, useToast } from '../../ui/index.ts';
import type { FieldProblem } from '../forms/rules.ts';
import { useFormErrorDialog, useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard.ts';
import { MediaUploadField } from '../media/MediaUploadField.tsx';
import { existingUpload, UploadQueue } from '../media/upload-queue.ts';
import { xhrTransport } from '../media/upload-transport.ts';
import { usePersistentUploads } from '../media/upload-store.ts';
import { useUploadsSettled } from '../media/useUploadsSettled.ts';
import { EntityAvatar } from '../relations/EntityListItem.tsx';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { conversationHref, routeRecId } from './links.ts';
import { MessageTextFields } from './MessageTextFields.tsx';
import { messagesMessages as m } from './messages.ts';
import './messages.css';

const composeQuery = graphql`
  query MessageComposePageQuery($to: ID!, $draft: Int!, $withDraft: Boolean!, $parent: Int!, $withParent: Boolean!) {
    viewer {
      messageAddressee(id: $to) {
        canWrite
        canAnnounce
        entity {
          id
          recId
          type
          displayName
          profileImageUrl
        }
      }
      draft: message(recId: $draft) @include(if: $withDraft) {
        id
        subject
        body
        audience
        viewerCan {
          edit
        }
        inReplyTo {
          id
        }
        attachments {
          recId
          fileName
          mediaType
          thumb
          pres
          orig
        }
      }
      parent: message(recId: $parent) @include(if: $withParent) {
        id
        subject
        body
        from {
          displayName
        }
      }
    }
  }
`;

const draftMutation = graphql`
  mutation MessageComposePageDraftMutation($input: MessageInput!) {
    saveMessageDraft(input: $input) {
      ... on MessagePayload {
        message {
          id
        }
      }
      ...mutationError_error
    }
  }
`;

const sendMutation = graphql`
  mutation MessageComposePageSendMutation($input: MessageInput!) {
    sendMessage(input: $input) {
      ... on MessagePayload {
        message {
          id
          correspondent {
            recId
          }
        }
      }
      ...mutationError_error
    }
  }
`;

/** The route component of `/message/send/{toEntityId}`: writing a message, a reply (`?reply=`), a forward (`?forward=`) or a draft (`?draft=`). */
const MessageComposePage: RouteScreenComponent<{ main: MessageComposePageQuery }> = ({ queries }) => (
  <RouteScreen className="messages-page">
    <Compose query={queries.main} />
  </RouteScreen>
);
export default MessageComposePage;

type Viewer = MessageComposePageQuery$data['viewer'];
type Audience = 'PERSON' | 'ADMINS' | 'MEMBERS';

/** Edits wait this long for the next keystroke before the draft is saved. */
const DRAFT_DELAY_MS = 1500;

function Compose({ query }: { query: PreloadedQuery<MessageComposePageQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery(composeQuery, query);
  const target = viewer.messageAddressee;
  if (!target) return <p className="messages-empty">{formatToken(intl, 'DATA_NOT_FOUND')}</p>;
  if (!target.canWrite) return <p className="messages-empty">{intl.formatMessage(m.cannotWrite)}</p>;
  if (viewer.draft && !viewer.draft.viewerCan.edit) return <p className="messages-empty">{formatToken(intl, 'DATA_NOT_FOUND')}</p>;
  return <ComposeForm viewer={viewer} target={target} />;
}

function ComposeForm({ viewer, target }: { viewer: Viewer; target: NonNullable<Viewer['messageAddressee']> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const alert = useAlert();
  const requestError = useRequestErrorAlert();
  const search = new URLSearchParams(location.search);
  const replying = routeRecId(search.get('reply')) !== null;
  const { draft, parent } = viewer;
  const person = target.entity.type === 0;

  const [subject, setSubject] = useState(() => draft?.subject ?? (parent ? prefixedSubject(replying ? 'Re' : 'Fw', parent.subject) : ''));
  const [body, setBody] = useState(() => {
    if (draft) return draft.body;
    if (!parent || replying) return '';
    return `\n\n— ${intl.formatMessage(m.forwarded)} (${parent.from.displayName}) —\n${parent.body}`;
  });
  const [audience, setAudience] = useState<Audience>(() => (person ? 'PERSON' : ((draft?.audience as Audience | undefined) ?? 'ADMINS')));
  const [queue] = useState(() => {
    const created = new UploadQueue(xhrTransport(), { maxFiles: 10 });
    created.attachExisting((draft?.attachments ?? []).map(existingUpload));
    return created;
  });
  const forgetUploads = usePersistentUploads(queue, location.pathname + location.search);
  const uploadsSettled = useUploadsSettled(queue);
  const [draftId, setDraftId] = useState<string | null>(draft?.id ?? null);
  const [dirty, setDirty] = useState(false);
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  const guard = useUnsavedChangesGuard(dirty);
  const [commitDraft, savingDraft] = useMutation<MessageComposePageDraftMutation>(draftMutation);
  const [commitSend, sending] = useMutation<MessageComposePageSendMutation>(sendMutation);
  const sendingRef = useRef(false);
  useEffect(() => queue.subscribe(() => setDirty(true)), [queue]);
  const ids = { audience: useId(), status: useId() };
  const fieldLabels = useMemo(() => ({ subject: m.subject, body: m.body, audience: m.audience, mediaIds: m.attachments, toEntityId: m.to }), []);
  const showFormErrors = useFormErrorDialog(fieldLabels);

  const input = () => ({
    draft: draftId,
    to: target.entity.id,
    audience: person ? null : audience,
    subject,
    body,
    mediaIds: queue.mediaIds.map(String),
    replyTo: replying ? (parent?.id ?? null) : (draft?.inReplyTo?.id ?? null),
    forwardOf: !replying && parent ? parent.id : null,
  });

  // The draft is kept while typing: a pause saves it, so leaving, a reload or a crash loses nothing.
  useEffect(() => {
    if (!dirty || queue.busy) return;
    const timer = setTimeout(() => {
      if (sendingRef.current) return;
      commitDraft({
        variables: { input: input() },
        onCompleted: ({ saveMessageDraft }) => {
          if (mutationError(saveMessageDraft) || !saveMessageDraft.message) return;
          setDraftId(saveMessageDraft.message.id);
          setDirty(false);
        },
      });
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
    // input() reads the fields below; saving on their change is the point
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dirty, subject, body, audience]);

  const edit = (change: () => void) => {
    change();
    setDirty(true);
    setProblems([]);
  };

  const send = async () => {
    if (!(await uploadsSettled())) return;
    sendingRef.current = true;
    commitSend({
      variables: { input: input() },
      onCompleted: ({ sendMessage }) => {
        sendingRef.current = false;
        const error = mutationError(sendMessage);
        if (error) {
          if (error.fields.length) {
            setProblems(error.fields);
            void showFormErrors(error.fields);
          } else void alert({ title: intl.formatMessage(tokenMessages.OPERATION_FAILED), message: formatToken(intl, error.code) });
          return;
        }
        guard.markSaved();
        setDirty(false);
        void forgetUploads();
        toast(intl.formatMessage(m.sent), { kind: 'success' });
        void navigate(conversationHref(sendMessage.message!.correspondent.recId), { replace: true });
      },
      onError: (error) => {
        sendingRef.current = false;
        void requestError(error);
      },
    });
  };

  const problemOf = (field: string) => problems.find((problem) => problem.field === field);
  const status = savingDraft ? m.draftSaving : draftId && !dirty ? m.draftSaved : null;

  return (
    <form
      className="messages-compose"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <h1 className="messages-compose__title">{intl.formatMessage(m.composeTitle)}</h1>
      <div className="messages-compose__to">
        <span className="messages-field__label">{intl.formatMessage(m.to)}</span>
        <EntityAvatar name={target.entity.displayName} imageUrl={target.entity.profileImageUrl} size={32} />
        <span>{target.entity.displayName}</span>
      </div>
      {!person && (
        <div className="messages-field">
          <label className="messages-field__label" htmlFor={ids.audience}>
            {intl.formatMessage(m.audience)}
          </label>
          <select id={ids.audience} className="messages-field__input" value={audience} onChange={(event) => edit(() => setAudience(event.target.value as Audience))}>
            <option value="ADMINS">{intl.formatMessage(m.audienceADMINS)}</option>
            {target.canAnnounce && <option value="MEMBERS">{intl.formatMessage(m.audienceMEMBERS)}</option>}
          </select>
        </div>
      )}
      <MessageTextFields
        subject={subject}
        body={body}
        onSubject={(value) => edit(() => setSubject(value))}
        onBody={(value) => edit(() => setBody(value))}
        problemOf={problemOf}
      />
      <MediaUploadField queue={queue} className="messages-compose__media" />
      <div className="messages-actions">
        {/* while a draft save is under way its id is not known yet: sending now would leave that draft behind */}
        <Button type="submit" className="messages-button messages-button--primary" isDisabled={sending || savingDraft}>
          {intl.formatMessage(m.send)}
        </Button>
        <span id={ids.status} className="messages-compose__status" role="status">
          {status && intl.formatMessage(status)}
        </span>
      </div>
    </form>
  );
}
