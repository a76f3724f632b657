import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, type PreloadedQuery, useMutation, usePreloadedQuery, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { AdminMessagePageCountQuery } from '../../__generated__/AdminMessagePageCountQuery.graphql.ts';
import type { AdminMessagePageEntitiesQuery } from '../../__generated__/AdminMessagePageEntitiesQuery.graphql.ts';
import type { AdminMessagePageQuery } from '../../__generated__/AdminMessagePageQuery.graphql.ts';
import type { AdminMessagePageSendMutation } from '../../__generated__/AdminMessagePageSendMutation.graphql.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { BROADCAST_AUDIENCES, BROADCAST_ROLES, type BroadcastAudience, type BroadcastRole } from '@domain/messages.ts';
import { GROUP_ENTITY } from '@domain/entities.ts';
import { formatToken, tokenMessages } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { Autocomplete, type AutocompleteItem, useAlert, useConfirm, useToast } from '../../ui/index.ts';
import type { FieldProblem } from '../forms/rules.ts';
import { useFormErrorDialog, useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard.ts';
import { EntityAvatar } from '../relations/EntityListItem.tsx';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { addresseeText } from './addressee.ts';
import { messageHref } from './links.ts';
import { MessageBody } from './MessageBody.tsx';
import { MessageTextFields } from './MessageTextFields.tsx';
import { messagesMessages as m, ROLE_LABELS } from './messages.ts';
import './messages.css';

const pageQuery = graphql`
  query AdminMessagePageQuery {
    viewer {
      displayName
      profileImageUrl
      can {
        broadcastMessages
      }
    }
  }
`;

const countQuery = graphql`
  query AdminMessagePageCountQuery($audience: BroadcastAudience!, $role: Role, $entity: ID) {
    messageAudienceCount(audience: $audience, role: $role, entity: $entity) {
      ... on MessageAudienceCount {
        count
      }
      ...mutationError_error
    }
  }
`;

const entitiesQuery = graphql`
  query AdminMessagePageEntitiesQuery($query: String!) {
    groups: entities(type: 2, query: $query, first: 10) {
      edges {
        node {
          id
          type
          displayName
          profileImageUrl
        }
      }
    }
    projects: entities(type: 6, query: $query, first: 10) {
      edges {
        node {
          id
          type
          displayName
          profileImageUrl
        }
      }
    }
  }
`;

const sendMutation = graphql`
  mutation AdminMessagePageSendMutation($input: BroadcastMessageInput!) {
    broadcastMessage(input: $input) {
      ... on MessagePayload {
        recipientCount
        message {
          recId
        }
      }
      ...mutationError_error
    }
  }
`;

/** The route component of `/admin/message/` (site admins): one message to everyone, to a role or to a group's or project's members. */
const AdminMessagePage: RouteScreenComponent<{ main: AdminMessagePageQuery }> = ({ queries }) => (
  <PartTexts part="admin">
    <RouteScreen className="messages-page">
      <Broadcast query={queries.main} />
    </RouteScreen>
  </PartTexts>
);
export default AdminMessagePage;

interface EntityChoice extends AutocompleteItem {
  type: number;
}

/** Asking waits this long after the last change of the audience. */
const COUNT_DELAY_MS = 200;

/** The live count of who would receive it: null while asking (or when the audience is not complete). */
function useAudienceCount(audience: BroadcastAudience, role: BroadcastRole, entity: EntityChoice | null): { count: number | null; error: string | null } {
  const environment = useRelayEnvironment();
  const complete = audience !== 'MEMBERS' || entity !== null;
  const variables = useMemo(
    () => ({ audience, role: audience === 'ROLE' ? role : null, entity: audience === 'MEMBERS' ? (entity?.id ?? null) : null }),
    [audience, role, entity],
  );
  const key = JSON.stringify(variables);
  // The answer is kept with the audience it is for: a changed audience shows "counting" until its own answer arrives.
  const [answer, setAnswer] = useState<{ key: string; count: number | null; error: string | null } | null>(null);
  useEffect(() => {
    if (!complete) return;
    let current = true;
    const timer = setTimeout(() => {
      fetchQuery<AdminMessagePageCountQuery>(environment, countQuery, variables, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => {
          if (!current) return;
          const error = data ? mutationError(data.messageAudienceCount) : null;
          setAnswer(error ? { key, count: null, error: error.code } : { key, count: data?.messageAudienceCount.count ?? null, error: null });
        })
        .catch(() => current && setAnswer({ key, count: null, error: 'OPERATION_FAILED' }));
    }, COUNT_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [environment, variables, key, complete]);
  return answer && answer.key === key && complete ? answer : { count: null, error: null };
}

function Broadcast({ query }: { query: PreloadedQuery<AdminMessagePageQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery(pageQuery, query);
  if (!viewer.can.broadcastMessages) return <p className="messages-empty">{formatToken(intl, 'FORBIDDEN')}</p>;
  return <BroadcastForm sender={viewer} />;
}

function BroadcastForm({ sender }: { sender: { displayName: string | null | undefined; profileImageUrl: string | null | undefined } }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const toast = useToast();
  const alert = useAlert();
  const confirm = useConfirm();
  const requestError = useRequestErrorAlert();
  const [audience, setAudience] = useState<BroadcastAudience>('EVERYONE');
  const [role, setRole] = useState<BroadcastRole>('USER');
  const [entity, setEntity] = useState<EntityChoice | null>(null);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [dirty, setDirty] = useState(false);
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  const guard = useUnsavedChangesGuard(dirty);
  const [commitSend, sending] = useMutation<AdminMessagePageSendMutation>(sendMutation);
  const { count, error: countError } = useAudienceCount(audience, role, entity);
  const ids = { audience: useId(), role: useId(), count: useId() };
  const fieldLabels = useMemo(() => ({ subject: m.subject, body: m.body, audience: m.broadcastAudience, role: m.broadcastRole, entityId: m.broadcastEntity }), []);
  const showFormErrors = useFormErrorDialog(fieldLabels);

  const edit = (change: () => void) => {
    change();
    setDirty(true);
    setProblems([]);
  };

  const loadEntities = async (text: string): Promise<EntityChoice[]> => {
    const data = await fetchQuery<AdminMessagePageEntitiesQuery>(environment, entitiesQuery, { query: text }).toPromise();
    const nodes = [...(data?.groups.edges ?? []), ...(data?.projects.edges ?? [])].map((edge) => edge.node);
    return nodes.map((node) => ({
      id: node.id,
      type: node.type,
      label: node.displayName,
      imageUrl: node.profileImageUrl,
      description: intl.formatMessage(node.type === GROUP_ENTITY ? m.broadcastGroup : m.broadcastProject),
    }));
  };

  const send = async () => {
    if (count === null || count === 0) return;
    const confirmed = await confirm({
      title: intl.formatMessage(m.broadcastConfirmTitle),
      message: intl.formatMessage(m.broadcastConfirm, { count }),
      confirmLabel: intl.formatMessage(m.broadcastConfirmSend, { count }),
    });
    if (!confirmed) return;
    commitSend({
      variables: {
        input: {
          audience,
          role: audience === 'ROLE' ? role : null,
          entity: audience === 'MEMBERS' ? (entity?.id ?? null) : null,
          subject,
          body,
        },
      },
      onCompleted: ({ broadcastMessage }) => {
        const error = mutationError(broadcastMessage);
        if (error) {
          if (error.fields.length) {
            setProblems(error.fields);
            void showFormErrors(error.fields);
          } else void alert({ title: intl.formatMessage(tokenMessages.OPERATION_FAILED), message: formatToken(intl, error.code) });
          return;
        }
        guard.markSaved();
        setDirty(false);
        toast(intl.formatMessage(m.broadcastSent, { count: broadcastMessage.recipientCount ?? 0 }), { kind: 'success' });
        void navigate(messageHref(broadcastMessage.message!.recId), { replace: true });
      },
      onError: (error) => void requestError(error),
    });
  };

  const problemOf = (field: string) => problems.find((problem) => problem.field === field);
  const addressee = addresseeText(intl, { audience, role, to: { displayName: entity?.label ?? '…' } });
  const countText =
    audience === 'MEMBERS' && !entity
      ? ''
      : countError !== null
        ? formatToken(intl, countError)
        : count === null
          ? intl.formatMessage(m.broadcastCounting)
          : intl.formatMessage(m.broadcastCount, { count });
  const canSend = count !== null && count > 0 && subject.trim() !== '' && body.trim() !== '' && !sending;

  return (
    <form
      className="messages-compose messages-broadcast"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <h1 className="messages-compose__title">{intl.formatMessage(m.broadcastTitle)}</h1>
      <fieldset className="messages-field messages-broadcast__audiences">
        <legend className="messages-field__label">{intl.formatMessage(m.broadcastAudience)}</legend>
        {BROADCAST_AUDIENCES.map((each) => (
          <label key={each} className="messages-broadcast__choice">
            <input type="radio" name={ids.audience} value={each} checked={audience === each} onChange={() => edit(() => setAudience(each))} />
            {intl.formatMessage(m[`broadcast${each}`])}
          </label>
        ))}
      </fieldset>
      {audience === 'ROLE' && (
        <div className="messages-field">
          <label className="messages-field__label" htmlFor={ids.role}>
            {intl.formatMessage(m.broadcastRole)}
          </label>
          <select id={ids.role} className="messages-field__input" value={role} onChange={(event) => edit(() => setRole(event.target.value as BroadcastRole))}>
            {BROADCAST_ROLES.map((each) => (
              <option key={each} value={each}>
                {intl.formatMessage(ROLE_LABELS[each])}
              </option>
            ))}
          </select>
        </div>
      )}
      {audience === 'MEMBERS' &&
        (entity ? (
          <div className="messages-compose__to">
            <span className="messages-field__label">{intl.formatMessage(m.broadcastEntity)}</span>
            <EntityAvatar name={entity.label} imageUrl={entity.imageUrl ?? null} size={32} />
            <span>{entity.label}</span>
            <Button className="messages-button messages-button--quiet" onPress={() => edit(() => setEntity(null))}>
              {intl.formatMessage(m.broadcastEntityChange)}
            </Button>
          </div>
        ) : (
          <Autocomplete<EntityChoice>
            className="messages-field"
            label={intl.formatMessage(m.broadcastEntity)}
            placeholder={intl.formatMessage(m.broadcastEntitySearch)}
            emptyText={intl.formatMessage(m.broadcastEntityNone)}
            load={loadEntities}
            onSelect={(chosen) => edit(() => setEntity(chosen))}
          />
        ))}
      <p id={ids.count} className="messages-broadcast__count" role="status" data-testid="broadcast-count">
        {countText}
      </p>
      <MessageTextFields
        subject={subject}
        body={body}
        onSubject={(value) => edit(() => setSubject(value))}
        onBody={(value) => edit(() => setBody(value))}
        problemOf={problemOf}
      />
      <section className="messages-broadcast__preview" aria-label={intl.formatMessage(m.broadcastPreview)} data-testid="broadcast-preview">
        <h2 className="messages-broadcast__preview-title">{intl.formatMessage(m.broadcastPreview)}</h2>
        <article className="messages-article">
          <header className="messages-article__header">
            <h3 className="messages-article__subject">{subject.trim() || intl.formatMessage(m.noSubject)}</h3>
            <div className="messages-article__people">
              <EntityAvatar name={sender.displayName ?? ''} imageUrl={sender.profileImageUrl ?? null} />
              <div>
                <p className="messages-article__meta">
                  {intl.formatMessage(m.from)}: {sender.displayName}
                </p>
                <p className="messages-article__meta">
                  {intl.formatMessage(m.to)}: {addressee}
                </p>
              </div>
            </div>
          </header>
          <MessageBody text={body.trim()} />
        </article>
      </section>
      <div className="messages-actions">
        <Button type="submit" className="messages-button messages-button--primary" isDisabled={!canSend} aria-describedby={ids.count}>
          {intl.formatMessage(m.broadcastSend)}
        </Button>
      </div>
    </form>
  );
}
