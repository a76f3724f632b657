import { useIntl } from 'react-intl';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { ToggleButton } from 'react-aria-components';
import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import type { EntityMembersPreview_entity$key } from '../../__generated__/EntityMembersPreview_entity.graphql.ts';
import type { EntityMembersRemoveMutation } from '../../__generated__/EntityMembersRemoveMutation.graphql.ts';
import type { EntityMembersAdminManager_entity$key } from '../../__generated__/EntityMembersAdminManager_entity.graphql.ts';
import type { EntityMembersAdminManagerPaginationQuery } from '../../__generated__/EntityMembersAdminManagerPaginationQuery.graphql.ts';
import type { EntityMembersSetLetterMutation } from '../../__generated__/EntityMembersSetLetterMutation.graphql.ts';
import type { EntityMembersRemoveLetterMutation } from '../../__generated__/EntityMembersRemoveLetterMutation.graphql.ts';
import type { EntityMembersRow_member$key } from '../../__generated__/EntityMembersRow_member.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { InfiniteList, useConfirm, useToast } from '../../ui/index.ts';
import { EntityListItem } from '../relations/EntityListItem.tsx';
import { useViewer } from '../session/ViewerProvider.tsx';
import { ADMIN_LETTERS, type AdminLetter, LETTER_LABELS } from './entity-types.ts';
import { entityMessages } from './messages.ts';
import { useEntityMutation } from './useEntityMutation.ts';

/** How many members an entity page shows before the link to all of them. */
const PREVIEW_SIZE = 10;

const removeMutation = graphql`
  mutation EntityMembersRemoveMutation($input: RemoveMemberInput!, $connections: [ID!]!) {
    removeMember(input: $input) {
      __typename
      ... on EntityMemberPayload {
        code
        memberEdgeId @deleteEdge(connections: $connections)
        entity {
          id
          memberCount
          stat {
            memberCount
          }
        }
      }
      ...mutationError_error
    }
  }
`;

/** One member: card, admin letters, and a remove button for those who manage members. */
function MemberRow({ member, entityId, connectionId, manage }: { member: EntityMembersRow_member$key; entityId: string; connectionId: string; manage: boolean }) {
  const data = useFragment(
    graphql`
      fragment EntityMembersRow_member on EntityMember {
        id
        adminCodes
        entity {
          id
          recId
          type
          displayName
          profileImageUrl
          locationText
        }
      }
    `,
    member,
  );
  const intl = useIntl();
  const viewer = useViewer();
  const confirm = useConfirm();
  const toast = useToast();
  const run = useEntityMutation();
  const remove = async () => {
    if (!(await confirm({ message: formatToken(intl, 'CONFIRM_REMOVE_ITEM'), destructive: true }))) return;
    const result = await run<EntityMembersRemoveMutation>({
      mutation: removeMutation,
      variables: { input: { entity: entityId, member: data.entity.id }, connections: [connectionId] },
      field: 'removeMember',
      payload: 'EntityMemberPayload',
    });
    if (result) toast(formatToken(intl, result.code ?? 'OPERATION_SUCCEEDED'), { kind: 'success' });
  };
  const canRemove = manage && viewer.entityId !== data.entity.recId && !data.adminCodes.includes('A');
  return (
    <EntityListItem
      entity={data.entity}
      actions={
        <>
          {data.adminCodes.map((code) => (
            <span key={code} className="entities-letter" title={intl.formatMessage(LETTER_LABELS[code as AdminLetter])}>
              {code}
            </span>
          ))}
          {canRemove && (
            <button type="button" className="entities-button entities-button--small" onClick={() => void remove()}>
              {intl.formatMessage(entityMessages.removeMember)}
            </button>
          )}
        </>
      }
    />
  );
}

/**
 * The first members on an entity page, with a link to the full list (/entity/{id}/relation/m), and,
 * for the administrators who decide them, to the pending join requests (/entity/{id}/relation/j).
 */
export function EntityMembersPreview({ entity, manage }: { entity: EntityMembersPreview_entity$key; manage: boolean }) {
  const data = useFragment(
    graphql`
      fragment EntityMembersPreview_entity on Entity {
        id
        recId
        # null unless the viewer decides the entity's join requests (A, C, E)
        joinRequests: relatedEntities(relType: "j", first: 1) {
          totalCount
        }
        members(first: 10) @connection(key: "EntityMembersPreview_members") {
          __id
          totalCount
          edges {
            node {
              id
              ...EntityMembersRow_member
            }
          }
        }
      }
    `,
    entity,
  );
  const intl = useIntl();
  const { edges, totalCount, __id } = data.members;
  const pendingRequests = data.joinRequests?.totalCount ?? 0;
  return (
    <section className="entities-section" data-testid="entity-members">
      <h2 className="entities-section__title">{intl.formatMessage(entityMessages.members)}</h2>
      {pendingRequests > 0 && (
        <Link className="entities-link" data-testid="entity-join-requests" to={`/entity/${data.recId}/relation/j`}>
          {intl.formatMessage(entityMessages.joinRequests, { count: pendingRequests })}
        </Link>
      )}
      <ul className="entities-members" role="list">
        {edges.slice(0, PREVIEW_SIZE).map((edge) => (
          <li key={edge.node.id}>
            <MemberRow member={edge.node} entityId={data.id} connectionId={__id} manage={manage} />
          </li>
        ))}
      </ul>
      {totalCount > 0 && (
        <Link className="entities-link" to={`/entity/${data.recId}/relation/m`}>
          {intl.formatMessage(entityMessages.allMembers, { count: totalCount })}
        </Link>
      )}
    </section>
  );
}

