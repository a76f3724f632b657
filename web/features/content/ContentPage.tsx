import { useLocation, useParams } from 'react-router';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { ContentArticle } from './ContentArticle.tsx';

/**
 * The route component of `/info/{pageurl}`, `/info/popup/{pageurl}` (in a sheet), `/content/{identifier}`
 * and `/content/privacy`: one content page, whoever asks.
 */
export default function ContentPage() {
  const { pageUrl, identifier } = useParams();
  const { pathname } = useLocation();
  const address = pageUrl ?? identifier ?? pathname.split('/').filter(Boolean).at(-1) ?? '';
  return (
    <div className="content-page">
      <RouteScreen>
        <ContentArticle key={address} identifier={address} />
      </RouteScreen>
    </div>
  );
}
