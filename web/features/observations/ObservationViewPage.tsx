import { ObservationViewRoute } from './ObservationViewPopup.tsx';
import './ObservationView.css';

/** The route component of `/my/observation/{rec_id}/` (login forced): one's record on its own page. */
export default function ObservationViewPage() {
  return (
    <div className="obs-page obs-page--record">
      <ObservationViewRoute mode="page" />
    </div>
  );
}
