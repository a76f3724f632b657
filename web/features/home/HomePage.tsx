import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { Spinner } from '../../ui/index.ts';
import { NewPostBar } from '../posts/NewPostBar.tsx';
import { useViewer } from '../session/ViewerProvider.tsx';
import { HomeTimeline } from './HomeTimeline.tsx';
import './HomePage.css';

/** The route component of `/`: the viewer's home timeline. */
const HomePage: RouteScreenComponent<{ main: HomePageQuery }> = ({ queries }) => {
  const viewer = useViewer();
  return (
    <div className="home-page">
      {!viewer.isGuest && <NewPostBar displayName={viewer.displayName ?? ''} profileImageUrl={viewer.profileImageUrl} />}
      <Suspense
        fallback={
          <div className="home-page__loading">
            <Spinner size="large" />
          </div>
        }
      >
        <HomeContent query={queries.main} />
      </Suspense>
    </div>
  );
};
export default HomePage;

function HomeContent({ query }: { query: PreloadedQuery<HomePageQuery> }) {
  const data = usePreloadedQuery(
    graphql`
      query HomePageQuery($count: Int!) {
        ...HomeTimeline_query @arguments(count: $count)
      }
    `,
    query,
  );
  return <HomeTimeline query={data} />;
}
