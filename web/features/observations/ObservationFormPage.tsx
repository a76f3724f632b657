import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { ObservationFormPageQuery } from '../../__generated__/ObservationFormPageQuery.graphql.ts';
import { ObservationForm } from './ObservationForm.tsx';
import { pointParam } from './observation-form-values.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import './ObservationForm.css';

/** The form's own address: a draft left for the map picker comes back here. */
export const ADD_PATH = '/my/observation/add/';

/** The route component of /my/observation/add/ (login forced); `?lat=&lon=` starts it at a picked point. */
export default function ObservationFormPage() {
  return (
    <RouteScreen className="obs-form-page">
      <AddForm />
    </RouteScreen>
  );
}

function AddForm() {
  const [params] = useSearchParams();
  const data = useLazyLoadQuery<ObservationFormPageQuery>(
    graphql`
      query ObservationFormPageQuery {
        viewer {
          ...ObservationForm_viewer
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return <ObservationForm viewer={data.viewer} observation={null} path={ADD_PATH} initialPoint={pointParam(params)} />;
}
