import { ObservationViewRoute, type ObservationViewScreen } from './ObservationViewPopup.tsx';
import './ObservationView.css';

/** The route component of `/my/observation/{rec_id}/` (login forced): one's record on its own page. */
const ObservationViewPage: ObservationViewScreen = ({ queries }) => (
  <div className="obs-page obs-page--record">
    <ObservationViewRoute mode="page" queries={queries} />
  </div>
);
export default ObservationViewPage;