/** The owner's (A) control of admin letters: every member with toggles for A, C, E, M and R. */
export function EntityAdminManager({ entity }: { entity: EntityMembersAdminManager_entity$key }) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<EntityMembersAdminManagerPaginationQuery, EntityMembersAdminManager_entity$key>(
    graphql`
      fragment EntityMembersAdminManager_entity on Entity
      @refetchable(queryName: "EntityMembersAdminManagerPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
        id
        members(first: $count, after: $cursor) @connection(key: "EntityMembersAdminManager_members") {
          totalCount
          edges {
            node {
              id
              adminCodes
              entity {
                ...EntityListItem_entity @relay(mask: false)
              }
            }
          }
        }
      }
    `,
    entity,
  );
  const edges = data.members.edges;
  return (
    <InfiniteList
      items={edges}
      getKey={(edge) => edge.node.id}
      renderItem={(edge) => <LetterToggles entityId={data.id} member={edge.node} />}
      hasMore={hasNext}
      isLoading={isLoadingNext}
      onLoadMore={() => loadNext(LIST_PAGE_SIZE)}
      label={intl.formatMessage(entityMessages.admins)}
    />
  );
}

interface ManagedMember {
  readonly id: string;
  readonly adminCodes: readonly string[];
  readonly entity: {
    readonly id: string;
    readonly recId: number;
    readonly type: number;
    readonly displayName: string;
    readonly profileImageUrl: string | null | undefined;
    readonly locationText: string | null | undefined;
  };
}

const setLetterMutation = graphql`
  mutation EntityMembersSetLetterMutation($input: AdminRelationInput!) @raw_response_type {
    setAdminRelation(input: $input) {
      __typename
      ... on EntityMemberPayload {
        code
        membership {
          id
          adminCodes
        }
      }
      ...mutationError_error
    }
  }
`;
const removeLetterMutation = graphql`
  mutation EntityMembersRemoveLetterMutation($input: AdminRelationInput!) @raw_response_type {
    removeAdminRelation(input: $input) {
      __typename
      ... on EntityMemberPayload {
        code
        membership {
          id
          adminCodes
        }
      }
      ...mutationError_error
    }
  }
`;

/** A member's card with one toggle per admin letter; a change shows at once and rolls back on refusal. */
function LetterToggles({ entityId, member }: { entityId: string; member: ManagedMember }) {
  const intl = useIntl();
  const toast = useToast();
  const run = useEntityMutation();
  const toggle = async (letter: AdminLetter, on: boolean) => {
    const adminCodes = ADMIN_LETTERS.filter((code) => (code === letter ? on : member.adminCodes.includes(code)));
    const input = { entity: entityId, member: member.entity.id, code: letter };
    const optimistic = {
      __typename: 'EntityMemberPayload',
      __isError: 'EntityMemberPayload',
      code: 'VALUE_SET',
      membership: { id: member.id, adminCodes },
    } as const;
    const result = on
      ? await run<EntityMembersSetLetterMutation>({
          mutation: setLetterMutation,
          variables: { input },
          field: 'setAdminRelation',
          payload: 'EntityMemberPayload',
          optimisticResponse: { setAdminRelation: optimistic },
        })
      : await run<EntityMembersRemoveLetterMutation>({
          mutation: removeLetterMutation,
          variables: { input },
          field: 'removeAdminRelation',
          payload: 'EntityMemberPayload',
          optimisticResponse: { removeAdminRelation: optimistic },
        });
    if (result) toast(formatToken(intl, result.code ?? 'VALUE_SET'), { kind: 'success' });
  };
  return (
    <div className="entities-manager-row" data-testid={`letters-${member.entity.recId}`}>
      <EntityListItem entity={member.entity} />
      <div className="entities-toggles" role="group" aria-label={intl.formatMessage(entityMessages.adminLetters, { name: member.entity.displayName })}>
        {ADMIN_LETTERS.map((letter) => (
          <ToggleButton
            key={letter}
            className="entities-toggle"
            isSelected={member.adminCodes.includes(letter)}
            onChange={(on) => void toggle(letter, on)}
            aria-label={intl.formatMessage(LETTER_LABELS[letter])}
          >
            {letter}
          </ToggleButton>
        ))}
      </div>
    </div>
  );
}
