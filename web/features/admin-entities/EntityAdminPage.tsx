import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { EntityAdminPageArchiveMutation } from '../../__generated__/EntityAdminPageArchiveMutation.graphql.ts';
import type { EntityAdminPageMergeMutation } from '../../__generated__/EntityAdminPageMergeMutation.graphql.ts';
import type { EntityAdminPageQuery } from '../../__generated__/EntityAdminPageQuery.graphql.ts';
import type { EntityAdminPageSubdomainMutation } from '../../__generated__/EntityAdminPageSubdomainMutation.graphql.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { formatToken, tokenMessages } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useAlert, useConfirm, useToast } from '../../ui/index.ts';
import { EntityAutocomplete, type EntitySuggestion } from '../entities/EntityAutocomplete.tsx';
import { typeLabel } from '../entities/entity-types.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { adminEntitiesMessages as m } from './messages.ts';
import './admin-entities.css';

/**
 * `/admin/entity/settings/{id}` (site ADMIN): one entity's administration: its facts, subdomain,
 * archiving and merging into its original; the fields and the publishing letters and admins are the
 * entity's own edit and settings screens, which a site ADMIN may use on any entity.
 */
export default function EntityAdminPage() {
  return (
    <PartTexts part="admin">
      <RouteScreen className="admin-entities">
        <EntityAdmin />
      </RouteScreen>
    </PartTexts>
  );
}

function useOutcome() {
  const intl = useIntl();
  const alert = useAlert();
  const toast = useToast();
  return (result: Parameters<typeof mutationError>[0], success: string): boolean => {
    const error = mutationError(result);
    if (error) {
      void alert({ title: intl.formatMessage(tokenMessages.OPERATION_FAILED), message: formatToken(intl, error.fields[0]?.code ?? error.code) });
      return false;
    }
    toast(success, { kind: 'success' });
    return true;
  };
}

