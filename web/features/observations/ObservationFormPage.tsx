import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router';
import type { ObservationFormPageQuery } from '../../__generated__/ObservationFormPageQuery.graphql.ts';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { ObservationForm } from './ObservationForm.tsx';
import { pointParam } from './observation-form-values.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import './ObservationForm.css';

/** The form's own address: a draft left for the map picker comes back here. */
export const ADD_PATH = '/my/observation/add/';

/** The route component of /my/observation/add/ (login forced); `?lat=&lon=` starts it at a picked point. */
const ObservationFormPage: RouteScreenComponent<{ main: ObservationFormPageQuery }> = ({ queries }) => (
  <RouteScreen className="obs-form-page">
    <AddForm query={queries.main} />
  </RouteScreen>
);
export default ObservationFormPage;

function AddForm({ query }: { query: PreloadedQuery<ObservationFormPageQuery> }) {
  const [params] = useSearchParams();
  const data = usePreloadedQuery(
    graphql`
      query ObservationFormPageQuery {
        viewer {
          ...ObservationForm_viewer
        }
      }
    `,
    query,
  );
  return <ObservationForm viewer={data.viewer} observation={null} path={ADD_PATH} initialPoint={pointParam(params)} />;
}
