import { useIntl } from 'react-intl';
import { commitMutation, fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { MutationParameters, RecordSourceSelectorProxy } from 'relay-runtime';
import { PERSON_ENTITY } from '@domain/entities.ts';
import { allowedActions, predictedState, type RelationCommand } from '@domain/relations.ts';
import type { mutationError_error$key } from '../../__generated__/mutationError_error.graphql.ts';
import type { useRelationCommandRefreshQuery } from '../../__generated__/useRelationCommandRefreshQuery.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useAlert, useConfirm, useFailureToast, useToast } from '../../ui/index.ts';
import { relationConfirmMessages, relationsMessages } from './messages.ts';
import { RELATION_MUTATIONS, type RelationMutationField } from './RelationMutations.ts';

/** The confirmation an action asks first (social-core §8), if any. */
function confirmationFor(action: RelationCommand, targetType: number): string | null {
  const person = targetType === PERSON_ENTITY;
  switch (action) {
    case 'REVOKE_REQUEST':
      return person ? 'FRIEND_REQUEST_REVOKE_CONFIRM' : 'JOIN_REQUEST_REVOKE_CONFIRM';
    case 'REJECT_REQUEST':
      return person ? 'FRIEND_REQUEST_REJECT_CONFIRM' : 'JOIN_REQUEST_REJECT_CONFIRM';
    case 'UNFRIEND':
      return 'FRIEND_UNFRIEND_CONFIRM';
    case 'UNMEMBER':
      return 'ENTITY_LEAVE_CONFIRM';
    case 'BLOCK_USER':
    case 'BLOCK_ENTITY':
      return 'ENTITY_BLOCK_CONFIRM';
    default:
      return null;
  }
}

/** The person or entity acted on. */
export interface RelationTarget {
  /** global id */
  id: string;
  recId: number;
  type: number;
  displayName: string;
}

export interface RelationCommandOptions {
  /** the report's reason (REPORT_USER, REPORT_ENTITY) */
  reason?: string;
  /** the friend request dialog's optional message (SEND_REQUEST) */
  message?: string;
  /** an administrator's decision on a person's join request: the person's global id */
  member?: string;
  /** skip the confirmation (the caller asked already) */
  confirmed?: boolean;
}

/** What came of a command: the success token, or the refusal's token (`ok` false), or nothing when it was not confirmed. */
export interface RelationOutcome {
  ok: boolean;
  code: string | null;
}

/** A relation mutation's answer: a RelationPayload with its success token, or an error. */
type MutationReply = { __typename: string; code?: string } & mutationError_error$key;

/** Tokens that tell the request is gone (revoked, answered elsewhere): shown as an alert, not a toast. */
const ALERT_CODES = new Set(['FRIEND_REQUEST_NON_EXIST', 'JOIN_REQUEST_NON_EXIST', 'ENTITY_ALREADY_JOINED']);

/** The target's current state, re-read after a refusal: the request may have been answered or revoked meanwhile. */
const refreshQuery = graphql`
  query useRelationCommandRefreshQuery($id: ID!) {
    node(id: $id) {
      ... on Entity {
        viewerRelation
        viewerActions
      }
    }
  }
`;

function mutationFor(action: RelationCommand, target: RelationTarget, member: string | undefined): RelationMutationField | null {
  const person = target.type === PERSON_ENTITY;
  switch (action) {
    case 'SEND_REQUEST':
      return 'sendFriendRequest';
    case 'REVOKE_REQUEST':
      return person ? 'revokeFriendRequest' : 'revokeJoinRequest';
    case 'ACCEPT_REQUEST':
      return member ? 'acceptJoinRequest' : person ? 'acceptFriendRequest' : null;
    case 'REJECT_REQUEST':
      return member ? 'rejectJoinRequest' : person ? 'rejectFriendRequest' : null;
    case 'UNFRIEND':
      return 'unfriend';
    case 'JOIN':
      return 'joinEntity';
    case 'UNMEMBER':
      return 'leaveEntity';
    case 'BLOCK_USER':
    case 'BLOCK_ENTITY':
      return 'blockEntity';
    case 'UNBLOCK_USER':
    case 'UNBLOCK_ENTITY':
      return 'unblockEntity';
    case 'REPORT_USER':
    case 'REPORT_ENTITY':
      return 'reportEntity';
    case 'FOLLOW':
      return 'followEntity';
    case 'UNFOLLOW':
      return 'unfollowEntity';
  }
}

/**
 * Runs one relation action: asks its confirmation (revoke, reject, unfriend, leave, block), flips
 * the entity's state in the store at once, and then shows the success token as a toast. Relay drops
 * the optimistic state when the answer comes, so a refusal (its token as a toast or, for a request
 * that is gone, an alert) or a network error (OPERATION_NOT_SUCCEEDED) leaves the server's state.
 */
export function useRelationCommand(): (action: RelationCommand, target: RelationTarget, options?: RelationCommandOptions) => Promise<RelationOutcome> {
  const environment = useRelayEnvironment();
  const intl = useIntl();
  const toast = useToast();
  const failureToast = useFailureToast();
  const alert = useAlert();
  const confirm = useConfirm();
  const navigate = useNavigate();

  return async (action, target, options = {}) => {
    const field = mutationFor(action, target, options.member);
    if (!field) return { ok: false, code: null };
    const question = confirmationFor(action, target.type);
    if (question && !options.confirmed) {
      const confirmed = await confirm({
        message: intl.formatMessage(relationConfirmMessages[question as keyof typeof relationConfirmMessages]),
        confirmLabel: intl.formatMessage(relationsMessages.confirmYes),
        destructive: true,
      });
      if (!confirmed) return { ok: false, code: null };
    }
    const input: Record<string, unknown> = options.member
      ? { entity: target.id, member: options.member }
      : {
          entity: target.id,
          ...(field === 'reportEntity' ? { reason: options.reason ?? '' } : {}),
          ...(field === 'sendFriendRequest' && options.message ? { message: options.message } : {}),
        };
    const predicted = options.member ? null : predictedState(action, target.type);
    const name = target.displayName;

    const failed = async (code: string | null) => {
      if (code && ALERT_CODES.has(code)) {
        await alert({ title: formatToken(intl, 'OPERATION_FAILED'), message: formatToken(intl, code, { name }) });
        // Join-v2 failure (social-core §8): back to the entity page.
        if (code === 'ENTITY_ALREADY_JOINED') void navigate(`/entity/${target.recId}`);
        return;
      }
      failureToast(code, { name });
    };

    const reply = await new Promise<MutationReply | null>((resolve) => {
      commitMutation<MutationParameters>(environment, {
        mutation: RELATION_MUTATIONS[field],
        variables: { input },
        optimisticUpdater: predicted
          ? (store: RecordSourceSelectorProxy) => {
              const record = store.get(target.id);
              record?.setValue(predicted, 'viewerRelation');
              record?.setValue([...allowedActions(predicted)], 'viewerActions');
            }
          : undefined,
        onCompleted: (response) => resolve((response as Record<string, MutationReply>)[field] ?? null),
        onError: () => resolve(null),
      });
    });

    if (reply?.__typename === 'RelationPayload' && reply.code) {
      toast(formatToken(intl, reply.code, { name }), { kind: 'success' });
      return { ok: true, code: reply.code };
    }
    const code = mutationError(reply)?.code ?? null;
    if (code)
      void fetchQuery<useRelationCommandRefreshQuery>(environment, refreshQuery, { id: target.id })
        .toPromise()
        .catch(() => undefined);
    await failed(code);
    return { ok: false, code };
  };
}