function EntityAdmin() {
  const intl = useIntl();
  const recId = Number(useParams().id) || 0;
  const [fetchKey, setFetchKey] = useState(0);
  const { adminEntity: entity } = useLazyLoadQuery<EntityAdminPageQuery>(
    graphql`
      query EntityAdminPageQuery($recId: Int!) {
        adminEntity(recId: $recId) {
          id
          recId
          type
          displayName
          country
          subdomain
          memberCount
          lastActivityAt
          archivedAt
          joinPolicy
          pubNote
          pubQuestion
          pubAlert
          mergedInto {
            recId
            displayName
          }
          admins {
            id
            adminCodes
            entity {
              displayName
            }
          }
        }
      }
    `,
    { recId },
    { fetchPolicy: 'network-only', fetchKey },
  );
  if (!entity) return <p className="admin-entities__empty">{intl.formatMessage(m.notFound)}</p>;
  const reload = () => setFetchKey((key) => key + 1);
  const date = (value: unknown) => intl.formatDate(value as string, { dateStyle: 'medium' });
  return (
    <>
      <h1 data-testid="entity-admin-title">{entity.displayName}</h1>
      <p className="admin-entities__meta">
        {[
          intl.formatMessage(typeLabel(entity.type)),
          entity.country,
          intl.formatMessage(m.members, { count: entity.memberCount }),
          intl.formatMessage(m.lastActivity, { date: date(entity.lastActivityAt) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {entity.archivedAt && (
        <p className="admin-entities__badge" data-testid="entity-admin-archived">
          {intl.formatMessage(m.archivedNote, { date: date(entity.archivedAt) })}
          {entity.mergedInto && (
            <>
              {' · '}
              {intl.formatMessage(m.mergedNote)} <Link to={`/admin/entity/settings/${entity.mergedInto.recId}`}>{entity.mergedInto.displayName}</Link>
            </>
          )}
        </p>
      )}
      <div className="admin-entities__links">
        <Link to={`/admin/entity/edit/${entity.recId}`} data-testid="entity-admin-edit">
          {intl.formatMessage(m.editLink)}
        </Link>
        {entity.type !== 0 && <Link to={`/entity/edit/${entity.recId}/settings`}>{intl.formatMessage(m.lettersLink)}</Link>}
        <Link to={entity.type === 0 ? `/people/${entity.recId}` : `/entity/${entity.recId}`}>{intl.formatMessage(m.pageLink)}</Link>
      </div>
      <section className="admin-entities__card">
        {entity.joinPolicy && (
          <p>
            {intl.formatMessage(m.joinPolicy)}: {intl.formatMessage(entity.joinPolicy === 'open' ? m.joinOpen : m.joinRequest)}
          </p>
        )}
        <p>{intl.formatMessage(m.publishing, { note: entity.pubNote, question: entity.pubQuestion, alert: entity.pubAlert })}</p>
        {entity.admins.length > 0 && (
          <p>
            {intl.formatMessage(m.admins)}: {entity.admins.map((admin) => `${admin.entity.displayName} (${admin.adminCodes.join('')})`).join(', ')}
          </p>
        )}
      </section>
      {entity.type !== 0 && (
        <>
          <SubdomainForm entityId={entity.id} subdomain={entity.subdomain ?? ''} onDone={reload} />
          <ArchiveCard entity={entity} onDone={reload} />
          {!entity.mergedInto && <MergeCard entity={entity} onDone={reload} />}
        </>
      )}
    </>
  );
}

type Entity = NonNullable<EntityAdminPageQuery['response']['adminEntity']>;

function SubdomainForm({ entityId, subdomain, onDone }: { entityId: string; subdomain: string; onDone: () => void }) {
  const intl = useIntl();
  const id = useId();
  const outcome = useOutcome();
  const [value, setValue] = useState(subdomain);
  const [commit, busy] = useMutation<EntityAdminPageSubdomainMutation>(graphql`
    mutation EntityAdminPageSubdomainMutation($input: SetEntitySubdomainInput!) {
      setEntitySubdomain(input: $input) {
        __typename
        ... on SetEntitySubdomainPayload {
          entity {
            subdomain
          }
        }
        ...mutationError_error
      }
    }
  `);
  const save = () =>
    commit({
      variables: { input: { entity: entityId, subdomain: value.trim() || null } },
      onCompleted: ({ setEntitySubdomain }) => {
        if (outcome(setEntitySubdomain, intl.formatMessage(m.saved))) onDone();
      },
    });
  return (
    <form
      className="admin-entities__form admin-entities__card"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label htmlFor={id}>{intl.formatMessage(m.subdomain)}</label>
      <input id={id} value={value} onChange={(event) => setValue(event.target.value)} autoCapitalize="none" data-testid="entity-admin-subdomain" />
      <p className="admin-entities__muted">{intl.formatMessage(m.subdomainHint)}</p>
      <button type="submit" disabled={busy}>
        {intl.formatMessage(m.save)}
      </button>
    </form>
  );
}

function ArchiveCard({ entity, onDone }: { entity: Entity; onDone: () => void }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const outcome = useOutcome();
  const [commit, busy] = useMutation<EntityAdminPageArchiveMutation>(graphql`
    mutation EntityAdminPageArchiveMutation($input: SetEntityArchivedInput!) {
      setEntityArchived(input: $input) {
        __typename
        ... on EntityAdminPayload {
          code
          entity {
            archivedAt
          }
        }
        ...mutationError_error
      }
    }
  `);
  const archived = Boolean(entity.archivedAt);
  const act = async () => {
    if (!archived && !(await confirm({ message: intl.formatMessage(m.archiveConfirm, { name: entity.displayName }) }))) return;
    commit({
      variables: { input: { entity: entity.id, archived: !archived } },
      onCompleted: ({ setEntityArchived }) => {
        if (outcome(setEntityArchived, intl.formatMessage(m.saved))) onDone();
      },
    });
  };
  return (
    <section className="admin-entities__card admin-entities__form">
      <h2>{intl.formatMessage(m.archiveTitle)}</h2>
      <p className="admin-entities__muted">{intl.formatMessage(m.archiveIntro)}</p>
      <button type="button" disabled={busy} onClick={() => void act()} data-testid="entity-admin-archive">
        {intl.formatMessage(archived ? m.unarchiveAction : m.archiveAction)}
      </button>
    </section>
  );
}

function MergeCard({ entity, onDone }: { entity: Entity; onDone: () => void }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const outcome = useOutcome();
  const [target, setTarget] = useState<EntitySuggestion | null>(null);
  const [commit, busy] = useMutation<EntityAdminPageMergeMutation>(graphql`
    mutation EntityAdminPageMergeMutation($input: MergeEntitiesInput!) {
      mergeEntities(input: $input) {
        __typename
        ... on MergeEntitiesPayload {
          moved
          source {
            archivedAt
          }
        }
        ...mutationError_error
      }
    }
  `);
  const merge = async () => {
    if (!target) return;
    if (!(await confirm({ message: intl.formatMessage(m.mergeConfirm, { source: entity.displayName, target: target.label }) }))) return;
    commit({
      variables: { input: { source: entity.id, target: target.id } },
      onCompleted: ({ mergeEntities }) => {
        const moved = mergeEntities.__typename === 'MergeEntitiesPayload' ? mergeEntities.moved : 0;
        if (outcome(mergeEntities, intl.formatMessage(m.merged, { count: moved }))) onDone();
      },
    });
  };
  return (
    <section className="admin-entities__card admin-entities__form" data-testid="entity-admin-merge">
      <h2>{intl.formatMessage(m.mergeTitle)}</h2>
      <p className="admin-entities__muted">{intl.formatMessage(m.mergeIntro)}</p>
      <EntityAutocomplete label={intl.formatMessage(m.mergeInto)} types={[entity.type]} onSelect={(found) => setTarget(found.recId === entity.recId ? null : found)} />
      <button type="button" disabled={busy || !target} onClick={() => void merge()} data-testid="entity-admin-merge-button">
        {intl.formatMessage(m.mergeAction)}
        {target ? ` → ${target.label}` : ''}
      </button>
    </section>
  );
}
