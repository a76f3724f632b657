import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLocation, useParams } from 'react-router';
import type { ObservationFormEditPopupQuery } from '../../__generated__/ObservationFormEditPopupQuery.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { recIdParam } from '../shell/route-params.ts';
import { observationId } from './observation-form-input.ts';
import { ObservationForm } from './ObservationForm.tsx';
import './ObservationForm.css';

/** The route component of /my/observation/edit/{rec_id} (popup, login forced; its uploader only). */
export default function ObservationFormEditPopup() {
  const { recId: param } = useParams();
  const recId = recIdParam(param);
  return (
    <RouteScreen className="obs-form-page obs-form-page--popup">
      {recId === null ? <Refused code="DATA_NOT_FOUND" /> : <EditForm key={recId} recId={recId} />}
    </RouteScreen>
  );
}

function EditForm({ recId }: { recId: number }) {
  const intl = useIntl();
  const location = useLocation();
  const data = useLazyLoadQuery<ObservationFormEditPopupQuery>(
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
    { id: observationId(recId), language: intl.locale },
    { fetchPolicy: 'network-only' },
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
