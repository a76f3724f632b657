import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import { Spinner } from '../../ui/index.ts';
import { NewPostBar } from '../posts/NewPostBar.tsx';
import { useViewer } from '../session/ViewerProvider.tsx';
import { HomeTimeline } from './HomeTimeline.tsx';
import { TIMELINE_PAGE_SIZE } from '../timeline/limits.ts';
import './HomePage.css';

/** The route component of `/`: the viewer's home timeline. */
export default function HomePage() {
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
        <HomeContent />
      </Suspense>
    </div>
  );
}

function HomeContent() {
  const data = useLazyLoadQuery<HomePageQuery>(
    graphql`
      query HomePageQuery($count: Int!) {
        ...HomeTimeline_query @arguments(count: $count)
      }
    `,
    { count: TIMELINE_PAGE_SIZE },
    // Coming back home shows the cached list at once and then the newest items.
    { fetchPolicy: 'store-and-network' },
  );
  return <HomeTimeline query={data} />;
}
