import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLocation, useNavigate } from 'react-router';
import type { ReviewItemPopupQuery } from '../../__generated__/ReviewItemPopupQuery.graphql.ts';
import { type RouteScreenComponent, optionalQuery } from '../../relay/route-entry-point.ts';
import type { PopupState } from '../shell/navigation.ts';
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
const ReviewItemPopup: RouteScreenComponent<{ main?: ReviewItemPopupQuery }> = ({ queries }) => {
  const query = optionalQuery<ReviewItemPopupQuery>(queries.main);
  return <RouteScreen loadingClassName="obs-loading">{query ? <ReviewItemContent query={query} /> : <ObservationNotFound />}</RouteScreen>;
};
export default ReviewItemPopup;

function ReviewItemContent({ query }: { query: PreloadedQuery<ReviewItemPopupQuery> }) {
  const navigate = useNavigate();
  const location = useLocation();
  const fromList = (location.state as PopupState | null)?.background?.pathname === '/observation/review/';
  const { node } = usePreloadedQuery(
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
    query,
  );
  if (node?.__typename !== 'Observation') return <ObservationNotFound />;
  return (
    <div className="obs-review-item">
      <ReviewDecisionPanel observation={node} onDecided={fromList ? () => void navigate(-1) : undefined} />
      <ObservationView observation={node} mode="review" />
    </div>
  );
}
