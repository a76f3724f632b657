import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { ReviewItemPopupQuery } from '../../__generated__/ReviewItemPopupQuery.graphql.ts';
import type { PopupState } from '../shell/navigation.ts';
import { observationGlobalId, routeRecId } from '../observations/observation-status.ts';
import { ObservationView } from '../observations/ObservationView.tsx';
import { ObservationNotFound } from '../observations/ObservationViewPopup.tsx';
import { ReviewDecisionPanel } from './ReviewDecisionPanel.tsx';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import '../observations/ObservationView.css';

/**
 * The route component of `/observation/review/{rec_id}` (validators): the decision buttons over the
 * whole record. Opened from the validation list, a decision closes it again (the record has left
 * the list); opened directly, the record stays with its new status.
 */
export default function ReviewItemPopup() {
  const { recId: param } = useParams();
  const recId = routeRecId(param);
  return <RouteScreen loadingClassName="obs-loading">{recId === null ? <ObservationNotFound /> : <ReviewItemContent recId={recId} />}</RouteScreen>;
}

function ReviewItemContent({ recId }: { recId: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const fromList = (location.state as PopupState | null)?.background?.pathname === '/observation/review/';
  const { node } = useLazyLoadQuery<ReviewItemPopupQuery>(
    graphql`
      query ReviewItemPopupQuery($id: ID!) {
        node(id: $id) {
          __typename
          ... on Observation {
            ...ReviewDecisionPanel_observation
            ...ObservationView_observation
          }
        }
      }
    `,
    { id: observationGlobalId(recId) },
    { fetchPolicy: 'store-and-network' },
  );
  if (node?.__typename !== 'Observation') return <ObservationNotFound />;
  return (
    <div className="obs-review-item">
      <ReviewDecisionPanel observation={node} onDecided={fromList ? () => void navigate(-1) : undefined} />
      <ObservationView observation={node} mode="review" />
    </div>
  );
}
