import { useState } from 'react';
import { Button } from 'react-aria-components';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { OBSERVATION_FLAGS, ReviewStatus } from '@domain/observations/enums.ts';
import { type Decision, decisionsFor, needsReason, statusAfter } from '@domain/observations/review.ts';
import type { ReviewDecisionPanel_observation$key } from '../../__generated__/ReviewDecisionPanel_observation.graphql.ts';
import type { ReviewDecisionPanelMutation } from '../../__generated__/ReviewDecisionPanelMutation.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { Icon, useToast } from '../../ui/index.ts';
import { observationMessages as m } from '../observations/observation-status-messages.ts';
import { ReviewReasonForm } from './ReviewReasonForm.tsx';
import '../observations/ObservationView.css';
import { mutationError } from '../../relay/mutation-error.ts';

const REVIEW_ERRORS: Record<string, MessageDescriptor> = {
  REVIEW_REASON_REQUIRED: m.errorREVIEW_REASON_REQUIRED,
  REVIEW_NOT_ALLOWED: m.errorREVIEW_NOT_ALLOWED,
};

/** The text of a review mutation's error code: the review codes here, the rest from the token catalogue. */
export function reviewErrorText(intl: IntlShape, code: string): string {
  return Object.hasOwn(REVIEW_ERRORS, code) ? intl.formatMessage(REVIEW_ERRORS[code]!) : formatToken(intl, code);
}

/** The failure toast of a review mutation: OPERATION_NOT_SUCCEEDED, then what the code means. */
export function useReviewFailureToast(): (code?: string | null) => void {
  const intl = useIntl();
  const toast = useToast();
  return (code) => {
    const prefix = formatToken(intl, 'OPERATION_NOT_SUCCEEDED');
    toast(code && code !== 'OPERATION_NOT_SUCCEEDED' ? `[${prefix}] ${reviewErrorText(intl, code)}` : prefix, { kind: 'error' });
  };
}

/** The connection key of the validation list (ReviewQueuePage), whose lists a decision changes. */
export const REVIEW_QUEUE_CONNECTION = 'ReviewQueuePage_reviewQueue';
const QUEUE_STATUS = { pending: ReviewStatus.PENDING, accepted: ReviewStatus.ACCEPTED } as const;

/** Takes a decided record out of the validation lists it no longer belongs to (whatever their flag and mine filters), with their counts. */
export function leaveReviewQueues(store: RecordSourceSelectorProxy, observationId: string, status: number): void {
  const filters = Object.entries(QUEUE_STATUS)
    .filter(([, listStatus]) => listStatus !== status)
    .flatMap(([list]) => [{ list }, ...OBSERVATION_FLAGS.map((flag) => ({ list, flag }))])
    // and whether they show only the viewer's assigned records (`?mine=1`) or all
    .flatMap((filter) => [false, true].map((mine) => ({ ...filter, mine })));
  for (const filter of filters) {
    const connection = ConnectionHandler.getConnection(store.getRoot(), REVIEW_QUEUE_CONNECTION, filter);
    if (!connection) continue;
    const edges = connection.getLinkedRecords('edges') ?? [];
    if (!edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === observationId)) continue;
    ConnectionHandler.deleteNode(connection, observationId);
    const total = connection.getValue('totalCount');
    if (typeof total === 'number') connection.setValue(Math.max(0, total - 1), 'totalCount');
  }
}

const decideMutation = graphql`
  mutation ReviewDecisionPanelMutation($id: ID!, $decision: ReviewDecision!, $reason: String) {
    reviewObservation(id: $id, decision: $decision, reason: $reason) {
      __typename
      ... on ReviewPayload {
        observation {
          id
          status
          ...ObservationView_observation
        }
      }
      ...mutationError_error
    }
  }
`;

const DECISION_UI: Record<Decision, { label: MessageDescriptor; confirm: MessageDescriptor; done: MessageDescriptor; icon: 'check' | 'close' }> = {
  APPROVE: { label: m.approve, confirm: m.approve, done: m.approved, icon: 'check' },
  REJECT: { label: m.reject, confirm: m.rejectConfirm, done: m.rejected, icon: 'close' },
  REVOKE: { label: m.revoke, confirm: m.revokeConfirm, done: m.revoked, icon: 'close' },
};

export interface ReviewDecisionPanelProps {
  observation: ReviewDecisionPanel_observation$key;
  /** after a successful decision, e.g. to close the popup */
  onDecided?: (decision: Decision) => void;
}

/**
 * A validator's approve / reject / revoke buttons for the record's status (recording §4). Reject and
 * revoke first open a required reason; the answer updates the record everywhere and takes it out of
 * the validation list it left.
 */
export function ReviewDecisionPanel({ observation, onDecided }: ReviewDecisionPanelProps) {
  const data = useFragment(
    graphql`
      fragment ReviewDecisionPanel_observation on Observation {
        id
        status
        viewerCan {
          review
        }
      }
    `,
    observation,
  );
  const intl = useIntl();
  const toast = useToast();
  const failed = useReviewFailureToast();
  const [asking, setAsking] = useState<Decision | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [commit, deciding] = useMutation<ReviewDecisionPanelMutation>(decideMutation);
  const decisions = data.viewerCan.review ? decisionsFor(data.status) : [];
  if (decisions.length === 0) return null;

  const decide = (decision: Decision, reason: string | null) => {
    setError(null);
    commit({
      variables: { id: data.id, decision, reason },
      updater: (store, response) => {
        if (response?.reviewObservation.__typename !== 'ReviewPayload') return;
        leaveReviewQueues(store, data.id, statusAfter(decision));
      },
      onCompleted: ({ reviewObservation: result }) => {
        if (result.__typename === 'ReviewPayload') {
          setAsking(null);
          toast(intl.formatMessage(DECISION_UI[decision].done), { kind: 'success' });
          onDecided?.(decision);
          return;
        }
        const code = mutationError(result)?.code;
        if (code === 'REVIEW_REASON_REQUIRED') setError(reviewErrorText(intl, code));
        else failed(code);
      },
      onError: () => failed(),
    });
  };

  return (
    <section className="obs-decide" aria-label={intl.formatMessage(m.decisions)}>
      <h3 className="obs-section__title">{intl.formatMessage(asking === null ? m.decisions : DECISION_UI[asking].label)}</h3>
      {asking === null ? (
        <div className="obs-decide__buttons">
          {decisions.map((decision) => (
            <Button
              key={decision}
              className={`obs-button obs-button--large ${decision === 'APPROVE' ? 'obs-button--primary' : 'obs-button--danger'}`}
              isDisabled={deciding}
              onPress={() => (needsReason(decision) ? setAsking(decision) : decide(decision, null))}
            >
              <Icon name={DECISION_UI[decision].icon} size={20} />
              {intl.formatMessage(DECISION_UI[decision].label)}
            </Button>
          ))}
        </div>
      ) : (
        <ReviewReasonForm
          key={asking}
          label={intl.formatMessage(m.reasonField)}
          submitLabel={intl.formatMessage(DECISION_UI[asking].confirm)}
          destructive
          autoFocus
          busy={deciding}
          error={error}
          onSubmit={(reason) => decide(asking, reason)}
          onCancel={() => {
            setAsking(null);
            setError(null);
          }}
          cancelLabel={intl.formatMessage(m.cancel)}
        />
      )}
    </section>
  );
}
