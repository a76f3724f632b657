import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import type { ObservationViewPopupQuery } from '../../__generated__/ObservationViewPopupQuery.graphql.ts';
import { type RouteScreenComponent, optionalQuery } from '../../relay/route-entry-point.ts';
import { observationMessages as m } from './observation-status-messages.ts';
import { ObservationView, type ObservationViewMode } from './ObservationView.tsx';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import './ObservationView.css';

/** The route component of `/observation/{rec_id}`: a record in a popup. */
const ObservationViewPopup: ObservationViewScreen = ({ queries }) => <ObservationViewRoute mode="popup" queries={queries} />;
export default ObservationViewPopup;

/** The screens of a record; without a query the route's `recId` cannot be one (observationViewPreloadProps). */
export type ObservationViewScreen = RouteScreenComponent<{ main?: ObservationViewPopupQuery }>;

/** Shows the record the route has loaded, or says it cannot be seen. */
export function ObservationViewRoute({ mode, queries }: { mode: ObservationViewMode; queries: ComponentProps<ObservationViewScreen>['queries'] }) {
  const query = optionalQuery<ObservationViewPopupQuery>(queries.main);
  return <RouteScreen loadingClassName="obs-loading">{query ? <ObservationViewContent query={query} mode={mode} /> : <ObservationNotFound />}</RouteScreen>;
}

export function ObservationNotFound() {
  const intl = useIntl();
  return (
    <p className="obs-empty" data-testid="observation-not-found">
      {intl.formatMessage(m.notFound)}
    </p>
  );
}

function ObservationViewContent({ query, mode }: { query: PreloadedQuery<ObservationViewPopupQuery>; mode: ObservationViewMode }) {
  const { node } = usePreloadedQuery(
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
    query,
  );
  if (node?.__typename !== 'Observation') return <ObservationNotFound />;
  return <ObservationView observation={node} mode={mode} />;
}
