import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { ReviewAppealFormMutation } from '../../__generated__/ReviewAppealFormMutation.graphql.ts';
import { useToast } from '../../ui/index.ts';
import { observationMessages as m } from '../observations/observation-status-messages.ts';
import { reviewErrorText, useReviewFailureToast } from './ReviewDecisionPanel.tsx';
import { ReviewReasonForm } from './ReviewReasonForm.tsx';
import { mutationError } from '../../relay/mutation-error.ts';

const appealMutation = graphql`
  mutation ReviewAppealFormMutation($id: ID!, $reason: String!) {
    appealReview(id: $id, reason: $reason) {
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

/** The uploader disputes a rejection with a reason; the record goes back to pending (its view updates). */
export function ReviewAppealForm({ observationId }: { observationId: string }) {
  const intl = useIntl();
  const toast = useToast();
  const failed = useReviewFailureToast();
  const [error, setError] = useState<string | null>(null);
  const [commit, sending] = useMutation<ReviewAppealFormMutation>(appealMutation);

  const send = (reason: string) => {
    setError(null);
    commit({
      variables: { id: observationId, reason },
      onCompleted: ({ appealReview }) => {
        if (appealReview.__typename === 'ReviewPayload') {
          toast(intl.formatMessage(m.appealSent), { kind: 'success' });
          return;
        }
        const code = mutationError(appealReview)?.code;
        if (code === 'REVIEW_REASON_REQUIRED') setError(reviewErrorText(intl, code));
        else failed(code);
      },
      onError: () => failed(),
    });
  };

  return (
    <section className="obs-appeal" aria-label={intl.formatMessage(m.appealTitle)}>
      <h3 className="obs-section__title">{intl.formatMessage(m.appealTitle)}</h3>
      <ReviewReasonForm
        label={intl.formatMessage(m.appealField)}
        hint={intl.formatMessage(m.appealHint)}
        submitLabel={intl.formatMessage(m.appealSend)}
        busy={sending}
        error={error}
        onSubmit={send}
      />
    </section>
  );
}
