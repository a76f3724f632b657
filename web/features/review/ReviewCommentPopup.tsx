import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, useMutation, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import type { ReviewCommentPopupMutation } from '../../__generated__/ReviewCommentPopupMutation.graphql.ts';
import type { ReviewCommentPopupQuery } from '../../__generated__/ReviewCommentPopupQuery.graphql.ts';
import { useToast } from '../../ui/index.ts';
import type { PopupState } from '../shell/navigation.ts';
import { ObservationStatusBadge, useSpeciesNames } from '../observations/ObservationListItem.tsx';
import { observationMessages as m } from '../observations/observation-status-messages.ts';
import { ObservationNotFound } from '../observations/ObservationViewPopup.tsx';
import { reviewErrorText, useReviewFailureToast } from './ReviewDecisionPanel.tsx';
import { ReviewHistory } from './ReviewHistory.tsx';
import { ReviewReasonForm } from './ReviewReasonForm.tsx';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { type RouteScreenComponent, optionalQuery } from '../../relay/route-entry-point.ts';
import '../observations/ObservationView.css';
import { mutationError } from '../../relay/mutation-error.ts';

const commentMutation = graphql`
  mutation ReviewCommentPopupMutation($id: ID!, $message: String!) {
    addReviewComment(id: $id, message: $message) {
      __typename
      ... on ReviewPayload {
        observation {
          id
          ...ReviewHistory_observation
        }
      }
      ...mutationError_error
    }
  }
`;

/**
 * The route component of `/observation/review/comment/{_id}`: a record's review conversation (its
 * uploader and validators) with a comment box. Others are told the record cannot be found, as the
 * server does.
 */
const ReviewCommentPopup: RouteScreenComponent<{ main?: ReviewCommentPopupQuery }> = ({ queries }) => {
  const query = optionalQuery<ReviewCommentPopupQuery>(queries.main);
  return <RouteScreen loadingClassName="obs-loading">{query ? <ReviewConversation query={query} /> : <ObservationNotFound />}</RouteScreen>;
};
export default ReviewCommentPopup;

function ReviewConversation({ query }: { query: PreloadedQuery<ReviewCommentPopupQuery> }) {
  const intl = useIntl();
  const location = useLocation();
  const toast = useToast();
  const failed = useReviewFailureToast();
  const [sent, setSent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [commit, sending] = useMutation<ReviewCommentPopupMutation>(commentMutation);
  const { node } = usePreloadedQuery(
    graphql`
      query ReviewCommentPopupQuery($id: ID!) {
        node(id: $id) {
          __typename
          ... on Observation {
            id
            recId
            status
            ownedByViewer
            viewerCan {
              discussReview
            }
            speciesText
            species {
              scientificName
              commonNames {
                language
                name
              }
            }
            ...ReviewHistory_observation
          }
        }
      }
    `,
    query,
  );
  const record = node?.__typename === 'Observation' ? node : null;
  const names = useSpeciesNames(record ?? {});
  if (!record || !record.viewerCan.discussReview) return <ObservationNotFound />;
  const background = (location.state as PopupState | null)?.background ?? location;
  const recordHref = record.ownedByViewer ? `/my/observation/${record.recId}/` : `/observation/${record.recId}`;

  const send = (message: string) => {
    setError(null);
    commit({
      variables: { id: record.id, message },
      onCompleted: ({ addReviewComment: result }) => {
        if (result.__typename === 'ReviewPayload') {
          setSent((count) => count + 1);
          toast(intl.formatMessage(m.commentSent), { kind: 'success' });
          return;
        }
        const error = mutationError(result);
        if (!error) return failed();
        if (result.__typename === 'ValidationError') setError(reviewErrorText(intl, error.fields[0]?.code ?? error.code));
        else failed(error.code);
      },
      onError: () => failed(),
    });
  };

  return (
    <section className="obs-conversation" aria-label={intl.formatMessage(m.conversation)} data-testid="review-conversation">
      <h2 className="obs-conversation__title">{intl.formatMessage(m.conversation)}</h2>
      <p className="obs-view__meta">
        <Link to={recordHref} state={record.ownedByViewer ? undefined : ({ background } satisfies PopupState)}>
          {names.common ?? <i>{names.scientific}</i>}
        </Link>
        <span className="obs-muted">{intl.formatMessage(m.recordNumber, { recId: record.recId })}</span>
        <ObservationStatusBadge status={record.status} />
      </p>
      <ReviewHistory observation={record} />
      <ReviewReasonForm
        key={sent}
        label={intl.formatMessage(m.commentField)}
        submitLabel={intl.formatMessage(m.commentSend)}
        busy={sending}
        error={error}
        onSubmit={send}
      />
    </section>
  );
}
