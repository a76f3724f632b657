import { useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLocation } from 'react-router';
import type { ObservationFormEditPopupQuery } from '../../__generated__/ObservationFormEditPopupQuery.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { type RouteScreenComponent, optionalQuery } from '../../relay/route-entry-point.ts';
import { ObservationForm } from './ObservationForm.tsx';
import './ObservationForm.css';

/** The route component of /my/observation/edit/{rec_id} (popup, login forced; its uploader only). */
const ObservationFormEditPopup: RouteScreenComponent<{ main?: ObservationFormEditPopupQuery }> = ({ queries }) => {
  const query = optionalQuery<ObservationFormEditPopupQuery>(queries.main);
  return (
    <RouteScreen className="obs-form-page obs-form-page--popup">
      {query ? <EditForm key={query.variables.id} query={query} /> : <Refused code="DATA_NOT_FOUND" />}
    </RouteScreen>
  );
};
export default ObservationFormEditPopup;

function EditForm({ query }: { query: PreloadedQuery<ObservationFormEditPopupQuery> }) {
  const location = useLocation();
  const data = usePreloadedQuery(
    graphql`
      query ObservationFormEditPopupQuery($id: ID!, $language: String!) {
        viewer {
          ...ObservationForm_viewer
        }
        node(id: $id) {
          __typename
          ... on Observation {
            ownedByViewer
            ...ObservationForm_observation @arguments(language: $language)
          }
        }
      }
    `,
    query,
  );
  const node = data.node?.__typename === 'Observation' ? data.node : null;
  if (!node) return <Refused code="DATA_NOT_FOUND" />;
  if (!node.ownedByViewer) return <Refused code="FORBIDDEN" />;
  return <ObservationForm viewer={data.viewer} observation={node} path={location.pathname} />;
}

function Refused({ code }: { code: string }) {
  const intl = useIntl();
  return <p className="obs-form__refused">{formatToken(intl, code)}</p>;
}
