import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router';
import type { ObservationViewPopupQuery } from '../../__generated__/ObservationViewPopupQuery.graphql.ts';
import { useViewer } from '../session/ViewerProvider.tsx';
import { observationMessages as m } from './observation-status-messages.ts';
import { observationGlobalId, routeRecId } from './observation-status.ts';
import { ObservationView, type ObservationViewMode } from './ObservationView.tsx';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import './ObservationView.css';

/** The route component of `/observation/{rec_id}`: a record in a popup. */
export default function ObservationViewPopup() {
  return <ObservationViewRoute mode="popup" />;
}

/** Reads the record of the route's `recId` and shows it, or says it cannot be seen. */
export function ObservationViewRoute({ mode }: { mode: ObservationViewMode }) {
  const { recId: param } = useParams();
  const recId = routeRecId(param);
  return <RouteScreen loadingClassName="obs-loading">{recId === null ? <ObservationNotFound /> : <ObservationViewContent recId={recId} mode={mode} />}</RouteScreen>;
}

export function ObservationNotFound() {
  const intl = useIntl();
  return (
    <p className="obs-empty" data-testid="observation-not-found">
      {intl.formatMessage(m.notFound)}
    </p>
  );
}

function ObservationViewContent({ recId, mode }: { recId: number; mode: ObservationViewMode }) {
  const viewer = useViewer();
  const { node } = useLazyLoadQuery<ObservationViewPopupQuery>(
    graphql`
      query ObservationViewPopupQuery($id: ID!, $withReview: Boolean!) {
        node(id: $id) {
          __typename
          ... on Observation {
            ...ObservationView_observation @arguments(withReview: $withReview)
          }
        }
      }
    `,
    { id: observationGlobalId(recId), withReview: !viewer.isGuest },
    { fetchPolicy: 'store-and-network' },
  );
  if (node?.__typename !== 'Observation') return <ObservationNotFound />;
  return <ObservationView observation={node} mode={mode} />;
}
